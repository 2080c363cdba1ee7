import { costDestinations, rupeeRates } from "./study-cost-data";
import type { MoneyPeriod } from "@/content/schemas/primitives";

import { firstYearEstimate, firstYearRange, type CostDestination, type RupeeRates } from "./study-cost";

const rates: RupeeRates = { INR: 1, USD: 80, GBP: 100, CAD: 60, AUD: 50, EUR: 90, NZD: 50 };

/** A made-up destination, so the rules are pinned apart from the content's figures. */
const sample: CostDestination = {
  id: "sample",
  name: "Sample",
  currency: "GBP",
  flight: { amount: 40_000, to: 60_000, currency: "INR", notation: "code", per: "once" },
  entries: [
    { part: "tuition-undergraduate", label: "UG", cost: g(10_000, 20_000, "year"), sourcePath: "/a" },
    { part: "tuition-postgraduate", label: "PG", cost: g(15_000, 30_000, "year"), sourcePath: "/a" },
    { part: "living", label: "City", cost: g(1_200, 1_500, "month"), sourcePath: "/a" },
    { part: "living", label: "Town", cost: g(900, 1_100, "month"), sourcePath: "/a" },
    { part: "health", label: "Surcharge", cost: g(776, undefined, "year"), sourcePath: "/a" },
    { part: "visa", label: "Visa", cost: g(339), sourcePath: "/a" },
    { part: "visa", label: "Biometrics", cost: g(50), sourcePath: "/a" },
    { part: "fees", label: "Contribution", cost: g(150, 300, "semester"), sourcePath: "/a" },
  ],
};

function g(amount: number, to?: number, per: MoneyPeriod = "once") {
  return { amount, to, currency: "GBP" as const, notation: "code" as const, per };
}

describe("firstYearRange", () => {
  it.each([
    [g(100, 200, "month"), 1_200, 2_400],
    [g(150, 350, "semester"), 300, 700],
    [g(776, undefined, "year"), 776, 776],
    [g(339), 339, 339],
  ])("%j costs %d to %d in the first year", (cost, low, high) => {
    expect(firstYearRange(cost)).toEqual({ low, high });
  });

  it("refuses a cost whose period is not stated, rather than guess it is a year's", () => {
    expect(() => firstYearRange({ ...g(850, 1_200), per: undefined })).toThrow("needs its period");
  });
});

describe("firstYearEstimate (rules, on a made-up destination)", () => {
  it.each([
    // level, tuition, total in pounds, total in rupees (flight included)
    ["undergraduate", [10_000, 20_000], [22_265, 39_765], [22_66_500, 40_36_500]],
    ["postgraduate", [15_000, 30_000], [27_265, 49_765], [27_66_500, 50_36_500]],
  ] as const)("%s: tuition %j, total %j pounds and %j rupees", (level, tuition, local, rupees) => {
    const estimate = firstYearEstimate(sample, level, rates);
    const line = (part: string) => estimate.lines.find((entry) => entry.part === part);
    expect(line("tuition")?.local).toEqual({ low: tuition[0], high: tuition[1] });
    // Alternatives give a range: the cheaper town to the dearer city, for 12 months.
    expect(line("living")?.local).toEqual({ low: 10_800, high: 18_000 });
    // Separate charges add up.
    expect(line("visa")?.local).toEqual({ low: 389, high: 389 });
    expect(line("fees")?.local).toEqual({ low: 300, high: 600 });
    expect(line("flight")).toMatchObject({ currency: "INR", rupees: { low: 40_000, high: 60_000 } });
    expect(estimate.total).toEqual({
      local: { low: local[0], high: local[1] },
      rupees: { low: rupees[0], high: rupees[1] },
    });
    expect(estimate.missing).toEqual([]);
  });

  it("names the essential parts it has no figure for, and then gives no total, only the known parts' sum", () => {
    const visaOnly = { ...sample, entries: sample.entries.filter((entry) => entry.part === "visa") };
    const estimate = firstYearEstimate(visaOnly, "postgraduate", rates);
    expect(estimate.missing).toEqual(["tuition", "living", "health"]);
    expect(estimate.total).toBeNull();
    // Visa (389 pounds) and the flight.
    expect(estimate.known).toEqual({ local: { low: 389, high: 389 }, rupees: { low: 78_900, high: 98_900 } });
  });

  it("uses tuition for any level when the content has no level's own", () => {
    const anyLevel = {
      ...sample,
      entries: [{ part: "tuition" as const, label: "Any", cost: g(5_000, 8_000, "year"), sourcePath: "/a" }],
    };
    const estimate = firstYearEstimate(anyLevel, "undergraduate", rates);
    expect(estimate.lines[0]).toMatchObject({ part: "tuition", local: { low: 5_000, high: 8_000 } });
  });
});

describe("the tool's destinations, from the content", () => {
  it("covers the five guide countries, Australia and New Zealand", () => {
    expect(costDestinations.map((destination) => destination.name)).toEqual([
      "USA",
      "UK",
      "Canada",
      "Finland",
      "Germany",
      "Australia",
      "New Zealand",
    ]);
  });

  it.each(costDestinations.map((destination) => [destination.name, destination] as const))(
    "%s: every total is the sum of its lines, in the destination's currency and in rupees",
    (_, destination) => {
      for (const level of ["undergraduate", "postgraduate"] as const) {
        const estimate = firstYearEstimate(destination, level, rupeeRates);
        const local = estimate.lines.filter((line) => line.currency === destination.currency);
        expect(estimate.known.local.low).toBeCloseTo(
          local.reduce((sum, line) => sum + line.local.low, 0),
          6,
        );
        expect(estimate.known.rupees.high).toBeCloseTo(
          estimate.lines.reduce((sum, line) => sum + line.local.high * rupeeRates[line.currency], 0),
          6,
        );
        expect(estimate.lines.every((line) => line.rupees.low <= line.rupees.high)).toBe(true);
        expect(estimate.total).toEqual(estimate.missing.length ? null : estimate.known);
      }
    },
  );

  it.each(costDestinations.map((destination) => [destination.name, destination] as const))(
    "%s: each line covers a whole year of its content's items (a monthly cost twelve times)",
    (_, destination) => {
      for (const entry of destination.entries) {
        expect(entry.cost.per).toBeDefined();
        const line = firstYearEstimate(destination, "postgraduate", rupeeRates).lines.find((candidate) =>
          candidate.sources.some((source) => source.label === entry.label),
        );
        if (!line) continue;
        const year = firstYearRange(entry.cost);
        if (entry.cost.per === "month") expect(year.low).toBe(entry.cost.amount * 12);
        expect(line.local.high).toBeGreaterThanOrEqual(year.high);
      }
    },
  );

  it("shows the visa's proof of funds where the guide states one, converted as a year's amount", () => {
    const withProof = costDestinations.filter((destination) => destination.proofOfFunds);
    expect(withProof.map((destination) => destination.id).sort()).toEqual(["finland", "germany"]);
    for (const destination of withProof) expect(destination.proofOfFunds?.cost.per).toBe("year");
  });

  it.each([
    // destination, level, parts the content has no figure for
    ["USA", "postgraduate", []],
    ["UK", "undergraduate", []],
    ["Canada", "postgraduate", []],
    ["Finland", "postgraduate", []],
    ["Germany", "postgraduate", []],
    ["Australia", "postgraduate", ["living", "health"]],
    ["Australia", "undergraduate", ["tuition", "living", "health"]],
    ["New Zealand", "postgraduate", ["tuition", "living", "health"]],
  ] as const)("%s, %s: missing %j", (name, level, missing) => {
    const destination = costDestinations.find((candidate) => candidate.name === name);
    expect(destination).toBeDefined();
    expect(firstYearEstimate(destination as CostDestination, level, rupeeRates).missing).toEqual(missing);
  });

  it("takes a level's own tuition where the guide gives one (UK), the university table where it has none (Germany)", () => {
    const uk = costDestinations.find((destination) => destination.id === "uk") as CostDestination;
    const ug = firstYearEstimate(uk, "undergraduate", rupeeRates).lines[0];
    const pg = firstYearEstimate(uk, "postgraduate", rupeeRates).lines[0];
    expect(ug.sources.map((source) => source.label)).toEqual(["Tuition, undergraduate"]);
    expect(pg.sources.map((source) => source.label)).toEqual(["Tuition, postgraduate"]);
    const germany = costDestinations.find((destination) => destination.id === "germany") as CostDestination;
    expect(firstYearEstimate(germany, "postgraduate", rupeeRates).lines[0]).toMatchObject({
      part: "tuition",
      local: { low: 0, high: 0 },
    });
  });
});
