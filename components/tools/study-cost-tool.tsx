"use client";

import { useMemo } from "react";

import { SelectField } from "@/components/forms/fields";
import type { Currency } from "@/content/schemas/primitives";
import { formatMoney, formatRupeesExact, formatRupeesInWords, type MoneyWords } from "@/lib/money";
import { marks, richText, sayer, type Say } from "@/lib/tools/say";
import {
  firstYearEstimate,
  firstYearRange,
  toRupees,
  studyLevels,
  type CostDestination,
  type Range,
  type RupeeRates,
} from "@/lib/tools/study-cost";
import type { StudyCostToolWords } from "@/lib/tools/tool-words";
import { studyCostMessages, studyCostSchema } from "@/lib/validations/tools";

import { EstimatePanel } from "./estimate-form";
import { ResultTable, ToolLayout, ToolResult } from "./tool-result";
import { useToolForm } from "./use-tool-form";

const keys = ["country", "level"] as const;

/** A list in a sentence: "tuition, living costs and health cover" (the words file's "and"). */
function listOf(items: readonly string[], say: Say): string {
  if (items.length < 2) return items.join("");
  return say("listAnd", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

const localNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function localRange(range: Range, currency: Currency): string {
  const low = localNumber.format(range.low);
  return range.low === range.high ? `${currency} ${low}` : `${currency} ${low}-${localNumber.format(range.high)}`;
}

/** The cost-of-studying-abroad calculator (/tools/study-cost and its Gujarati and Hindi pages). */
export function StudyCostTool({
  destinations,
  rates,
  ratesAsOf,
  words,
  moneyWords,
}: {
  destinations: readonly CostDestination[];
  rates: RupeeRates;
  /** "20 November 2026": when the rates were taken, as the page's language writes it. */
  ratesAsOf: string;
  /** The tool's words in the page's language (lib/tools/tool-words.ts). */
  words: StudyCostToolWords;
  /** The page's lakh, crore and rupee sign; none on English pages. */
  moneyWords?: MoneyWords;
}) {
  const say = sayer(words.tool);
  const schema = useMemo(
    () =>
      studyCostSchema(
        destinations.map((destination) => destination.id) as [string, ...string[]],
        studyCostMessages(words.validation),
      ),
    [destinations, words.validation],
  );
  const { form, values, parsed, ready, shareUrl } = useToolForm(schema, {
    keys,
    defaults: { country: destinations[0].id, level: "postgraduate" },
  });

  /** A rupee range: to the rupee ("Rs 4,25,000 to Rs 6,12,500"), or in lakh and crore (`inWords`). */
  const rupeeRange = (range: Range, inWords = false) => {
    const format = (amount: number) =>
      inWords ? formatRupeesInWords(amount, moneyWords) : formatRupeesExact(amount, moneyWords);
    return range.low === range.high
      ? format(range.low)
      : say("rupeeRange", { low: format(range.low), high: format(range.high) });
  };

  const destination = destinations.find((candidate) => candidate.id === values.country);
  const estimate = ready && parsed.success && destination ? firstYearEstimate(destination, values.level, rates) : null;
  const level = studyLevels.find((candidate) => candidate === values.level);
  const levelLabel = level ? say(`levelsInText.${level}`) : "";
  const missing = estimate?.missing.map((part) => say(`missing.${part}`)) ?? [];
  const proof = destination?.proofOfFunds;
  const proofText = proof
    ? say("proofFunds", {
        amount: formatMoney(proof.cost, { words: moneyWords }),
        rupees: rupeeRange(toRupees(firstYearRange(proof.cost), proof.cost.currency, rates), true),
      })
    : "";
  /** Where and what: "Germany" and "postgraduate (master's)", as the sentences and the caption name them. */
  const place = { country: destination?.name ?? "", level: levelLabel };

  const lines =
    estimate && destination
      ? [
          estimate.total
            ? say("lineTotal", { ...place, total: rupeeRange(estimate.total.rupees, true) })
            : say("lineNoTotal", { ...place, known: rupeeRange(estimate.known.rupees, true) }),
          ...estimate.lines.map(
            (line) =>
              `${say(`parts.${line.part}`)}: ${line.currency === "INR" ? "" : `${localRange(line.local, line.currency)} = `}${rupeeRange(line.rupees)}`,
          ),
          ...(missing.length ? [say("lineMissing", { missing: missing.join(", ") })] : []),
          ...(proof ? [say("lineProof", { proof: proofText })] : []),
          say("lineRates", { date: ratesAsOf }),
        ]
      : [];

  const localColumn = destination ? say("localColumn", { currency: destination.currency }) : "";
  const rupeeColumn = say("rupeeColumn");

  return (
    <ToolLayout
      ready={ready}
      label={say("formLabel")}
      words={words.shell}
      narrowForm
      fields={
        <>
          <SelectField
            control={form.control}
            name="country"
            label={say("countryField")}
            options={destinations.map((option) => ({ value: option.id, label: option.name }))}
            placeholder={say("chooseCountry")}
            required
          />
          <SelectField
            control={form.control}
            name="level"
            label={say("levelField")}
            options={studyLevels.map((value) => ({ value, label: say(`levels.${value}`) }))}
            placeholder={say("chooseLevel")}
            required
          />
        </>
      }
    >
      <ToolResult
        ready={ready}
        words={words.shell}
        invalidText={say("invalid")}
        summary={
          estimate && destination ? (
            <>
              {estimate.total ? (
                <p>
                  {richText(
                    say("summaryTotal", {
                      ...place,
                      ...marks("total"),
                      local: localRange(estimate.total.local, destination.currency),
                    }),
                    { total: <strong>{rupeeRange(estimate.total.rupees, true)}</strong> },
                  )}
                </p>
              ) : (
                <>
                  <p>{say("summaryNoTotal", { ...place, missing: listOf(missing, say) })}</p>
                  <p className="mt-1">
                    {say("summaryKnown", {
                      parts: listOf(
                        estimate.lines.map((line) => say(`partsInText.${line.part}`)),
                        say,
                      ),
                      known: rupeeRange(estimate.known.rupees, true),
                    })}
                  </p>
                </>
              )}
              {proof ? (
                <p className="mt-2 text-sm text-slate-700">
                  {richText(say("proof", marks("funds", "source")), {
                    funds: <strong>{proofText}</strong>,
                    source: (
                      <a href={proof.sourcePath} className="underline underline-offset-2">
                        {proof.label}
                      </a>
                    ),
                  })}
                </p>
              ) : null}
            </>
          ) : null
        }
      />

      {estimate && destination ? (
        <ResultTable
          label={say("tableLabel")}
          caption={say("caption", place)}
          columns={[
            { header: say("costColumn") },
            { header: localColumn, end: true },
            { header: rupeeColumn, end: true },
          ]}
          minWidth="sm:min-w-[34rem]"
          footer={
            <>
              <th scope="row" className="px-4 py-3">
                {estimate.total ? say("totalRow") : say("knownRow")}
              </th>
              <td data-label={localColumn} className="px-4 py-3 text-right whitespace-nowrap">
                {localRange(estimate.known.local, destination.currency)}
              </td>
              <td data-label={rupeeColumn} className="px-4 py-3 text-right">
                <RupeeCell range={estimate.known.rupees} say={say} moneyWords={moneyWords} />
              </td>
            </>
          }
        >
          {estimate.lines.map((line) => (
            <tr key={line.part}>
              <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                {say(`parts.${line.part}`)}
                {line.sources.length ? (
                  <span className="block text-xs font-normal text-slate-600">
                    {richText(say("sources", marks("sources")), {
                      sources: line.sources.map((source, index) => (
                        <span key={source.label}>
                          {index ? "; " : ""}
                          <a href={source.sourcePath} className="underline underline-offset-2">
                            {source.label}
                          </a>
                        </span>
                      )),
                    })}
                  </span>
                ) : null}
              </th>
              <td data-label={localColumn} className="px-4 py-2.5 text-right whitespace-nowrap">
                {line.currency === "INR" ? "-" : localRange(line.local, line.currency)}
              </td>
              <td data-label={rupeeColumn} className="px-4 py-2.5 text-right font-semibold">
                <RupeeCell range={line.rupees} say={say} moneyWords={moneyWords} />
              </td>
            </tr>
          ))}
        </ResultTable>
      ) : null}

      {estimate ? (
        <EstimatePanel tool={say("estimateTool")} lines={lines} shareUrl={shareUrl} intro={say("estimateIntro")} />
      ) : null}
    </ToolLayout>
  );
}

/** A rupee range that wraps between its ends, never inside an amount, so it fits a phone's row. */
function RupeeCell({ range, say, moneyWords }: { range: Range; say: Say; moneyWords?: MoneyWords }) {
  const amount = (value: number) => <span className="whitespace-nowrap">{formatRupeesExact(value, moneyWords)}</span>;
  if (range.low === range.high) return amount(range.low);
  return (
    <span>
      {richText(say("rupeeRange", marks("low", "high")), {
        low: amount(range.low),
        high: amount(range.high),
      })}
    </span>
  );
}
