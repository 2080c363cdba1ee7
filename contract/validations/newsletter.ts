import * as z from "zod/mini";

import { emailAddress } from "./fields";

/** The home page's newsletter sign-up: one e-mail address. */
export const newsletterSchema = z.object({
  email: emailAddress(),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.infer<typeof newsletterSchema>;
