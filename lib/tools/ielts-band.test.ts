import { formatBand, listeningBand, overallBand, readingBand, roundOverall } from "./ielts-band";

/** Each row of a published table: the raw marks it spans (inclusive) and the band. */
type Row = [from: number, to: number, band: number];

const listening: Row[] = [
  [39, 40, 9],
  [37, 38, 8.5],
  [35, 36, 8],
  [32, 34, 7.5],
  [30, 31, 7],
  [26, 29, 6.5],
  [23, 25, 6],
  [18, 22, 5.5],
  [16, 17, 5],
  [13, 15, 4.5],
  [10, 12, 4],
  [8, 9, 3.5],
  [6, 7, 3],
  [4, 5, 2.5],
];

const academicReading: Row[] = [
  [39, 40, 9],
  [37, 38, 8.5],
  [35, 36, 8],
  [33, 34, 7.5],
  [30, 32, 7],
  [27, 29, 6.5],
  [23, 26, 6],
  [19, 22, 5.5],
  [15, 18, 5],
  [13, 14, 4.5],
  [10, 12, 4],
  [8, 9, 3.5],
  [6, 7, 3],
  [4, 5, 2.5],
];

const generalTrainingReading: Row[] = [
  [40, 40, 9],
  [39, 39, 8.5],
  [37, 38, 8],
  [36, 36, 7.5],
  [34, 35, 7],
  [32, 33, 6.5],
  [30, 31, 6],
  [27, 29, 5.5],
  [23, 26, 5],
  [19, 22, 4.5],
  [15, 18, 4],
  [12, 14, 3.5],
  [9, 11, 3],
  [6, 8, 2.5],
];

/** Every raw mark of every row, as [raw, band]. */
const marks = (rows: Row[]) =>
  rows.flatMap(([from, to, band]) => Array.from({ length: to - from + 1 }, (_, i) => [from + i, band] as const));

describe("raw marks to bands", () => {
  it.each(marks(listening))("Listening %d/40 is band %d", (raw, band) => {
    expect(listeningBand(raw)).toBe(band);
  });

  it.each(marks(academicReading))("Academic Reading %d/40 is band %d", (raw, band) => {
    expect(readingBand(raw, "academic")).toBe(band);
  });

  it.each(marks(generalTrainingReading))("General Training Reading %d/40 is band %d", (raw, band) => {
    expect(readingBand(raw, "general-training")).toBe(band);
  });

  it.each([
    ["Listening", () => listeningBand(3)],
    ["Academic Reading", () => readingBand(3, "academic")],
    ["General Training Reading", () => readingBand(5, "general-training")],
  ])("%s below the published table has no band from the table", (_, band) => {
    expect(band()).toBeNull();
  });

  it.each([-1, 41, 20.5, Number.NaN])("refuses the raw mark %d", (raw) => {
    expect(() => listeningBand(raw)).toThrow(RangeError);
  });
});

describe("overall band", () => {
  it.each([
    [6.25, 6.5],
    [6.75, 7],
    [6.1, 6],
    [6.125, 6],
    [6.375, 6.5],
    [6.625, 6.5],
    [6.875, 7],
    [6.5, 6.5],
    [7, 7],
    [8.75, 9],
  ])("a mean of %d rounds to %d", (mean, band) => {
    expect(roundOverall(mean)).toBe(band);
  });

  it.each([
    [[6.5, 6.5, 5.5, 6.5], 6.5], // mean 6.25
    [[7.5, 7, 6.5, 6], 7], // mean 6.75
    [[6, 6, 6, 6.5], 6], // mean 6.125
    [[7, 6.5, 6, 7], 6.5], // mean 6.625
    [[9, 9, 9, 9], 9],
  ] as const)("modules %j give overall %d", (bands, overall) => {
    expect(overallBand(bands)).toBe(overall);
  });

  it.each([[[6.3, 6, 6, 6]], [[10, 6, 6, 6]], [[-0.5, 6, 6, 6]]] as const)("refuses module bands %j", (bands) => {
    expect(() => overallBand(bands)).toThrow(RangeError);
  });

  it.each([
    [7, "7.0"],
    [6.5, "6.5"],
  ])("writes band %d as %s", (band, text) => {
    expect(formatBand(band)).toBe(text);
  });
});
