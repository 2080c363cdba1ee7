/**
 * The desk's own forms: sign-in, a note, a password (changed or set by link), a new staff account, and a
 * counsellor's day off.
 */
import * as z from "zod/mini";

import { emailAddress } from "@/contract/validations/fields";
import { workdays } from "@/contract/desk";
import { NOTE_MAX } from "@/contract/validations/desk";
import { staffPassword } from "@/contract/validations/staff";

export { newStaffSchema } from "@/contract/validations/staff";
export { dayOffSchema } from "@/contract/validations/desk";

const optionalTime = z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, "A time as HH:MM, or empty"));

/** A counsellor's working week as the schedule form holds it: no day ticked or no time is the office's. */
export const workingWeekFormSchema = z
  .object({
    workDays: z.array(z.enum(workdays)),
    workStart: optionalTime,
    workEnd: optionalTime,
    meetingUrl: z
      .string()
      .check(z.trim(), z.regex(/^(https:\/\/\S+)?$/, "Your room's address, starting https://, or empty")),
  })
  .check(
    z.refine((week) => !week.workStart || !week.workEnd || week.workStart < week.workEnd, {
      message: "Stop after you start",
      path: ["workEnd"],
    }),
  );

export { NOTE_MAX } from "@/contract/validations/desk";

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
