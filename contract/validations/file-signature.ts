/**
 * What a file really is, from its first bytes (its "magic number"), so a renamed
 * program is refused as a resume whatever its name or reported type. Used in the
 * browser when a file is chosen and by the receiver before it stores one.
 */
import { safeFileName } from "./resume";

export type DocumentKind = "pdf" | "doc" | "docx";

/** Bytes to read from the start of a file to tell the kinds apart. */
export const SIGNATURE_BYTES = 8;

const signatures: readonly { kind: DocumentKind; bytes: readonly number[] }[] = [
  // "%PDF-"
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // OLE2 compound file: Word 97-2003 .doc
  { kind: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // ZIP local file header: Office Open XML .docx is a ZIP container
  { kind: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** The document kind the bytes start with, or null (an .exe starts "MZ", an image with its own mark). */
export function detectDocumentKind(head: Uint8Array): DocumentKind | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}

/** The kind a file name's extension claims, read from the name as it is kept. */
export function claimedDocumentKind(fileName: string): DocumentKind | null {
  const extension = /\.([a-z]+)$/i.exec(safeFileName(fileName))?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/**
 * True when the file's bytes are a PDF, DOC or DOCX and agree with its extension
 * (a PDF named .docx is refused too: the counsellor's software would not open it).
 */
export async function isGenuineResume(file: Blob & { name: string }): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const kind = detectDocumentKind(head);
  return kind !== null && kind === claimedDocumentKind(file.name);
}

/** The visitor-facing message when the bytes do not match. */
export const notADocumentMessage =
  "This file is not a real PDF, DOC or DOCX document (its contents do not match its name): please choose your resume again";

/** What a student's document may be: PDF, JPEG or PNG (a passport scan is often a phone photo). */
export type PortalFileKind = "pdf" | "jpeg" | "png";

const portalSignatures: readonly { kind: PortalFileKind; bytes: readonly number[] }[] = [
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export const portalFileTypes: Record<PortalFileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The kind the bytes start with, whatever the file is called; null for anything else. */
export function detectPortalFileKind(head: Uint8Array): PortalFileKind | null {
  return portalSignatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.kind ?? null;
}

export const notAPortalFileMessage =
  "This file is not a PDF, JPEG or PNG (its contents say otherwise, whatever its name): choose a scan or photo of the document";
