/**
 * The portal's pure pieces (no fetch, no React): what a refusal says, the browser's own check of a file before it
 * is sent, who wrote a message, the dates as India reads them, and the invite's share link. Tested beside it.
 */
import { istDateOf } from "@/contract/india-time";
import {
  PORTAL_FILE_MAX_BYTES,
  type PortalConsultation,
  type PortalMessage,
  type PortalParent,
} from "@/contract/portal";
import { formatFileSize, safeFileName } from "@/contract/validations/resume";
import { portalPage, signInOutcomes } from "@/content/forms";
import { formatIsoDate } from "@/lib/dates";
import { whatsappLink } from "@/lib/whatsapp-link";

/** "10 MB". */
const FILE_LIMIT_TEXT = `${PORTAL_FILE_MAX_BYTES / (1024 * 1024)} MB`;

/** Why the receiver refused a sign-in, in words a family can act on (0: it could not be reached). */
export function signInRefusal(status: number): string {
  if (status === 401) return signInOutcomes.wrongPassword;
  if (status === 429) return signInOutcomes.tooManyTries;
  if (status === 0) return signInOutcomes.unreachable;
  return signInOutcomes.notNow;
}

/** What a portal call says when the receiver gave no message of its own. */
export function requestFailure(status: number): string {
  if (status === 0) return portalPage.unreachable;
  if (status === 401) return "You are signed out. Sign in again to go on.";
  if (status === 403) return "A parent\u2019s account can read this but not change it.";
  if (status === 404) return "That is no longer in your account. Reload the page to see it as it is now.";
  if (status === 413) return `That file is too large: the limit is ${FILE_LIMIT_TEXT}.`;
  if (status === 429) return signInOutcomes.tooManyTries;
  return "Something went wrong on our side. Please try again in a moment.";
}

/** The types the portal takes, told here by name and reported type (the receiver checks the content). */
const FILE_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"];
/** Some phones report no type, or a generic one. */
const FILE_TYPES = new Set(["", "application/octet-stream", "application/pdf", "image/jpeg", "image/png"]);

/** Why a chosen file cannot be sent, naming it; undefined when the browser sees nothing wrong with it. */
export function fileProblem(file: Pick<File, "name" | "size" | "type">): string | undefined {
  const name = safeFileName(file.name);
  const lower = name.toLowerCase();
  if (!FILE_EXTENSIONS.some((extension) => lower.endsWith(extension)) || !FILE_TYPES.has(file.type)) {
    return `${name} is not a PDF, JPEG or PNG file. Choose a PDF, JPEG or PNG.`;
  }
  if (file.size === 0) return `${name} is empty. Choose the file again.`;
  if (file.size > PORTAL_FILE_MAX_BYTES) {
    return `${name} is too large (${formatFileSize(file.size)}): the limit is ${FILE_LIMIT_TEXT}. Choose a smaller file, or scan it at a lower resolution.`;
  }
  return undefined;
}

export { formatFileSize };

/** "Priya Shah (the office)": who wrote a message in the thread. */
export function messageAuthor(message: Pick<PortalMessage, "from" | "name">): string {
  return `${message.name} (${portalPage.from[message.from]})`;
}

/**
 * How a message travelled, when on WhatsApp: "on WhatsApp" ("Not delivered on WhatsApp" for the office's message
 * WhatsApp could not deliver); nothing for a family's message, whose author already says "on WhatsApp".
 */
export function whatsappNote(message: Pick<PortalMessage, "from" | "channel" | "whatsapp">): string | undefined {
  if (message.channel !== "whatsapp") return undefined;
  if (message.whatsapp?.state === "failed") return portalPage.messages.notDelivered;
  return message.from === "family" ? undefined : portalPage.messages.onWhatsApp;
}

/** The thread oldest first (by time, then by id for messages of the same second). */
export function oldestFirst(messages: readonly PortalMessage[]): PortalMessage[] {
  return [...messages].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
}

/** "14 July 2027": a YYYY-MM-DD day (a deadline). */
export function dayText(date: string): string {
  return formatIsoDate(date);
}

/** "14 July 2027": the IST day of an instant (a change in the history, an upload, an invite). */
export function dayOfText(at: string): string {
  return formatIsoDate(istDateOf(new Date(at)));
}

/** The consultation still ahead that comes first, if any. */
export function nextConsultation(
  consultations: readonly PortalConsultation[],
  now: Date,
): PortalConsultation | undefined {
  return consultations
    .filter((consultation) => Date.parse(consultation.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
}

/** A parent's line in the list: joined, or when invited. */
export function parentStatus(parent: Pick<PortalParent, "joined" | "invitedAt">): string {
  return parent.joined ? portalPage.parents.joined : portalPage.parents.invited(dayOfText(parent.invitedAt));
}

/** A WhatsApp share link (no number: the sender picks the chat) carrying the invite's words and link. */
export function whatsappShareUrl(text: string): string {
  return whatsappLink("", text);
}

/**
 * The token of a set-password link (/account/welcome#<token>): the fragment, which never reaches a server.
 * Undefined when there is none or it cannot be one (a truncated or mangled link).
 */
export function welcomeTokenOf(hash: string): string | undefined {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, "").trim());
  } catch {
    return undefined;
  }
  return /^[A-Za-z0-9_-]{16,256}$/.test(token) ? token : undefined;
}
