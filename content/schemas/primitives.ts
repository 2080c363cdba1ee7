/**
 * The building blocks every content schema uses: dates, slugs, links, money, figures, calls to action.
 * Each concept has one schema here and one type derived from it with z.infer; the data files under
 * content/ are validated against these at build time (content-collections.ts), so a wrong field fails
 * the build with the file, the field and what was expected.
 *
 * Plain zod and relative imports only: content-collections bundles this file with esbuild.
 */

import { z } from "zod";

import { getInTouchServices, optionValues } from "../../contract/forms";
import { IST_ISO_EXAMPLE } from "../../contract/india-time";
import { fixedRoutes } from "../fixed-routes";
// Types only: the registry's guide entries come from the generated content this build makes.
import type { RoutePath } from "../routes";

/** Text that is not empty once trimmed. */
export const text = z.string().trim().min(1, "expected some text");

/** A calendar date, "2026-11-20". */
export const isoDate = z.iso.date({ error: "expected a date as YYYY-MM-DD, e.g. 2026-11-20" });
export type IsoDate = z.infer<typeof isoDate>;

/** A date and time with its UTC offset, as IST_ISO_EXAMPLE. */
export const isoDateTime = z.iso.datetime({
  offset: true,
  local: false,
  error: `expected a date and time with its offset, e.g. ${IST_ISO_EXAMPLE}`,
});
export type IsoDateTime = z.infer<typeof isoDateTime>;

/** The last part of a URL: lowercase words joined by single hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a slug: lowercase letters and digits joined by single hyphens");
export type Slug = z.infer<typeof slug>;

/** An absolute https link to another site. */
export const httpsUrl = z.url({ protocol: /^https$/, error: "expected an absolute https:// link" });

export const email = z.email({ error: "expected an e-mail address" });

const fixedPaths = new Set<string>(fixedRoutes.map((route) => route.path));

/**
 * A page of this site: a fixed route of the registry (content/fixed-routes.ts), or a page a data file makes, a
 * country guide's /destinations/<slug> or a service's /services/<slug>, which content-collections.ts checks
 * against the files.
 */
export const routePath = z.custom<RoutePath>(
  (value) =>
    typeof value === "string" && (fixedPaths.has(value) || /^\/(destinations|services)\/[a-z0-9-]+$/.test(value)),
  { error: "expected a page of this site, e.g. /get-in-touch" },
);

/**
 * The registry entry of a page its data file makes (a guide, a service), as the file holds it; the file's name
 * is the page's address.
 */
export const fileRoute = z.strictObject({
  /** The page's name in menus and breadcrumbs. */
  title: text,
  /** Its place among the pages of its kind, in the menus and the registry, from 1. */
  menuOrder: z.number().int().positive(),
  /** The meta description, 50-160 characters once its figures are filled in. */
  description: text,
});

/** A button or link to a page of this site. */
export const cta = z.strictObject({
  label: text,
  href: routePath,
  /**
   * The consultation service the visitor came for (a Get In Touch "service required" value), sent in the
   * link's query (`?service=visa`): the page it opens, and the consultation request from there, start with it
   * chosen.
   */
  service: z.enum(optionValues(getInTouchServices)).optional(),
});
export type Cta = z.infer<typeof cta>;

/** The call to action that closes a page: a message and one to three buttons. */
export const closingCta = z.strictObject({
  title: text,
  text,
  buttons: z.array(cta).min(1).max(3),
  /** A short line under the buttons, e.g. what happens after a click. */
  note: text.optional(),
});
export type ClosingCta = z.infer<typeof closingCta>;

/** The opening band of a page. */
export const hero = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
  badges: z.array(text).optional(),
  buttons: z.array(cta).optional(),
});
export type Hero = z.infer<typeof hero>;

/** A titled card: a reason, a benefit, a value, a tip, an eligibility rule. */
export const infoCard = z.strictObject({ title: text, description: text });
export type InfoCard = z.infer<typeof infoCard>;

/** A headline figure: the number as the company states it ("25,000+"), its label and a line of context. */
export const stat = z.strictObject({ number: text, label: text, description: text.optional() });
export type Stat = z.infer<typeof stat>;

/** A titled list of short items, e.g. "Expert guidance" with four points. */
export const titledList = z.strictObject({ title: text, items: z.array(text).min(1) });
export type TitledList = z.infer<typeof titledList>;

/**
 * An object schema whose record may flag some of its own fields as `indicative`: values we added for
 * guidance that the spec does not give and the business still has to confirm. Pages label them.
 */
export function withIndicative<const Shape extends z.ZodRawShape>(shape: Shape) {
  const fields = Object.keys(shape) as [Extract<keyof Shape, string>, ...Extract<keyof Shape, string>[]];
  return z
    .strictObject({ ...shape, indicative: z.array(z.enum(fields)).min(1).optional() })
    .superRefine((record, context) => {
      const values = record as Record<string, unknown>;
      const flagged = (values.indicative ?? []) as readonly string[];
      flagged.forEach((field, index) => {
        if (values[field] === undefined) {
          context.addIssue({
            code: "custom",
            path: ["indicative", index],
            message: `flags "${field}" as indicative, but the record has no ${field}`,
          });
        }
      });
    });
}

/** Label pages show next to an indicative value. */
export const INDICATIVE_LABEL = "indicative";

/** True when `field` of `record` holds an indicative value the page should label as such. */
export function isIndicative<T extends object>(record: T, field: Exclude<keyof T, "indicative">): boolean {
  if (!("indicative" in record)) return false;
  const flagged: unknown = record.indicative;
  return Array.isArray(flagged) && flagged.includes(field);
}

/** A step of a process; pages number the steps in order. */
export const processStep = withIndicative({ title: text, description: text, duration: text.optional() });
export type ProcessStep = z.infer<typeof processStep>;

/** A label and its value, e.g. "Capital: Ottawa". */
export const factItem = withIndicative({ label: text, value: text, note: text.optional() });
export type FactItem = z.infer<typeof factItem>;

export const checklistItem = z.strictObject({ item: text, note: text.optional() });
/** A checklist with a heading, e.g. "Academic documents". */
export const checklistGroup = z.strictObject({ title: text, items: z.array(checklistItem).min(1) });
export type ChecklistGroup = z.infer<typeof checklistGroup>;

/** A quote from a student. The spec gives only placeholders, so every one is a sample until replaced. */
export const testimonial = z.strictObject({ name: text, detail: text, quote: text, sample: z.literal(true) });
export type Testimonial = z.infer<typeof testimonial>;

/** ISO 3166-1 alpha-2 codes we draw a flag for (lowercase), plus "eu" for the Schengen area. */
export const countryCodes = ["us", "gb", "ca", "au", "de", "nz", "fi", "eu"] as const;
export const countryCode = z.enum(countryCodes);
export type CountryCode = z.infer<typeof countryCode>;

/* Money */

export const currencies = ["INR", "USD", "GBP", "CAD", "AUD", "EUR", "NZD"] as const;
export type Currency = (typeof currencies)[number];

/**
 * How an amount is written, so each page keeps the spec's wording:
 * code "GBP 339", code-after "185 USD", symbol "CA$150", name "363 pounds", unit "11,208 euro".
 * Rupees are always "Rs 25,000" (or "Rs 1.5 crore").
 */
export const moneyNotations = ["code", "code-after", "symbol", "name", "unit"] as const;

export const moneyPeriods = ["once", "year", "semester", "month", "week"] as const;
export type MoneyPeriod = (typeof moneyPeriods)[number];

/** An amount of money (or a range), stored as numbers and formatted for display by lib/money.ts. */
export const money = z
  .strictObject({
    amount: z.number().nonnegative(),
    /** The top of a range: 150 to 365 is "AUD 150-365". */
    to: z.number().positive().optional(),
    currency: z.enum(currencies),
    notation: z.enum(moneyNotations).default("code"),
    qualifier: z.enum(["about", "from", "up to"]).optional(),
    /** The period the amount is for; `once` for a one-off charge (a visa fee). Unstated: the content does not say. */
    per: z.enum(moneyPeriods).optional(),
    /** Words after the amount, e.g. "(Form I-765 filing fee)" or "plus the Immigration Health Surcharge". */
    note: text.optional(),
  })
  .refine((value) => value.to === undefined || value.to > value.amount, {
    message: "expected `to` to be above `amount`",
    path: ["to"],
  });
export type Money = z.infer<typeof money>;

/* Figures */

/** The name of a figure: letters and digits, starting with a letter ("studyPermitFee"). */
export const figureName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, "expected a figure name such as studyPermitFee");

/** A named value a page states in several places: an amount, a number or a short text ("20 hours per week"). */
export const figure = z.union([money, z.number(), text]);
export type Figure = z.infer<typeof figure>;

/**
 * A page's key figures. Text anywhere in the same file shows one with `{name}`; a money field takes one as
 * `{ ref: name }`. So a fee change is one edit, at the top of the file.
 */
export const figures = z.record(figureName, figure);
export type Figures = z.infer<typeof figures>;

/** A money field that points at one of the file's figures instead of repeating the amount. */
export const figureRef = z.strictObject({ ref: figureName });
export type FigureRef = z.infer<typeof figureRef>;

/** An amount in a money field: written out, or `{ ref: name }` to a figure of the same file. */
export const moneyField = z.union([money, figureRef]);

/** A content value once its figure references are replaced by the figures they name. */
export type Resolved<T> = T extends FigureRef
  ? never
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [Key in keyof T]: Resolved<T[Key]> }
      : T;

/* Official sources */

/** An official page (immigration department, embassy, government portal) a page's figures were checked against. */
export const officialSource = z.strictObject({
  title: text,
  /** Who publishes it, e.g. "IRCC" or "UK Visas and Immigration". */
  publisher: text,
  url: httpsUrl,
  /**
   * When a counsellor last checked the page's figures against this source. Set only by the person who did:
   * without it the page says "not yet reviewed".
   */
  reviewed: isoDate.optional(),
});
export type OfficialSource = z.infer<typeof officialSource>;
