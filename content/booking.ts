/**
 * The consultation calendar (content/booking.yaml): closures, the seats a slot has while no counsellor account
 * can work, a counsellor's day (buffer, daily maximum), video rooms; and how a booking reads to families and the
 * office. The lead receiver reads it with the
 * office hours (content/company.ts).
 */
import { bookingCalendar } from "content-collections";

import type { BookingMode, ConsultationMode } from "../contract/booking-slots";
import { slotLabel } from "../contract/india-time";
import type { OfficeId } from "../contract/offices";

import { mapHref, officeById } from "./site";

export type { BookingCalendar } from "./schemas/booking";

export const closures = bookingCalendar.closures;

export const seatsWithoutAccounts = bookingCalendar.seatsWithoutAccounts;

/** Where a video consultation meets when its counsellor has no room of their own. */
export const videoMeeting = bookingCalendar.videoMeeting;

/** What a counsellor's day allows: minutes kept free between consultations, and the most in a day. */
export const counsellorDay = {
  bufferMinutes: bookingCalendar.bufferMinutes,
  dailyMaximum: bookingCalendar.counsellorDailyMaximum,
};

/** How each mode reads in a sentence. */
export const bookingModeLabels: Record<BookingMode, string> = {
  office: "office visit",
  phone: "phone call",
  video: "video call",
  event: "event",
};

/** A booked consultation in a line: "Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes)". */
export function consultationText({
  mode,
  office,
  start,
  end,
}: {
  mode: BookingMode;
  office: OfficeId | null;
  start: Date;
  end: Date;
}): string {
  const where = office ? ` in ${officeById[office].city}` : "";
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  return `${slotLabel(start)} IST, ${bookingModeLabels[mode]}${where} (${minutes} minutes)`;
}

/**
 * How a booked consultation happens, as the confirmation page and the visitor's e-mails say it: for a visit, the
 * office's address (also on its own, a calendar event's location) and its map link; for a call, who calls whom.
 */
export function consultationArrangement(booking: {
  mode: ConsultationMode;
  office: OfficeId | null;
  phone: string;
  email: string;
  /** A video consultation's room. */
  meetingUrl?: string | null;
}): { text: string; address?: string; mapUrl?: string; meetingUrl?: string } {
  const office = booking.office ? officeById[booking.office] : undefined;
  const values: Record<string, string> = {
    office: office ? office.city : "",
    address: office ? office.address : "",
    phone: booking.phone,
    email: booking.email,
    link: booking.meetingUrl ?? "",
  };
  const text = bookingCalendar.arrangements[booking.mode].replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
  if (office && booking.mode === "office") return { text, address: office.address, mapUrl: mapHref(office) };
  return booking.mode === "video" && booking.meetingUrl ? { text, meetingUrl: booking.meetingUrl } : { text };
}
