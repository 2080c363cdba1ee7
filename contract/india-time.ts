/**
 * India Standard Time, the one clock of everything the site states and the office works by: parsing, formatting
 * and day boundaries. India keeps one offset all year (+05:30, no daylight saving), so a day in IST is a fixed
 * slice of UTC: plain offset arithmetic is exact, never depends on the machine's zone and, unlike Intl's parts,
 * is cheap enough for every CSV row and webhook. This is the only file that writes the offset. Only the Gujarati
 * and Hindi pages' names of days and months come from Intl, in India's zone (dayLabel, timeLabel, slotLabel).
 */

import type { Language, PrefixedLanguage } from "./languages";

const OFFSET_TEXT = "+05:30";
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day in IST, as YYYY-MM-DD. */
export type IstDate = string;

/** An example of an instant written with its offset, for messages that ask for one. */
export const IST_ISO_EXAMPLE = `2026-12-01T10:30:00${OFFSET_TEXT}`;

const wallClockOf = (at: Date | number) =>
  new Date((typeof at === "number" ? at : at.getTime()) + OFFSET_MS).toISOString();

/**
 * The instant of an IST wall-clock time: "2026-12-01T10:30" (seconds optional) or a whole day "2026-12-01"
 * (its midnight). For content and tests that state times as India reads them.
 */
export function ist(wallClock: string): Date {
  return new Date(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}${OFFSET_TEXT}`);
}

/** An instant as IST wall-clock ISO 8601 with its offset: "2026-12-01T10:30:00+05:30". */
export function istIso(at: Date): string {
  return `${wallClockOf(at).slice(0, 19)}${OFFSET_TEXT}`;
}

/** "2026-11-01 19:35:09": an instant as counsellors read it in a notification or a CSV row. */
export function istDateTimeText(at: Date): string {
  return wallClockOf(at).slice(0, 19).replace("T", " ");
}

/** The IST wall clock of an instant written with any offset, to the minute: "2026-11-21T11:00". */
export function istWallClock(moment: string | Date): string {
  return wallClockOf(typeof moment === "string" ? Date.parse(moment) : moment).slice(0, 16);
}

/** The IST calendar day of an instant. */
export function istDateOf(at: Date): IstDate {
  return wallClockOf(at).slice(0, 10);
}

/** Midnight IST of a YYYY-MM-DD day, as epoch milliseconds; null when it is no real date. */
export function istMidnightOf(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const at = ist(date).getTime();
  return Number.isNaN(at) || istDateOf(new Date(at)) !== date ? null : at;
}

/** The IST day `days` after `date` (before, when negative). */
export function istDatePlus(date: IstDate, days: number): IstDate {
  return istDateOf(new Date(ist(`${date}T12:00`).getTime() + days * DAY_MS));
}

/** The end of an IST day: the last second of `date`, as the last moment a closing date still allows. */
export function istEndOfDay(date: IstDate): Date {
  return ist(`${date}T23:59:59`);
}

/** The IST day `at` falls in: its midnight (as a UTC instant) and its weekday (0 = Monday). */
export function istDay(at: number) {
  const days = Math.floor((at + OFFSET_MS) / DAY_MS);
  // 1970-01-01 was a Thursday (3 with Monday as 0).
  return { istMidnight: days * DAY_MS - OFFSET_MS, weekday: (days + 3) % 7 };
}

const weekdayShort = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Gujarati's and Hindi's day and month names (and the time's AM/PM as the language writes it), from the
 * browser's or Node's own locale data in India's zone, with Latin digits as the site writes every number. Made
 * once per language and only when asked: English, the CSV rows and the office's messages never reach Intl.
 */
const localFormats = new Map<PrefixedLanguage, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(language: PrefixedLanguage) {
  let formats = localFormats.get(language);
  if (!formats) {
    const options = { timeZone: "Asia/Kolkata", numberingSystem: "latn" } as const;
    formats = {
      day: new Intl.DateTimeFormat(`${language}-IN`, { ...options, weekday: "short", day: "numeric", month: "long" }),
      time: new Intl.DateTimeFormat(`${language}-IN`, { ...options, hour: "numeric", minute: "2-digit", hour12: true }),
    };
    localFormats.set(language, formats);
  }
  return formats;
}

/** Intl's spaces (a narrow or no-break one before AM/PM in some versions) as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/**
 * The IST day of an instant (or of a YYYY-MM-DD day) as families read it: "Tue 1 Dec"; in Gujarati or Hindi, its
 * day and month names in the language, in the same order ("મંગળ 1 ડિસેમ્બર", "मंगल 1 दिसंबर").
 */
export function dayLabel(at: Date | IstDate, language: Language = "en"): string {
  const instant = typeof at === "string" ? ist(`${at}T12:00`) : at;
  if (language !== "en") {
    const parts = formatsOf(language).day.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? "";
    return `${part("weekday")} ${part("day")} ${part("month")}`;
  }
  const wall = new Date(instant.getTime() + OFFSET_MS);
  return `${weekdayShort[wall.getUTCDay()]} ${wall.getUTCDate()} ${monthShort[wall.getUTCMonth()]}`;
}

/** The IST time of an instant: "10:30 AM" (Hindi: "10:30 am", as the language writes it; digits stay Latin). */
export function timeLabel(at: Date, language: Language = "en"): string {
  if (language !== "en") return plainSpaces(formatsOf(language).time.format(at));
  const wall = new Date(at.getTime() + OFFSET_MS);
  const hours = wall.getUTCHours();
  return `${hours % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * A slot's start as families read it, in IST: "Tue 1 Dec, 10:30 AM"; on a Gujarati or Hindi page in that
 * language ("મંગળ 1 ડિસેમ્બર, 10:30 AM"). The caller adds "IST", which every language keeps.
 */
export function slotLabel(start: Date, language: Language = "en"): string {
  return `${dayLabel(start, language)}, ${timeLabel(start, language)}`;
}

/** A moment on the desk: "28 Nov, 10:05 AM IST". */
export function istShortText(at: Date | string): string {
  const instant = typeof at === "string" ? new Date(at) : at;
  const wall = new Date(instant.getTime() + OFFSET_MS);
  return `${wall.getUTCDate()} ${monthShort[wall.getUTCMonth()]}, ${timeLabel(instant)} IST`;
}
