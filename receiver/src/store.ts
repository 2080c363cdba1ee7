/**
 * Every read and write of the receiver, on one Drizzle database that is SQLite (libSQL)
 * on Node and D1 on Workers. Writes that belong together go in one `batch`: an atomic
 * transaction on both (D1 has no interactive transactions), so a lead, its resume record
 * and its outbox rows are committed together or not at all.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

import type { CareersApplicationValues } from "@/contract/validations/careers-application";
import type { ContactValues } from "@/contract/validations/contact";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";

import { newReference, randomToken } from "./reference";
import {
  leads,
  outbox,
  resumes,
  schema,
  subscribers,
  type LeadFormId,
  type LeadStatus,
  type NotificationChannel,
  type SubscriberStatus,
} from "./schema";

type Schema = typeof schema;

/** What both drivers share: the query builders and an atomic `batch`. */
export type ReceiverDatabase = BaseSQLiteDatabase<"async", unknown, Schema> & Pick<LibSQLDatabase<Schema>, "batch">;

/** Runs statements as one transaction and gives their results in order (node/group-commit.ts shares one among many leads). */
export type BatchRunner = (
  statements: readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
) => Promise<readonly unknown[]>;

type LeadInsert = typeof leads.$inferInsert;
/** Every field of the three lead forms (the resume is stored apart). */
type LeadFieldName = keyof GetInTouchValues | keyof ContactValues | Exclude<keyof CareersApplicationValues, "resume">;
/** A form's validated values; `Pick` fails to compile if a schema gains a field without a column. */
export type LeadFields = Pick<LeadInsert, LeadFieldName>;

export type ResumeRecord = Omit<typeof resumes.$inferInsert, "leadId">;

export type NewLead = {
  form: LeadFormId;
  status: LeadStatus;
  idempotencyKey: string | null;
  fields: LeadFields;
  resume?: ResumeRecord;
  /** One outbox row per channel; none for spam. */
  channels: readonly NotificationChannel[];
  receivedAt: Date;
};

export type Accepted = { reference: string; replayed: boolean };

export type StoredLead = typeof leads.$inferSelect & { resume: ResumeRecord | null };

export type ClaimedNotification = { id: number; leadId: number; channel: NotificationChannel; attempts: number };

export type Subscriber = typeof subscribers.$inferSelect;

/** What an erasure or purge removed; the caller deletes the resume files after the rows. */
export type Removal = { leads: number; subscribers: number; storageKeys: string[] };

const REFERENCE_ATTEMPTS = 5;

/** True when `error` (or what it wraps: Drizzle wraps driver errors) is a UNIQUE violation on `column`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(`UNIQUE constraint failed: ${column}`)) return true;
  }
  return false;
}

export class LeadStore {
  private readonly makeReference: () => string;
  private readonly runLeadBatch: BatchRunner;

  constructor(
    private readonly db: ReceiverDatabase,
    options: { makeReference?: () => string; batch?: BatchRunner } = {},
  ) {
    this.makeReference = options.makeReference ?? newReference;
    this.runLeadBatch = options.batch ?? ((statements) => db.batch(statements));
  }

  async ping(): Promise<void> {
    await this.db.run(sql`select 1`);
  }

  /**
   * Stores a lead once per Idempotency-Key: the insert is skipped on a known key (unique
   * index, no check-then-insert race) and the answer repeats the first reference.
   */
  async acceptLead(lead: NewLead): Promise<Accepted> {
    for (let attempt = 1; ; attempt += 1) {
      const reference = this.makeReference();
      try {
        const [inserted] = (await this.runLeadBatch([
          this.db
            .insert(leads)
            .values({
              ...lead.fields,
              reference,
              idempotencyKey: lead.idempotencyKey,
              form: lead.form,
              status: lead.status,
              receivedAt: lead.receivedAt,
            })
            .onConflictDoNothing({ target: leads.idempotencyKey })
            .returning({ id: leads.id }),
          ...this.rowsFollowingLead(reference, lead),
        ])) as [{ id: number }[], ...unknown[]];
        if (inserted.length > 0) return { reference, replayed: false };
      } catch (error) {
        if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "leads.reference")) continue;
        throw error;
      }
      const existing = lead.idempotencyKey ? await this.referenceForKey(lead.idempotencyKey) : undefined;
      if (existing) return { reference: existing, replayed: true };
      // The first lead with this key was erased in between: store this one anew.
    }
  }

  /** Resume record and outbox rows, inserted only if the lead row with `reference` was (not on a replay). */
  private rowsFollowingLead(reference: string, lead: NewLead) {
    const statements = [];
    if (lead.resume) {
      const { storageKey, fileName, contentType, size, sha256 } = lead.resume;
      statements.push(
        this.db.insert(resumes).select((qb) =>
          qb
            .select({
              leadId: leads.id,
              storageKey: sql<string>`${storageKey}`.as("storage_key"),
              fileName: sql<string>`${fileName}`.as("file_name"),
              contentType: sql<string>`${contentType}`.as("content_type"),
              size: sql<number>`${size}`.as("size"),
              sha256: sql<string>`${sha256}`.as("sha256"),
            })
            .from(leads)
            .where(eq(leads.reference, reference)),
        ),
      );
    }
    for (const channel of lead.status === "new" ? lead.channels : []) {
      statements.push(
        this.db.insert(outbox).select((qb) =>
          qb
            .select({
              // Insert-select names every column, in table order.
              id: sql<number>`null`.as("id"),
              leadId: leads.id,
              channel: sql<NotificationChannel>`${channel}`.as("channel"),
              attempts: sql<number>`0`.as("attempts"),
              nextAttemptAt: sql<Date>`${lead.receivedAt.getTime()}`.as("next_attempt_at"),
              lastError: sql<string>`null`.as("last_error"),
              deliveredAt: sql<Date>`null`.as("delivered_at"),
            })
            .from(leads)
            .where(eq(leads.reference, reference)),
        ),
      );
    }
    return statements;
  }

  async referenceForKey(idempotencyKey: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ reference: leads.reference })
      .from(leads)
      .where(eq(leads.idempotencyKey, idempotencyKey));
    return row?.reference;
  }

  async findLead(where: { reference: string } | { id: number }): Promise<StoredLead | undefined> {
    const [row] = await this.db
      .select({ lead: leads, resume: resumes })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .where("reference" in where ? eq(leads.reference, where.reference) : eq(leads.id, where.id));
    return row && { ...row.lead, resume: row.resume && withoutLeadId(row.resume) };
  }

  /** Every lead, oldest first, with its resume record. */
  async allLeads(): Promise<StoredLead[]> {
    const rows = await this.db
      .select({ lead: leads, resume: resumes })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .orderBy(asc(leads.receivedAt), asc(leads.id));
    return rows.map((row) => ({ ...row.lead, resume: row.resume && withoutLeadId(row.resume) }));
  }

  async allSubscribers(): Promise<Subscriber[]> {
    return this.db.select().from(subscribers).orderBy(asc(subscribers.subscribedAt), asc(subscribers.id));
  }

  async storageKeys(): Promise<Set<string>> {
    const rows = await this.db.select({ key: resumes.storageKey }).from(resumes);
    return new Set(rows.map((row) => row.key));
  }

  /**
   * One row per address: signing up again answers with the first reference; a real sign-up
   * revives an unsubscribed (or spam) row, while a spam one never overrides a real one.
   */
  async subscribe(email: string, status: SubscriberStatus, at: Date): Promise<Accepted> {
    const address = email.toLowerCase();
    for (let attempt = 1; ; attempt += 1) {
      const reference = this.makeReference();
      try {
        const [row] = await this.db
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
      const [existing] = await this.db
        .select({ reference: subscribers.reference })
        .from(subscribers)
        .where(eq(subscribers.email, address));
      if (existing) return { reference: existing.reference, replayed: true };
    }
  }

  /** Marks the subscription of `token` as ended; undefined when no subscription has that token. */
  async unsubscribe(token: string, at: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${at.getTime()})` })
      .where(eq(subscribers.unsubscribeToken, token))
      .returning({ reference: subscribers.reference });
    return row?.reference;
  }

  /** Claims due notifications for `leaseMs` (a crashed sender's claim expires and is retried). */
  async claimDueNotifications(now: Date, leaseMs: number, limit: number): Promise<ClaimedNotification[]> {
    const due = and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, now));
    const ids = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(due)
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit);
    return this.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(and(inArray(outbox.id, ids), due))
      .returning({ id: outbox.id, leadId: outbox.leadId, channel: outbox.channel, attempts: outbox.attempts });
  }

  async markDelivered(ids: readonly number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ deliveredAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null })
      .where(inArray(outbox.id, [...ids]));
  }

  async markFailed(id: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ nextAttemptAt, attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(eq(outbox.id, id));
  }

  async pendingNotifications(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(isNull(outbox.deliveredAt));
    return row?.count ?? 0;
  }

  /** Erasure request (DPDP Act): every lead and subscription of an address, and their outbox rows. */
  async erase(email: string): Promise<Removal> {
    const address = email.trim().toLowerCase();
    return this.remove(sql`lower(${leads.email}) = ${address}`, eq(subscribers.email, address));
  }

  /** Retention: leads received before `cutoff`, and subscriptions ended before it. */
  async purge(cutoff: Date): Promise<Removal> {
    return this.remove(
      lt(leads.receivedAt, cutoff),
      and(eq(subscribers.status, "unsubscribed"), lt(subscribers.unsubscribedAt, cutoff)),
    );
  }

  /** Selects and deletes in one transaction, so the resume keys returned are exactly those of the rows removed. */
  private async remove(leadFilter: SQL | undefined, subscriberFilter: SQL | undefined): Promise<Removal> {
    const doomedLeads = this.db.select({ id: leads.id }).from(leads).where(leadFilter);
    const [doomedResumes, , , removedLeads, removedSubscribers] = await this.db.batch([
      this.db.select({ storageKey: resumes.storageKey }).from(resumes).where(inArray(resumes.leadId, doomedLeads)),
      this.db.delete(outbox).where(inArray(outbox.leadId, doomedLeads)),
      this.db.delete(resumes).where(inArray(resumes.leadId, doomedLeads)),
      this.db.delete(leads).where(leadFilter).returning({ id: leads.id }),
      this.db.delete(subscribers).where(subscriberFilter).returning({ id: subscribers.id }),
    ]);
    return {
      leads: removedLeads.length,
      subscribers: removedSubscribers.length,
      storageKeys: doomedResumes.map((row) => row.storageKey),
    };
  }
}

function withoutLeadId(resume: typeof resumes.$inferSelect): ResumeRecord {
  const { storageKey, fileName, contentType, size, sha256 } = resume;
  return { storageKey, fileName, contentType, size, sha256 };
}
