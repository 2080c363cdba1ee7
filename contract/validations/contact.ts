import * as z from "zod/mini";

import { contactDestinations, optionValues } from "../forms";

import { emailAddress, freeText, optionalChoice, pageLanguage, personName, phoneNumber } from "./fields";

/**
 * The simple contact form (spec part 1, section 3). The spec marks no field required;
 * we require only what a reply needs (a first name and an e-mail address) and check
 * the other fields' format when they are filled in.
 */
export const contactSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name", { optional: true }),
  email: emailAddress(),
  phone: phoneNumber({ optional: true }),
  destination: optionalChoice(optionValues(contactDestinations)),
  message: freeText("message"),
  language: pageLanguage(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.infer<typeof contactSchema>;
