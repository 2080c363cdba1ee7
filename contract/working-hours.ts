/**
 * The first-response clock's arithmetic: working time in the offices' hours, in IST (contract/india-time.ts).
 * The hours themselves are content (content/company.yaml, the reading /contact shows).
 */
import { DAY_MS, istDay } from "./india-time";

export const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** One line of office hours as content states it: Monday to Friday, 10:00 to 19:00 (24-hour, IST). */
export type HoursLine = { from: WeekdayName; to?: WeekdayName; opens: string; closes: string };

/** A lead waits at most this many days for the clock to find its working hours (a long closure in the data). */
const SEARCH_DAYS = 60;

/** Minutes after midnight: "19:30" -> 1170. */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Each weekday's open window in minutes after midnight (Monday first), null when closed. */
export type WorkingWeek = readonly ({ opens: number; closes: number } | null)[];

export function workingWeek(lines: readonly HoursLine[]): WorkingWeek {
  const week: ({ opens: number; closes: number } | null)[] = weekdayNames.map(() => null);
  for (const line of lines) {
    const first = weekdayNames.indexOf(line.from);
    const last = line.to ? weekdayNames.indexOf(line.to) : first;
    for (let day = first; day <= last; day += 1)
      week[day] = { opens: minutesOf(line.opens), closes: minutesOf(line.closes) };
  }
  return week;
}

/** Each open stretch from `start` on, in order: [from, to) as epoch milliseconds. */
function* openStretches(start: number, week: WorkingWeek) {
  for (let day = 0, { istMidnight } = istDay(start); day < SEARCH_DAYS; day += 1, istMidnight += DAY_MS) {
    const hours = week[istDay(istMidnight).weekday];
    if (!hours) continue;
    const opens = Math.max(istMidnight + hours.opens * 60_000, start);
    const closes = istMidnight + hours.closes * 60_000;
    if (opens < closes) yield [opens, closes] as const;
  }
}

/**
 * When a lead received at `receivedAt` has waited `hours` working hours: counted only while an office is open,
 * so a lead sent on Saturday evening falls due on Monday morning. Null when the week has no hours at all.
 */
export function responseDueAt(receivedAt: Date, hours: number, week: WorkingWeek): Date | null {
  let remaining = hours * 60 * 60_000;
  for (const [from, to] of openStretches(receivedAt.getTime(), week)) {
    if (from + remaining <= to) return new Date(from + remaining);
    remaining -= to - from;
  }
  return null;
}

/** Working time between two instants, in milliseconds: how long a lead waited for its first answer. */
export function workingMsBetween(from: Date, to: Date, week: WorkingWeek): number {
  let total = 0;
  for (const [start, end] of openStretches(from.getTime(), week)) {
    if (start >= to.getTime()) break;
    total += Math.min(end, to.getTime()) - start;
  }
  return total;
}
