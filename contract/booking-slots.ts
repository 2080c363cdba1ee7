/**
 * Which consultation slots the calendar has: 30 minutes each on a grid from opening time, each ending by closing
 * time, in the office hours /contact states (IST); none on a closed weekday, none starting within the lead
 * time. How many visitors each takes (closures, counsellors) is the receiver's business.
 */
import { DAY_MS, istDay, istMidnightOf, type IstDate } from "./india-time";
import type { WorkingWeek } from "./working-hours";

/** How a consultation happens: the modes GET /slots and POST /bookings take. */
export const bookingModes = ["office", "phone", "video"] as const;
/** What a booked seat is for: a consultation of one of those modes, or a place at an event. */
export const bookedModes = [...bookingModes, "event"] as const;
export type BookingMode = (typeof bookedModes)[number];
export type ConsultationMode = (typeof bookingModes)[number];

/** The spec's consultation length. */
export const SLOT_MINUTES = 30;
/** How far ahead a visitor may book, in days from today (IST). */
export const BOOKING_DAYS = 14;
/** No slot starts sooner than this after the visitor asks: the office needs time to prepare. */
export const LEAD_TIME_MINUTES = 120;

const MINUTE_MS = 60_000;

export type Slot = { start: Date; end: Date };

/**
 * The slots of `days` IST days from `from` (inclusive) that a visitor asking at `now` may book: on the grid of
 * the week's hours, starting at least the lead time after `now`.
 */
export function slotsBetween(from: IstDate, days: number, week: WorkingWeek, now: Date): Slot[] {
  const first = istMidnightOf(from);
  if (first === null) return [];
  const earliest = now.getTime() + LEAD_TIME_MINUTES * MINUTE_MS;
  const slots: Slot[] = [];
  for (let day = 0; day < days; day += 1) {
    const midnight = first + day * DAY_MS;
    const hours = week[istDay(midnight).weekday];
    if (!hours) continue;
    for (let minute = hours.opens; minute + SLOT_MINUTES <= hours.closes; minute += SLOT_MINUTES) {
      const start = midnight + minute * MINUTE_MS;
      if (start >= earliest) slots.push({ start: new Date(start), end: new Date(start + SLOT_MINUTES * MINUTE_MS) });
    }
  }
  return slots;
}
