/**
 * What the careers form accepts as a resume: type, size and how a size reads.
 * Free of zod, so the form's file picker and the receiver use it without the schemas.
 */
/** The resume limit the spec's hint states (5MB), enforced before anything is sent. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** For the file picker's `accept`: extensions plus their MIME types. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/** MIME types browsers report for PDF and Word files; some phones report none or a generic one. */
const RESUME_MIME_TYPES = new Set([
  "",
  "application/octet-stream",
  "application/pdf",
  "application/x-pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

export const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const MAX_FILE_NAME = 200;

/**
 * A resume's file name as kept and shown to counsellors: no path, no control characters, and no bidirectional
 * embedding, override or isolate (U+202A-U+202E, U+2066-U+2069), which can make "cv\u202Efdp.exe" read as
 * "cvexe.pdf". The type check reads this name, so what counsellors see is what was checked.
 */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return (base || "resume").slice(-MAX_FILE_NAME);
}

export function isResumeType(file: File): boolean {
  const name = safeFileName(file.name).toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)) && RESUME_MIME_TYPES.has(file.type);
}

/** "2.4 MB", for the file field and the size message. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
