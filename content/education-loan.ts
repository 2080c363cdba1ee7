/**
 * What other pages read from /services/education-loan (content/services/education-loan.yaml): the largest loan,
 * which the EMI calculator allows and its description states.
 */

import { findService, serviceSection } from "./services";

export const educationLoan = {
  figures: findService("education-loan")?.figures ?? {},
  amount: serviceSection("education-loan", "amount-and-eligibility", "amount"),
};
