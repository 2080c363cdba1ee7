/**
 * The consultation calendar (content/booking.yaml): days the offices take no bookings, how many visitors a slot
 * takes while no counsellor can work in the desk yet (then each consultation is a counsellor's: their buffer and
 * daily maximum), how each kind happens and where video calls meet. The hours themselves are the ones /contact
 * states (content/company.yaml).
 */
import { z } from "zod";

import { bookingModes } from "../../contract/booking-slots";
import { officeIds } from "../../contract/offices";

import { isoDate, text } from "./primitives";

const closure = z.strictObject({
  date: isoDate,
  /** Shown to nobody yet; says why the day is closed for whoever edits the file. */
  reason: text,
  /** The offices closed that day; all of them when left out. */
  offices: z.array(z.enum(officeIds)).min(1).optional(),
});

const seats = z.number().int().min(0).max(20);

/** Which placeholders each mode's sentence may use: what a booking of that mode knows. */
const placeholdersOf = { office: ["office", "address"], phone: ["phone"], video: ["email", "link"] } as const;

const arrangement = (mode: (typeof bookingModes)[number]) =>
  text.refine(
    (sentence) =>
      [...sentence.matchAll(/\{(\w+)\}/g)].every(([, name]) =>
        (placeholdersOf[mode] as readonly string[]).includes(name),
      ),
    { message: `Use only ${placeholdersOf[mode].map((name) => `{${name}}`).join(" and ")} here` },
  );

export const bookingCalendar = z.strictObject({
  closures: z.array(closure),
  /** Visitors one slot takes per office while no counsellor account can work (none set a password yet). */
  seatsWithoutAccounts: z.strictObject(
    Object.fromEntries(officeIds.map((office) => [office, seats])) as Record<(typeof officeIds)[number], typeof seats>,
  ),
  /** Minutes a counsellor keeps free between two consultations. */
  bufferMinutes: z.number().int().min(0).max(120),
  /** The most consultations one counsellor holds in a day. */
  counsellorDailyMaximum: z.number().int().min(1).max(30),
  /** A video consultation's room when its counsellor has none: a new one per booking on `service`. */
  videoMeeting: z.strictObject({
    service: z
      .url()
      .refine((url) => url.startsWith("https://") && url.endsWith("/"), "An https:// address ending in /"),
    roomPrefix: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "Letters, digits and hyphens"),
  }),
  /** How a consultation of each mode happens, in one sentence for the confirmation page and e-mails. */
  arrangements: z.strictObject({
    office: arrangement("office"),
    phone: arrangement("phone"),
    video: arrangement("video"),
  }),
});
export type BookingCalendar = z.infer<typeof bookingCalendar>;
