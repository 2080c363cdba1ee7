import * as z from "zod/mini";

import { getInTouchDestinations, getInTouchServices, optionValues } from "../forms";

import { consentBox, emailAddress, freeText, optionalChoice, pageLanguage, personName, phoneNumber } from "./fields";

/**
 * Get In Touch (spec part 1, sections 3 and 5): name, e-mail and phone are required. The booking, call-back and
 * event registration extend it, so all four carry the unticked WhatsApp opt-in (`whatsappOptIn`, not in the spec)
 * and the language of the page it was sent from (`language`, absent for English).
 */
export const getInTouchSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailAddress(),
  phone: phoneNumber(),
  destination: optionalChoice(optionValues(getInTouchDestinations)),
  service: optionalChoice(optionValues(getInTouchServices)),
  message: freeText("message"),
  whatsappOptIn: z.optional(consentBox()),
  language: pageLanguage(),
});

export type GetInTouchInput = z.input<typeof getInTouchSchema>;
export type GetInTouchValues = z.infer<typeof getInTouchSchema>;
