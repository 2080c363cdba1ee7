/**
 * The country guides (spec part 2, sections 2, 5 and 9): one data file each, content/guides/<slug>.yaml, and a
 * page each, /destinations/<slug> (app/destinations/[slug]). One `CountryGuide` shape serves all, so one page
 * component renders any of them; the optional sections appear only where a guide has them. A new guide is one
 * new file: its page, its menu entries and its sitemap entry follow from it. The disclaimer, the closing
 * buttons and the service links are shared (content/pages/destinations.yaml).
 */

import { allGuides, destinationsPage } from "content-collections";

import type { FooterGroup, NavGroup, RouteEntry } from "./fixed-routes";
import type { CountryGuideData } from "./schemas/guides";
import type { Cta } from "./schemas/primitives";
import type { GuidePath } from "./routes";

export type { AdmissionLevel, CityWeather, CostItem, Scholarship, SalaryItem, University } from "./schemas/guides";

export type CountryGuide = Omit<CountryGuideData, "cta"> & {
  slug: string;
  path: GuidePath;
  cta: { title: string; text: string; buttons: Cta[] };
  disclaimer: string;
};

const shared = destinationsPage.guides;

/** The guides in menu order (spec part 1, section 2: USA, UK, Canada, Finland, Germany). */
export const countryGuideList: readonly CountryGuide[] = [...allGuides]
  .sort((a, b) => a.route.menuOrder - b.route.menuOrder)
  .map((data) => ({
    ...data,
    path: `/destinations/${data.slug}` as const,
    cta: { ...data.cta, buttons: shared.buttons },
    disclaimer: shared.disclaimer,
  }));

const guideBySlug = new Map(countryGuideList.map((guide) => [guide.slug, guide]));

/** The guide whose file is content/guides/<slug>.yaml, or undefined. */
export function findGuide(slug: string): CountryGuide | undefined {
  return guideBySlug.get(slug);
}

/** The guide of a country as the service pages name it ("UK", "Germany"), or undefined. */
export function guideOfCountry(country: string): CountryGuide | undefined {
  return countryGuideList.find((guide) => guide.country === country);
}

const destinationsMenu: { nav: NavGroup; footer: FooterGroup } = { nav: "destinations", footer: "destinations" };

/** Each guide's entry in the route registry (content/routes.ts): in the Destinations menu and the footer. */
export const guideRoutes: readonly (RouteEntry & { path: GuidePath })[] = countryGuideList.map((guide) => ({
  path: guide.path,
  title: guide.route.title,
  navLabel: guide.route.navLabel,
  description: guide.route.description,
  ...destinationsMenu,
}));

/** Service pages each guide links to from the section where a visitor needs that help. */
export const guideServiceLinks = shared.serviceLinks;
