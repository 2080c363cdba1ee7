/**
 * Content of the three "about" pages: /about, /about-us and /about/company-overview
 * (content/pages/about.yaml, about-us.yaml, company-overview.yaml). Each page shows the reading of the
 * company's claims that the spec gives for it; the data files name claims as {claims.…} placeholders.
 * Offices and office hours of the company overview come from site.json and company.yaml.
 */

import {
  aboutPage as aboutContent,
  aboutUsPage as aboutUsContent,
  companyOverviewPage as overview,
} from "content-collections";

import { certifications } from "./certifications";
import { coreValues, missionVision } from "./company";
import type { AboutPageContent, AboutUsPageContent, CompanyOverviewPageContent } from "./schemas/about";
import { getTeamMember } from "./team";

export type { PressItem, TimelineItem } from "./schemas/about";

const about: AboutPageContent = aboutContent;
const aboutUs: AboutUsPageContent = aboutUsContent;
const companyOverview: CompanyOverviewPageContent = overview;

/** An office card of /about: the spec's 2020 reading (Mumbai, Delhi, Bangalore), with sample addresses. */
export type AboutOfficeCard = { city: string; address: string; phone: string; email: string };

export const aboutPage = {
  ...about,
  overview: { ...about.overview, ...missionVision },
  values: coreValues,
  offices: about.offices.map((office): AboutOfficeCard => ({
    city: office.city,
    address: `Sample address: ${office.streetAddress}, ${office.city}, ${office.region} ${office.postalCode}`,
    phone: office.phone.replace(/ /g, "\u00a0"),
    email: office.email,
  })),
};

export const aboutUsPage = {
  ...aboutUs,
  ...missionVision,
  values: coreValues,
  leadership: aboutUs.leadership.map(getTeamMember),
  certifications,
};

export const companyOverviewPage = { ...companyOverview, ...missionVision };

export { missionVision };
