/**
 * The service pages (content/pages/<page>.yaml): the services overview, the five visa pages, IELTS coaching and
 * education loans. Each visa page keeps its key figures at the top (`figures`), links the official sources it
 * was checked against, and flags the values we added (`indicative`).
 */

import { z } from "zod";

import {
  checklistGroup,
  closingCta,
  cta,
  factItem,
  figures,
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

const titled = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ title: text, ...shape });

/** Every visa and guide page links the official sources its figures were checked against. */
const sourced = { officialSources: z.array(officialSource).min(1) };

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

export const studentVisaPage = z.strictObject({
  figures: figures.optional(),
  hero,
  ctas: z.strictObject({ primary: cta, secondary: cta, start: cta }),
  whyVisasMatter: titled({ intro: text, points: z.array(infoCard) }),
  countries: titled({ intro: text, rows: z.array(visaByCountry).min(1) }),
  services: titled({ items: z.array(serviceCard) }),
  process: titled({ steps: z.array(processStep).min(1) }),
  documents: titled({ intro: text, groups: z.array(checklistGroup) }),
  whyChoose: titled({ lists: z.array(titledList) }),
  trackRecord: titled({ stats: z.array(stat) }),
  disclaimer: text,
  ...sourced,
});

export const spouseVisaPage = z.strictObject({
  figures: figures.optional(),
  hero,
  countries: titled({ intro: text, rows: z.array(visaByCountry).min(1) }),
  eligibility: titled({ cards: z.array(infoCard) }),
  process: titled({ steps: z.array(processStep).min(1) }),
  documents: titled({ note: text, groups: z.array(checklistGroup) }),
  benefits: titled({ lists: z.array(titledList) }),
  /** The figures come from the country rows. */
  processingTimes: titled({}),
  tips: titled({ items: z.array(infoCard) }),
  commonMistakes: titled({ items: z.array(infoCard) }),
  cta: closingCta,
  disclaimer: text,
  ...sourced,
});

export const visitorVisaPage = z.strictObject({
  figures: figures.optional(),
  hero,
  approval: stat,
  countries: titled({ intro: text, rows: z.array(visaByCountry).min(1) }),
  purposes: titled({ items: z.array(infoCard) }),
  process: titled({ steps: z.array(processStep).min(1) }),
  documents: titled({ groups: z.array(checklistGroup) }),
  services: titled({ items: z.array(serviceCard) }),
  tips: titled({ items: z.array(infoCard) }),
  averageProcessing: titled({ items: z.array(factItem), note: text }),
  cta: closingCta,
  disclaimer: text,
  ...sourced,
});

export const extensionType = z.strictObject({
  id: z.enum(["student", "visitor", "work-permit", "status-change"]),
  title: text,
  description: text,
  whatWeDo: z.array(text).min(1),
});

export const visaExtensionPage = z.strictObject({
  figures: figures.optional(),
  hero,
  types: titled({ items: z.array(extensionType).min(1) }),
  whenToApply: titled({ items: z.array(infoCard) }),
  process: titled({ steps: z.array(processStep).min(1) }),
  documents: titled({ groups: z.array(checklistGroup) }),
  cta: closingCta,
  disclaimer: text,
  ...sourced,
});

export const postStudyWorkVisaPage = z.strictObject({
  figures: figures.optional(),
  hero,
  types: titled({ intro: text, items: z.array(postStudyVisa).min(1) }),
  benefits: titled({ items: z.array(infoCard) }),
  cta: closingCta,
  disclaimer: text,
  ...sourced,
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

export const ieltsCoachingPage = z.strictObject({
  figures: figures.optional(),
  hero,
  ctas: z.strictObject({ enroll: cta, demo: cta }),
  modules: titled({
    intro: text,
    items: z.array(ieltsModule).min(1),
    /** The whole test, in minutes. */
    totalMinutes: z.number().int().positive(),
  }),
  reasons: titled({ items: z.array(infoCard) }),
  courses: titled({ intro: text, items: z.array(courseOption).min(1), enroll: cta }),
  bands: titled({
    intro: text,
    /** Bands from this one up carry `readyLabel`. */
    readyFrom: z.number().int().min(1).max(9),
    readyLabel: text,
    items: z.array(band).min(1),
  }),
  success: titled({ stats: z.array(stat) }),
  tips: titled({ items: z.array(infoCard) }),
  testimonials: titled({ items: z.array(testimonial) }),
  cta: closingCta,
});

export const educationLoanPage = z.strictObject({
  figures: figures.optional(),
  hero,
  amount: z.strictObject({ label: text, value: moneyField, note: text }),
  types: titled({ items: z.array(serviceCard) }),
  services: titled({ items: z.array(serviceCard) }),
  coverage: titled({ intro: text, items: z.array(infoCard) }),
  eligibility: titled({ items: z.array(text) }),
  documents: titled({ groups: z.array(checklistGroup) }),
  cta: closingCta,
  disclaimer: text,
});

/* The pages as the site reads them: figure references replaced by the money they name. */
export type VisaByCountry = Resolved<z.output<typeof visaByCountry>>;
export type VisaType = Resolved<z.output<typeof visaType>>;
export type CourseOption = Resolved<z.output<typeof courseOption>>;
export type Band = z.output<typeof band>;
export type IeltsModule = z.output<typeof ieltsModule>;
export type ExtensionType = z.output<typeof extensionType>;
export type ServicesOverviewPage = z.output<typeof servicesOverviewPage>;
export type OverviewService = z.output<typeof overviewService>;
export type StudentVisaPage = Resolved<z.output<typeof studentVisaPage>>;
export type SpouseVisaPage = Resolved<z.output<typeof spouseVisaPage>>;
export type VisitorVisaPage = Resolved<z.output<typeof visitorVisaPage>>;
export type VisaExtensionPage = Resolved<z.output<typeof visaExtensionPage>>;
export type PostStudyWorkVisaPage = Resolved<z.output<typeof postStudyWorkVisaPage>>;
export type IeltsPage = Resolved<z.output<typeof ieltsCoachingPage>>;
export type EducationLoanPage = Resolved<z.output<typeof educationLoanPage>>;
