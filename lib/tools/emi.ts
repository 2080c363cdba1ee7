/**
 * Education-loan repayment: the EMI by the standard reducing-balance formula, the interest of the
 * moratorium (course plus grace period, when most Indian lenders ask for no EMI) and a year-by-year
 * schedule. Amounts are rupees as exact numbers; pages round them for display.
 */

/** What happens to the interest during the moratorium: paid each month as simple interest, or accrued and added to the loan. */
export type MoratoriumInterest = "paid" | "accrued";

export type LoanInput = {
  /** Amount borrowed, in rupees (assumed disbursed in full at the start). */
  principal: number;
  /** Annual interest rate in percent, e.g. 10.5. */
  annualRatePercent: number;
  /** Repayment period after the moratorium, in years. */
  tenureYears: number;
  /** Course length plus grace period, in months; 0 for none. */
  moratoriumMonths: number;
  moratoriumInterest: MoratoriumInterest;
};

/**
 * One year of the loan, counted from disbursement. What was paid splits into `principal` (of the amount
 * borrowed) and `interest`, so the columns add up, and their totals are the amount borrowed and the total
 * interest. Interest added to the loan during the moratorium counts as interest when an EMI repays it
 * (EMIs repay it before the amount borrowed).
 */
export type ScheduleYear = {
  year: number;
  /** What the student paid this year: EMIs, or the monthly simple interest during a moratorium. */
  paid: number;
  /** Of `paid`, the part that repaid the amount borrowed. */
  principal: number;
  /** Of `paid`, the part that paid interest. */
  interest: number;
  /** Moratorium interest added to the loan this year (accrued mode), not paid. */
  capitalised: number;
  /** What is still owed at the end of the year. */
  balance: number;
};

export type LoanResult = {
  /** The monthly instalment once repayment starts. */
  emi: number;
  /** Interest of the whole moratorium: paid along the way, or added to the loan. */
  moratoriumInterest: number;
  /** The balance when EMIs start: the principal, plus the moratorium interest when it was accrued. */
  repaymentPrincipal: number;
  /** The one definition the page states: everything repaid beyond the amount borrowed (`totalPaid - principal`). */
  totalInterest: number;
  totalPaid: number;
  schedule: ScheduleYear[];
};

/** The standard EMI: P r (1 + r)^n / ((1 + r)^n - 1) with monthly rate r over n months; P / n at 0%. */
export function emiFor(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) throw new RangeError("The repayment period must be at least one month");
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** Simple interest on the principal for the moratorium: P x annual rate x months / 12 (no compounding). */
export function moratoriumInterestFor(principal: number, annualRatePercent: number, months: number): number {
  return (principal * annualRatePercent * months) / 12 / 100;
}

export function calculateLoan(input: LoanInput): LoanResult {
  const { principal, annualRatePercent, tenureYears, moratoriumMonths, moratoriumInterest: mode } = input;
  const monthlyRate = annualRatePercent / 12 / 100;
  const moratoriumInterest = moratoriumInterestFor(principal, annualRatePercent, moratoriumMonths);
  const repaymentPrincipal = mode === "accrued" ? principal + moratoriumInterest : principal;
  const repaymentMonths = Math.round(tenureYears * 12);
  const emi = emiFor(repaymentPrincipal, annualRatePercent, repaymentMonths);

  const schedule: ScheduleYear[] = [];
  const totalMonths = moratoriumMonths + repaymentMonths;
  let balance = principal;
  /** Interest added to the loan and not yet repaid: EMIs repay it first. */
  let unpaidCapitalised = 0;
  let row: ScheduleYear | undefined;
  for (let month = 1; month <= totalMonths; month++) {
    if ((month - 1) % 12 === 0) {
      row = { year: schedule.length + 1, paid: 0, principal: 0, interest: 0, capitalised: 0, balance };
      schedule.push(row);
    }
    const current = row as ScheduleYear;
    if (month <= moratoriumMonths) {
      const simpleInterest = principal * monthlyRate;
      if (mode === "paid") {
        current.paid += simpleInterest;
        current.interest += simpleInterest;
      } else {
        current.capitalised += simpleInterest;
        unpaidCapitalised += simpleInterest;
        balance += simpleInterest;
      }
    } else {
      const interest = balance * monthlyRate;
      // The last EMI clears what floating-point rounding left over.
      const towardsBalance = month === totalMonths ? balance : emi - interest;
      const capitalisedRepaid = Math.min(unpaidCapitalised, towardsBalance);
      unpaidCapitalised -= capitalisedRepaid;
      current.paid += towardsBalance + interest;
      current.principal += towardsBalance - capitalisedRepaid;
      current.interest += interest + capitalisedRepaid;
      balance -= towardsBalance;
    }
    current.balance = Math.max(0, balance);
  }

  const totalPaid = schedule.reduce((sum, year) => sum + year.paid, 0);
  return {
    emi,
    moratoriumInterest,
    repaymentPrincipal,
    totalInterest: totalPaid - principal,
    totalPaid,
    schedule,
  };
}
