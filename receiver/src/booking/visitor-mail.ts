/**
 * What a visitor who booked a consultation receives: the manage link, the calendar file (.ics, times in UTC) and
 * the confirmation and reminder e-mails, each saying when, how (content/booking.ts) and how to change it, in the
 * language of the page they booked on (the lead's `language`; the words are visitor-texts.ts).
 */
import { createEvent } from "ics";

import { BOOKING_MANAGE_PATH, BOOKING_PATH } from "@/contract/api";
import { slotLabel } from "@/contract/india-time";
import { type Language, pathIn } from "@/contract/languages";
import { site } from "@/content/site";

import { arrangementIn, eventOf } from "./events";
import type { BookedSlot, StoredLead } from "../store";
import { textsIn } from "../visitor-texts";

/**
 * The site's manage page in the language the visitor booked in (/gu/book-consultation/manage for a Gujarati
 * booking), with the token in the fragment, so it never reaches a server's log.
 */
export function manageUrlOf(siteUrl: string, token: string, language: Language): string {
  return `${siteUrl}${pathIn(BOOKING_MANAGE_PATH, language)}#${token}`;
}

/** The site's booking page in the visitor's language, where they book again. */
export const bookingUrlOf = (siteUrl: string, language: Language) => `${siteUrl}${pathIn(BOOKING_PATH, language)}`;

/** A lead with a consultation that stands. */
export type BookedLead = StoredLead & { booking: BookedSlot; manageToken: string };

/** What was booked, in the visitor's language: a free consultation, or the event's title. */
function titleOf(lead: BookedLead): string {
  return eventOf(lead.booking)?.title ?? textsIn(lead.language).consultationTitle;
}

/** The booking in one line and how it happens ("Meet your counsellor at our Surat office, …"). */
function consultationLines(lead: BookedLead): string[] {
  const texts = textsIn(lead.language);
  const { labels } = texts;
  const { text, mapUrl } = arrangementIn(lead.language, lead.booking, { phone: lead.phone ?? "", email: lead.email });
  const { mode, office, startAt, endAt } = lead.booking;
  return [
    ...(mode === "event" ? [`${labels.event}: ${titleOf(lead)}`] : []),
    `${labels.when}: ${texts.slot({ mode, office, start: startAt, end: endAt })}`,
    ...(lead.booking.counsellorName ? [`${labels.counsellor}: ${lead.booking.counsellorName}`] : []),
    text,
    ...(mapUrl ? [`${labels.map}: ${mapUrl}`] : []),
    `${labels.reference}: ${lead.reference}`,
  ];
}

/**
 * The consultation as an iCalendar event: one UID per booking reference, so a moved consultation replaces the
 * earlier event in the visitor's calendar (its SEQUENCE grows with each move).
 */
export function consultationIcs(lead: BookedLead, siteUrl: string): string {
  const { startAt, endAt } = lead.booking;
  const { address, meetingUrl } = arrangementIn(lead.language, lead.booking, { phone: "", email: "" });
  const { labels } = textsIn(lead.language);
  const { error, value } = createEvent({
    uid: `${lead.reference}@${new URL(siteUrl).host}`,
    sequence: Math.floor(lead.booking.createdAt.getTime() / 1000),
    productId: `${site.name}//consultation`,
    method: "PUBLISH",
    title: titleOf(lead),
    description: [
      ...consultationLines(lead),
      `${labels.changeOrCancel}: ${manageUrlOf(siteUrl, lead.manageToken, lead.language)}`,
    ].join("\n"),
    ...(address || meetingUrl ? { location: address ?? meetingUrl } : {}),
    start: startAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: endAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    url: manageUrlOf(siteUrl, lead.manageToken, lead.language),
  });
  if (error || !value) throw new Error(`the calendar file of ${lead.reference} could not be made: ${error?.message}`);
  return value;
}

/** A message to the visitor; `ics` (the calendar file) with a confirmation or reminder. */
export type VisitorMessage = { to: string; subject: string; text: string; ics?: string };

/** After a no-show: we missed you, with where to book another time. No calendar file: nothing stands. */
function missedMessage(lead: BookedLead, siteUrl: string): VisitorMessage {
  const texts = textsIn(lead.language);
  const { mode, office, startAt, endAt } = lead.booking;
  return {
    to: lead.email,
    subject: texts.missed.subject(lead.reference),
    text: [
      texts.dear(lead.firstName),
      "",
      ...texts.missed.lines(texts.slot({ mode, office, start: startAt, end: endAt })),
      bookingUrlOf(siteUrl, lead.language),
      "",
      site.name,
    ].join("\n"),
  };
}

/** A place freed at an event for the first in its waitlist: held until a time, confirmed through the link. */
function seatOfferedMessage(lead: BookedLead, siteUrl: string): VisitorMessage {
  const texts = textsIn(lead.language);
  const until = lead.booking.heldUntil ? slotLabel(lead.booking.heldUntil, lead.language) : null;
  return {
    to: lead.email,
    subject: texts.seatOffered.subject(titleOf(lead), lead.reference),
    text: [
      texts.dear(lead.firstName),
      "",
      texts.seatOffered.heldFor(titleOf(lead), until),
      ...consultationLines(lead),
      "",
      texts.seatOffered.confirm(manageUrlOf(siteUrl, lead.manageToken, lead.language)),
      texts.seatOffered.lapse,
      "",
      site.name,
    ].join("\n"),
  };
}

/**
 * The visitor's confirmation (at once), reminder (the day before), after a no-show the invitation to book again,
 * or a waitlist's offer of a freed place, in the visitor's language.
 */
export function visitorMessage(
  kind: "confirmation" | "reminder" | "missed" | "seat_offered",
  lead: BookedLead,
  siteUrl: string,
): VisitorMessage {
  if (kind === "missed") return missedMessage(lead, siteUrl);
  if (kind === "seat_offered") return seatOfferedMessage(lead, siteUrl);
  const texts = textsIn(lead.language);
  const when = slotLabel(lead.booking.startAt, lead.language);
  const event = lead.booking.mode === "event" ? titleOf(lead) : undefined;
  const facts = { event, when, reference: lead.reference };
  const subject = kind === "confirmation" ? texts.confirmation.subject(facts) : texts.reminder.subject(facts);
  const text = [
    texts.dear(lead.firstName),
    "",
    kind === "confirmation"
      ? texts.confirmation.opening({ event, title: titleOf(lead) })
      : texts.reminder.opening(titleOf(lead)),
    "",
    ...consultationLines(lead),
    "",
    texts.calendarAttached,
    texts.moveOrCancel(manageUrlOf(siteUrl, lead.manageToken, lead.language)),
    "",
    site.name,
  ].join("\n");
  return { to: lead.email, subject, text, ics: consultationIcs(lead, siteUrl) };
}
