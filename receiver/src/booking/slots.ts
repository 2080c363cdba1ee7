/**
 * The free consultation slots a visitor may book: the calendar's grid (contract/booking-slots.ts, in the office
 * hours /contact states), each slot with as many seats as the counsellors who can take it. An office visit has
 * its office's active counsellor accounts; a phone or video call, those of every office. An office without any
 * accounts yet has the seats content/booking.yaml gives it, and a closure there takes its offices' seats away.
 */
import type { OpenSlot } from "@/contract/api";
import { BOOKING_DAYS, type BookingMode, slotsBetween } from "@/contract/booking-slots";
import { DAY_MS, istDateOf, istIso, istMidnightOf, type IstDate } from "@/contract/india-time";
import { workingWeek } from "@/contract/working-hours";
import { closures, seatsWithoutAccounts } from "@/content/booking";
import { officeHours } from "@/content/company";

import { type OfficeId, officeIds } from "@/contract/offices";

const officeWeek = workingWeek(officeHours.contact.lines);

/** Active counsellor accounts by office (store.activeCounsellors). */
export type Counsellors = ReadonlyMap<OfficeId, number>;

/** Whether `office` takes no bookings on `date` (a closure naming it, or naming no office). */
function closedOn(office: OfficeId, date: IstDate): boolean {
  return closures.some((closure) => closure.date === date && (!closure.offices || closure.offices.includes(office)));
}

/** The days a visitor asking at `now` may book: today (IST) and the BOOKING_DAYS - 1 after it. */
export function bookableDays(now: Date): { first: IstDate; last: IstDate } {
  const today = istMidnightOf(istDateOf(now)) as number;
  return { first: istDateOf(now), last: istDateOf(new Date(today + (BOOKING_DAYS - 1) * DAY_MS)) };
}

/** How many of `days` days from `from` (a bookable day) may be booked at `now`: none past the last. */
export function bookableDaysFrom(from: IstDate, days: number, now: Date): number {
  const last = istMidnightOf(bookableDays(now).last) as number;
  return Math.min(days, (last - (istMidnightOf(from) as number)) / DAY_MS + 1);
}

export type SlotQuery = { mode: BookingMode; office?: OfficeId };

/** Whose seats a slot's bookings take: the office's visits, or every office's calls. */
export function poolOf({ mode, office }: SlotQuery): string {
  return mode === "office" && office ? office : "calls";
}

/** The seats a slot on `date` has: those of each office that can take it and is open that day. */
export function seatsOn(date: IstDate, { mode, office }: SlotQuery, counsellors: Counsellors) {
  const offices: readonly OfficeId[] = mode === "office" && office ? [office] : officeIds;
  const seatsOf = (one: OfficeId) => counsellors.get(one) || seatsWithoutAccounts[one];
  return offices.reduce((sum, one) => sum + (closedOn(one, date) ? 0 : seatsOf(one)), 0);
}

/** The calendar's slot starting at `start` for a visitor asking at `now`, if there is one (seats aside). */
export function calendarSlot(start: Date, now: Date) {
  return slotsBetween(istDateOf(start), 1, officeWeek, now).find((slot) => slot.start.getTime() === start.getTime());
}

/**
 * The slots with a free seat among `days` days from `from`, for a visit to `office` or a call; `taken` counts
 * the seats already booked, by slot start (epoch ms).
 */
export function openSlots(
  query: SlotQuery & { from: IstDate; days: number },
  counsellors: Counsellors,
  taken: ReadonlyMap<number, number>,
  now: Date,
): OpenSlot[] {
  return slotsBetween(query.from, query.days, officeWeek, now).flatMap(({ start, end }) => {
    const available = seatsOn(istDateOf(start), query, counsellors) - (taken.get(start.getTime()) ?? 0);
    return available > 0 ? [{ start: istIso(start), end: istIso(end), available }] : [];
  });
}
