import { calculateLoan, emiFor, moratoriumInterestFor, type LoanInput } from "./emi";

/** The standard formula written out independently: P r (1 + r)^n / ((1 + r)^n - 1). */
const standardEmi = (principal: number, annualPercent: number, months: number) => {
  const r = annualPercent / 1200;
  return (principal * r * Math.pow(1 + r, months)) / (Math.pow(1 + r, months) - 1);
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("emiFor", () => {
  // Worked examples as bank EMI calculators publish them (rounded to the rupee).
  it.each([
    [10_00_000, 10, 120, 13_215],
    [5_00_000, 10, 60, 10_624],
    [1_00_000, 12, 12, 8_885],
    [20_00_000, 9.5, 84, 32_688],
    [1_50_00_000, 10.5, 180, 1_65_810],
  ])("Rs %d at %d%% over %d months is Rs %d a month", (principal, rate, months, expected) => {
    expect(Math.round(emiFor(principal, rate, months))).toBe(expected);
    expect(Math.round(emiFor(principal, rate, months))).toBe(Math.round(standardEmi(principal, rate, months)));
  });

  it("spreads the principal evenly at 0%", () => {
    expect(emiFor(6_00_000, 0, 60)).toBe(10_000);
  });

  it("refuses a repayment period of no months", () => {
    expect(() => emiFor(1_00_000, 10, 0)).toThrow(RangeError);
  });
});

describe("moratorium interest", () => {
  it.each([
    // principal, rate, months (course + grace), simple interest
    [20_00_000, 10, 30, 5_00_000],
    [10_00_000, 12, 18, 1_80_000],
    [40_00_000, 9, 0, 0],
  ])("Rs %d at %d%% for %d months accrues Rs %d of simple interest", (principal, rate, months, expected) => {
    expect(moratoriumInterestFor(principal, rate, months)).toBeCloseTo(expected, 6);
  });
});

describe("calculateLoan", () => {
  const base: LoanInput = {
    principal: 20_00_000,
    annualRatePercent: 10,
    tenureYears: 10,
    moratoriumMonths: 30,
    moratoriumInterest: "accrued",
  };

  it.each([
    // mode, EMI, balance when EMIs start, total interest (to the rupee)
    ["accrued", 33_038, 25_00_000, 19_64_522],
    ["paid", 26_430, 20_00_000, 16_71_618],
  ] as const)(
    "with interest %s during the moratorium: EMI Rs %d on Rs %d, total interest Rs %d",
    (mode, emi, repaymentPrincipal, totalInterest) => {
      const result = calculateLoan({ ...base, moratoriumInterest: mode });
      expect(Math.round(result.emi)).toBe(emi);
      expect(result.emi).toBeCloseTo(standardEmi(repaymentPrincipal, 10, 120), 6);
      expect(result.repaymentPrincipal).toBeCloseTo(repaymentPrincipal, 6);
      expect(result.moratoriumInterest).toBeCloseTo(5_00_000, 6);
      expect(Math.round(result.totalInterest)).toBe(totalInterest);
    },
  );

  it.each([
    ["accrued", 0],
    ["paid", 12],
    ["accrued", 30],
    ["paid", 30],
    ["paid", 7],
  ] as const)("the year-by-year schedule adds up (interest %s, %d-month moratorium)", (mode, moratoriumMonths) => {
    const result = calculateLoan({ ...base, moratoriumInterest: mode, moratoriumMonths });
    const { schedule } = result;
    expect(schedule).toHaveLength(Math.ceil((moratoriumMonths + 120) / 12));
    expect(schedule.map((year) => year.year)).toEqual(schedule.map((_, index) => index + 1));
    expect(sum(schedule.map((year) => year.paid))).toBeCloseTo(result.totalPaid, 4);
    // One total interest: the interest column adds up to the headline's figure, the principal column to the
    // amount borrowed (interest added to the loan counts as interest when an EMI repays it).
    expect(sum(schedule.map((year) => year.principal))).toBeCloseTo(base.principal, 4);
    expect(sum(schedule.map((year) => year.interest))).toBeCloseTo(result.totalInterest, 4);
    expect(result.totalPaid - result.totalInterest).toBeCloseTo(base.principal, 4);
    expect(schedule.at(-1)?.balance).toBeCloseTo(0, 4);
    // Each year's payments are its principal plus its interest.
    for (const year of schedule) expect(year.paid).toBeCloseTo(year.principal + year.interest, 4);
    // Accrued interest is added to the loan, never paid; paid interest is never added.
    const capitalised = sum(schedule.map((year) => year.capitalised));
    expect(capitalised).toBeCloseTo(mode === "accrued" ? result.moratoriumInterest : 0, 4);
  });

  it("costs more in total when moratorium interest is accrued than when it is paid along the way", () => {
    const accrued = calculateLoan({ ...base, moratoriumInterest: "accrued" });
    const paid = calculateLoan({ ...base, moratoriumInterest: "paid" });
    expect(accrued.emi).toBeGreaterThan(paid.emi);
    expect(accrued.totalInterest).toBeGreaterThan(paid.totalInterest);
  });
});
