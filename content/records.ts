/**
 * Shared record shapes for the static content modules (spec part 2, section 3).
 *
 * Figures the spec gives are kept exactly as written. Where we had to add a figure the
 * spec does not give (a spouse visa fee, a university's IELTS minimum, a climate reading),
 * the record lists that field in `indicative`, so pages can label it "indicative" and the
 * business knows which values still need confirming.
 */

import type { RoutePath } from "@/content/routes";

/** `T` plus the names of its fields whose values are our indicative additions, not spec figures. */
export type WithIndicative<T> = T & { readonly indicative?: readonly Exclude<keyof T, "indicative">[] };

/** True when `field` of `record` holds an indicative value the page should label as such. */
export function isIndicative<T extends object>(record: T, field: Exclude<keyof T, "indicative">): boolean {
  if (!("indicative" in record)) return false;
  const flagged: unknown = record.indicative;
  return Array.isArray(flagged) && flagged.includes(field);
}

/** Label pages show next to an indicative value. */
export const INDICATIVE_LABEL = "indicative";

/** A button or link. Without `href` the spec shows the button but gives it no action. */
export type Cta = {
  label: string;
  href?: RoutePath;
};

export type Hero = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  badges?: readonly string[];
};

/** A titled card: a reason, a benefit, an eligibility rule, a purpose. */
export type InfoCard = {
  title: string;
  description: string;
};

export type Tip = InfoCard;

export type ServiceItem = {
  title: string;
  description: string;
  features?: readonly string[];
};

/** One country row of a visa table (student, spouse and visitor pages). */
export type VisaByCountry = WithIndicative<{
  country: string;
  visa: string;
  processingTime: string;
  workRights: string;
  postStudy?: string;
  fee: string;
  requirements?: readonly string[];
  validity?: string;
  stay?: string;
}>;

export type ProcessStep = WithIndicative<{
  step: number;
  title: string;
  description: string;
  duration?: string;
}>;

export type ChecklistItem = {
  item: string;
  note?: string;
};

/** A checklist with a heading, e.g. "Academic documents". */
export type ChecklistGroup = {
  title: string;
  items: readonly ChecklistItem[];
};

export type CourseOption = {
  type: string;
  duration: string;
  schedule: string;
  batchSize: string;
  /** Display price, as the spec writes it ("Rs 25,000"). */
  price: string;
  /** The same price as a number of rupees, for structured data. */
  priceInr: number;
  features: readonly string[];
  highlighted?: boolean;
};

export type University = WithIndicative<{
  name: string;
  location: string;
  ranking?: string;
  ielts?: string;
  tuition?: string;
  note?: string;
}>;

export type VisaType = WithIndicative<{
  title: string;
  country?: string;
  cost: string;
  type: "Study" | "Work";
  duration?: string;
  description: string;
}>;

/** Spec: "Cost item: category, cost" (a cost or a range). */
export type CostItem = WithIndicative<{
  category: string;
  cost: string;
  note?: string;
}>;

export type LivingCost = CostItem;

/** Temperatures in °C: the average winter low (`min`) and summer high (`max`). */
export type CityWeather = WithIndicative<{
  city: string;
  min: number;
  max: number;
}>;

export type IeltsModule = {
  title: string;
  duration: string;
  questions: string;
  description: string;
};

export type Band = {
  band: number;
  level: string;
  description: string;
  /** "University Ready" for band 7 and above (spec part 2, section 9). */
  label?: "University Ready";
};

export type SalaryItem = WithIndicative<{
  sector: string;
  salary: string;
}>;

export type FactItem = WithIndicative<{
  label: string;
  value: string;
  note?: string;
}>;

export type Testimonial = {
  name: string;
  detail: string;
  quote: string;
  /** The spec gives only placeholders ({user_content}); these are sample texts, never real reviews. */
  sample: true;
};

export type Scholarship = WithIndicative<{
  name: string;
  amount: string;
  description: string;
}>;

export type AdmissionLevel = {
  level: string;
  /** English-test threshold, when the spec gives one (e.g. "TOEFL 80+ or IELTS 6.5+"). */
  english?: string;
  requirements: readonly string[];
};

export type { Stat } from "@/content/company";
