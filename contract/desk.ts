/**
 * The counsellors' desk API (receiver/src/desk.ts) as both sides read it: where a lead stands, why it was
 * closed, the offices and roles of staff, and the JSON the desk's pages (components/desk/) receive.
 */
import type { BookingMode } from "./booking-slots";
import type { FieldName, LeadFormId } from "./forms";
import { type Language, languageNames } from "./languages";
import type { DeskPortal } from "./portal";
import type { OfficeId } from "./offices";
import type { LeadSource } from "./lead-source";
import type { DeskWhatsApp } from "./whatsapp";

/**
 * Where a lead stands, in the order counsellors work it: new -> contacted -> booked -> consulted -> applied ->
 * enrolled, or closed with a reason. "spam": the bot trap was filled; kept for a counsellor to release (new)
 * or confirm (closed, reason spam), never notified.
 */
export const leadStatuses = [
  "new",
  "contacted",
  "booked",
  "consulted",
  "applied",
  "enrolled",
  "closed",
  "spam",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The pipeline a lead moves forward along; "closed" ends it from any stage, "spam" is released or confirmed. */
export const leadPipeline: readonly LeadStatus[] = ["new", "contacted", "booked", "consulted", "applied", "enrolled"];

/** Whether a lead may go from `from` to `to`: forward along the pipeline (skipping is fine), or closed. */
export function allowedTransition(from: LeadStatus, to: LeadStatus): boolean {
  if (from === to) return true;
  if (to === "closed") return from !== "closed";
  if (from === "spam") return to === "new";
  if (from === "closed") return to === "new";
  const [at, next] = [leadPipeline.indexOf(from), leadPipeline.indexOf(to)];
  return at >= 0 && next > at;
}

export const closedReasons = [
  "not_interested",
  "unreachable",
  "duplicate",
  "spam",
  "cancelled",
  "no_show",
  "other",
] as const;
export type ClosedReason = (typeof closedReasons)[number];

/** How the desk words each status and reason. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  consulted: "Consulted",
  applied: "Applied",
  enrolled: "Enrolled",
  closed: "Closed",
  spam: "Held as spam",
};

/** The desk inbox's filter for consultation bookings: Get In Touch sent with a slot (the inbox's `form`). */
export const BOOKINGS_FILTER = "booking";

/** What a lead is, as the inbox names it: a consultation booking rather than the plain form it was sent as. */
export function leadKindTitle(lead: Pick<DeskLeadView, "form" | "viaBooking">, formTitle: string): string {
  return lead.form === "get-in-touch" && lead.viaBooking ? "Consultation booking" : formTitle;
}

/** A status as a badge says it: a closed lead by why, where the why is a booking's (cancelled, no-show). */
export function statusText(lead: Pick<DeskLeadView, "status" | "closedReason">): string {
  if (lead.status === "closed" && lead.closedReason === "cancelled") return "Cancelled";
  if (lead.status === "closed" && lead.closedReason === "no_show") return "No-show";
  return leadStatusLabels[lead.status];
}

export const closedReasonLabels: Record<ClosedReason, string> = {
  not_interested: "Not interested",
  unreachable: "Unreachable",
  duplicate: "Duplicate",
  spam: "Spam",
  cancelled: "Consultation cancelled by the visitor",
  no_show: "Did not come to the consultation",
  other: "Other",
};

export const staffRoles = ["admin", "counsellor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Where a one-time set-password link leads (the desk's page, with ?token=). Here, not beside the staff schema:
 * the site's shell links the desk's paths, and must not load the schema library for it. */
export const SET_PASSWORD_PATH = "/desk/set-password";

/** The visitor's fields in the order counsellors read them: every column of a lead that a form fills. */
export const leadFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "destination",
  "service",
  "preferredDay",
  "preferredTime",
  "position",
  "experience",
  "location",
  "message",
  "coverLetter",
] as const satisfies readonly FieldName[];

export type LeadFieldName = (typeof leadFieldNames)[number];

/**
 * The visitor's language as staff read it (the desk, the office's e-mails, the CSV): "ગુજરાતી (Gujarati)", its own
 * name first as the family writes it, or "English".
 */
export function languageText(language: Language): string {
  const { own, english } = languageNames[language];
  return own === english ? english : `${own} (${english})`;
}

/** A staff member as a lead's owner or a history entry's author. */
export type StaffName = { email: string; name: string };

/** One lead in GET /api/desk/leads: the visitor's fields as counsellors read them (option labels). */
export type DeskLeadView = Partial<Record<LeadFieldName, string>> & {
  reference: string;
  form: LeadFormId;
  status: LeadStatus;
  closedReason: ClosedReason | null;
  office: OfficeId | null;
  owner: StaffName | null;
  receivedAt: string;
  /** When it is overdue if still new (FIRST_RESPONSE_HOURS working hours after arrival); null without a clock. */
  responseDueAt: string | null;
  /** When it first left "new". */
  firstResponseAt: string | null;
  /** Still new past its first-response time. */
  overdue: boolean;
  /** Since when the family's WhatsApp message waits for the office's answer; null when none waits. */
  whatsappWaitingSince: string | null;
  /** The language of the page it was sent from: the family's own messages go in it. */
  language: Language;
  source: LeadSource;
  resumeUrl: string | null;
  /** Sent as a booking (a consultation's slot, an event's place) through the booking flow, cancelled or not. */
  viaBooking: boolean;
  /** The consultation booked, or the event registered for (`title`), with its time in IST. */
  booking: {
    mode: BookingMode;
    office: OfficeId | null;
    start: string;
    end: string;
    title?: string;
    /** The counsellor who holds the consultation, by name; null for an event or a calendar seat. */
    counsellor: string | null;
    /** That counsellor has the day off: the consultation waits to be given to someone else. */
    counsellorOff?: boolean;
    /** A video consultation's room. */
    meetingUrl?: string;
  } | null;
};

export type DeskInbox = { leads: DeskLeadView[]; nextCursor: string | null };

/** The weekdays of a counsellor's working week, Monday first. */
export const workdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Workday = (typeof workdays)[number];

/**
 * A counsellor's working week and days off (GET /api/desk/counsellors): the weekdays and hours they take
 * consultations on ("HH:MM", IST; null: the office's), and their days off from today on (YYYY-MM-DD).
 */
export type CounsellorSchedule = StaffName & {
  office: OfficeId;
  workDays: Workday[] | null;
  workStart: string | null;
  workEnd: string | null;
  /** Their own video room for the video consultations they hold; null: a new room per booking. */
  meetingUrl: string | null;
  daysOff: string[];
};

/** A day off set (POST .../days-off): the schedule, and the consultations they hold that day, to give to others. */
export type DayOffSet = { schedule: CounsellorSchedule; clashes: DeskLeadView[] };

/** GET /api/desk/events/{slug}/waitlist: the event's line in order, and what became of each offer. */
export type DeskWaitlist = {
  slug: string;
  title: string;
  line: {
    name: string;
    email: string;
    phone: string;
    joinedAt: string;
    state: "waiting" | "offered" | "left";
    /** The registration an offer made, its hold (null once confirmed or let go), and whether it was confirmed. */
    reference: string | null;
    heldUntil: string | null;
    confirmed: boolean;
  }[];
};

/** One line of the no-show counts: consultations that began in the window, and how many were missed. */
export type NoShowLine = { consultations: number; noShows: number };

/**
 * GET /api/desk/no-shows: the consultations that began in the last NO_SHOW_WINDOW_DAYS days (an admin's every
 * office, a counsellor's own), counted per counsellor who held them and per `utm_source` (null: none given).
 */
export type DeskNoShows = {
  since: string;
  byCounsellor: (NoShowLine & { name: string; email: string })[];
  bySource: (NoShowLine & { source: string | null })[];
};
export const NO_SHOW_WINDOW_DAYS = 90;

/** What a staff member holds (GET /api/desk/staff/{email}/handover): their open leads and consultations ahead. */
export type DeskHandover = { leads: DeskLeadView[] };
/** What a handover did (POST .../handover { to }): each lead moved, or why not (it stays with them). */
export type DeskHandedOver = { moved: string[]; notMoved: { reference: string; reason: string }[] };

/** GET /api/desk/day?office=&date=YYYY-MM-DD: an office's booked consultations of one IST day, by time. */
export type DeskDay = { office: OfficeId; date: string; bookings: DeskLeadView[] };

/**
 * Another lead of the same person: in full where the viewer may read it (an admin, or its office's staff), else only
 * the office it went to, if any (no reference, form, status or time of a lead the viewer would get 404 on).
 */
export type DeskRelatedLead =
  { reference: string; form: LeadFormId; status: LeadStatus; receivedAt: string } | { office: OfficeId | null };

/** GET /api/desk/leads/{reference}: the lead, what was done with it, and the same person's other leads. */
export type DeskLeadRecord = DeskLeadView & {
  history: { at: string; kind: "status" | "owner" | "note"; by: StaffName; detail: string }[];
  related: DeskRelatedLead[];
  /**
   * The person's student portal: their account, applications, documents, thread and parents; null when the
   * student was invited by another office (this lead of theirs opens nothing of it).
   */
  portal: DeskPortal | null;
  /** The lead's WhatsApp (its number, consent, window, how a reply goes); null while the channel is off. */
  whatsapp: DeskWhatsApp | null;
};
