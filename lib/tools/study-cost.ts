/**
 * The first-year cost of studying abroad from a destination's cost items: tuition, living, health cover,
 * visa and other fees in the local currency, each as a range per year, plus an indicative flight, and all
 * of it in rupees at the given exchange rates. Pure: the items come from content (lib/tools/study-cost-data.ts).
 */

import type { Currency, Money, MoneyPeriod } from "@/content/schemas/primitives";
import type { FirstYearPart } from "@/content/schemas/guides";

/** The programme levels, in the order the tool offers them (their names: content/i18n/tools.yaml). */
export const studyLevels = ["undergraduate", "postgraduate"] as const;
export type StudyLevel = (typeof studyLevels)[number];

/** One cost as the content states it, with the page that shows it. */
export type CostEntry = { part: FirstYearPart; label: string; cost: Money; sourcePath: string };

export type CostDestination = {
  id: string;
  name: string;
  currency: Exclude<Currency, "INR">;
  entries: readonly CostEntry[];
  flight: Money;
  /** The country guide the figures come from, when there is one. */
  guidePath?: string;
  /** The funds the visa asks a student to show, when the guide states them: shown beside the estimate. */
  proofOfFunds?: Omit<CostEntry, "part">;
};

/** Rupees for one unit of each currency (INR is 1). */
export type RupeeRates = Readonly<Record<Currency, number>>;

export type EstimatePart = "tuition" | "living" | "health" | "visa" | "fees" | "flight";

/** The parts a first-year total needs; the tool names those the content lacks. */
export const essentialParts = ["tuition", "living", "health", "visa"] as const satisfies readonly EstimatePart[];

export type Range = { low: number; high: number };

export type EstimateLine = {
  part: EstimatePart;
  currency: Currency;
  /** For the first year, in `currency`. */
  local: Range;
  rupees: Range;
  /** The content's items behind the line, with where each is shown. */
  sources: readonly Pick<CostEntry, "label" | "sourcePath">[];
};

export type Sums = {
  /** The local-currency lines added up (the flight, in rupees, is not in it). */
  local: Range;
  /** Every line, flight included, in rupees. */
  rupees: Range;
};

export type FirstYearEstimate = {
  lines: EstimateLine[];
  /** Essential parts the content has no figure for. */
  missing: (typeof essentialParts)[number][];
  /** The lines there are, added up: the first year's total only when nothing is missing. */
  known: Sums;
  /** The first year's total; null while a part is missing, so a partial sum is never shown as a total. */
  total: Sums | null;
};

/** How many times a cost recurs in a year. */
const timesPerYear: Record<MoneyPeriod, number> = {
  once: 1,
  year: 1,
  semester: 2,
  month: 12,
  week: 52,
};

/**
 * A cost for the first year: a monthly cost times 12, a semester's times 2, a one-off fee as it is. A cost
 * whose period the content does not state cannot be turned into a year: it throws (the content build refuses
 * such an item before it gets here).
 */
export function firstYearRange(cost: Money): Range {
  if (!cost.per) throw new Error(`A first-year cost needs its period (per): ${JSON.stringify(cost)}`);
  const factor = timesPerYear[cost.per];
  return { low: cost.amount * factor, high: (cost.to ?? cost.amount) * factor };
}

/** The tuition items for a level: the level's own, else those for any level. */
function tuitionEntries(entries: readonly CostEntry[], level: StudyLevel): CostEntry[] {
  const own = entries.filter((entry) => entry.part === `tuition-${level}`);
  return own.length ? own : entries.filter((entry) => entry.part === "tuition");
}

/** Parts whose items are separate charges that add up; in other parts items are alternatives (a range). */
const additiveParts = new Set<EstimatePart>(["visa", "fees"]);

function combine(part: EstimatePart, ranges: Range[]): Range {
  if (additiveParts.has(part)) {
    return ranges.reduce((sum, range) => ({ low: sum.low + range.low, high: sum.high + range.high }), {
      low: 0,
      high: 0,
    });
  }
  return { low: Math.min(...ranges.map((r) => r.low)), high: Math.max(...ranges.map((r) => r.high)) };
}

export function toRupees(range: Range, currency: Currency, rates: RupeeRates): Range {
  return { low: range.low * rates[currency], high: range.high * rates[currency] };
}

type LineItem = Omit<CostEntry, "part">;

function line(part: EstimatePart, entries: readonly LineItem[], rates: RupeeRates): EstimateLine | undefined {
  if (!entries.length) return undefined;
  const currency = entries[0].cost.currency;
  if (entries.some((entry) => entry.cost.currency !== currency)) {
    throw new Error(`The ${part} items mix currencies`);
  }
  const local = combine(
    part,
    entries.map((entry) => firstYearRange(entry.cost)),
  );
  return {
    part,
    currency,
    local,
    rupees: toRupees(local, currency, rates),
    sources: entries.map(({ label, sourcePath }) => ({ label, sourcePath })),
  };
}

const add = (a: Range, b: Range): Range => ({ low: a.low + b.low, high: a.high + b.high });

export function firstYearEstimate(
  destination: CostDestination,
  level: StudyLevel,
  rates: RupeeRates,
): FirstYearEstimate {
  const byPart = (part: FirstYearPart) => destination.entries.filter((entry) => entry.part === part);
  const candidates: [EstimatePart, readonly CostEntry[]][] = [
    ["tuition", tuitionEntries(destination.entries, level)],
    ["living", byPart("living")],
    ["health", byPart("health")],
    ["visa", byPart("visa")],
    ["fees", byPart("fees")],
  ];
  const lines = candidates.flatMap(([part, entries]) => line(part, entries, rates) ?? []);
  const flight = line("flight", [{ label: "Flight", cost: destination.flight, sourcePath: "" }], rates);
  if (flight) lines.push({ ...flight, sources: [] });

  const zero = { low: 0, high: 0 };
  const missing = essentialParts.filter((part) => !lines.some((entry) => entry.part === part));
  const known: Sums = {
    local: lines.filter((entry) => entry.currency === destination.currency).reduce((sum, l) => add(sum, l.local), zero),
    rupees: lines.reduce((sum, l) => add(sum, l.rupees), zero),
  };
  return { lines, missing, known, total: missing.length ? null : known };
}
