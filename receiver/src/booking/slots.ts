/**
 * The free consultation slots a visitor may book: the calendar's grid (contract/booking-slots.ts, in the office
 * hours /contact states), each slot with as many seats as the counsellors free to hold it (booking/counsellors.ts):
 * for an office visit, that office's; for a phone or video call, any office's. While the desk has no counsellor
 * who can work, each office has the seats content/booking.yaml gives it instead. A closure there takes its
 * offices' seats away either way.
 */
import type { OpenSlot } from "@/contract/api";
import { BOOKING_DAYS, type BookingMode, type Slot, slotsBetween } from "@/contract/booking-slots";
import { DAY_MS, istDateOf, istIso, istMidnightOf, type IstDate } from "@/contract/india-time";
import { workingWeek } from "@/contract/working-hours";
import { closures, seatsWithoutAccounts } from "@/content/booking";
import { officeHours } from "@/content/company";

import { type OfficeId, officeIds } from "@/contract/offices";

import { freeCounsellors, type HeldConsultation, holderChoice, type WorkingCounsellor } from "./counsellors";

const officeWeek = workingWeek(officeHours.contact.lines);

/** The counsellors who can hold consultations (store.staff.roster); none: the calendar's seats. */
export type Roster = readonly WorkingCounsellor[];

/** The offices that take no bookings on `date` (a closure naming them, or naming no office). */
export function closedOfficesOn(date: IstDate): OfficeId[] {
  return officeIds.filter((office) =>
    closures.some((closure) => closure.date === date && (!closure.offices || closure.offices.includes(office))),
  );
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

/** The seats a slot on `date` has while no counsellor can work: the calendar's, of each office open that day. */
export function calendarSeatsOn(date: IstDate, { mode, office }: SlotQuery) {
  const offices: readonly OfficeId[] = mode === "office" && office ? [office] : officeIds;
  const closed = closedOfficesOn(date);
  return offices.reduce((sum, one) => sum + (closed.includes(one) ? 0 : seatsWithoutAccounts[one]), 0);
}

/** Who may hold a consultation of `query` in `slot`: the terms the store's insert chooses its counsellor by. */
export function holderFor(slot: Slot, query: SlotQuery, preferred: string | null = null) {
  return holderChoice(slot, query, closedOfficesOn(istDateOf(slot.start)), preferred);
}

/** The calendar's slot starting at `start` for a visitor asking at `now`, if there is one (seats aside). */
export function calendarSlot(start: Date, now: Date) {
  return slotsBetween(istDateOf(start), 1, officeWeek, now).find((slot) => slot.start.getTime() === start.getTime());
}

/** What is booked already: the consultations counsellors hold, or (without counsellors) seats taken by slot start. */
export type Booked = { held: ReadonlyMap<string, readonly HeldConsultation[]>; taken: ReadonlyMap<number, number> };

/** The seats free in `slot` for `query`: counsellors free to hold it, or the calendar's seats left. */
export function seatsLeft(slot: Slot, query: SlotQuery, roster: Roster, booked: Booked) {
  if (roster.length) return freeCounsellors(roster, holderFor(slot, query), booked.held);
  return calendarSeatsOn(istDateOf(slot.start), query) - (booked.taken.get(slot.start.getTime()) ?? 0);
}

/** The slots with a free seat among `days` days from `from`, for a visit to `office` or a call. */
export function openSlots(
  query: SlotQuery & { from: IstDate; days: number },
  roster: Roster,
  booked: Booked,
  now: Date,
): OpenSlot[] {
  return slotsBetween(query.from, query.days, officeWeek, now).flatMap((slot) => {
    const available = seatsLeft(slot, query, roster, booked);
    return available > 0 ? [{ start: istIso(slot.start), end: istIso(slot.end), available }] : [];
  });
}
