/**
 * The student and parent portal (receiver/src/routes/portal.ts, the site's /account/): what a signed-in
 * student or parent reads, and what the desk adds to a lead for it. Times are ISO 8601; a deadline is an IST
 * date (YYYY-MM-DD). The portal's accounts are Better Auth's on the receiver, under /api/portal/auth, apart
 * from staff's (their own tables and cookie).
 */
import type { OfficeId } from "./offices";

/** Where an application stands, in the order a family lives it; the last two end it without an offer taken. */
export const applicationStages = [
  "shortlisted",
  "applied",
  "offer_conditional",
  "offer_unconditional",
  "accepted",
  "deposit_paid",
  "enrolment_letter",
  "visa_applied",
  "visa_granted",
  "visa_refused",
  "enrolled",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** Each stage in the words a student and a parent read. */
export const applicationStageLabels: Record<ApplicationStage, string> = {
  shortlisted: "Shortlisted",
  applied: "Application sent",
  offer_conditional: "Conditional offer",
  offer_unconditional: "Unconditional offer",
  accepted: "Offer accepted",
  deposit_paid: "Deposit paid",
  enrolment_letter: "Enrolment letter received (CAS, I-20, CoE or LoA)",
  visa_applied: "Visa applied for",
  visa_granted: "Visa granted",
  visa_refused: "Visa refused",
  enrolled: "Enrolled",
  rejected: "Not offered a place",
  withdrawn: "Withdrawn",
};

/** Stages at which the application has been sent to the university (the overview's "Applications sent"). */
export const sentStages: readonly ApplicationStage[] = applicationStages.filter(
  (stage) => stage !== "shortlisted" && stage !== "withdrawn",
);

export const documentStatuses = ["requested", "uploaded", "approved", "rejected"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentStatusLabels: Record<DocumentStatus, string> = {
  requested: "To upload",
  uploaded: "Uploaded, being checked",
  approved: "Approved",
  rejected: "Please upload again",
};

/** A document's file: PDF, JPEG or PNG (told by its first bytes), up to 10 MB. */
export const PORTAL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PORTAL_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** Who a portal account is: the student, or a parent the student invited (read-only but for the thread). */
export type PortalMemberKind = "student" | "parent";

/** The site's pages: the invite and set-password link's (token in the fragment), and the portal's home. */
export const PORTAL_PATH = "/account";
export const PORTAL_WELCOME_PATH = "/account/welcome";
/** How long an invite link works, and how long "Remember me" keeps a session. */
export const PORTAL_INVITE_HOURS = 72;
export const PORTAL_REMEMBER_DAYS = 30;
export const PORTAL_PASSWORD_MIN = 10;

export type PortalApplicationChange = { stage: ApplicationStage; note: string | null; at: string; by: string };

export type PortalApplication = {
  id: number;
  university: string;
  program: string;
  /** As the counsellor wrote it: "September 2027". */
  intake: string;
  deadline: string | null;
  stage: ApplicationStage;
  /** Every stage it went through, oldest first, with who set it. */
  history: PortalApplicationChange[];
};

export type PortalFile = { id: number; fileName: string; contentType: string; size: number; uploadedAt: string };

export type PortalDocument = {
  id: number;
  title: string;
  note: string | null;
  /** From the destination's visa documents (content/guides), or asked for by the counsellor. */
  origin: "checklist" | "requested";
  status: DocumentStatus;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  updatedAt: string;
  /** The versions uploaded, newest first: a student sees their own; a parent sees none (statuses only). */
  files: PortalFile[];
};

export type PortalMessage = {
  id: number;
  /** "family": a message from the lead's number on WhatsApp (a student's or a parent's phone, nobody can tell). */
  from: "student" | "parent" | "family" | "office";
  name: string;
  text: string;
  at: string;
  channel: MessageChannel;
  /** A WhatsApp media message's type ("image", "document", ...): its caption is the text. */
  mediaType?: string;
  /** The family has the office's message by e-mail too (sent beside the portal, or instead of a refused WhatsApp). */
  emailed?: true;
  /** On WhatsApp, what is known of the office's message: its ticks, or why it could not be sent. */
  whatsapp?: { state: WhatsAppState; error?: string };
};

import type { MessageChannel, WhatsAppState } from "./whatsapp";

export type PortalParent = { id: string; name: string; email: string; invitedAt: string; joined: boolean };

export type PortalConsultation = {
  reference: string;
  start: string;
  end: string;
  /** "Video call on Tue 1 Dec, 11:00 am IST" as the confirmation e-mail says it. */
  text: string;
  /** The manage link (the student's alone: a parent gets null). */
  manageUrl: string | null;
};

export type PortalCounsellor = {
  name: string;
  office: OfficeId;
  officeName: string;
  /** tel: and wa.me links of the office. */
  callUrl: string;
  whatsappUrl: string;
};

/** GET /api/portal/me. */
export type PortalMe = {
  ok: true;
  viewer: { kind: PortalMemberKind; name: string; email: string };
  student: { name: string; email: string };
  counsellor: PortalCounsellor | null;
  /** The stage in plain words ("Applications sent: 2 of 3"). */
  stage: string;
  /** What the student must do next, most urgent first (empty: nothing waits on them). */
  nextSteps: string[];
  consultations: PortalConsultation[];
  applications: PortalApplication[];
  documents: PortalDocument[];
  /** The student's parents; a parent sees the list too (names only matter to them). */
  parents: PortalParent[];
};

export type PortalMessages = { ok: true; messages: PortalMessage[] };

/** POST /api/portal/welcome: whose invite or set-password link it is. */
export type PortalWelcome = { ok: true; name: string; email: string; kind: PortalMemberKind };

/** POST /api/portal/parents and POST /api/desk/leads/{reference}/invite. */
export type PortalInvited = { ok: true; id?: string; inviteUrl: string; emailed: boolean };

/** What the desk's lead page adds (GET /api/desk/leads/{reference}). */
export type DeskPortal = {
  /** The person's portal account: null when never invited. */
  account: { invitedAt: string; joined: boolean } | null;
  applications: PortalApplication[];
  documents: PortalDocument[];
  messages: PortalMessage[];
  parents: PortalParent[];
};
