import * as z from "zod/mini";

import { emailAddress } from "@/contract/validations/fields";

export const PASSWORD_MIN = 6;
const INVALID_EMAIL = "Please enter a valid email";

/** Sign-in (spec part 1, section 5): the spec's own messages; "remember me" defaults to on. */
export const signInSchema = z.object({
  email: emailAddress({ empty: INVALID_EMAIL, invalid: INVALID_EMAIL }),
  password: z.string().check(z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)),
  remember: z._default(z.boolean(), true),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.infer<typeof signInSchema>;
