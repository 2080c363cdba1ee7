/**
 * /services/student-visa (spec part 2, sections 2 and 9), from content/pages/student-visa.yaml.
 * Table figures are the spec's; values we added are flagged indicative.
 */

import { studentVisaPage } from "content-collections";

import type { StudentVisaPage } from "./schemas/services";

export type { StudentVisaPage };

export const studentVisa: StudentVisaPage = studentVisaPage;
