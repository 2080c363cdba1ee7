/** Display formats for numbers the content stores as numbers (counts: contract/numbers.ts). */

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
