/**
 * The portal's own form checks that the shared contract does not hold: the new password, typed twice, on the
 * set-password page (the receiver's Better Auth checks its length again). Messages and parent invites use the
 * contract's schemas (contract/validations/portal.ts).
 */
import * as z from "zod/mini";

import { PORTAL_PASSWORD_MIN } from "@/contract/portal";

// No `new Function` probe: the strict Content-Security-Policy has no 'unsafe-eval' (contract/validations/fields.ts).
z.config({ jitless: true });

/** Better Auth's default longest password. */
export const PORTAL_PASSWORD_MAX = 128;

export const portalPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .check(
        z.minLength(PORTAL_PASSWORD_MIN, `Use at least ${PORTAL_PASSWORD_MIN} characters`),
        z.maxLength(PORTAL_PASSWORD_MAX, `Keep it to ${PORTAL_PASSWORD_MAX} characters or fewer`),
      ),
    repeatPassword: z.string().check(z.minLength(1, "Type the same password again")),
  })
  .check(
    z.refine((values) => values.newPassword === values.repeatPassword, {
      message: "The two passwords are not the same",
      path: ["repeatPassword"],
    }),
  );

export type PortalPasswordValues = z.infer<typeof portalPasswordSchema>;
