/**
 * Which slots are free now: the calendar (slots.ts) against what the store holds (the counsellors and their
 * consultations, or the calendar's seats). Read by GET /slots, by a booking or a move to check its slot, and by
 * a 409 to offer the nearest free ones.
 */
import type { OpenSlot } from "@/contract/api";
import { BOOKING_DAYS, type BookingMode } from "@/contract/booking-slots";
import type { OfficeId } from "@/contract/offices";
import { DAY_MS, istDateOf, istDatePlus, istMidnightOf, type IstDate } from "@/contract/india-time";

import type { Store } from "../store";
import { canHold, heldBy } from "./counsellors";
import {
  bookableDays,
  bookableDaysFrom,
  calendarSeatsOn,
  calendarSlot,
  holderFor,
  openSlots,
  poolOf,
  type Roster,
  type SlotQuery,
} from "./slots";

/** The counsellors who can work over `days` days from `from` (store.staff.roster). */
export const rosterOf = (store: Store, from: IstDate, days: number) =>
  store.staff.roster(from, istDatePlus(from, Math.max(days - 1, 0)));

/** The counsellors who can work over the bookable fortnight as seen at `at`. */
export const bookableRoster = (store: Store, at: Date) => rosterOf(store, bookableDays(at).first, BOOKING_DAYS);

/** The slots of `days` days from `from` with a seat left; days past the bookable ones are never offered. */
export async function freeSlots(
  store: Store,
  query: SlotQuery,
  from: IstDate,
  days: number,
  at: Date,
  known?: Roster,
): Promise<OpenSlot[]> {
  const bookable = bookableDaysFrom(from, days, at);
  const roster = known ?? (await rosterOf(store, from, bookable));
  const fromMidnight = new Date(istMidnightOf(from)!);
  const booked = roster.length
    ? {
        held: heldBy(await store.seats.held(fromMidnight, new Date(fromMidnight.getTime() + bookable * DAY_MS))),
        taken: new Map<number, number>(),
      }
    : { held: new Map(), taken: await store.seats.taken(poolOf(query), fromMidnight) };
  return openSlots({ ...query, from, days: bookable }, roster, booked, at);
}

/** The free slots of the whole bookable fortnight as seen at `at`. */
export const bookableFree = (store: Store, query: SlotQuery, at: Date, roster: Roster) =>
  freeSlots(store, query, bookableDays(at).first, BOOKING_DAYS, at, roster);

/** Of `free`, the slots nearest `start`, at most three: what a 409 offers when the slot was taken first. */
export function nearestOf(free: readonly OpenSlot[], start: Date) {
  const distance = (other: OpenSlot) => Math.abs(Date.parse(other.start) - start.getTime());
  return [...free].sort((a, b) => distance(a) - distance(b)).slice(0, 3);
}

/**
 * Whether counsellor `counsellorId` may take over the consultation `booking` (held by another): working then,
 * of its office for a visit, and free of their own consultations by the content's rules.
 */
export async function canTakeOver(
  store: Store,
  counsellorId: string,
  booking: { mode: BookingMode; office: OfficeId | null; startAt: Date; endAt: Date },
) {
  const date = istDateOf(booking.startAt);
  const counsellor = (await store.staff.roster(date, date)).find((one) => one.id === counsellorId);
  if (!counsellor || booking.mode === "event") return false;
  const midnight = istMidnightOf(date)!;
  const theirs = (await store.seats.held(new Date(midnight), new Date(midnight + DAY_MS))).filter(
    (held) => held.counsellorId === counsellorId,
  );
  const query = { mode: booking.mode, office: booking.office ?? undefined };
  return canHold(counsellor, holderFor({ start: booking.startAt, end: booking.endAt }, query), theirs);
}

/**
 * The calendar's slot at `start` for a booking of `query`, as GET /slots could offer it now (bookings aside), or
 * what to send instead. Shared by a new booking and a move.
 */
export function slotAt(start: Date, query: SlotQuery, at: Date, roster: Roster) {
  const slot = calendarSlot(start, at);
  if (!slot || istDateOf(slot.start) > bookableDays(at).last) {
    return {
      problem: "Choose a slot GET /api/slots offers: on the half hour in office hours, from 2 hours to 14 days ahead",
    };
  }
  const anyone = roster.length
    ? roster.some((counsellor) => canHold(counsellor, holderFor(slot, query), []))
    : calendarSeatsOn(istDateOf(slot.start), query) > 0;
  if (!anyone) return { problem: "No counsellor takes consultations at that time: choose another" };
  return { slot };
}
