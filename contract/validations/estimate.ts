import * as z from "zod/mini";

import { emailAddress, freeText, pageLanguage, personName, phoneNumber } from "./fields";

/**
 * "Send me this estimate" on the tools (/tools/*): who to send it to, and the estimate itself as text
 * with its share link in `message` (filled in by the tool, not typed). A first name and an e-mail address
 * are needed to send it; the phone number lets a counsellor call, when given.
 */
export const estimateSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name", { optional: true }),
  email: emailAddress(),
  phone: phoneNumber({ optional: true }),
  message: freeText("estimate"),
  language: pageLanguage(),
});

export type EstimateInput = z.input<typeof estimateSchema>;
export type EstimateValues = z.infer<typeof estimateSchema>;
