/**
 * The about pages (content/pages/about.yaml, about-us.yaml, company-overview.yaml, certifications.yaml,
 * partners.yaml). Claims are written as placeholders ({claims.students.main}) so each page shows the reading
 * content/company.yaml names for it.
 */

import { z } from "zod";

import {
  closingCta,
  cta,
  hero,
  httpsUrl,
  infoCard,
  isoDate,
  processStep,
  routePath,
  slug,
  stat,
  text,
} from "./primitives";
import { officeAddress } from "./site";

export const timelineItem = z.strictObject({
  year: z.number().int().min(1900).max(2100),
  title: text,
  description: text,
});
export type TimelineItem = z.infer<typeof timelineItem>;

/**
 * A press article about the company, opened in a new tab. `sample`: a made-up mention whose link opens the
 * paper's own pages, not an article: the card says so.
 */
export const pressItem = z.strictObject({
  outlet: text,
  date: isoDate,
  headline: text,
  teaser: text,
  href: httpsUrl,
  sample: z.boolean().default(false),
});
export type PressItem = z.infer<typeof pressItem>;

export const aboutPage = z.strictObject({
  hero,
  impactHeading: text,
  impactStats: z.array(stat).min(1),
  overview: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
  valuesHeading: text,
  timelineHeading: text,
  timeline: z.array(timelineItem).min(1),
  methodHeading: text,
  method: z.array(processStep).min(1),
  /** Links to the other about pages: the company story, certifications, partners, team. */
  related: z.strictObject({ title: text, links: z.array(routePath).min(1) }),
  officesHeading: text,
  /** The offices of the spec's /about reading (Mumbai, Delhi, Bangalore): sample addresses, shown as such. */
  offices: z.array(officeAddress).min(1),
  cta: closingCta,
});

export const aboutUsPage = z.strictObject({
  hero,
  statsHeading: text,
  stats: z.array(stat).min(1),
  missionVisionHeading: text,
  valuesHeading: text,
  timelineHeading: text,
  timeline: z.array(timelineItem).min(1),
  leadershipHeading: text,
  /** Team member ids (content/team.yaml), in the order shown. */
  leadership: z.array(slug).min(1),
  leadershipLink: cta,
  certificationsHeading: text,
  certificationsLink: cta,
  cta: closingCta,
});

export const companyOverviewPage = z.strictObject({
  hero,
  pressHeading: text,
  press: z.array(pressItem).min(1),
  locationsHeading: text,
  mapButtonLabel: text,
  /** Each office card's link to Get In Touch addressed to that office. */
  requestButtonLabel: text,
  hoursHeading: text,
  missionVisionHeading: text,
  valuesHeading: text,
  values: z.array(infoCard).min(1),
  teamPhoto: z.strictObject({ heading: text, text, imageAlt: text, button: cta }),
});

export const certification = z.strictObject({
  id: slug,
  name: text,
  issuer: text,
  year: z.number().int().min(2000).max(2100),
  kind: z.enum(["certification", "membership"]),
  /** What the credential means for a student or parent, in one or two sentences. */
  meaning: text,
});
export type Certification = z.infer<typeof certification>;
export type CertificationKind = Certification["kind"];

export const certificationsContent = z.strictObject({
  page: z.strictObject({
    heading: text,
    intro: text,
    certificationsHeading: text,
    certificationsIntro: text,
    membershipsHeading: text,
    membershipsIntro: text,
    sampleNote: text,
  }),
  items: z.array(certification).min(1),
});

export const universityPartner = z.strictObject({ name: text, country: text, city: text });
export type UniversityPartner = z.infer<typeof universityPartner>;

export const servicePartner = z.strictObject({
  name: text,
  category: z.enum(["education-loan", "forex", "accommodation", "health-insurance", "flight-booking", "test-centre"]),
  /** Short label for the badge, e.g. "Education loan (NBFC)". */
  categoryLabel: text,
  /** What the partner provides to our students. */
  provides: text,
});
export type ServicePartner = z.infer<typeof servicePartner>;

export const partnersContent = z.strictObject({
  page: z.strictObject({
    heading: text,
    intro: text,
    universitiesHeading: text,
    universitiesIntro: text,
    crestNote: text,
    servicesHeading: text,
    servicesIntro: text,
    sampleNote: text,
  }),
  universities: z.array(universityPartner).min(1),
  services: z.array(servicePartner).min(1),
});

export type AboutPageContent = z.output<typeof aboutPage>;
export type AboutUsPageContent = z.output<typeof aboutUsPage>;
export type CompanyOverviewPageContent = z.output<typeof companyOverviewPage>;
export type CertificationsContent = z.output<typeof certificationsContent>;
export type PartnersContent = z.output<typeof partnersContent>;
