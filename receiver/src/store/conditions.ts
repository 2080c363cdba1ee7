/** The conditions and joins more than one part of the store reads leads by. */
import { and, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";

import { alias } from "drizzle-orm/sqlite-core";

import { bookings, counsellorDaysOff, leads, staffUsers } from "../schema";

/** Still "new" after its first-response time, as of `now`. */
export function overdueCondition(now: Date) {
  return and(eq(leads.status, "new"), lte(leads.responseDueAt, now));
}

/** Name, e-mail, phone or reference containing `q` (case-insensitive; LIKE's wildcards taken literally). */
export function searchCondition(q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const digits = q.replace(/\D/g, "");
  const like = (column: SQL) => sql`lower(${column}) like ${pattern} escape '\\'`;
  return or(
    like(sql`${leads.firstName} || ' ' || coalesce(${leads.lastName}, '')`),
    like(sql`${leads.email}`),
    like(sql`${leads.reference}`),
    // A phone number matches however it was typed: its digits against the stored number's digits.
    digits.length >= 4
      ? sql`replace(replace(replace(replace(replace(coalesce(${leads.phone}, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') like ${`%${digits}%`}`
      : undefined,
  );
}

/** A lead's booking that still stands (joined: at most one per lead, stored with it). */
export const activeBookingOfLead = and(eq(bookings.leadId, leads.id), isNull(bookings.cancelledAt));

/** The counsellor holding a booking: staff_users again, apart from a lead's owner. */
export const holders = alias(staffUsers, "holders");
/** Joins a booking's counsellor (for bookedSlotColumns' name). */
export const holderOfBooking = eq(holders.id, bookings.counsellorId);

/** What a lead's standing booking is read as (joined with holders on holderOfBooking). */
export const bookedSlotColumns = {
  mode: bookings.mode,
  office: bookings.office,
  pool: bookings.pool,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  createdAt: bookings.createdAt,
  counsellorId: bookings.counsellorId,
  meetingUrl: bookings.meetingUrl,
  heldUntil: bookings.heldUntil,
};

/** What a row reads of a booking's counsellor (holders joined on holderOfBooking), and whether they are off that day. */
export const holderColumns = {
  holderName: holders.name,
  holderRoom: holders.meetingUrl,
  // The IST day of the start (5 h 30 min ahead of UTC) against the counsellor's days off.
  holderOff: sql<number>`exists (select 1 from ${counsellorDaysOff} where ${counsellorDaysOff.userId} = ${bookings.counsellorId}
    and ${counsellorDaysOff.date} = date((${bookings.startAt} + 19800000) / 1000, 'unixepoch'))`,
};

/**
 * A row's booking with its counsellor's name, and the video room: the counsellor's own where they have one,
 * else the booking's.
 */
export function withHolder<Booking extends { meetingUrl: string | null }>(
  booking: Booking | null,
  {
    holderName,
    holderRoom,
    holderOff,
  }: { holderName: string | null; holderRoom: string | null; holderOff: number | boolean | null },
) {
  return (
    booking && {
      ...booking,
      counsellorName: holderName,
      counsellorOff: Boolean(holderOff),
      bookingRoom: booking.meetingUrl,
      meetingUrl: holderRoom ?? booking.meetingUrl,
    }
  );
}
