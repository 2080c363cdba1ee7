/**
 * Seats: a booking row per consultation or event place a lead holds. A slot of a pool (an office's visits,
 * "calls", or an event's) has seats 1..capacity; the insert takes the lowest free one in the same statement,
 * and none free is a NULL seat, which NOT NULL refuses, so the whole batch (the lead too) rolls back.
 */
import { and, eq, gte, isNull, sql } from "drizzle-orm";

import type { BookingMode } from "@/contract/booking-slots";
import type { OfficeId } from "@/contract/offices";

import { bookings, leadEvents, leads, type NotificationChannel } from "../schema";
import { isConstraintFailure, type ReceiverDatabase, type StoreContext } from "./context";
import { dropVisitorMessages, queueFor, queueVisitorMessages } from "./outbox";

/** A slot to take: one of `capacity` seats of `pool` (an office's visits, "calls", an event's) at `start`. */
export type NewBooking = {
  mode: BookingMode;
  office: OfficeId | null;
  pool: string;
  start: Date;
  end: Date;
  capacity: number;
};

/** The consultation a lead has booked (its booking not cancelled). */
export type BookedSlot = Pick<
  typeof bookings.$inferSelect,
  "mode" | "office" | "pool" | "startAt" | "endAt" | "createdAt"
>;

/** What a visitor's change to their booking records: when, the history's words, and the office's channels. */
export type VisitorChange = { at: Date; detail: string; officeChannels: readonly NotificationChannel[] };

/** The slot had no free seat when the booking was stored: nothing was. */
export class SlotTakenError extends Error {
  constructor() {
    super("the slot has no free seat");
  }
}

/** The database refused a booking's seat: none was free (NULL seat), or another insert took the same one. */
export const isSeatRefusal = (error: unknown) =>
  isConstraintFailure(error, /NOT NULL constraint failed: bookings\.seat|UNIQUE constraint failed: bookings\./);

/**
 * The booking row of the lead with `reference`, in the lowest seat of its slot still free, all in one
 * statement: with none free the seat is NULL and the insert fails, taking the batch with it.
 */
export function takeSeat(db: ReceiverDatabase, reference: string, booking: NewBooking, at: Date) {
  const { mode, office, pool, start, end, capacity } = booking;
  const freeSeat = sql<number>`(with recursive seat_numbers(n) as (select 1 union all select n + 1 from seat_numbers where n < ${capacity})
    select min(n) from seat_numbers where n <= ${capacity} and n not in (
      select ${bookings.seat} from ${bookings}
      where ${bookings.pool} = ${pool} and ${bookings.startAt} = ${start.getTime()} and ${bookings.cancelledAt} is null))`;
  return db.insert(bookings).select((qb) =>
    qb
      .select({
        // Insert-select names every column, in table order.
        id: sql<number>`null`.as("id"),
        leadId: leads.id,
        mode: sql<BookingMode>`${mode}`.as("mode"),
        office: sql<OfficeId | null>`${office}`.as("office"),
        pool: sql<string>`${pool}`.as("pool"),
        startAt: sql<Date>`${start.getTime()}`.as("start_at"),
        endAt: sql<Date>`${end.getTime()}`.as("end_at"),
        seat: freeSeat.as("seat"),
        cancelledAt: sql<Date>`null`.as("cancelled_at"),
        createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
      })
      .from(leads)
      .where(eq(leads.reference, reference)),
  );
}

/** Frees the seat the lead holds, if any. */
export function freeSeat(db: ReceiverDatabase, leadId: number, at: Date) {
  return db
    .update(bookings)
    .set({ cancelledAt: at })
    .where(and(eq(bookings.leadId, leadId), isNull(bookings.cancelledAt)));
}

/** A lead's history entry for what the visitor did through their manage link. */
function visitorEvent(lead: { id: number; email: string }, at: Date, kind: "status" | "note", detail: string) {
  return { leadId: lead.id, at, kind, actorEmail: lead.email, actorName: "The visitor (manage link)", detail };
}

export class Seats {
  constructor(private readonly ctx: StoreContext) {}

  /** Seats taken in each slot of `pool` from `from` on, by the slot's start (epoch ms). */
  async taken(pool: string, from: Date): Promise<Map<number, number>> {
    const rows = await this.ctx.db
      .select({ startAt: bookings.startAt, count: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.pool, pool), gte(bookings.startAt, from), isNull(bookings.cancelledAt)))
      .groupBy(bookings.startAt);
    return new Map(rows.map(({ startAt, count }) => [startAt.getTime(), Number(count)]));
  }

  /**
   * The visitor cancels their booking: the seat is freed, the lead closed (reason "cancelled"), its unsent
   * confirmation and reminder dropped, the office told; all in one transaction.
   */
  async cancel(lead: { id: number; email: string; status: string }, change: VisitorChange): Promise<void> {
    const { db } = this.ctx;
    await db.batch([
      freeSeat(db, lead.id, change.at),
      db.update(leads).set({ status: "closed", closedReason: "cancelled" }).where(eq(leads.id, lead.id)),
      dropVisitorMessages(db, lead.id),
      db.insert(leadEvents).values(visitorEvent(lead, change.at, "status", `${lead.status} -> closed`)),
      db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
      ...this.officeToldOfChange(lead.id, change),
    ]);
  }

  /**
   * The visitor moves their booking to `booking`'s slot: the old seat is freed and the new one taken in one
   * transaction (SlotTakenError when it has none: then nothing changed), with a new confirmation and reminder in
   * place of the unsent ones, and the office told.
   */
  async move(
    lead: { id: number; email: string; reference: string },
    booking: NewBooking,
    visitorChannel: NotificationChannel | undefined,
    change: VisitorChange,
  ): Promise<void> {
    const { db } = this.ctx;
    const byId = eq(leads.id, lead.id);
    try {
      await db.batch([
        freeSeat(db, lead.id, change.at),
        takeSeat(db, lead.reference, booking, change.at),
        dropVisitorMessages(db, lead.id),
        ...(visitorChannel ? queueVisitorMessages(db, visitorChannel, booking.start, change.at, byId) : []),
        db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
        ...this.officeToldOfChange(lead.id, change),
      ]);
    } catch (error) {
      if (isSeatRefusal(error)) throw new SlotTakenError();
      throw error;
    }
  }

  private officeToldOfChange(leadId: number, change: VisitorChange) {
    return change.officeChannels.map((channel) =>
      queueFor(this.ctx.db, channel, "booking_changed", change.at, eq(leads.id, leadId)),
    );
  }
}
