/**
 * The consultation calendar (content/booking.yaml): closures, and the seats a slot has while an office has no
 * counsellor accounts. The lead receiver reads it with the office hours (content/company.ts).
 */
import { bookingCalendar } from "content-collections";

export type { BookingCalendar } from "./schemas/booking";

export const closures = bookingCalendar.closures;

export const seatsWithoutAccounts = bookingCalendar.seatsWithoutAccounts;
