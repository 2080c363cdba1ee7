/**
 * The outbox: one row per notification to send (a lead to the office on each channel, an alert, a visitor's
 * confirmation or reminder), written in the transaction of what it tells of and retried until delivered or
 * given up (notify.ts).
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import { leads, type NotificationChannel, type NotificationKind, outbox, portalMessages } from "../schema";
import { inOneTransaction, type ReceiverDatabase, type StoreContext } from "./context";
import { overdueCondition } from "./conditions";

export type ClaimedNotification = {
  id: number;
  leadId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
  attempts: number;
  /** What was written when it was queued (a portal e-mail, an office note, a WhatsApp message's values or text). */
  payload: string | null;
};

/** The visitor's reminder goes this long before the consultation (none when booked later than that). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/**
 * An outbox row on `channel` of `kind`, due `at`, for each lead `where` selects: one insert-select; `payload` is
 * what was written when queued (a value, or SQL computing it in the same statement).
 */
export function queueFor(
  db: ReceiverDatabase,
  channel: NotificationChannel,
  kind: NotificationKind,
  at: Date,
  where: SQL | undefined,
  payload: string | SQL | null = null,
) {
  return db.insert(outbox).select((qb) =>
    qb
      .select({
        // Insert-select names every column, in table order.
        id: sql<number>`null`.as("id"),
        leadId: leads.id,
        channel: sql<NotificationChannel>`${channel}`.as("channel"),
        kind: sql<NotificationKind>`${kind}`.as("kind"),
        attempts: sql<number>`0`.as("attempts"),
        nextAttemptAt: sql<Date>`${at.getTime()}`.as("next_attempt_at"),
        lastError: sql<string>`null`.as("last_error"),
        deliveredAt: sql<Date>`null`.as("delivered_at"),
        deadAt: sql<Date>`null`.as("dead_at"),
        payload: sql<string>`${payload}`.as("payload"),
      })
      .from(leads)
      .where(where),
  );
}

/** The visitor's confirmation now, and their reminder REMINDER_BEFORE_MS before `start` when that is still ahead. */
export function queueVisitorMessages(
  db: ReceiverDatabase,
  channel: NotificationChannel,
  start: Date,
  at: Date,
  where: SQL,
): BatchItem<"sqlite">[] {
  const reminderAt = new Date(start.getTime() - REMINDER_BEFORE_MS);
  return [
    queueFor(db, channel, "confirmation", at, where),
    ...(reminderAt > at ? [queueFor(db, channel, "reminder", reminderAt, where)] : []),
  ];
}

/** Deletes the visitor's messages of `kinds` not sent yet (a changed booking gets a new confirmation and reminder). */
export function dropVisitorMessages(
  db: ReceiverDatabase,
  leadId: number,
  kinds: readonly NotificationKind[] = ["confirmation", "reminder", "reminder_soon", "moved"],
) {
  return db
    .delete(outbox)
    .where(
      and(
        eq(outbox.leadId, leadId),
        inArray(outbox.kind, [...kinds]),
        isNull(outbox.deliveredAt),
        isNull(outbox.deadAt),
      ),
    );
}

export class Outbox {
  constructor(private readonly ctx: StoreContext) {}

  /** Claims due notifications for `leaseMs` (a crashed sender's claim expires and is retried). */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedNotification[]> {
    const { db } = this.ctx;
    const due = and(isNull(outbox.deliveredAt), isNull(outbox.deadAt), lte(outbox.nextAttemptAt, now));
    const ids = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.nextAttemptAt)).limit(limit);
    return db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(and(inArray(outbox.id, ids), due))
      .returning({
        id: outbox.id,
        leadId: outbox.leadId,
        channel: outbox.channel,
        kind: outbox.kind,
        attempts: outbox.attempts,
        payload: outbox.payload,
      });
  }

  async markDelivered(ids: readonly number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.ctx.db
      .update(outbox)
      .set({ deliveredAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null })
      .where(inArray(outbox.id, [...ids]));
  }

  async markFailed(id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.ctx.db
      .update(outbox)
      .set({ nextAttemptAt, attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(eq(outbox.id, id));
  }

  /**
   * Gives a notification up after its last attempt, and in the same transaction queues the office's alert on
   * each of `alertChannels` (the lead itself, as an "undelivered" notification), so the lead still reaches them.
   */
  async markDead(id: number, at: Date, error: string, alertChannels: readonly NotificationChannel[]): Promise<void> {
    const { db } = this.ctx;
    const [[dead]] = await db.batch([
      db
        .update(outbox)
        .set({ deadAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(outbox.id, id))
        .returning({ leadId: outbox.leadId }),
      // A message of the thread given up on WhatsApp says so there, not "waiting to go out" for ever.
      db
        .update(portalMessages)
        .set({ sendError: sql`coalesce(${portalMessages.sendError}, ${error.slice(0, 500)})` })
        .where(
          sql`${portalMessages.id} = (select json_extract(${outbox.payload}, '$.threadMessageId') from ${outbox} where ${outbox.id} = ${id} and ${outbox.channel} = 'whatsapp')`,
        ),
    ]);
    if (!dead || alertChannels.length === 0) return;
    await db.insert(outbox).values(
      alertChannels.map((channel) => ({
        leadId: dead.leadId,
        channel,
        kind: "undelivered" as const,
        nextAttemptAt: at,
      })),
    );
  }

  /** Notifications still to deliver (given-up ones are counted apart). */
  async pending(): Promise<number> {
    return this.count(and(isNull(outbox.deliveredAt), isNull(outbox.deadAt)));
  }

  /** Notifications given up after their last attempt. */
  async dead(): Promise<number> {
    return this.count(and(isNull(outbox.deliveredAt), isNotNull(outbox.deadAt)));
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.ctx.db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(where);
    return row?.count ?? 0;
  }

  /** The given-up notifications of one lead: which channel, after how many attempts, the last error. */
  async deadOf(leadId: number) {
    return this.ctx.db
      .select({ channel: outbox.channel, attempts: outbox.attempts, lastError: outbox.lastError })
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), isNotNull(outbox.deadAt)));
  }

  /**
   * Queues the overdue alert of every lead that has just passed its first-response time, once: the alert rows
   * and the mark that they were queued are written in one transaction, so a lead is alerted exactly once
   * however many processes or Worker cron runs look at the same moment. Returns how many leads.
   */
  async queueOverdueAlerts(now: Date, channels: readonly NotificationChannel[]): Promise<number> {
    const { db } = this.ctx;
    const due = and(overdueCondition(now), isNull(leads.overdueAlertedAt));
    // The alert rows first: they select the leads the update then marks.
    const alerts = channels.map((channel) => queueFor(db, channel, "overdue", now, due));
    const marking = db.update(leads).set({ overdueAlertedAt: now }).where(due).returning({ id: leads.id });
    const results = await inOneTransaction(db, [...alerts, marking]);
    return (results.at(-1) as unknown[]).length;
  }
}
