/** The eight service cards of /services (spec part 1, section 2), from content/pages/services.yaml. */

import { servicesPage as servicesPageContent } from "content-collections";

import type { OverviewService, ServicesOverviewPage } from "./schemas/services";

export type { OverviewService };

const content: ServicesOverviewPage = servicesPageContent;

export const servicesPage = {
  hero: content.hero,
  listLabel: content.listLabel,
  visaServicesHeading: content.visaServicesHeading,
  cta: content.cta,
};

export const services: readonly OverviewService[] = content.services;
