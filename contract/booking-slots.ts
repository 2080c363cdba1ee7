/**
 * Which consultation slots the calendar has: 30 minutes each on a grid from opening time, each ending by closing
 * time, in the office hours /contact states (IST); none on a closed weekday, none starting within the lead
 * time. How many visitors each takes (closures, counsellors) is the receiver's business.
 */
import { type StaffOffice, staffOfficeLabels } from "./desk";
import { IST_OFFSET_MS, istDay, type WorkingWeek } from "./working-hours";

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
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day in IST, as YYYY-MM-DD. */
export type IstDate = string;

/** The IST calendar day of an instant. */
export function istDateOf(at: Date): IstDate {
  return istIso(at).slice(0, 10);
}

/** An instant as IST wall-clock ISO 8601 with its offset: "2026-12-01T10:30:00+05:30". */
export function istIso(at: Date): string {
  return `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** Midnight IST of a YYYY-MM-DD day, as epoch milliseconds; null when it is no real date. */
export function istMidnightOf(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const at = Date.parse(`${date}T00:00:00+05:30`);
  return Number.isNaN(at) || istDateOf(new Date(at)) !== date ? null : at;
}

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

const weekdayShort = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The IST day of an instant as families read it: "Tue 1 Dec". */
export function dayLabel(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${weekdayShort[ist.getUTCDay()]} ${ist.getUTCDate()} ${monthShort[ist.getUTCMonth()]}`;
}

/** The IST time of an instant: "10:30 AM". */
export function timeLabel(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  return `${hours % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** A slot's start as families read it, in IST: "Tue 1 Dec, 10:30 AM". */
export function slotLabel(start: Date): string {
  return `${dayLabel(start)}, ${timeLabel(start)}`;
}

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
  office: StaffOffice | null;
  start: Date;
  end: Date;
}): string {
  const where = office ? ` in ${staffOfficeLabels[office]}` : "";
  const minutes = Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
  return `${slotLabel(start)} IST, ${bookingModeLabels[mode]}${where} (${minutes} minutes)`;
}
