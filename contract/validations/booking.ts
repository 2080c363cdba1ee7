/**
 * A consultation booking and a free-slot query as the booking page sends them and the receiver checks them
 * (receiver/src/routes/bookings.ts): the same fields as Get In Touch, plus how (mode), where (office, for a
 * visit) and when (start, one of the slots GET /slots offered). Whether the slot is still free, or on the
 * calendar at all, only the receiver can tell.
 */
import * as z from "zod/mini";

import { BOOKING_DAYS, bookingModes } from "../booking-slots";
import { IST_ISO_EXAMPLE, istMidnightOf } from "../india-time";
import { officeIds } from "../offices";

import { getInTouchSchema } from "./get-in-touch";

export const MODE_CHOICES = `Send mode as one of: ${bookingModes.join(", ")}`;
export const OFFICE_CHOICES = `Send office as one of: ${officeIds.join(", ")}`;
const START_FORMAT = `Send start as ISO 8601 with its offset, e.g. ${IST_ISO_EXAMPLE}`;

/** A date and time with its offset (a bare local time is ambiguous). */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const mode = z.enum(bookingModes, MODE_CHOICES);
/** An office, or none (an empty choice posted by a form is none). */
const office = z.optional(z.union([z.literal(""), z.enum(officeIds)], OFFICE_CHOICES));

/** Whether mode and office are each valid: only then is the pair checked (their own messages come first). */
function isChoice(value: unknown): boolean {
  const choice = value as { mode?: unknown; office?: unknown } | null;
  return z.safeParse(mode, choice?.mode).success && z.safeParse(office, choice?.office).success;
}

/** A visit needs its office; a call may name one (it is then that office's lead). */
const officeForVisits = z.refine<{ mode: string; office?: string }>(
  (choice) => choice.mode !== "office" || Boolean(choice.office),
  { message: OFFICE_CHOICES, path: ["office"], when: ({ value }) => isChoice(value) },
);
export const slotStart = z.string(START_FORMAT).check(
  z.regex(ISO_WITH_OFFSET, START_FORMAT),
  z.refine((start) => !Number.isNaN(Date.parse(start)), START_FORMAT),
);

/** POST /bookings: the person, as on Get In Touch, and the slot. */
export const bookingRequestSchema = z
  .extend(getInTouchSchema, { mode, office, start: slotStart })
  .check(officeForVisits);
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingValues = z.output<typeof bookingRequestSchema>;

/** POST /bookings/<token>/reschedule: the new slot. */
export const rescheduleSchema = z.object({ start: slotStart });

const FROM_FORMAT = "a day as YYYY-MM-DD (IST)";

/** GET /slots: the way of meeting, and optionally which days (the receiver keeps them to the bookable ones). */
export const slotsQuerySchema = z
  .object({
    mode,
    office,
    from: z.optional(
      z.string(FROM_FORMAT).check(z.refine((day) => istMidnightOf(day) !== null, `Send from as ${FROM_FORMAT}`)),
    ),
    days: z.optional(
      z
        .string()
        .check(
          z.refine(
            (days) => /^\d{1,2}$/.test(days) && Number(days) >= 1 && Number(days) <= BOOKING_DAYS,
            `Send days as a whole number from 1 to ${BOOKING_DAYS}`,
          ),
        ),
    ),
  })
  .check(officeForVisits);
export type SlotsQuery = z.input<typeof slotsQuerySchema>;
