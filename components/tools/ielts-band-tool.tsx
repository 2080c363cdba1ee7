"use client";

import { SelectField, TextField } from "@/components/forms/fields";
import { formatBand, listeningBand, overallBand, readingBand, RAW_MAX } from "@/lib/tools/ielts-band";
import {
  bandOptions,
  bandText,
  ieltsSchema,
  invalidFieldCount,
  parseNumber,
  readingModules,
  type IeltsInput,
} from "@/lib/validations/tools";

import { EstimatePanel } from "./estimate-form";
import { fixFieldsText, ResultFigure, ResultTable, ToolLayout, ToolResult, type ToolShellWords } from "./tool-result";
import { useToolForm } from "./use-tool-form";

/** A university's minimum overall IELTS, from a country guide. */
export type IeltsRequirement = { name: string; country: string; minimum: number; guidePath: string };

const keys = ["module", "listening", "reading", "writing", "speaking"] as const;
const fields = {
  keys,
  defaults: { module: "academic", listening: "30", reading: "28", writing: "6.5", speaking: "7.0" } as IeltsInput,
  normalise: { writing: bandText, speaking: bandText },
};

const belowTable = "below 2.5 (under the published table)";

const requirementColumns = [
  { header: "University" },
  { header: "Country" },
  { header: "Minimum", end: true },
  { header: "Your band" },
];

/** The IELTS band calculator (/tools/ielts-band). */
export function IeltsBandTool({
  requirements,
  levels,
  shellWords,
}: {
  requirements: readonly IeltsRequirement[];
  /** The band guide's level names ("Good user"), by whole band. */
  levels: Readonly<Record<string, string>>;
  /** The words of the form and result box (lib/tools/tool-words.ts). */
  shellWords: ToolShellWords;
}) {
  const { form, values, parsed, ready, shareUrl } = useToolForm(ieltsSchema, fields);

  const bands =
    ready && parsed.success
      ? {
          listening: listeningBand(parseNumber(parsed.data.listening)),
          reading: readingBand(parseNumber(parsed.data.reading), parsed.data.module),
          writing: Number(parsed.data.writing),
          speaking: Number(parsed.data.speaking),
        }
      : null;
  const overall =
    bands && bands.listening !== null && bands.reading !== null
      ? overallBand([bands.listening, bands.reading, bands.writing, bands.speaking])
      : null;
  const show = (band: number | null) => (band === null ? belowTable : formatBand(band));
  const moduleLabel = readingModules.find((option) => option.value === values.module)?.label ?? "";
  const level = overall === null ? undefined : levels[String(Math.floor(overall))];
  const met = overall === null ? [] : requirements.filter((requirement) => overall >= requirement.minimum);

  const lines = bands
    ? [
        `IELTS ${moduleLabel}: Listening ${values.listening}/${RAW_MAX} = band ${show(bands.listening)}, Reading ${values.reading}/${RAW_MAX} = band ${show(bands.reading)}, Writing ${formatBand(bands.writing)}, Speaking ${formatBand(bands.speaking)}`,
        overall === null
          ? "Overall band: not worked out (a raw score is under the table)"
          : `Overall band: ${formatBand(overall)}`,
        `Meets the minimum of ${met.length} of the ${requirements.length} universities listed`,
      ]
    : [];

  return (
    <ToolLayout
      words={shellWords}
      ready={ready}
      label="Your IELTS scores"
      fields={
        <>
          <SelectField
            control={form.control}
            name="module"
            label="Test"
            options={readingModules}
            placeholder="Choose a test"
            required
          />
          <TextField
            control={form.control}
            name="listening"
            label={`Listening: correct answers out of ${RAW_MAX}`}
            inputMode="numeric"
            required
          />
          <TextField
            control={form.control}
            name="reading"
            label={`Reading: correct answers out of ${RAW_MAX}`}
            inputMode="numeric"
            required
          />
          <div className="grid grid-cols-2 gap-4">
            <SelectField
              control={form.control}
              name="writing"
              label="Writing band"
              options={bandOptions}
              placeholder="Band"
              required
            />
            <SelectField
              control={form.control}
              name="speaking"
              label="Speaking band"
              options={bandOptions}
              placeholder="Band"
              required
            />
          </div>
        </>
      }
    >
      <ToolResult
        ready={ready}
        words={shellWords}
        invalidText={fixFieldsText(invalidFieldCount(parsed), shellWords)}
        summary={
          bands ? (
            <p>
              {overall === null ? (
                <>A raw score is below the published table, so the overall band cannot be worked out here.</>
              ) : (
                <>
                  Your overall band is <strong>{formatBand(overall)}</strong>
                  {level ? ` (${level})` : ""}: Listening {show(bands.listening)}, Reading {show(bands.reading)},
                  Writing {formatBand(bands.writing)}, Speaking {formatBand(bands.speaking)}. It meets the minimum of{" "}
                  {met.length} of the {requirements.length} universities below.
                </>
              )}
            </p>
          ) : null
        }
      >
        <dl className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-5">
          <ResultFigure label="Listening" value={show(bands?.listening ?? null)} />
          <ResultFigure label="Reading" value={show(bands?.reading ?? null)} />
          <ResultFigure label="Writing" value={formatBand(bands?.writing ?? 0)} />
          <ResultFigure label="Speaking" value={formatBand(bands?.speaking ?? 0)} />
          <ResultFigure label="Overall" value={overall === null ? "-" : formatBand(overall)} />
        </dl>
      </ToolResult>

      {bands ? (
        <ResultTable
          label="University minimums"
          caption="Minimum overall IELTS at the universities in our country guides"
          columns={requirementColumns}
          minWidth="sm:min-w-[30rem]"
          figures={false}
        >
          {requirements.map((requirement) => {
            const meets = overall !== null && overall >= requirement.minimum;
            return (
              <tr key={`${requirement.country}-${requirement.name}`}>
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                  {requirement.name}
                </th>
                <td data-label="Country" className="px-4 py-2.5">
                  <a href={requirement.guidePath} className="text-brand-800 underline underline-offset-2">
                    {requirement.country}
                  </a>
                </td>
                <td data-label="Minimum" className="px-4 py-2.5 text-right tabular-nums">
                  {formatBand(requirement.minimum)}
                </td>
                <td
                  data-label="Your band"
                  className={`px-4 py-2.5 font-semibold ${meets ? "text-emerald-800" : "text-slate-700"}`}
                >
                  {meets ? "Meets it" : "Not yet"}
                </td>
              </tr>
            );
          })}
        </ResultTable>
      ) : null}

      {bands ? (
        <EstimatePanel
          tool="IELTS band estimate"
          lines={lines}
          shareUrl={shareUrl}
          intro="These bands and their link go to our IELTS trainers with your details; a trainer replies to your e-mail with how to raise them."
        />
      ) : null}
    </ToolLayout>
  );
}
