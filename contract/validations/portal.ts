/**
 * What the portal and the desk send about a student's applications, documents and messages (the receiver checks
 * it: receiver/src/routes/portal.ts and desk-portal.ts; the site's forms use the same schemas).
 */
import * as z from "zod/mini";

import { applicationStages } from "../portal";
import { singleLine } from "../plain-text";
import { NOTE_MAX } from "./desk";
import { emailAddress, freeText } from "./fields";
import { NAME_MAX } from "./limits";

export const PORTAL_TITLE_MAX = 120;
export const PORTAL_MESSAGE_MAX = 4000;

const line = (what: string, max: number) =>
  z
    .string(`${what} is text`)
    .check(
      z.overwrite(singleLine),
      z.trim(),
      z.minLength(1, `Write the ${what}`),
      z.maxLength(max, `Keep the ${what} to ${max} characters or fewer`),
    );

const optionalNote = z.optional(z.nullable(freeText("note", NOTE_MAX)));

/** POST /api/desk/leads/{reference}/applications. */
export const newApplicationSchema = z.object({
  university: line("university", PORTAL_TITLE_MAX),
  program: line("program", PORTAL_TITLE_MAX),
  intake: line("intake", 40),
  deadline: z.optional(
    z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "A deadline is a date as YYYY-MM-DD"))),
  ),
  stage: z.optional(z.enum(applicationStages, `stage is one of ${applicationStages.join(", ")}`)),
});
export type NewApplication = z.input<typeof newApplicationSchema>;

/** PATCH /api/desk/applications/{id}. */
export const applicationChangeSchema = z.object({
  stage: z.enum(applicationStages, `stage is one of ${applicationStages.join(", ")}`),
  note: optionalNote,
});
export type ApplicationChange = z.input<typeof applicationChangeSchema>;

/** POST /api/desk/leads/{reference}/documents: a document the counsellor asks for. */
export const documentRequestSchema = z.object({
  title: line("document's name", PORTAL_TITLE_MAX),
  note: optionalNote,
});
export type DocumentRequest = z.input<typeof documentRequestSchema>;

/** PATCH /api/desk/documents/{id}: approve, or reject saying why (a rejection without a reason is refused). */
export const documentReviewSchema = z
  .object({
    status: z.enum(["approved", "rejected"], 'status is "approved" or "rejected"'),
    reason: z.optional(z.nullable(freeText("reason", NOTE_MAX))),
  })
  .check(
    z.refine((review) => review.status !== "rejected" || Boolean(review.reason?.trim()), {
      message: "Say why it is rejected: the student reads the reason",
      path: ["reason"],
    }),
  );
export type DocumentReview = z.input<typeof documentReviewSchema>;

/** POST /api/portal/messages and /api/desk/leads/{reference}/messages. */
export const messageSchema = z.object({
  text: z
    .string("text is the message")
    .check(
      z.trim(),
      z.minLength(1, "Write a message first"),
      z.maxLength(PORTAL_MESSAGE_MAX, `Keep a message to ${PORTAL_MESSAGE_MAX} characters or fewer`),
    ),
});

/** POST /api/portal/parents: the parent's e-mail and name. */
export const parentInviteSchema = z.object({
  email: emailAddress({ empty: "Enter your parent's e-mail address", invalid: "Enter a valid e-mail address" }),
  name: line("parent's name", NAME_MAX),
});
export type ParentInvite = z.input<typeof parentInviteSchema>;
