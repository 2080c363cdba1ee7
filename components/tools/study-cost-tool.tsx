"use client";

import { useMemo } from "react";

import { SelectField } from "@/components/forms/fields";
import type { Currency } from "@/content/schemas/primitives";
import { formatMoney, formatRupeesExact, formatRupeesInWords } from "@/lib/money";
import {
  firstYearEstimate,
  firstYearRange,
  toRupees,
  studyLevels,
  type CostDestination,
  type EstimatePart,
  type Range,
  type RupeeRates,
} from "@/lib/tools/study-cost";
import { studyCostSchema } from "@/lib/validations/tools";

import { EstimatePanel } from "./estimate-form";
import { ResultTable, ToolLayout, ToolResult } from "./tool-result";
import { useToolForm } from "./use-tool-form";

const keys = ["country", "level"] as const;

const partLabels: Record<EstimatePart, string> = {
  tuition: "Tuition",
  living: "Living costs",
  health: "Health cover",
  visa: "Visa and permit fees",
  fees: "Other university fees",
  flight: "Flight (one way, indicative)",
};

const missingLabels: Record<string, string> = {
  tuition: "tuition for this level",
  living: "living costs",
  health: "health insurance or surcharge",
  visa: "visa fee",
};

/** The parts in a sentence ("tuition, visa fees and the flight"). */
const partNames: Record<EstimatePart, string> = {
  tuition: "tuition",
  living: "living costs",
  health: "health cover",
  visa: "visa fees",
  fees: "university fees",
  flight: "the flight",
};

const listOf = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" }).format(items);

const localNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function localRange(range: Range, currency: Currency): string {
  const low = localNumber.format(range.low);
  return range.low === range.high ? `${currency} ${low}` : `${currency} ${low}-${localNumber.format(range.high)}`;
}

function rupeeRange(range: Range, words = false): string {
  const format = words ? formatRupeesInWords : formatRupeesExact;
  return range.low === range.high ? format(range.low) : `${format(range.low)} to ${format(range.high)}`;
}

/** The cost-of-studying-abroad calculator (/tools/study-cost). */
export function StudyCostTool({
  destinations,
  rates,
  ratesAsOf,
}: {
  destinations: readonly CostDestination[];
  rates: RupeeRates;
  /** "20 November 2026": when the rates were taken. */
  ratesAsOf: string;
}) {
  const schema = useMemo(
    () => studyCostSchema(destinations.map((destination) => destination.id) as [string, ...string[]]),
    [destinations],
  );
  const { form, values, parsed, ready, shareUrl } = useToolForm(schema, {
    keys,
    defaults: { country: destinations[0].id, level: "postgraduate" },
  });

  const destination = destinations.find((candidate) => candidate.id === values.country);
  const estimate = ready && parsed.success && destination ? firstYearEstimate(destination, values.level, rates) : null;
  const levelLabel = studyLevels.find((level) => level.value === values.level)?.label.toLowerCase() ?? "";
  const missing = estimate?.missing.map((part) => missingLabels[part]) ?? [];
  const proof = destination?.proofOfFunds;
  const proofText = proof
    ? `${formatMoney(proof.cost)} (about ${rupeeRange(toRupees(firstYearRange(proof.cost), proof.cost.currency, rates), true)})`
    : "";

  const lines =
    estimate && destination
      ? [
          estimate.total
            ? `${destination.name}, ${levelLabel}: first year about ${rupeeRange(estimate.total.rupees, true)}`
            : `${destination.name}, ${levelLabel}: no first-year total yet; the parts we know come to ${rupeeRange(estimate.known.rupees, true)}`,
          ...estimate.lines.map(
            (line) =>
              `${partLabels[line.part]}: ${line.currency === "INR" ? "" : `${localRange(line.local, line.currency)} = `}${rupeeRange(line.rupees)}`,
          ),
          ...(missing.length ? [`Not known yet (no figure): ${missing.join(", ")}`] : []),
          ...(proof ? [`Proof of funds for the visa: ${proofText}`] : []),
          `Exchange rates as of ${ratesAsOf}, indicative`,
        ]
      : [];

  return (
    <ToolLayout
      ready={ready}
      label="Where and what you will study"
      narrowForm
      fields={
        <>
          <SelectField
            control={form.control}
            name="country"
            label="Country"
            options={destinations.map((option) => ({ value: option.id, label: option.name }))}
            placeholder="Choose a country"
            required
          />
          <SelectField
            control={form.control}
            name="level"
            label="Programme level"
            options={studyLevels}
            placeholder="Choose a level"
            required
          />
        </>
      }
    >
      <ToolResult
        ready={ready}
        invalidText="Choose a country and a programme level to see the estimate."
        summary={
          estimate && destination ? (
            <>
              {estimate.total ? (
                <p>
                  A first year of {levelLabel} study in {destination.name} costs about{" "}
                  <strong>{rupeeRange(estimate.total.rupees, true)}</strong> (
                  {localRange(estimate.total.local, destination.currency)} plus the flight).
                </p>
              ) : (
                <>
                  <p>
                    We cannot give a first-year total for {levelLabel} study in {destination.name} yet: we have no
                    figure for {listOf(missing)}.
                  </p>
                  <p className="mt-1">
                    The parts we know ({listOf(estimate.lines.map((line) => partNames[line.part]))}) come to{" "}
                    {rupeeRange(estimate.known.rupees, true)}; the first year costs more than that.
                  </p>
                </>
              )}
              {proof ? (
                <p className="mt-2 text-sm text-slate-700">
                  For the visa you must also show funds of <strong>{proofText}</strong>: money in your name, not a
                  further cost (
                  <a href={proof.sourcePath} className="underline underline-offset-2">
                    {proof.label}
                  </a>
                  ).
                </p>
              ) : null}
            </>
          ) : null
        }
      />

      {estimate && destination ? (
        <ResultTable
          label="First-year cost table"
          caption={
            <>
              First-year cost, {destination.name}, {levelLabel}
            </>
          }
          columns={[
            { header: "Cost" },
            { header: `In ${destination.currency}`, end: true },
            { header: "In rupees", end: true },
          ]}
          minWidth="sm:min-w-[34rem]"
          footer={
            <>
              <th scope="row" className="px-4 py-3">
                {estimate.total ? "First year in all" : "The parts we know (not a first-year total)"}
              </th>
              <td data-label={`In ${destination.currency}`} className="px-4 py-3 text-right whitespace-nowrap">
                {localRange(estimate.known.local, destination.currency)}
              </td>
              <td data-label="In rupees" className="px-4 py-3 text-right">
                <RupeeCell range={estimate.known.rupees} />
              </td>
            </>
          }
        >
          {estimate.lines.map((line) => (
            <tr key={line.part}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                {partLabels[line.part]}
                {line.sources.length ? (
                  <span className="block text-xs font-normal text-slate-600">
                    {line.sources.map((source, index) => (
                      <span key={source.label}>
                        {index ? "; " : "From "}
                        <a href={source.sourcePath} className="underline underline-offset-2">
                          {source.label}
                        </a>
                      </span>
                    ))}
                  </span>
                ) : null}
              </th>
              <td data-label={`In ${destination.currency}`} className="px-4 py-2.5 text-right whitespace-nowrap">
                {line.currency === "INR" ? "-" : localRange(line.local, line.currency)}
              </td>
              <td data-label="In rupees" className="px-4 py-2.5 text-right font-semibold">
                <RupeeCell range={line.rupees} />
              </td>
            </tr>
          ))}
        </ResultTable>
      ) : null}

      {estimate ? (
        <EstimatePanel
          tool="Study abroad cost estimate"
          lines={lines}
          shareUrl={shareUrl}
          intro="This estimate and its link go to our counsellors with your details; a counsellor replies to your e-mail to plan funding and scholarships with you."
        />
      ) : null}
    </ToolLayout>
  );
}

/** A rupee range that wraps between its ends, never inside an amount, so it fits a phone's row. */
function RupeeCell({ range }: { range: Range }) {
  if (range.low === range.high) return <span className="whitespace-nowrap">{formatRupeesExact(range.low)}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{formatRupeesExact(range.low)}</span> to{" "}
      <span className="whitespace-nowrap">{formatRupeesExact(range.high)}</span>
    </span>
  );
}
