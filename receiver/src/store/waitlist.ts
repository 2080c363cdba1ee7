/** Events' waitlists (schema.ts waitlist): joining, the first in line claimed for an offer, held places that ran out. */
import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";

import { bookings, leadEvents, leads, type NotificationChannel, waitlist } from "../schema";
import type { StoreContext } from "./context";
import { queueFor, queueVisitorMessages } from "./outbox";
import { queueWhatsAppBooking } from "./whatsapp";
import { freeSeat } from "./seats";

export type WaitlistEntry = typeof waitlist.$inferSelect;

export class Waitlists {
  constructor(private readonly ctx: StoreContext) {}

  /** Puts the person in `pool`'s line (once: again is their place kept) and says how many wait before them, plus one. */
  async join(
    pool: string,
    email: string,
    fields: object,
    at: Date,
  ): Promise<{ position: number; state: WaitlistEntry["state"] }> {
    const { db } = this.ctx;
    const address = email.trim().toLowerCase();
    await db
      .insert(waitlist)
      .values({ pool, email: address, fields: JSON.stringify(fields), createdAt: at })
      .onConflictDoNothing();
    const [entry] = await db
      .select({ id: waitlist.id, state: waitlist.state })
      .from(waitlist)
      .where(and(eq(waitlist.pool, pool), eq(waitlist.email, address)));
    const [ahead] = await db
      .select({ n: sql<number>`count(*)` })
      .from(waitlist)
      .where(and(eq(waitlist.pool, pool), eq(waitlist.state, "waiting"), lte(waitlist.id, entry.id)));
    return { position: Number(ahead.n), state: entry.state };
  }

  /** The first still waiting in `pool`'s line, marked offered in the same statement (so two offers never take one). */
  async claimNext(pool: string, at: Date): Promise<WaitlistEntry | undefined> {
    const [entry] = await this.ctx.db
      .update(waitlist)
      .set({ state: "offered", offeredAt: at })
      .where(
        eq(
          waitlist.id,
          sql`(select id from ${waitlist} where ${waitlist.pool} = ${pool} and ${waitlist.state} = 'waiting' order by id limit 1)`,
        ),
      )
      .returning();
    return entry;
  }

  /** The claimed entry back in its place (no seat was left after all). */
  async unclaim(id: number) {
    await this.ctx.db.update(waitlist).set({ state: "waiting", offeredAt: null }).where(eq(waitlist.id, id));
  }

  /** The offer made: its held registration, and the person told on `channel`. */
  async offered(id: number, leadId: number, channel: NotificationChannel | undefined, at: Date) {
    const { db } = this.ctx;
    await db.batch([
      db.update(waitlist).set({ leadId }).where(eq(waitlist.id, id)),
      ...(channel ? [queueFor(db, channel, "seat_offered", at, eq(leads.id, leadId))] : []),
    ]);
  }

  /** `pool`'s line, in order, with each entry's held registration if it was offered one. */
  async line(pool: string) {
    return this.ctx.db
      .select({ entry: waitlist, reference: leads.reference, heldUntil: bookings.heldUntil, status: leads.status })
      .from(waitlist)
      .leftJoin(leads, eq(leads.id, waitlist.leadId))
      .leftJoin(bookings, and(eq(bookings.leadId, leads.id), isNull(bookings.cancelledAt)))
      .where(eq(waitlist.pool, pool))
      .orderBy(asc(waitlist.id));
  }

  /** The held places whose hold ran out by `at`, with their event pools. */
  async expiredHolds(at: Date) {
    return this.ctx.db
      .select({ leadId: bookings.leadId, pool: bookings.pool, email: leads.email, status: leads.status })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(and(isNotNull(bookings.heldUntil), lte(bookings.heldUntil, at), isNull(bookings.cancelledAt)));
  }

  /** A held place that ran out: the seat freed, the registration closed and its history saying why. */
  async letGo(lead: { leadId: number; email: string; status: string }, at: Date) {
    const { db } = this.ctx;
    await db.batch([
      freeSeat(db, lead.leadId, at),
      db.update(leads).set({ status: "closed", closedReason: "other" }).where(eq(leads.id, lead.leadId)),
      db.insert(leadEvents).values({
        leadId: lead.leadId,
        at,
        kind: "status",
        actorEmail: lead.email,
        actorName: "The waitlist",
        detail: `${lead.status} -> closed (the held place was not confirmed in time)`,
      }),
    ]);
  }

  /** The person confirms their held place: held no more, and their confirmation and reminder queued. */
  async confirm(leadId: number, start: Date, channel: NotificationChannel | undefined, at: Date) {
    const { db } = this.ctx;
    await db.batch([
      db
        .update(bookings)
        .set({ heldUntil: null })
        .where(and(eq(bookings.leadId, leadId), isNull(bookings.cancelledAt))),
      ...(channel ? queueVisitorMessages(db, channel, start, at, eq(leads.id, leadId)) : []),
      ...(this.ctx.whatsapp
        ? queueWhatsAppBooking(db, "confirmation", { start, mode: "event" }, at, eq(leads.id, leadId))
        : []),
    ]);
  }
}
