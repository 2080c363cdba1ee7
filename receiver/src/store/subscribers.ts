/** Newsletter sign-ups: one row per address, revived by a new sign-up, ended by its unsubscribe link. */
import { asc, eq, sql } from "drizzle-orm";

import { randomToken } from "../reference";
import { subscribers, type SubscriberStatus } from "../schema";
import { isUniqueViolation, REFERENCE_ATTEMPTS, type StoreContext } from "./context";
import type { Accepted } from "./leads";

export type Subscriber = typeof subscribers.$inferSelect;

export class Subscribers {
  constructor(private readonly ctx: StoreContext) {}

  /**
   * One row per address: signing up again answers with the first reference; a real sign-up
   * revives an unsubscribed (or spam) row, while a spam one never overrides a real one.
   */
  async subscribe(email: string, status: SubscriberStatus, at: Date): Promise<Accepted> {
    const { db } = this.ctx;
    const address = email.toLowerCase();
    for (let attempt = 1; ; attempt += 1) {
      const reference = this.ctx.makeReference();
      try {
        const [row] = await db
          .insert(subscribers)
          .values({ reference, email: address, status, unsubscribeToken: randomToken(), subscribedAt: at })
          .onConflictDoUpdate({
            target: subscribers.email,
            set: { status: "subscribed", subscribedAt: at, unsubscribedAt: null },
            setWhere: sql`excluded.status = 'subscribed' and ${subscribers.status} <> 'subscribed'`,
          })
          .returning({ reference: subscribers.reference });
        if (row) return { reference: row.reference, replayed: row.reference !== reference };
      } catch (error) {
        if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "subscribers.reference")) continue;
        throw error;
      }
      const [existing] = await db
        .select({ reference: subscribers.reference })
        .from(subscribers)
        .where(eq(subscribers.email, address));
      if (existing) return { reference: existing.reference, replayed: true };
    }
  }

  /** Marks the subscription of `token` as ended; undefined when no subscription has that token. */
  async unsubscribe(token: string, at: Date): Promise<string | undefined> {
    const [row] = await this.ctx.db
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${at.getTime()})` })
      .where(eq(subscribers.unsubscribeToken, token))
      .returning({ reference: subscribers.reference });
    return row?.reference;
  }

  async all(): Promise<Subscriber[]> {
    return this.ctx.db.select().from(subscribers).orderBy(asc(subscribers.subscribedAt), asc(subscribers.id));
  }
}
