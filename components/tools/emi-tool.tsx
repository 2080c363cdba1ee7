"use client";

import { useMemo } from "react";

import { SelectField, TextField } from "@/components/forms/fields";
import { formatRupeesExact, formatRupeesInWords } from "@/lib/money";
import { calculateLoan } from "@/lib/tools/emi";
import { emiSchema, invalidFieldCount, moratoriumOptions, parseNumber, type EmiInput } from "@/lib/validations/tools";

import { EstimatePanel } from "./estimate-form";
import { LoanChart } from "./loan-chart";
import { fixFieldsText, ResultFigure, ResultTable, ToolLayout, ToolResult } from "./tool-result";
import { useToolForm } from "./use-tool-form";

const keys = ["amount", "rate", "years", "course", "grace", "interest"] as const;

const fields = {
  keys,
  defaults: { amount: "2000000", rate: "10.5", years: "10", course: "24", grace: "6", interest: "paid" } as EmiInput,
};

const rupees = formatRupeesExact;

const scheduleColumns = [
  { header: "Year" },
  { header: "You pay", end: true },
  { header: "Principal", end: true },
  { header: "Interest", end: true },
  { header: "Balance at year end", end: true },
];

/** The education-loan EMI calculator (/tools/education-loan-emi). */
export function EmiTool({ maxLoan }: { maxLoan: number }) {
  const schema = useMemo(() => emiSchema(maxLoan), [maxLoan]);
  const { form, values, parsed, ready, shareUrl } = useToolForm(schema, fields);

  const input =
    ready && parsed.success
      ? {
          principal: parseNumber(parsed.data.amount),
          annualRatePercent: parseNumber(parsed.data.rate),
          tenureYears: parseNumber(parsed.data.years),
          moratoriumMonths: parseNumber(parsed.data.course) + parseNumber(parsed.data.grace),
          moratoriumInterest: parsed.data.interest,
        }
      : null;
  const result = input ? calculateLoan(input) : null;
  const amountWords = Number.isNaN(parseNumber(values.amount ?? ""))
    ? undefined
    : formatRupeesInWords(parseNumber(values.amount));

  const lines =
    input && result
      ? [
          `Loan amount: ${rupees(input.principal)} (${formatRupeesInWords(input.principal)}) at ${input.annualRatePercent}% a year`,
          `Course and grace period: ${input.moratoriumMonths} months, interest ${input.moratoriumInterest === "paid" ? "paid monthly" : "added to the loan"}`,
          input.moratoriumInterest === "paid"
            ? `Interest during the course: ${rupees(result.moratoriumInterest / Math.max(input.moratoriumMonths, 1))} a month`
            : `Interest added to the loan: ${rupees(result.moratoriumInterest)}`,
          `EMI: ${rupees(result.emi)} a month for ${input.tenureYears} years`,
          `Total interest: ${rupees(result.totalInterest)}; total repaid: ${rupees(result.totalPaid)}`,
        ]
      : [];

  return (
    <ToolLayout
      ready={ready}
      label="Loan details"
      fields={
        <>
          <TextField
            control={form.control}
            name="amount"
            label="Loan amount (Rs)"
            inputMode="numeric"
            required
            hint={
              amountWords
                ? `${amountWords}; up to ${formatRupeesInWords(maxLoan)}`
                : `Up to ${formatRupeesInWords(maxLoan)}`
            }
          />
          <TextField control={form.control} name="rate" label="Interest rate (% a year)" inputMode="decimal" required />
          <TextField
            control={form.control}
            name="years"
            label="Repayment period (years)"
            inputMode="numeric"
            required
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField control={form.control} name="course" label="Course (months)" inputMode="numeric" required />
            <TextField control={form.control} name="grace" label="Grace (months)" inputMode="numeric" required />
          </div>
          <SelectField
            control={form.control}
            name="interest"
            label="Interest during course and grace"
            options={moratoriumOptions}
            placeholder="Choose one"
            hint="Simple interest on the amount borrowed; added to the loan, it is repaid with the EMIs."
            required
          />
        </>
      }
    >
      <ToolResult
        ready={ready}
        invalidText={fixFieldsText(invalidFieldCount(parsed))}
        summary={
          input && result ? (
            <>
              <p>
                Your EMI is <strong>{rupees(result.emi)}</strong> a month for {input.tenureYears} years,{" "}
                {input.moratoriumMonths > 0
                  ? `after ${input.moratoriumMonths} months of course and grace period.`
                  : "starting the month after the loan is paid out."}
              </p>
              <p className="mt-1">
                Total interest {rupees(result.totalInterest)} ({formatRupeesInWords(result.totalInterest)}); you repay{" "}
                {rupees(result.totalPaid)} in all.
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Total interest is everything you repay beyond the {rupees(input.principal)} you borrow
                {input.moratoriumInterest === "accrued" ? ", including the interest added to the loan" : ""}; the
                schedule below adds up to the same figure.
              </p>
            </>
          ) : null
        }
      >
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          <ResultFigure label="EMI" value={rupees(result?.emi ?? 0)} note="a month" />
          <ResultFigure
            label={input?.moratoriumInterest === "paid" ? "During the course" : "Added to the loan"}
            value={
              input?.moratoriumInterest === "paid"
                ? rupees((result?.moratoriumInterest ?? 0) / Math.max(input.moratoriumMonths, 1))
                : rupees(result?.moratoriumInterest ?? 0)
            }
            note={input?.moratoriumInterest === "paid" ? "a month, simple interest" : "simple interest, capitalised"}
          />
          <ResultFigure label="Total interest" value={formatRupeesInWords(result?.totalInterest ?? 0)} />
        </dl>
        {result ? (
          <LoanChart
            schedule={result.schedule}
            title={`Principal ${rupees(input?.principal ?? 0)} and interest ${rupees(result.totalInterest)}, year by year`}
          />
        ) : null}
      </ToolResult>

      {result ? (
        <ResultTable
          label="Year-by-year repayment schedule"
          caption="Year-by-year repayment schedule"
          columns={scheduleColumns}
          minWidth="sm:min-w-[36rem]"
          footer={
            <>
              <th scope="row" className="px-4 py-3">
                Total
              </th>
              <td data-label="You pay" className="px-4 py-3 text-right whitespace-nowrap">
                {rupees(result.totalPaid)}
              </td>
              <td data-label="Principal" className="px-4 py-3 text-right whitespace-nowrap">
                {rupees(input?.principal ?? 0)}
              </td>
              <td data-label="Total interest" className="px-4 py-3 text-right whitespace-nowrap">
                {rupees(result.totalInterest)}
              </td>
              <td className="px-4 py-3" />
            </>
          }
        >
          {result.schedule.map((year) => (
            <tr key={year.year}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                {/* Stacked on a phone, the row needs its column's name. */}
                <span className="sm:hidden">Year </span>
                {year.year}
              </th>
              <td data-label="You pay" className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.paid)}
              </td>
              <td data-label="Principal" className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.principal)}
              </td>
              <td data-label="Interest" className="px-4 py-2.5 text-right whitespace-nowrap">
                <span>
                  {rupees(year.interest)}
                  {year.capitalised > 0 ? (
                    <span className="block text-xs text-slate-600">+ {rupees(year.capitalised)} added to loan</span>
                  ) : null}
                </span>
              </td>
              <td data-label="Balance at year end" className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.balance)}
              </td>
            </tr>
          ))}
        </ResultTable>
      ) : null}

      {result ? (
        <EstimatePanel
          tool="Education loan EMI estimate"
          lines={lines}
          shareUrl={shareUrl}
          intro="These figures and their link go to our counsellors with your details; a counsellor replies to your e-mail to compare lenders for you."
        />
      ) : null}
    </ToolLayout>
  );
}
