/**
 * What other pages read from /services/student-visa (content/services/student-visa.yaml): its visa table, whose
 * fees the study-cost tool counts for the countries without a guide.
 */

import { serviceSection } from "./services";

export const studentVisa = { countries: serviceSection("student-visa", "countries", "visa-table") };
