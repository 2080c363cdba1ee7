/** The desk's own forms: sign-in, a note, a password (changed or set by link), and a new staff account. */
import * as z from "zod/mini";

import { emailAddress } from "@/contract/validations/fields";
import { staffPassword } from "@/contract/validations/staff";

export { newStaffSchema } from "@/contract/validations/staff";

/** The receiver's limit on one note (receiver/src/desk.ts). */
export const NOTE_MAX = 2000;

export const deskSignInSchema = z.object({
  email: emailAddress({ empty: "Enter your work e-mail address", invalid: "Enter a valid e-mail address" }),
  password: z.string().check(z.minLength(1, "Enter your password")),
});

export const leadNoteSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Write the note first"),
      z.maxLength(NOTE_MAX, `Keep a note under ${NOTE_MAX} characters`),
    ),
});

const repeated = z.refine<{ newPassword: string; repeatPassword: string }>(
  (values) => values.newPassword === values.repeatPassword,
  {
    message: "The two passwords differ",
    path: ["repeatPassword"],
  },
);

export const setPasswordSchema = z.object({ newPassword: staffPassword, repeatPassword: z.string() }).check(repeated);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, "Enter your current password")),
    newPassword: staffPassword,
    repeatPassword: z.string(),
  })
  .check(repeated);
