/**
 * /services/spouse-visa (spec part 2, sections 2 and 9), from content/pages/spouse-visa.yaml.
 * The spec gives only processing times and the UK financial requirement; visa names, fees and validity are our
 * indicative additions and are flagged as such.
 */

import { spouseVisaPage } from "content-collections";

import type { SpouseVisaPage } from "./schemas/services";

export type { SpouseVisaPage };

/** The page, with the processing-times band read from the country rows. */
export const spouseVisa: SpouseVisaPage & { processingTimes: { items: { label: string; value: string }[] } } = {
  ...spouseVisaPage,
  processingTimes: {
    ...spouseVisaPage.processingTimes,
    items: spouseVisaPage.countries.rows.map((row) => ({ label: row.country, value: row.processingTime })),
  },
};
