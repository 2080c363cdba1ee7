/**
 * The tools' inputs (/tools/*) as typed, with the messages visitors read. Values stay text, as the
 * inputs and the share link hold them; `parseNumber` reads them once they pass.
 */
import * as z from "zod/mini";

import { countText } from "@/contract/numbers";

import type { ReadingModule } from "@/lib/tools/ielts-band";
import type { MoratoriumInterest } from "@/lib/tools/emi";
import type { StudyLevel } from "@/lib/tools/study-cost";

import "@/contract/validations/fields"; // zod's jitless setting, before any schema is built (see fields.ts)

/** Indian number words people type after an amount: "20 lakh", "1.5 crore". */
const scaleWords: readonly [RegExp, number][] = [
  [/(lakhs?|lacs?)$/i, 1_00_000],
  [/(crores?|cr)$/i, 1_00_00_000],
];

/** A number as people type it: "20,00,000", "10.5 %", "Rs 20 lakh", "1.5 crore"; anything else is NaN. */
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

/** A number within [min, max] (a whole one when `integer`), typed as text. */
function numberText(what: string, { min, max, integer = false, example }: NumberRule) {
  return z.string().check(
    z.trim(),
    z.minLength(1, `Please enter the ${what}`),
    z.refine(
      (value: string) => !Number.isNaN(parseNumber(value)),
      `Please enter the ${what} as a number, e.g. ${example}`,
    ),
    z.refine((value: string) => {
      const number = parseNumber(value);
      return Number.isNaN(number) || !integer || Number.isInteger(number);
    }, `Please enter the ${what} as a whole number`),
    z.refine(
      (value: string) => {
        const number = parseNumber(value);
        return Number.isNaN(number) || (number >= min && number <= max);
      },
      `Please enter ${/^[aeiou]/i.test(what) ? "an" : "a"} ${what} from ${countText(min)} to ${countText(max)}`,
    ),
  );
}

export const LOAN_MIN = 50_000;

export const moratoriumOptions: readonly { value: MoratoriumInterest; label: string }[] = [
  { value: "paid", label: "Paid each month" },
  { value: "accrued", label: "Added to the loan" },
];

/** `maxLoan`: the site's largest loan (content/pages/education-loan.yaml), passed in so no page content ships to the browser. */
export const emiSchema = (maxLoan: number) =>
  z.object({
    amount: numberText("loan amount in rupees", { min: LOAN_MIN, max: maxLoan, example: "20,00,000" }),
    rate: numberText("interest rate", { min: 1, max: 20, example: "10.5" }),
    years: numberText("repayment period in years", { min: 1, max: 15, integer: true, example: "10" }),
    course: numberText("course length in months", { min: 0, max: 72, integer: true, example: "24" }),
    grace: numberText("grace period in months", { min: 0, max: 12, integer: true, example: "6" }),
    interest: z.enum(["paid", "accrued"], { error: "Please choose what happens to the interest during the course" }),
  });
export type EmiInput = z.infer<ReturnType<typeof emiSchema>>;

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
  listening: numberText("Listening score out of 40", { min: 0, max: 40, integer: true, example: "31" }),
  reading: numberText("Reading score out of 40", { min: 0, max: 40, integer: true, example: "29" }),
  writing: z.enum(bandOptions.map((option) => option.value) as [string, ...string[]], {
    error: "Please choose your Writing band",
  }),
  speaking: z.enum(bandOptions.map((option) => option.value) as [string, ...string[]], {
    error: "Please choose your Speaking band",
  }),
});
export type IeltsInput = z.infer<typeof ieltsSchema>;

export function studyCostSchema(destinations: readonly [string, ...string[]]) {
  return z.object({
    country: z.enum(destinations, { error: "Please choose a country" }),
    level: z.enum(["undergraduate", "postgraduate"] satisfies StudyLevel[], {
      error: "Please choose undergraduate or postgraduate",
    }),
  });
}
