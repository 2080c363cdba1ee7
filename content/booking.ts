/**
 * The consultation calendar (content/booking.yaml): closures, and the seats a slot has while an office has no
 * counsellor accounts. The lead receiver reads it with the office hours (content/company.ts).
 */
import { bookingCalendar } from "content-collections";

import type { ConsultationMode } from "../contract/booking-slots";
import { type StaffOffice, staffOfficeLabels } from "../contract/desk";

import { mapHref, offices } from "./site";

export type { BookingCalendar } from "./schemas/booking";

export const closures = bookingCalendar.closures;

export const seatsWithoutAccounts = bookingCalendar.seatsWithoutAccounts;

/**
 * How a booked consultation happens, as the confirmation page and the visitor's e-mails say it: for a visit, the
 * office's address (also on its own, a calendar event's location) and its map link; for a call, who calls whom.
 */
export function consultationArrangement(booking: {
  mode: ConsultationMode;
  office: StaffOffice | null;
  phone: string;
  email: string;
}): { text: string; address?: string; mapUrl?: string } {
  const office = booking.office && offices.find((one) => one.city === staffOfficeLabels[booking.office!]);
  const values: Record<string, string> = {
    office: office ? office.city : "",
    address: office ? office.address : "",
    phone: booking.phone,
    email: booking.email,
  };
  const text = bookingCalendar.arrangements[booking.mode].replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
  return office && booking.mode === "office" ? { text, address: office.address, mapUrl: mapHref(office) } : { text };
}
