/** /services/education-loan (spec part 2, sections 2 and 9), from content/pages/education-loan.yaml. */

import { educationLoanPage } from "content-collections";

import type { EducationLoanPage } from "./schemas/services";

export type { EducationLoanPage };

export const educationLoan: EducationLoanPage = educationLoanPage;
