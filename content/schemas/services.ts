/**
 * The services overview (content/pages/services.yaml) and the service pages (content/services/<slug>.yaml, one
 * file a page, /services/<slug>). A service page is its route entry, its key figures, a hero, a list of typed
 * sections in the order the page shows them, and the closing call to action; one page component draws any of
 * them (app/services/[slug]). Each visa page links the official sources its figures were checked against, and
 * flags the values we added (`indicative`).
 */

import { z } from "zod";

import { footerGroupIds, navGroupIds } from "../fixed-routes";
import {
  checklistGroup,
  closingCta,
  cta,
  figures,
  fileRoute,
  hero,
  infoCard,
  moneyField,
  officialSource,
  processStep,
  type Resolved,
  routePath,
  slug,
  stat,
  testimonial,
  text,
  titledList,
  withIndicative,
} from "./primitives";

/** A service, reason or offer with optional feature bullets and an optional page to read more. */
export const serviceCard = z.strictObject({
  title: text,
  description: text,
  features: z.array(text).optional(),
  href: routePath.optional(),
});
export type ServiceCard = z.infer<typeof serviceCard>;

/** One country row of a visa table (student, spouse and visitor pages). */
export const visaByCountry = withIndicative({
  country: text,
  visa: text,
  processingTime: text,
  workRights: text,
  postStudy: text.optional(),
  fee: moneyField,
  /** Minimum income the sponsor must show, where the spec gives one (UK spouse visa). */
  financialRequirement: moneyField.optional(),
  requirements: z.array(text).optional(),
  validity: text.optional(),
  stay: text.optional(),
});

const visaTypeFields = {
  title: text,
  cost: moneyField,
  type: z.enum(["Study", "Work"]),
  duration: text.optional(),
  description: text,
};

/** A visa route: its cost, whether it is for study or work, and how long it lasts (in a country guide). */
export const visaType = withIndicative(visaTypeFields);

/** A post-study work route, named with its country. */
export const postStudyVisa = withIndicative({ ...visaTypeFields, country: text });

/** A card of /services: an anchor id and its feature bullets (the spec gives four each). */
export const overviewService = serviceCard.extend({ id: slug, features: z.array(text).min(1) });

export const servicesOverviewPage = z.strictObject({
  hero,
  /** Accessible name of the card list (the hero's h1 already heads the page). */
  listLabel: text,
  services: z.array(overviewService).min(1),
  /** The band linking the visa service pages, on /services and on each visa page. */
  visaServicesHeading: text,
  cta: closingCta,
});

export const ieltsModule = z.strictObject({ title: text, duration: text, questions: text, description: text });

export const courseOption = z.strictObject({
  type: text,
  duration: text,
  schedule: text,
  batchSize: text,
  price: moneyField,
  features: z.array(text).min(1),
  highlighted: z.boolean().optional(),
});

export const band = z.strictObject({ band: z.number().int().min(1).max(9), level: text, description: text });

/* Sections: each has the anchor id the page gives it, and its heading. */

const section = <const Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.strictObject({ kind: z.literal(kind), id: slug, title: text, ...shape });

/** The icon every card of a grid carries (components/services/cards-section.tsx draws each). */
export const cardIcons = ["briefcase", "calendar", "plane", "wallet"] as const;

/** Titled cards: reasons, services, eligibility rules, loan types. */
const cardsSection = section("cards", {
  intro: text.optional(),
  /** Cards per row on wide screens (3 unless set). */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  icon: z.enum(cardIcons).optional(),
  /** A headline figure above the cards (the visitor visa approval rate). */
  highlight: stat.optional(),
  items: z
    .array(
      infoCard.extend({
        features: z.array(text).optional(),
        /** A stable name for the card where the spec names the list (the extension types); not shown. */
        id: slug.optional(),
      }),
    )
    .min(1),
});

/** A column of a visa table: the row's field and its header. The country is drawn with its flag. */
const tableColumn = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z.strictObject({
    field: z.enum(fields),
    label: text,
    /** Keeps the cell on one line (fees, processing times). */
    nowrap: z.literal(true).optional(),
  });

/**
 * The figures of a visa page: a table of `rows` (a visa per country, or a visa type with its country), the note
 * that the figures change (with the page's official sources and the key to the indicative tag) and, optionally,
 * a card per row. Cards with `beforeTable` come first and the table follows under its own `heading`.
 */
function visaTableSection<const Kind extends string, Row extends z.ZodType, const Field extends string>(
  kind: Kind,
  row: Row,
  fields: readonly [Field, ...Field[]],
) {
  return section(kind, {
    intro: text,
    table: z.strictObject({
      heading: text.optional(),
      /** What the table holds, for screen readers and its scroll region. */
      caption: text,
      /** How wide the table needs to be before it scrolls sideways (components/services/figures-table.tsx). */
      minWidth: z.enum(["md", "lg", "xl"]).optional(),
      columns: z.array(tableColumn(fields)).min(1),
    }),
    cards: z
      .strictObject({
        /** The facts each card lists, in order; a fact the row does not give is left out. */
        facts: z.array(z.strictObject({ field: z.enum(fields), label: text })).min(1),
        /** Labels beside their values, for short facts. */
        compact: z.literal(true).optional(),
        /** Cards per row on wide screens (3 unless set). */
        columns: z.union([z.literal(2), z.literal(3)]).optional(),
        /** Each card links its country's study guide, where there is one. */
        guideLinks: z.literal(true).optional(),
        beforeTable: z.literal(true).optional(),
      })
      .optional(),
    disclaimer: text,
    rows: z.array(row).min(1),
  });
}

const visaTable = visaTableSection("visa-table", visaByCountry, [
  "country",
  "visa",
  "processingTime",
  "workRights",
  "postStudy",
  "fee",
  "financialRequirement",
  "validity",
  "stay",
]);

const visaTypeTable = visaTableSection("visa-type-table", postStudyVisa, [
  "title",
  "country",
  "type",
  "duration",
  "cost",
]);

/** The page's visa table as figures: one per country, its `field` (processing times). */
const countryFactsSection = section("country-facts", {
  field: z.enum(["visa", "processingTime", "workRights", "postStudy", "validity", "stay"]),
});

/** Label-value figures (average processing times). */
const factsSection = section("facts", {
  intro: text.optional(),
  items: z.array(z.strictObject({ label: text, value: text })).min(1),
});

/** Headline numbers, on a dark band with `tone: brand`, and buttons under them. */
const statsSection = section("stats", {
  tone: z.literal("brand").optional(),
  stats: z.array(stat).min(1),
  buttons: z.array(cta).min(1).optional(),
});

/** Numbered application steps. */
const stepsSection = section("steps", { steps: z.array(processStep).min(1) });

/** Documents to gather, grouped; `note` applies to every document, `disclaimer` closes the section. */
const documentsSection = section("documents", {
  intro: text.optional(),
  note: text.optional(),
  groups: z.array(checklistGroup).min(1),
  /** Shown under the lists with the page's official sources. */
  disclaimer: text.optional(),
});

/** Lists of points side by side (why choose us, benefits). */
const listsSection = section("lists", { lists: z.array(titledList).min(1) });

/** Advice to follow; with `avoid`, the mistakes beside it, each list under its own heading. */
const tipsSection = section("tips", {
  items: z.array(infoCard).min(1),
  avoid: z.strictObject({ id: slug, title: text, items: z.array(infoCard).min(1) }).optional(),
});

const testimonialsSection = section("testimonials", { items: z.array(testimonial).min(1) });

/** The parts of a test, with the whole test's length. */
const testModulesSection = section("test-modules", {
  intro: text,
  /** The whole test, in minutes. */
  totalMinutes: z.number().int().positive(),
  items: z.array(ieltsModule).min(1),
});

/** Coaching courses as a table and as cards, each with the enrolment button. */
const coursesSection = section("courses", {
  intro: text,
  /** What the table holds, for screen readers and its scroll region. */
  caption: text,
  enroll: cta,
  items: z.array(courseOption).min(1),
});

/** A band scale, highest first, with the bands universities ask for marked. */
const bandGuideSection = section("band-guide", {
  intro: text,
  /** Bands from this one up carry `readyLabel`. */
  readyFrom: z.number().int().min(1).max(9),
  readyLabel: text,
  link: cta.optional(),
  items: z.array(band).min(1),
});

/** An amount as a headline (the largest loan), its note and link, beside a checklist (who is eligible). */
const amountSection = section("amount", {
  value: moneyField,
  note: text,
  link: cta.optional(),
  checklist: z.strictObject({ title: text, items: z.array(text).min(1) }),
});

export const serviceSection = z.discriminatedUnion("kind", [
  cardsSection,
  visaTable,
  visaTypeTable,
  countryFactsSection,
  factsSection,
  statsSection,
  stepsSection,
  documentsSection,
  listsSection,
  tipsSection,
  testimonialsSection,
  testModulesSection,
  coursesSection,
  bandGuideSection,
  amountSection,
]);

/** The page's entry in the route registry (content/routes.ts), in the order `menuOrder` gives the services. */
export const serviceRoute = fileRoute.extend({
  /** Document and social-card title, when the short name is too terse for search results. */
  metaTitle: text.optional(),
  nav: z.enum(navGroupIds).optional(),
  footer: z.enum(footerGroupIds).optional(),
});

export const servicePage = z.strictObject({
  figures: figures.optional(),
  route: serviceRoute,
  hero: hero.extend({ buttons: z.array(cta).min(1) }),
  sections: z
    .array(serviceSection)
    .min(1)
    .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
      message: "expected each section id once: it is the section's anchor",
    }),
  /** The closing call to action; a page may end on its last section instead. */
  cta: closingCta.optional(),
  officialSources: z.array(officialSource).min(1).optional(),
});

/* As the site reads them: figure references replaced by the money they name. */
export type VisaByCountry = Resolved<z.output<typeof visaByCountry>>;
export type VisaType = Resolved<z.output<typeof visaType>>;
export type CourseOption = Resolved<z.output<typeof courseOption>>;
export type Band = z.output<typeof band>;
export type IeltsModule = z.output<typeof ieltsModule>;
export type ServicesOverviewPage = z.output<typeof servicesOverviewPage>;
export type OverviewService = z.output<typeof overviewService>;
export type CardIcon = (typeof cardIcons)[number];
export type ServicePageData = Resolved<z.output<typeof servicePage>>;
/** A section as the file holds it. */
export type ServiceSectionData = ServicePageData["sections"][number];
/** A section as the page draws it: the content build turns country facts into facts (content-collections.ts). */
export type ServiceSection = Exclude<ServiceSectionData, { kind: "country-facts" }>;
export type ServiceSectionKind = ServiceSection["kind"];
export type SectionOfKind<Kind extends ServiceSectionKind> = Extract<ServiceSection, { kind: Kind }>;
