/**
 * What the counsellors' desk sends (receiver/src/routes/desk.ts checks it, lib/desk sends it): the inbox's and
 * the day's queries, a change to a lead, and an account's state.
 */
import * as z from "zod/mini";

import { BOOKINGS_FILTER, closedReasons, leadStatuses, workdays } from "../desk";
import { leadFormIds } from "../forms";
import { istMidnightOf } from "../india-time";
import { languages } from "../languages";
import { officeIds } from "../offices";

/** The most one note may say. */
export const NOTE_MAX = 2000;
/** A filter the address may leave blank: blank is no filter. */
const filter = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.optional(z.union([z.literal(""), z.enum(values)], message));

/** GET /desk/leads: the inbox's filters (blank ones are no filter) and the page after `cursor`. */
export const inboxQuerySchema = z.object({
  q: z.optional(z.string()),
  status: filter(leadStatuses, `One of ${leadStatuses.join(", ")}`),
  office: filter(officeIds, `One of ${officeIds.join(", ")}`),
  owner: z.optional(z.string()),
  form: filter([...leadFormIds, BOOKINGS_FILTER] as const, `A form's id, e.g. get-in-touch, or ${BOOKINGS_FILTER}`),
  source: z.optional(z.string()),
  overdue: filter(["true", "false"], "true or false"),
  /** The language of the page the lead was sent from. */
  language: filter(languages, `One of ${languages.join(", ")}`),
  /** "unanswered": leads whose family's WhatsApp message waits for the office's answer. */
  whatsapp: filter(["unanswered"], "unanswered, or leave it out"),
  cursor: z.optional(z.string().check(z.regex(/^(\d+)?$/, "Send the nextCursor you were given"))),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** GET /desk/day: an office (an admin's choice; a counsellor's own) and an IST day, today when left out. */
export const dayQuerySchema = z.object({
  office: z.optional(z.string()),
  date: z.optional(z.string().check(z.refine((date) => istMidnightOf(date) !== null, "A day as YYYY-MM-DD (IST)"))),
});

/** PATCH /desk/leads/{reference}: any of these. */
export const leadChangeSchema = z.object({
  status: z.optional(z.enum(leadStatuses, `status is one of ${leadStatuses.join(", ")}`)),
  closedReason: z.optional(z.enum(closedReasons, `closedReason is one of ${closedReasons.join(", ")}`)),
  owner: z.optional(z.nullable(z.email("owner is a staff member's e-mail address, or null"))),
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "A note needs text"),
        z.maxLength(NOTE_MAX, `Keep a note under ${NOTE_MAX} characters`),
      ),
  ),
});
export type DeskLeadChange = z.input<typeof leadChangeSchema>;

const clockTime = z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time as HH:MM (24-hour, IST)")));

/** PUT /desk/counsellors/{email}/hours: the weekdays and hours they work; null for the office's. */
export const workingHoursSchema = z
  .object({
    workDays: z.nullable(
      z
        .array(z.enum(workdays, `Weekdays as ${workdays.join(", ")}`))
        .check(z.minLength(1, "Choose at least one day, or send null for the office's days")),
    ),
    workStart: clockTime,
    workEnd: clockTime,
    meetingUrl: z.optional(
      z.nullable(
        z
          .url({ protocol: /^https$/, error: "Your room's address, starting https://" })
          .check(z.maxLength(300, "Keep it under 300 characters")),
      ),
    ),
  })
  .check(
    z.refine((hours) => !hours.workStart || !hours.workEnd || hours.workStart < hours.workEnd, {
      message: "End after the start",
      path: ["workEnd"],
    }),
  );
export type WorkingHours = z.input<typeof workingHoursSchema>;

/** POST /desk/counsellors/{email}/days-off: an IST day. */
export const dayOffSchema = z.object({
  date: z.string().check(z.refine((date) => istMidnightOf(date) !== null, "A day as YYYY-MM-DD (IST)")),
});

/** POST /desk/staff/{email}/handover: who takes their leads and consultations. */
export const handoverSchema = z.object({ to: z.email("to is a staff member's e-mail address") });

/** PATCH /desk/staff/{email}: disable or enable an account. */
export const staffStateSchema = z.object({ active: z.boolean("active is true or false") });
