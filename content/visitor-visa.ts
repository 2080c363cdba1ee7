/**
 * /services/visitor-visa (spec part 2, sections 2 and 9), from content/pages/visitor-visa.yaml.
 * Fees and the average processing times are the spec's; per-country processing, stay and validity are flagged
 * indicative.
 */

import { visitorVisaPage } from "content-collections";

import type { VisitorVisaPage } from "./schemas/services";

export type { VisitorVisaPage };

export const visitorVisa: VisitorVisaPage = visitorVisaPage;
