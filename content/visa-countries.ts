/**
 * The countries named on the service pages, with the flag each one is drawn with and, where one exists, its
 * country guide. Keyed by the exact name the content modules use ("UK", "Schengen", ...).
 */

import type { CountryCode } from "@/content/schemas/primitives";
import type { RoutePath } from "@/content/routes";

export type VisaCountry = {
  flag: CountryCode;
  guidePath?: RoutePath;
};

export const visaCountries = {
  Australia: { flag: "au" },
  Canada: { flag: "ca", guidePath: "/destinations/canada" },
  UK: { flag: "gb", guidePath: "/destinations/uk" },
  USA: { flag: "us", guidePath: "/destinations/usa" },
  Germany: { flag: "de", guidePath: "/destinations/germany" },
  "New Zealand": { flag: "nz" },
  Finland: { flag: "fi", guidePath: "/destinations/finland" },
  // The Schengen area is drawn with the EU flag: the visa is issued for the area, not one country.
  Schengen: { flag: "eu" },
} as const satisfies Record<string, VisaCountry>;

const countryByName = new Map<string, VisaCountry>(Object.entries(visaCountries));

/** The entry for a country name from a content module; undefined for a name not listed here. */
export function findVisaCountry(name: string): VisaCountry | undefined {
  return countryByName.get(name);
}
