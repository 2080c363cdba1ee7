"use client";

import { useMemo } from "react";

import { SelectField, TextField } from "@/components/forms/fields";
import { formatRupeesExact, formatRupeesInWords, type MoneyWords } from "@/lib/money";
import { calculateLoan } from "@/lib/tools/emi";
import { marks, richText, sayer } from "@/lib/tools/say";
import type { EmiToolWords } from "@/lib/tools/tool-words";
import {
  emiMessages,
  emiSchema,
  invalidFieldCount,
  moratoriumModes,
  parseNumber,
  type EmiInput,
} from "@/lib/validations/tools";

import { EstimatePanel } from "./estimate-form";
import { LoanChart } from "./loan-chart";
import { fixFieldsText, ResultFigure, ResultTable, ToolLayout, ToolResult } from "./tool-result";
import { useToolForm } from "./use-tool-form";

const keys = ["amount", "rate", "years", "course", "grace", "interest"] as const;

const fields = {
  keys,
  defaults: { amount: "2000000", rate: "10.5", years: "10", course: "24", grace: "6", interest: "paid" } as EmiInput,
};

/** The education-loan EMI calculator (/tools/education-loan-emi and its Gujarati and Hindi pages). */
export function EmiTool({
  maxLoan,
  words,
  moneyWords,
}: {
  maxLoan: number;
  /** The tool's words in the page's language (lib/tools/tool-words.ts). */
  words: EmiToolWords;
  /** The page's lakh, crore and rupee sign; none on English pages. */
  moneyWords?: MoneyWords;
}) {
  const say = sayer(words.tool);
  const schema = useMemo(() => emiSchema(maxLoan, emiMessages(words.validation)), [maxLoan, words.validation]);
  const { form, values, parsed, ready, shareUrl } = useToolForm(schema, fields);
  const rupees = (amount: number) => formatRupeesExact(amount, moneyWords);
  const inWords = (amount: number) => formatRupeesInWords(amount, moneyWords);

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
  const amountWords = Number.isNaN(parseNumber(values.amount ?? "")) ? undefined : inWords(parseNumber(values.amount));
  const paidMonthly = input?.moratoriumInterest === "paid";
  const monthlyInterest = input && result ? result.moratoriumInterest / Math.max(input.moratoriumMonths, 1) : 0;
  const columns = {
    year: say("columns.year"),
    paid: say("columns.paid"),
    principal: say("columns.principal"),
    interest: say("columns.interest"),
    balance: say("columns.balance"),
  };

  const lines =
    input && result
      ? [
          say("lineLoan", {
            amount: rupees(input.principal),
            amountInWords: inWords(input.principal),
            rate: input.annualRatePercent,
          }),
          say(paidMonthly ? "lineCoursePaid" : "lineCourseAdded", { months: input.moratoriumMonths }),
          paidMonthly
            ? say("lineInterestPaid", { amount: rupees(monthlyInterest) })
            : say("lineInterestAdded", { amount: rupees(result.moratoriumInterest) }),
          say("lineEmi", { emi: rupees(result.emi), years: input.tenureYears }),
          say("lineTotals", { interest: rupees(result.totalInterest), paid: rupees(result.totalPaid) }),
        ]
      : [];

  return (
    <ToolLayout
      ready={ready}
      label={say("formLabel")}
      words={words.shell}
      fields={
        <>
          <TextField
            control={form.control}
            name="amount"
            label={say("amount")}
            inputMode="numeric"
            required
            hint={
              amountWords
                ? say("amountHint", { words: amountWords, max: inWords(maxLoan) })
                : say("amountLimit", { max: inWords(maxLoan) })
            }
          />
          <TextField control={form.control} name="rate" label={say("rate")} inputMode="decimal" required />
          <TextField control={form.control} name="years" label={say("years")} inputMode="numeric" required />
          <div className="grid grid-cols-2 gap-4">
            <TextField control={form.control} name="course" label={say("course")} inputMode="numeric" required />
            <TextField control={form.control} name="grace" label={say("grace")} inputMode="numeric" required />
          </div>
          <SelectField
            control={form.control}
            name="interest"
            label={say("interest")}
            options={moratoriumModes.map((value) => ({ value, label: say(`interestOptions.${value}`) }))}
            placeholder={say("chooseOne")}
            hint={say("interestHint")}
            required
          />
        </>
      }
    >
      <ToolResult
        ready={ready}
        words={words.shell}
        invalidText={fixFieldsText(invalidFieldCount(parsed), words.shell)}
        summary={
          input && result ? (
            <>
              <p>
                {richText(
                  say(input.moratoriumMonths > 0 ? "summaryAfter" : "summaryNow", {
                    ...marks("emi"),
                    years: input.tenureYears,
                    months: input.moratoriumMonths,
                  }),
                  { emi: <strong>{rupees(result.emi)}</strong> },
                )}
              </p>
              <p className="mt-1">
                {say("summaryTotal", {
                  interest: rupees(result.totalInterest),
                  interestInWords: inWords(result.totalInterest),
                  paid: rupees(result.totalPaid),
                })}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {say(input.moratoriumInterest === "accrued" ? "totalNoteAdded" : "totalNote", {
                  principal: rupees(input.principal),
                })}
              </p>
            </>
          ) : null
        }
      >
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          <ResultFigure label={say("emi")} value={rupees(result?.emi ?? 0)} note={say("aMonth")} />
          <ResultFigure
            label={paidMonthly ? say("duringCourse") : say("addedToLoan")}
            value={paidMonthly ? rupees(monthlyInterest) : rupees(result?.moratoriumInterest ?? 0)}
            note={paidMonthly ? say("duringCourseNote") : say("addedToLoanNote")}
          />
          <ResultFigure label={say("totalInterest")} value={inWords(result?.totalInterest ?? 0)} />
        </dl>
        {result ? (
          <LoanChart
            schedule={result.schedule}
            title={say("chartTitle", {
              principal: rupees(input?.principal ?? 0),
              interest: rupees(result.totalInterest),
            })}
            words={{
              principal: say("chartPrincipal"),
              interest: say("chartInterest"),
              years: say("chartYears", { last: result.schedule.length }),
            }}
          />
        ) : null}
      </ToolResult>

      {result ? (
        <ResultTable
          label={say("schedule")}
          caption={say("schedule")}
          columns={[
            { header: columns.year },
            { header: columns.paid, end: true },
            { header: columns.principal, end: true },
            { header: columns.interest, end: true },
            { header: columns.balance, end: true },
          ]}
          minWidth="sm:min-w-[36rem]"
          footer={
            <>
              <th scope="row" className="px-4 py-3">
                {say("total")}
              </th>
              <td data-label={columns.paid} className="px-4 py-3 text-right whitespace-nowrap">
                {rupees(result.totalPaid)}
              </td>
              <td data-label={columns.principal} className="px-4 py-3 text-right whitespace-nowrap">
                {rupees(input?.principal ?? 0)}
              </td>
              <td data-label={say("totalInterest")} className="px-4 py-3 text-right whitespace-nowrap">
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
                <span className="sm:hidden">{columns.year} </span>
                {year.year}
              </th>
              <td data-label={columns.paid} className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.paid)}
              </td>
              <td data-label={columns.principal} className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.principal)}
              </td>
              <td data-label={columns.interest} className="px-4 py-2.5 text-right whitespace-nowrap">
                <span>
                  {rupees(year.interest)}
                  {year.capitalised > 0 ? (
                    <span className="block text-xs text-slate-600">
                      {say("capitalised", { amount: rupees(year.capitalised) })}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label={columns.balance} className="px-4 py-2.5 text-right whitespace-nowrap">
                {rupees(year.balance)}
              </td>
            </tr>
          ))}
        </ResultTable>
      ) : null}

      {result ? (
        <EstimatePanel tool={say("estimateTool")} lines={lines} shareUrl={shareUrl} intro={say("estimateIntro")} />
      ) : null}
    </ToolLayout>
  );
}
