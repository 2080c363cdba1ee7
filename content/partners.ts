/**
 * University and service partners (/about/our-partners), from content/pages/partners.yaml. University names are
 * real institutions used as a sample list; service partner names are invented samples.
 */

import { partnersPage as content } from "content-collections";

import type { PartnersContent, ServicePartner, UniversityPartner } from "./schemas/about";

export type { ServicePartner, UniversityPartner };

const data: PartnersContent = content;

export const partnersPage = data.page;

export const universityPartners: readonly UniversityPartner[] = data.universities;

export const servicePartners: readonly ServicePartner[] = data.services;
