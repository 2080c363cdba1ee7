/**
 * The country guides (content/guides/<slug>.yaml, one file a guide and a page): one shape for all, so one page
 * component renders any of them; optional sections appear only where a guide has them. The key figures sit at
 * the top of each file.
 */

import { z } from "zod";

import {
  countryCode,
  factItem,
  figures,
  fileRoute,
  hero,
  infoCard,
  moneyField,
  officialSource,
  type Resolved,
  stat,
  text,
  withIndicative,
} from "./primitives";
import { visaType } from "./services";

/** The guide's page, /destinations/<file name>, as the route registry (content/routes.ts) lists it. */
export const guideRoute = fileRoute.extend({
  /** Its label in the header's Destinations menu and the footer ("USA"). */
  navLabel: text,
});

export const university = withIndicative({
  name: text,
  location: text,
  ranking: text.optional(),
  /** Minimum overall IELTS, e.g. "6.5". */
  ielts: z
    .string()
    .regex(/^\d\.\d$/, 'expected a band such as "6.5"')
    .optional(),
  tuition: moneyField.optional(),
  note: text.optional(),
});

export const admissionLevel = z.strictObject({
  level: text,
  /** English-test threshold, when the spec gives one (e.g. "TOEFL 80+ or IELTS 6.5+"). */
  english: text.optional(),
  requirements: z.array(text).min(1),
});

/** A scholarship: an amount, or a few words where there is no single sum ("50-100% of tuition"). */
export const scholarship = withIndicative({ name: text, amount: z.union([moneyField, text]), description: text });

/**
 * What a cost adds to the first-year total of the study-cost tool (/tools/study-cost). Items with the same
 * part are alternatives (public or private tuition, London or elsewhere) and give a range, except `visa` and
 * `fees`, which are separate charges and add up. An item without a part (a budget's breakdown) is not counted.
 */
export const firstYearParts = [
  "tuition",
  "tuition-undergraduate",
  "tuition-postgraduate",
  "living",
  "health",
  "visa",
  "fees",
] as const;
export type FirstYearPart = (typeof firstYearParts)[number];

/** Spec: "Cost item: category, cost". */
export const costItem = withIndicative({
  category: text,
  cost: moneyField,
  note: text.optional(),
  firstYear: z.enum(firstYearParts).optional(),
});

/** Temperatures in °C: the average winter low (`min`) and summer high (`max`). */
export const cityWeather = withIndicative({ city: text, min: z.number(), max: z.number() }).refine(
  (city) => city.min < city.max,
  { message: "expected min below max", path: ["max"] },
);

export const salaryItem = withIndicative({ sector: text, salary: moneyField });

const titled = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ title: text, ...shape });

/** A guide's sections, in the order a guide shows them unless it says otherwise (`sectionOrder`). */
export const guideSections = [
  "fastFacts",
  "reasons",
  "universities",
  "popularPrograms",
  "admission",
  "scholarships",
  "costs",
  "visa",
  "work",
  "salaryBySector",
  "climate",
  "studentLife",
  "stats",
] as const;
export type GuideSection = (typeof guideSections)[number];

export const countryGuide = z.strictObject({
  country: text,
  code: countryCode,
  route: guideRoute,
  figures: figures.optional(),
  hero: hero.extend({ badges: z.array(text).min(1) }),
  fastFacts: titled({ items: z.array(factItem).min(1) }),
  reasons: titled({ items: z.array(infoCard).min(1) }),
  universities: titled({ intro: text, items: z.array(university).min(1) }),
  popularPrograms: titled({ items: z.array(text).min(1) }).optional(),
  admission: titled({ levels: z.array(admissionLevel).min(1) }),
  scholarships: titled({ intro: text, items: z.array(scholarship).min(1) }).optional(),
  visa: titled({
    intro: text,
    types: z.array(visaType).min(1),
    /** Key visa conditions, e.g. financial proof. */
    facts: z.array(factItem),
    fees: z.array(costItem).min(1),
    requirements: z.array(text).min(1),
  }),
  costs: titled({ intro: text, items: z.array(costItem).min(1) }),
  work: titled({ intro: text, items: z.array(factItem).min(1) }),
  climate: titled({ note: text, cities: z.array(cityWeather).min(1) }).optional(),
  studentLife: titled({ items: z.array(infoCard).min(1) }).optional(),
  salaryBySector: titled({ note: text, items: z.array(salaryItem).min(1) }).optional(),
  stats: z.array(stat).min(1),
  /** The closing call to action; its buttons are the same on every guide (content/pages/destinations.yaml). */
  cta: z.strictObject({ title: text, text }),
  officialSources: z.array(officialSource).min(1),
  /** The order of the sections where the spec lists them otherwise (USA, UK, Canada: admission thresholds last). */
  sectionOrder: z
    .array(z.enum(guideSections))
    .refine((order) => new Set(order).size === order.length, { message: "expected each section once" })
    // Every section the guide has must be in it: the content build checks (content-collections.ts).
    .optional(),
});

/** A guide as its file holds it, figure references resolved. */
export type CountryGuideData = Resolved<z.output<typeof countryGuide>>;
export type University = Resolved<z.output<typeof university>>;
export type Scholarship = Resolved<z.output<typeof scholarship>>;
export type CostItem = Resolved<z.output<typeof costItem>>;
export type CityWeather = z.output<typeof cityWeather>;
export type SalaryItem = Resolved<z.output<typeof salaryItem>>;
export type AdmissionLevel = z.output<typeof admissionLevel>;
