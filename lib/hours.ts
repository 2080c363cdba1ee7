/**
 * Office hours are stored as days and 24-hour times (content/company.yaml); this formats them as each page
 * words them and expands them for structured data.
 */

import type { HoursLine, OfficeHoursReading, OpeningHoursLine } from "@/content/company";
import { weekdays, type Weekday } from "@/content/schemas/company";

/** "19:30" -> "7:30 PM". */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Every day a line covers: Monday to Saturday -> six days. */
export function daysOf(line: OpeningHoursLine): Weekday[] {
  const start = weekdays.indexOf(line.from);
  const end = line.to ? weekdays.indexOf(line.to) : start;
  return weekdays.slice(start, end + 1);
}

/** The page's lines as shown: "Monday-Friday" / "Monday to Saturday", "10:00 AM-7:00 PM". */
export function hoursLines(
  reading: OfficeHoursReading,
  /** A Gujarati or Hindi page's day names and its word for "to" (content/i18n/pages.yaml). */
  names?: { day: (day: Weekday) => string; to: string },
): HoursLine[] {
  const separator = reading.dayRange === "words" ? ` ${names?.to ?? "to"} ` : "-";
  const day = names?.day ?? ((weekday: Weekday) => weekday);
  return reading.lines.map((line) => ({
    days: line.to ? `${day(line.from)}${separator}${day(line.to)}` : day(line.from),
    hours: `${clockText(line.opens)}-${clockText(line.closes)}`,
  }));
}

/** Office hours as schema.org OpeningHoursSpecification entries (without @type). */
export function openingHours(reading: OfficeHoursReading): { dayOfWeek: Weekday[]; opens: string; closes: string }[] {
  return reading.lines.map((line) => ({ dayOfWeek: daysOf(line), opens: line.opens, closes: line.closes }));
}
