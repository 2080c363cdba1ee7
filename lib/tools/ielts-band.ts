/**
 * IELTS band scores: raw Listening and Reading marks (out of 40) to bands with the conversion tables
 * IDP and the British Council publish, and the overall band with the official rounding rule.
 * The tables are indicative: the test makers adjust them slightly per paper.
 */

export type ReadingModule = "academic" | "general-training";

/** A table row: the lowest raw mark (out of 40) that earns `band`. Rows run from the top band down. */
type ConversionRow = readonly [minimumRaw: number, band: number];

/** Listening (Academic and General Training alike). */
export const listeningTable: readonly ConversionRow[] = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [32, 7.5],
  [30, 7],
  [26, 6.5],
  [23, 6],
  [18, 5.5],
  [16, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
];

export const academicReadingTable: readonly ConversionRow[] = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [33, 7.5],
  [30, 7],
  [27, 6.5],
  [23, 6],
  [19, 5.5],
  [15, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
];

export const generalTrainingReadingTable: readonly ConversionRow[] = [
  [40, 9],
  [39, 8.5],
  [37, 8],
  [36, 7.5],
  [34, 7],
  [32, 6.5],
  [30, 6],
  [27, 5.5],
  [23, 5],
  [19, 4.5],
  [15, 4],
  [12, 3.5],
  [9, 3],
  [6, 2.5],
];

export const RAW_MAX = 40;

/**
 * The band for a raw mark, or null below the table's last row (the published tables stop at band 2.5;
 * a paper with fewer correct answers is marked individually).
 */
export function bandForRaw(table: readonly ConversionRow[], raw: number): number | null {
  if (!Number.isInteger(raw) || raw < 0 || raw > RAW_MAX) throw new RangeError(`A raw mark is 0 to ${RAW_MAX}`);
  return table.find(([minimum]) => raw >= minimum)?.[1] ?? null;
}

export function listeningBand(raw: number): number | null {
  return bandForRaw(listeningTable, raw);
}

export function readingBand(raw: number, module: ReadingModule): number | null {
  return bandForRaw(module === "academic" ? academicReadingTable : generalTrainingReadingTable, raw);
}

/** Writing and Speaking are given as bands, 0 to 9 in half bands. */
export function isBand(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 9 && Number.isInteger(value * 2);
}

/**
 * The official rounding of a mean of module bands: to the nearest half band, halfway up. A mean ending in
 * .25 rounds up to .5 and one ending in .75 up to the next whole band; anything below stays
 * (6.25 -> 6.5, 6.75 -> 7.0, 6.1 -> 6.0, 6.125 -> 6.0, 6.625 -> 6.5).
 */
export function roundOverall(mean: number): number {
  // The epsilon keeps a mean such as 6.75 computed with a float error (6.7499999...) on the right side.
  return Math.floor(mean * 2 + 0.5 + 1e-9) / 2;
}

/** The overall band of the four module bands (Listening, Reading, Writing, Speaking). */
export function overallBand(bands: readonly [number, number, number, number]): number {
  if (!bands.every(isBand)) throw new RangeError("Each module band is 0 to 9 in half bands");
  return roundOverall(bands.reduce((sum, band) => sum + band, 0) / 4);
}

/** "6.5", "7.0": bands as IELTS writes them. */
export function formatBand(band: number): string {
  return band.toFixed(1);
}
