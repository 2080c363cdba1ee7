/** Display formats for numbers the content stores as numbers. */

/**
 * 2000 -> "2,000", 150000 -> "1,50,000": a whole number grouped the Indian way, for
 * limits and counts in form messages. Written out rather than with Intl, whose first
 * use loads locale data: measured at about 190 ms of a phone's (4x slowed) main
 * thread while the sign-in form's schema was built.
 */
export function countText(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/** 1 -> "1 year", 20 -> "20 years". */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** 240 -> "240 KB", 1200 -> "1.2 MB" (1 MB = 1,000 KB, as file managers show sizes). */
export function fileSizeText(kilobytes: number): string {
  if (kilobytes < 1000) return `${kilobytes} KB`;
  return `${Number((kilobytes / 1000).toFixed(1))} MB`;
}

/** 165 -> "2 h 45 min"; 30 -> "30 min". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 165 -> "PT2H45M" (ISO 8601, for <time dateTime> and structured data). */
export function isoMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

/** 2 -> "P2Y". */
export function isoYears(years: number): string {
  return `P${years}Y`;
}
