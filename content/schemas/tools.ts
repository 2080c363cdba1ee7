/**
 * Content of the tools (/tools/*): the exchange rates the study-cost tool converts with, and what it adds
 * to the guides' figures (indicative flights, the destinations without a guide). Sample figures until the
 * business confirms them; pages say so.
 */

import { z } from "zod";

import { countryCode, currencies, isoDate, money, slug, text } from "./primitives";

const foreignCurrencies = currencies.filter((currency) => currency !== "INR") as [
  Exclude<(typeof currencies)[number], "INR">,
  ...Exclude<(typeof currencies)[number], "INR">[],
];

/** Rupees for one unit of each currency the content uses, as of one date. */
export const exchangeRates = z.strictObject({
  /** The day the rates were taken. */
  asOf: isoDate,
  /** Where they come from and how far to trust them, shown beside every converted figure. */
  note: text,
  rates: z.strictObject(
    Object.fromEntries(foreignCurrencies.map((currency) => [currency, z.number().positive()])) as Record<
      (typeof foreignCurrencies)[number],
      z.ZodNumber
    >,
  ),
});
export type ExchangeRates = z.infer<typeof exchangeRates>;

/** A rupee amount (a flight fare). */
const rupees = money.refine((value) => value.currency === "INR", { message: "expected an amount in INR" });

/** A destination of the study-cost tool: a country guide's, or one the site covers without a guide. */
const costDestination = z.union([
  /** A guide by its file name (content/guides/<guide>.yaml). */
  z.strictObject({ guide: slug, flight: rupees }),
  z.strictObject({
    /** The country as the student-visa and program pages name it (their rows are matched on it). */
    country: text,
    code: countryCode,
    currency: z.enum(foreignCurrencies),
    flight: rupees,
  }),
]);

export const studyCostContent = z.strictObject({
  /** Why flights are a range and what they assume. */
  flightNote: text,
  destinations: z.array(costDestination).min(1),
});
export type StudyCostContent = z.infer<typeof studyCostContent>;
