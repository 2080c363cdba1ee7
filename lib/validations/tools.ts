/**
 * The tools' inputs (/tools/*) as typed, with the messages visitors read. Values stay text, as the
 * inputs and the share link hold them; `parseNumber` reads them once they pass.
 */
import * as z from "zod/mini";

import { countText } from "@/contract/numbers";

import type { ReadingModule } from "@/lib/tools/ielts-band";
import { sayer, type WordGroup } from "@/lib/tools/say";
import type { MoratoriumInterest } from "@/lib/tools/emi";
import type { StudyLevel } from "@/lib/tools/study-cost";

import "@/contract/validations/fields"; // zod's jitless setting, before any schema is built (see fields.ts)

/** Indian number words people type after an amount: "20 lakh", "1.5 crore", in Gujarati and Hindi too. */
const scaleWords: readonly [RegExp, number][] = [
  [/(lakhs?|lacs?|લાખ|लाख)$/i, 1_00_000],
  [/(crores?|cr|કરોડ|करो(?:ड\u093C?|\u095C))$/i, 1_00_00_000],
];

/**
 * A number as people type it: "20,00,000", "10.5 %", "Rs 20 lakh", "1.5 crore", "₹20 લાખ", "1.5 करोड़";
 * anything else is NaN.
 */
export function parseNumber(text: string): number {
  let cleaned = text
    .replace(/[,\s]/g, "")
    .replace(/^(rs\.?|₹|inr)/i, "")
    .replace(/%$/, "");
  let scale = 1;
  for (const [word, factor] of scaleWords) {
    if (word.test(cleaned)) {
      cleaned = cleaned.replace(word, "");
      scale = factor;
    }
  }
  if (cleaned === "" || !/^\d*\.?\d+$/.test(cleaned)) return Number.NaN;
  // Rounded to the paisa, so 1.1 lakh is 110000, not 110000.00000000001.
  return scale === 1 ? Number(cleaned) : Math.round(Number(cleaned) * scale * 100) / 100;
}

/** How many fields a tool's failed check marks (each field once, whatever its number of problems). */
export function invalidFieldCount(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[] }[] };
}) {
  return result.success ? 0 : new Set(result.error?.issues.map((issue) => String(issue.path[0]))).size;
}

/** A shared link's band as its select holds it: "6" is "6.0"; anything else stays as typed, to be marked. */
export function bandText(value: string): string {
  const band = Number(value.trim());
  return value.trim() !== "" && Number.isInteger(band * 2) ? band.toFixed(1) : value;
}

type NumberRule = { min: number; max: number; integer?: boolean; example: string };

/**
 * What a number field says of a value it cannot use, as content/i18n/tools.yaml words it (`emiValidation`):
 * {example}, {min} and {max} are filled in from the field's rule. `notWhole` only for a whole-number field.
 */
export type NumberMessages = { missing: string; notNumber: string; notWhole?: string; range: string };

const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{(example|min|max)\}/g, (_, name: string) => values[name]);

/** The IELTS tool's messages (in English only): "Please enter the Listening score out of 40 ...". */
function englishMessages(what: string): NumberMessages {
  return {
    missing: `Please enter the ${what}`,
    notNumber: `Please enter the ${what} as a number, e.g. {example}`,
    notWhole: `Please enter the ${what} as a whole number`,
    range: `Please enter ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what} from {min} to {max}`,
  };
}

/** A number within [min, max] (a whole one when `integer`), typed as text. */
function numberText(messages: NumberMessages, { min, max, integer = false, example }: NumberRule) {
  const values = { example, min: countText(min), max: countText(max) };
  const say = (template: string) => filled(template, values);
  return z.string().check(
    z.trim(),
    z.minLength(1, say(messages.missing)),
    z.refine((value: string) => !Number.isNaN(parseNumber(value)), say(messages.notNumber)),
    z.refine(
      (value: string) => {
        const number = parseNumber(value);
        return Number.isNaN(number) || !integer || Number.isInteger(number);
      },
      say(messages.notWhole ?? messages.notNumber),
    ),
    z.refine((value: string) => {
      const number = parseNumber(value);
      return Number.isNaN(number) || (number >= min && number <= max);
    }, say(messages.range)),
  );
}

export const LOAN_MIN = 50_000;

export const moratoriumModes = ["paid", "accrued"] as const satisfies readonly MoratoriumInterest[];

/** The EMI tool's messages, field by field (content/i18n/tools.yaml, `emiValidation`). */
export type EmiMessages = Record<"amount" | "rate" | "years" | "course" | "grace", NumberMessages> & {
  interest: string;
};

/**
 * `maxLoan`: the site's largest loan (content/pages/education-loan.yaml), passed in so no page content ships to
 * the browser; `messages`: the page's language's.
 */
export const emiSchema = (maxLoan: number, messages: EmiMessages) =>
  z.object({
    amount: numberText(messages.amount, { min: LOAN_MIN, max: maxLoan, example: "20,00,000" }),
    rate: numberText(messages.rate, { min: 1, max: 20, example: "10.5" }),
    years: numberText(messages.years, { min: 1, max: 15, integer: true, example: "10" }),
    course: numberText(messages.course, { min: 0, max: 72, integer: true, example: "24" }),
    grace: numberText(messages.grace, { min: 0, max: 12, integer: true, example: "6" }),
    interest: z.enum(moratoriumModes, { error: messages.interest }),
  });
export type EmiInput = z.infer<ReturnType<typeof emiSchema>>;

/** The EMI tool's messages from its words (content/i18n/tools.yaml, `emiValidation`); a missing one throws. */
export function emiMessages(group: WordGroup): EmiMessages {
  const field = (name: keyof Omit<EmiMessages, "interest">): NumberMessages => {
    const entry = group[name];
    if (typeof entry !== "object" || !entry.missing || !entry.notNumber || !entry.range) {
      throw new Error(`emiValidation.${name}: expected missing, notNumber and range`);
    }
    return { missing: entry.missing, notNumber: entry.notNumber, notWhole: entry.notWhole, range: entry.range };
  };
  const say = sayer(group);
  return {
    amount: field("amount"),
    rate: field("rate"),
    years: field("years"),
    course: field("course"),
    grace: field("grace"),
    interest: say("interest"),
  };
}

export const readingModules: readonly { value: ReadingModule; label: string }[] = [
  { value: "academic", label: "Academic" },
  { value: "general-training", label: "General Training" },
];

/** Writing and Speaking bands, 9.0 down to 1.0. */
export const bandOptions = Array.from({ length: 17 }, (_, index) => {
  const band = (9 - index * 0.5).toFixed(1);
  return { value: band, label: band };
});

export const ieltsSchema = z.object({
  module: z.enum(["academic", "general-training"], { error: "Please choose Academic or General Training" }),
  listening: numberText(englishMessages("Listening score out of 40"), {
    min: 0,
    max: 40,
    integer: true,
    example: "31",
  }),
  reading: numberText(englishMessages("Reading score out of 40"), { min: 0, max: 40, integer: true, example: "29" }),
  writing: z.enum(bandOptions.map((option) => option.value) as [string, ...string[]], {
    error: "Please choose your Writing band",
  }),
  speaking: z.enum(bandOptions.map((option) => option.value) as [string, ...string[]], {
    error: "Please choose your Speaking band",
  }),
});
export type IeltsInput = z.infer<typeof ieltsSchema>;

/** The study-cost tool's messages (content/i18n/tools.yaml, `studyCostValidation`). */
export type StudyCostMessages = { noCountry: string; noLevel: string };

/** The study-cost tool's messages from its words; a missing one throws. */
export function studyCostMessages(group: WordGroup): StudyCostMessages {
  const say = sayer(group);
  return { noCountry: say("noCountry"), noLevel: say("noLevel") };
}

export function studyCostSchema(destinations: readonly [string, ...string[]], messages: StudyCostMessages) {
  return z.object({
    country: z.enum(destinations, { error: messages.noCountry }),
    level: z.enum(["undergraduate", "postgraduate"] satisfies StudyLevel[], { error: messages.noLevel }),
  });
}
