/** /destinations (content/pages/destinations.yaml): six countries, and the copy every country guide shares. */

import { z } from "zod";

import { closingCta, countryCode, cta, hero, routePath, text } from "./primitives";

export const destination = z.strictObject({
  code: countryCode,
  country: text,
  description: text,
  highlights: z.array(text).min(1),
  universities: z.array(text).min(1),
  popularCourses: z.array(text).min(1),
  /** The country's guide page, where one exists. */
  guidePath: routePath.optional(),
});
export type Destination = z.infer<typeof destination>;

export const destinationsContent = z.strictObject({
  hero,
  jumpLabel: text,
  labels: z.strictObject({
    highlights: text,
    universities: text,
    courses: text,
    /** The link to a country's full guide page. */
    guide: text,
    /** For countries without a guide page: a consultation about that country. */
    noGuide: text,
  }),
  cta: closingCta,
  countries: z.array(destination).min(1),
  /** Shared by the five country guides. */
  guides: z.strictObject({
    disclaimer: text,
    /**
     * The spec shows the guide buttons ("Talk to an Expert Counsellor", "Apply Now") with no action; both lead
     * to the consultation form, the page that serves a visitor ready to talk or apply.
     */
    buttons: z.array(cta).min(1).max(2),
    /** Service pages each guide links to from the section where a visitor needs that help. */
    serviceLinks: z.strictObject({ visa: cta, english: cta, funding: cta, postStudy: cta, costTool: cta }),
  }),
});

export type DestinationsContent = z.output<typeof destinationsContent>;
