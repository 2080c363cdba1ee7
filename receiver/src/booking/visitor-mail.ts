/**
 * What a visitor who booked a consultation receives: the manage link, the calendar file (.ics, times in UTC) and
 * the confirmation and reminder e-mails, each saying when, how (content/booking.ts) and how to change it.
 */
import { createEvent } from "ics";

import { BOOKING_MANAGE_PATH, BOOKING_PATH } from "@/contract/api";
import { slotLabel } from "@/contract/india-time";
import { consultationText } from "@/content/booking";
import { site } from "@/content/site";

import { arrangementOf, eventOf } from "./events";
import type { BookedSlot, StoredLead } from "../store";

/** The site's manage page with the token in the fragment, so it never reaches a server's log. */
export function manageUrlOf(siteUrl: string, token: string): string {
  return `${siteUrl}${BOOKING_MANAGE_PATH}#${token}`;
}

/** A lead with a consultation that stands. */
export type BookedLead = StoredLead & { booking: BookedSlot; manageToken: string };

/** What was booked: a free consultation, or the event's title. */
function titleOf(lead: BookedLead): string {
  return eventOf(lead.booking)?.title ?? `Free consultation with ${site.name}`;
}

/** The booking in one line and how it happens ("Meet your counsellor at our Surat office, …"). */
function consultationLines(lead: BookedLead): string[] {
  const { text, mapUrl } = arrangementOf(lead.booking, { phone: lead.phone ?? "", email: lead.email });
  const { mode, office, startAt, endAt } = lead.booking;
  return [
    ...(mode === "event" ? [`Event: ${titleOf(lead)}`] : []),
    `When: ${consultationText({ mode, office, start: startAt, end: endAt })}`,
    ...(lead.booking.counsellorName ? [`Your counsellor: ${lead.booking.counsellorName}`] : []),
    text,
    ...(mapUrl ? [`Map: ${mapUrl}`] : []),
    `Reference: ${lead.reference}`,
  ];
}

/**
 * The consultation as an iCalendar event: one UID per booking reference, so a moved consultation replaces the
 * earlier event in the visitor's calendar (its SEQUENCE grows with each move).
 */
export function consultationIcs(lead: BookedLead, siteUrl: string): string {
  const { startAt, endAt } = lead.booking;
  const { address, meetingUrl } = arrangementOf(lead.booking, { phone: "", email: "" });
  const { error, value } = createEvent({
    uid: `${lead.reference}@${new URL(siteUrl).host}`,
    sequence: Math.floor(lead.booking.createdAt.getTime() / 1000),
    productId: `${site.name}//consultation`,
    method: "PUBLISH",
    title: titleOf(lead),
    description: [...consultationLines(lead), `Change or cancel: ${manageUrlOf(siteUrl, lead.manageToken)}`].join("\n"),
    ...(address || meetingUrl ? { location: address ?? meetingUrl } : {}),
    start: startAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: endAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    url: manageUrlOf(siteUrl, lead.manageToken),
  });
  if (error || !value) throw new Error(`the calendar file of ${lead.reference} could not be made: ${error?.message}`);
  return value;
}

/** A message to the visitor; `ics` (the calendar file) with a confirmation or reminder. */
export type VisitorMessage = { to: string; subject: string; text: string; ics?: string };

/** After a no-show: we missed you, with where to book another time. No calendar file: nothing stands. */
function missedMessage(lead: BookedLead, siteUrl: string): VisitorMessage {
  const { mode, office, startAt, endAt } = lead.booking;
  return {
    to: lead.email,
    subject: `We missed you: book another time (${lead.reference})`,
    text: [
      `Dear ${lead.firstName},`,
      "",
      `We missed you at your free consultation: ${consultationText({ mode, office, start: startAt, end: endAt })}.`,
      "It happens. Book another time that suits you, or reply to this e-mail and we will find one with you:",
      `${siteUrl}${BOOKING_PATH}`,
      "",
      site.name,
    ].join("\n"),
  };
}

/** A place freed at an event for the first in its waitlist: held until a time, confirmed through the link. */
function seatOfferedMessage(lead: BookedLead, siteUrl: string): VisitorMessage {
  const until = lead.booking.heldUntil ? `${slotLabel(lead.booking.heldUntil)} IST` : "soon";
  return {
    to: lead.email,
    subject: `A place is free for you: ${titleOf(lead)} (${lead.reference})`,
    text: [
      `Dear ${lead.firstName},`,
      "",
      `A place has come free at ${titleOf(lead)}, and it is held for you until ${until}.`,
      ...consultationLines(lead),
      "",
      `Confirm it (or let it go to the next in line): ${manageUrlOf(siteUrl, lead.manageToken)}`,
      "If it is not confirmed by then, it goes to the next person waiting.",
      "",
      site.name,
    ].join("\n"),
  };
}

/**
 * The visitor's confirmation (at once), reminder (the day before), after a no-show the invitation to book again,
 * or a waitlist's offer of a freed place.
 */
export function visitorMessage(
  kind: "confirmation" | "reminder" | "missed" | "seat_offered",
  lead: BookedLead,
  siteUrl: string,
): VisitorMessage {
  if (kind === "missed") return missedMessage(lead, siteUrl);
  if (kind === "seat_offered") return seatOfferedMessage(lead, siteUrl);
  const when = slotLabel(lead.booking.startAt);
  const what = lead.booking.mode === "event" ? titleOf(lead) : "your free consultation";
  const subject =
    kind === "confirmation"
      ? `${lead.booking.mode === "event" ? `You are registered: ${what}` : "Your free consultation is booked"}: ${when} IST (${lead.reference})`
      : `Reminder: ${what} is tomorrow, ${when} IST (${lead.reference})`;
  const text = [
    `Dear ${lead.firstName},`,
    "",
    kind === "confirmation"
      ? `Thank you for ${lead.booking.mode === "event" ? "registering for" : "booking"} ${titleOf(lead)}.`
      : `This is a reminder of ${titleOf(lead)}.`,
    "",
    ...consultationLines(lead),
    "",
    "The calendar file attached adds it to your calendar.",
    `To move it to another time or cancel it: ${manageUrlOf(siteUrl, lead.manageToken)}`,
    "",
    site.name,
  ].join("\n");
  return { to: lead.email, subject, text, ics: consultationIcs(lead, siteUrl) };
}
