/**
 * Which slots are free now: the calendar (slots.ts) against the seats the store holds. Read by GET /slots, by a
 * booking or a move to check its slot, and by a 409 to offer the nearest free ones.
 */
import type { OpenSlot } from "@/contract/api";
import { BOOKING_DAYS } from "@/contract/booking-slots";
import { istDateOf, istMidnightOf, type IstDate } from "@/contract/india-time";

import type { Store } from "../store";
import {
  bookableDays,
  bookableDaysFrom,
  calendarSlot,
  type Counsellors,
  openSlots,
  poolOf,
  seatsOn,
  type SlotQuery,
} from "./slots";

/** The slots of `days` days from `from` with a seat left; days past the bookable ones are never offered. */
export async function freeSlots(
  store: Store,
  query: SlotQuery,
  from: IstDate,
  days: number,
  at: Date,
  counsellors?: Counsellors,
): Promise<OpenSlot[]> {
  return openSlots(
    { ...query, from, days: bookableDaysFrom(from, days, at) },
    counsellors ?? (await store.staff.activeCounsellors()),
    await store.seats.taken(poolOf(query), new Date(istMidnightOf(from)!)),
    at,
  );
}

/** The free slots nearest `start`, at most three: what a 409 offers when the slot was taken first. */
export async function nearestFree(store: Store, query: SlotQuery, start: Date, at: Date, counsellors: Counsellors) {
  const free = await freeSlots(store, query, bookableDays(at).first, BOOKING_DAYS, at, counsellors);
  const distance = (other: OpenSlot) => Math.abs(Date.parse(other.start) - start.getTime());
  return free.sort((a, b) => distance(a) - distance(b)).slice(0, 3);
}

/**
 * The calendar's slot at `start` for a booking of `query`, as GET /slots could offer it now (seats aside), or
 * what to send instead. Shared by a new booking and a move.
 */
export function slotAt(start: Date, query: SlotQuery, at: Date, counsellors: Counsellors) {
  const slot = calendarSlot(start, at);
  if (!slot || istDateOf(slot.start) > bookableDays(at).last) {
    return {
      problem: "Choose a slot GET /api/slots offers: on the half hour in office hours, from 2 hours to 14 days ahead",
    };
  }
  if (seatsOn(istDateOf(slot.start), query, counsellors) === 0) {
    return { problem: "No counsellor takes consultations that day: choose another day" };
  }
  return { slot };
}
