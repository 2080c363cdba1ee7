/**
 * Idempotency-Keys: one row per key a submission came with, for 24 hours, so a retry gets the first answer and
 * never a second lead (contract/api.ts IDEMPOTENCY_HEADER).
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";

import { idempotencyKeys } from "../schema";
import type { ReceiverDatabase, StoreContext } from "./context";

/** What a request's Idempotency-Key means now (see claim). */
export type KeyClaim =
  | { outcome: "claimed" }
  | { outcome: "replay"; reference: string; held: boolean }
  | { outcome: "reused" }
  | { outcome: "in_flight" };

/** How long a key stays known, and how long a request may hold it unanswered before a repeat may take over. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** The key's answer, written in the same transaction as the lead it names: a repeat only ever finds that lead. */
export function answerKey(db: ReceiverDatabase, key: string, reference: string, held: boolean) {
  return db.update(idempotencyKeys).set({ reference, held }).where(eq(idempotencyKeys.key, key));
}

export class IdempotencyKeys {
  constructor(private readonly ctx: StoreContext) {}

  /**
   * What an Idempotency-Key means for a request to `endpoint` whose submission has `fingerprint`: claimed (a
   * new key, one older than 24 hours, or one whose first request with this submission died unanswered), a
   * replay of the first answer (same endpoint and submission), reused (another endpoint or submission), or
   * still in flight. The claim is one atomic upsert, so concurrent requests with one key get one claim. It
   * runs as a lead batch: on Node, the claims and leads of one event-loop turn share one commit (one disk
   * sync), where a claim of its own cost every lead a second sync.
   */
  async claim(key: string, endpoint: string, fingerprint: string, now: Date): Promise<KeyClaim> {
    const { db } = this.ctx;
    const expiredBefore = now.getTime() - IDEMPOTENCY_KEY_TTL_MS;
    const leaseUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
    const upsert = db
      .insert(idempotencyKeys)
      .values({ key, endpoint, fingerprint, createdAt: now, leaseUntil })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: { endpoint, fingerprint, reference: null, held: false, createdAt: now, leaseUntil },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore} or (${idempotencyKeys.reference} is null and ${idempotencyKeys.leaseUntil} < ${now.getTime()} and ${idempotencyKeys.endpoint} = ${endpoint} and ${idempotencyKeys.fingerprint} = ${fingerprint})`,
      })
      .returning({ key: idempotencyKeys.key });
    const [claimedRows] = (await this.ctx.leadBatch([upsert])) as [{ key: string }[]];
    if (claimedRows.length > 0) return { outcome: "claimed" };
    const [known] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!known) return this.claim(key, endpoint, fingerprint, now); // purged in between
    if (known.endpoint !== endpoint || known.fingerprint !== fingerprint) return { outcome: "reused" };
    if (known.reference === null) return { outcome: "in_flight" };
    return { outcome: "replay", reference: known.reference, held: known.held };
  }

  /**
   * Releases every key still waiting for its first answer: on a Node receiver's start, no request survived the
   * process that claimed them, so their repeats need not wait for the lease.
   */
  async releaseUnanswered(): Promise<number> {
    const released = await this.ctx.db
      .delete(idempotencyKeys)
      .where(isNull(idempotencyKeys.reference))
      .returning({ key: idempotencyKeys.key });
    return released.length;
  }

  /** Gives a claimed key up when its request failed before storing anything, so a retry can claim it at once. */
  async release(key: string): Promise<void> {
    await this.ctx.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.reference)));
  }

  /** Forgets keys older than 24 hours (housekeeping): the same key is then a new request. */
  async purge(now: Date): Promise<number> {
    const removed = await this.ctx.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  }
}
