/**
 * The countries named on the service pages, with the flag each one is drawn with and, where one exists, its
 * country guide (the guide whose `country` is that name). Keyed by the exact name the content modules use
 * ("UK", "Schengen", ...).
 */

import { guideOfCountry } from "@/content/country-guides";
import type { GuidePath } from "@/content/routes";
import type { CountryCode } from "@/content/schemas/primitives";

export type VisaCountry = {
  flag: CountryCode;
  guidePath?: GuidePath;
};

const flags = {
  Australia: "au",
  Canada: "ca",
  UK: "gb",
  USA: "us",
  Germany: "de",
  "New Zealand": "nz",
  Finland: "fi",
  // The Schengen area is drawn with the EU flag: the visa is issued for the area, not one country.
  Schengen: "eu",
} as const satisfies Record<string, CountryCode>;

const countryByName = new Map<string, VisaCountry>(
  Object.entries(flags).map(([name, flag]) => [name, { flag, guidePath: guideOfCountry(name)?.path }]),
);

/** The entry for a country name from a content module; undefined for a name not listed here. */
export function findVisaCountry(name: string): VisaCountry | undefined {
  return countryByName.get(name);
}
