/**
 * The free consultation slots a visitor may book: the calendar's grid (contract/booking-slots.ts, in the office
 * hours /contact states), each slot with as many seats as the counsellors who can take it. An office visit has
 * its office's active counsellor accounts; a phone or video call, those of every office. An office without any
 * accounts yet has the seats content/booking.yaml gives it, and a closure there takes its offices' seats away.
 */
import {
  BOOKING_DAYS,
  type BookingMode,
  istDateOf,
  istIso,
  istMidnightOf,
  slotsBetween,
  type IstDate,
} from "@/contract/booking-slots";
import { workingWeek } from "@/contract/working-hours";
import { closures, seatsWithoutAccounts } from "@/content/booking";
import { officeHours } from "@/content/company";

import { type StaffOffice, staffOffices } from "./schema";

const officeWeek = workingWeek(officeHours.contact.lines);
const DAY_MS = 24 * 60 * 60_000;

export type OpenSlot = { start: string; end: string; available: number };

/** Whether `office` takes no bookings on `date` (a closure naming it, or naming no office). */
function closedOn(office: StaffOffice, date: IstDate): boolean {
  return closures.some((closure) => closure.date === date && (!closure.offices || closure.offices.includes(office)));
}

/** The days a visitor asking at `now` may book: today (IST) and the BOOKING_DAYS - 1 after it. */
export function bookableDays(now: Date): { first: IstDate; last: IstDate } {
  const today = istMidnightOf(istDateOf(now)) as number;
  return { first: istDateOf(now), last: istDateOf(new Date(today + (BOOKING_DAYS - 1) * DAY_MS)) };
}

/** The slots with a free seat among `days` days from `from`, for a visit to `office` or a call. */
export function openSlots(
  { mode, office, from, days }: { mode: BookingMode; office?: StaffOffice; from: IstDate; days: number },
  counsellors: ReadonlyMap<StaffOffice, number>,
  now: Date,
): OpenSlot[] {
  const offices: readonly StaffOffice[] = mode === "office" && office ? [office] : staffOffices;
  const seatsOf = (one: StaffOffice) => counsellors.get(one) || seatsWithoutAccounts[one];
  return slotsBetween(from, days, officeWeek, now).flatMap(({ start, end }) => {
    const date = istDateOf(start);
    const available = offices.reduce((sum, one) => sum + (closedOn(one, date) ? 0 : seatsOf(one)), 0);
    return available > 0 ? [{ start: istIso(start), end: istIso(end), available }] : [];
  });
}
