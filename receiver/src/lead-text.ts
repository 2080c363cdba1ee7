/**
 * How a stored lead reads for a counsellor (notification e-mail, webhook, CSV): the forms' own field
 * labels and option labels (contract/forms.ts), so all three read alike.
 */
import { fieldLabels, fieldText as optionText, formTitles } from "@/contract/forms";
import { type LeadSource, leadSourceFields, leadSourceLabels } from "@/contract/lead-source";
import { istDateTimeText, istIso } from "@/contract/india-time";
import { consultationText } from "@/content/booking";
import {
  type DeskLeadView,
  languageText,
  leadFieldNames as visitorFieldNames,
  type LeadFieldName,
} from "@/contract/desk";
import { fieldLines } from "@/contract/lead-text";
import { formatFileSize } from "@/contract/validations/resume";

import { eventOf } from "./booking/events";
import type { NotificationKind } from "./schema";
import type { BookedSlot, StoredLead } from "./store";

/** The visitor's fields (contract/desk.ts), each a column of the stored lead. */
export const leadFieldNames: typeof visitorFieldNames & readonly (keyof StoredLead)[] = visitorFieldNames;

/** What the visitor sent, as stored: the form and its fields. */
type VisitorInput = Pick<StoredLead, "form" | LeadFieldName>;

/** A field as a counsellor reads it: option labels instead of values, "" when not given. */
export function fieldText(lead: VisitorInput, name: LeadFieldName): string {
  return optionText(lead.form, name, lead[name] ?? "");
}

/** Every field the visitor filled in, as counsellors read it (the desk and the webhook). */
export function visitorFields(lead: VisitorInput): Partial<Record<LeadFieldName, string>> {
  return Object.fromEntries(
    leadFieldNames.filter((name) => lead[name] !== null).map((name) => [name, fieldText(lead, name)]),
  );
}

/** Where a stored lead came from, every source field (null when the site did not say). */
export function sourceOf(lead: Pick<StoredLead, keyof LeadSource>): LeadSource {
  return Object.fromEntries(leadSourceFields.map((field) => [field, lead[field]])) as LeadSource;
}

export function fullName(lead: StoredLead): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ");
}

/** The kinds of notification the office receives about a lead it already has, and how their subject starts. */
export type OfficeAlertKind = Extract<
  NotificationKind,
  "undelivered" | "overdue" | "booking_changed" | "portal_office" | "family_wrote"
>;
/** What goes to the visitor, not the office. */
export type VisitorMessageKind = Extract<NotificationKind, "confirmation" | "reminder" | "missed" | "seat_offered">;
export const visitorMessageKinds: readonly NotificationKind[] = [
  "confirmation",
  "reminder",
  "missed",
  "seat_offered",
] satisfies VisitorMessageKind[];

const alertSubjects: Record<OfficeAlertKind, string> = {
  undelivered: "Not delivered, please take it",
  overdue: "Waiting for an answer",
  booking_changed: "Consultation changed by the visitor",
  portal_office: "Student portal",
  family_wrote: "WhatsApp message from the family",
};

/** A booked consultation as the desk and the webhook send it: times as ISO 8601 in IST. */
export function bookingView(booking: BookedSlot): NonNullable<DeskLeadView["booking"]> {
  const { mode, office, startAt, endAt, counsellorName } = booking;
  const event = eventOf(booking);
  return {
    mode,
    office,
    start: istIso(startAt),
    end: istIso(endAt),
    ...(event ? { title: event.title } : {}),
    counsellor: counsellorName,
    ...(booking.counsellorOff ? { counsellorOff: true } : {}),
    ...(mode === "video" && booking.meetingUrl ? { meetingUrl: booking.meetingUrl } : {}),
  };
}

/** "Consultation booked: Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)", or the event's. */
/** A booking's slot as the CSV and the office read it: "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)". */
export function bookingText({ mode, office, startAt, endAt }: BookedSlot): string {
  return consultationText({ mode, office, start: startAt, end: endAt });
}

function bookingLine(booking: BookedSlot): string {
  const when = bookingText(booking);
  const event = eventOf(booking);
  const holder = booking.counsellorName ? `, with ${booking.counsellorName}` : "";
  return event ? `Event registration: ${event.title}, ${when}` : `Consultation booked: ${when}${holder}`;
}

/**
 * The notification's subject and plain-text body: every field the visitor filled in, labelled, and the language they
 * wrote from (the office's text stays English; the family's own messages go in theirs). With an `alert` (another
 * notification of the lead was given up, or it is overdue), the subject says so and its note comes first.
 */
export function describeLead(
  lead: StoredLead,
  apiBase: string,
  alert?: { kind: OfficeAlertKind; note: string },
): { subject: string; text: string } {
  const note = alert?.note;
  const booked = lead.booking && bookingLine(lead.booking);
  const lines = [
    ...(note ? [note, ""] : []),
    `${formTitles[lead.form]} ${lead.reference}, received ${istDateTimeText(lead.receivedAt)} IST`,
    ...(booked ? [booked] : []),
    `Language: ${languageText(lead.language)}`,
    "",
  ];
  for (const name of leadFieldNames) {
    const text = fieldText(lead, name);
    if (lead[name] === null) continue;
    const label = fieldLabels[name];
    lines.push(...fieldLines(label, text || "-"));
  }
  if (lead.resume) {
    lines.push(
      `${fieldLabels.resume}: ${lead.resume.fileName} (${formatFileSize(lead.resume.size)})`,
      `Download (with the export token): ${apiBase}/resumes/${lead.reference}`,
    );
  }
  const source = sourceOf(lead);
  const known = leadSourceFields.filter((field) => source[field] !== null);
  if (known.length) {
    lines.push(
      "",
      "Where this lead came from:",
      ...known.map((field) => `${leadSourceLabels[field]}: ${source[field]}`),
    );
  }
  const subject = `${booked && lead.form !== "event-registration" ? "Consultation booked, " : ""}${formTitles[lead.form]} ${lead.reference}: ${fullName(lead)}`;
  const prefix = alert ? `${alertSubjects[alert.kind]}: ` : "";
  return { subject: `${prefix}${subject}`, text: lines.join("\n") };
}
