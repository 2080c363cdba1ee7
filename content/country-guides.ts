/**
 * The five country guides (/destinations/usa, uk, canada, finland, germany; spec part 2, sections 2, 5 and 9),
 * one file each under content/guides/. One `CountryGuide` shape serves all five, so a single page component
 * renders any of them; the optional sections appear only where a guide has them. The disclaimer, the closing
 * buttons and the service links are shared (content/pages/destinations.yaml).
 */

import { allGuides, destinationsPage } from "content-collections";

import type { Cta } from "./schemas/primitives";
import { type CountryGuideData, type CountrySlug, countrySlugs } from "./schemas/guides";
import type { RoutePath } from "./routes";

export type {
  AdmissionLevel,
  CityWeather,
  CostItem,
  CountrySlug,
  Scholarship,
  SalaryItem,
  University,
} from "./schemas/guides";

export type CountryGuide = Omit<CountryGuideData, "cta"> & {
  slug: CountrySlug;
  path: RoutePath;
  cta: { title: string; text: string; buttons: Cta[] };
  disclaimer: string;
};

const shared = destinationsPage.guides;

function guide(slug: CountrySlug): CountryGuide {
  const data = allGuides.find((candidate) => candidate.slug === slug);
  if (!data) throw new Error(`No guide content/guides/${slug}.yaml`);
  return {
    ...data,
    slug,
    path: `/destinations/${slug}`,
    cta: { ...data.cta, buttons: shared.buttons },
    disclaimer: shared.disclaimer,
  };
}

export const usaGuide = guide("usa");
export const ukGuide = guide("uk");
export const canadaGuide = guide("canada");
export const finlandGuide = guide("finland");
export const germanyGuide = guide("germany");

/** All five guides by slug, for the one guide page component. */
export const countryGuides: Readonly<Record<CountrySlug, CountryGuide>> = {
  usa: usaGuide,
  uk: ukGuide,
  canada: canadaGuide,
  finland: finlandGuide,
  germany: germanyGuide,
};

/** The guides in menu order (spec part 1, section 2: USA, UK, Canada, Finland, Germany). */
export const countryGuideList: readonly CountryGuide[] = countrySlugs.map((slug) => countryGuides[slug]);

/** Service pages each guide links to from the section where a visitor needs that help. */
export const guideServiceLinks = shared.serviceLinks;
