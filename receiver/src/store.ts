/**
 * Every read and write of the receiver, on one Drizzle database that is SQLite (libSQL)
 * on Node and D1 on Workers. Writes that belong together go in one `batch`: an atomic
 * transaction on both (D1 has no interactive transactions), so a lead, its resume record
 * and its outbox rows are committed together or not at all.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

import type { BookingMode } from "@/contract/booking-slots";
import type { LeadSource } from "@/contract/lead-source";
import type { CareersApplicationValues } from "@/contract/validations/careers-application";
import type { ContactValues } from "@/contract/validations/contact";
import type { CallbackValues } from "@/contract/validations/callback";

import { newReference, randomToken } from "./reference";
import {
  accessLog,
  type AccessAction,
  bookings,
  idempotencyKeys,
  leadEvents,
  leads,
  outbox,
  readiness,
  resumes,
  schema,
  subscribers,
  type LeadFormId,
  type LeadStatus,
  type NotificationChannel,
  type NotificationKind,
  type OfficeId,
  type SubscriberStatus,
  staffUsers,
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
type LeadFieldName = keyof CallbackValues | keyof ContactValues | Exclude<keyof CareersApplicationValues, "resume">;
/** A form's validated values; `Pick` fails to compile if a schema gains a field without a column. */
export type LeadFields = Pick<LeadInsert, LeadFieldName>;

export type ResumeRecord = Omit<typeof resumes.$inferInsert, "leadId">;

export type NewLead = {
  form: LeadFormId;
  status: LeadStatus;
  /** The key this lead's request claimed (claimKey): stored with it, and its answer recorded for repeats. */
  idempotencyKey: string | null;
  fields: LeadFields;
  /** Where it came from (contract/lead-source.ts); absent or null where the site did not say. */
  source?: LeadSource;
  /** The office that answers it; a counsellor of that office becomes its owner, each in turn. */
  office?: OfficeId;
  /** When it becomes overdue if still "new" (response-clock.ts); none for spam or a lead without an office. */
  responseDueAt?: Date | null;
  resume?: ResumeRecord;
  /** One outbox row per channel; none for spam. */
  channels: readonly NotificationChannel[];
  receivedAt: Date;
  /** The consultation slot it takes (status "booked"): stored in the same transaction, or nothing is. */
  booking?: NewBooking;
  /** A booking's manage-link secret, and the channel its confirmation and reminder go to the visitor on. */
  manageToken?: string;
  visitorChannel?: NotificationChannel;
};

/** What a visitor's change to their booking records: who did it, as the lead's history names them. */
export type VisitorChange = { at: Date; detail: string; officeChannels: readonly NotificationChannel[] };

/** The visitor's reminder goes this long before the consultation (none when booked later than that). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** A slot to take: one of `capacity` seats of `pool` (an office's visits, or "calls") at `start`. */
export type NewBooking = {
  mode: BookingMode;
  office: OfficeId | null;
  pool: string;
  start: Date;
  end: Date;
  capacity: number;
};

/** The slot had no free seat when the booking was stored: nothing was. */
export class SlotTakenError extends Error {
  constructor() {
    super("the slot has no free seat");
  }
}

/** The database refused a booking's seat: none was free (NULL seat), or another insert took the same one. */
function isSeatRefusal(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/NOT NULL constraint failed: bookings\.seat|UNIQUE constraint failed: bookings\./.test(current.message))
      return true;
  }
  return false;
}

export type Accepted = { reference: string; replayed: boolean };

/** What the desk's inbox filters by (an undefined filter takes every value). */
export type DeskFilter = {
  office?: OfficeId;
  status?: LeadStatus;
  ownerEmail?: string;
  form?: LeadFormId;
  utmSource?: string;
  q?: string;
  /** Only leads still "new" whose first-response time had passed at this instant. */
  overdueAt?: Date;
  cursor?: number;
};

export type DeskLead = {
  lead: typeof leads.$inferSelect;
  owner: { email: string; name: string } | null;
  booking: BookedSlot | null;
};

export type LeadChange = Partial<
  Pick<typeof leads.$inferInsert, "status" | "closedReason" | "ownerId" | "firstResponseAt" | "responseDueAt">
>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, "id" | "leadId">;

/** What a request's Idempotency-Key means now (see claimKey). */
export type KeyClaim =
  | { outcome: "claimed" }
  | { outcome: "replay"; reference: string; held: boolean }
  | { outcome: "reused" }
  | { outcome: "in_flight" };

/** How long a key stays known, and how long a request may hold it unanswered before a repeat may take over. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_LEASE_MS = 60_000;

/**
 * The database cannot take a write just now (another process holds its lock, or it is not writable): the
 * request is answered 503 with Retry-After, and the site sends it again. Nothing was stored.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The StoreUnavailableError behind `error`, if any: Drizzle wraps what the driver throws in its own error. */
export function unavailableCause(error: unknown): StoreUnavailableError | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof StoreUnavailableError) return current;
  }
  return undefined;
}

/** The consultation a lead has booked (its booking not cancelled). */
export type BookedSlot = Pick<
  typeof bookings.$inferSelect,
  "mode" | "office" | "pool" | "startAt" | "endAt" | "createdAt"
>;

export type StoredLead = typeof leads.$inferSelect & { resume: ResumeRecord | null; booking?: BookedSlot | null };

export type ClaimedNotification = {
  id: number;
  leadId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
  attempts: number;
};

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

  /** Proves the database takes a write now (the readiness check): one row, rewritten each time. */
  async proveWrite(at: Date): Promise<void> {
    await this.db
      .insert(readiness)
      .values({ id: 1, checkedAt: at })
      .onConflictDoUpdate({ target: readiness.id, set: { checkedAt: at } });
  }

  /**
   * What an Idempotency-Key means for a request to `endpoint` whose submission has `fingerprint`: claimed (a
   * new key, one older than 24 hours, or one whose first request with this submission died unanswered), a
   * replay of the first answer (same endpoint and submission), reused (another endpoint or submission), or
   * still in flight. The claim is one atomic upsert, so concurrent requests with one key get one claim. It
   * runs as a lead batch: on Node, the claims and leads of one event-loop turn share one commit (one disk
   * sync), where a claim of its own cost every lead a second sync.
   */
  async claimKey(key: string, endpoint: string, fingerprint: string, now: Date): Promise<KeyClaim> {
    const expiredBefore = now.getTime() - IDEMPOTENCY_KEY_TTL_MS;
    const upsert = this.db
      .insert(idempotencyKeys)
      .values({
        key,
        endpoint,
        fingerprint,
        createdAt: now,
        leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
      })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: {
          endpoint,
          fingerprint,
          reference: null,
          held: false,
          createdAt: now,
          leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
        },
        setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore} or (${idempotencyKeys.reference} is null and ${idempotencyKeys.leaseUntil} < ${now.getTime()} and ${idempotencyKeys.endpoint} = ${endpoint} and ${idempotencyKeys.fingerprint} = ${fingerprint})`,
      })
      .returning({ key: idempotencyKeys.key });
    const [claimedRows] = (await this.runLeadBatch([upsert])) as [{ key: string }[]];
    if (claimedRows.length > 0) return { outcome: "claimed" };
    const [known] = await this.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!known) return this.claimKey(key, endpoint, fingerprint, now); // purged in between
    if (known.endpoint !== endpoint || known.fingerprint !== fingerprint) return { outcome: "reused" };
    if (known.reference === null) return { outcome: "in_flight" };
    return { outcome: "replay", reference: known.reference, held: known.held };
  }

  /**
   * Releases every key still waiting for its first answer: on a Node receiver's start, no request survived the
   * process that claimed them, so their repeats need not wait for the lease.
   */
  async releaseUnansweredKeys(): Promise<number> {
    const released = await this.db
      .delete(idempotencyKeys)
      .where(isNull(idempotencyKeys.reference))
      .returning({ key: idempotencyKeys.key });
    return released.length;
  }

  /** Gives a claimed key up when its request failed before storing anything, so a retry can claim it at once. */
  async releaseKey(key: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.reference)));
  }

  /** Forgets keys older than 24 hours (housekeeping): the same key is then a new request. */
  async purgeIdempotencyKeys(now: Date): Promise<number> {
    const removed = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
      .returning({ key: idempotencyKeys.key });
    return removed.length;
  }

  /**
   * Stores a lead with its resume record and outbox rows in one transaction; a claimed Idempotency-Key gets
   * the lead's answer in the same transaction, so a repeat can only ever find the stored lead.
   */
  async acceptLead(lead: NewLead): Promise<Accepted> {
    for (let attempt = 1; ; attempt += 1) {
      const reference = this.makeReference();
      try {
        await this.runLeadBatch([
          this.db.insert(leads).values({
            ...lead.fields,
            ...lead.source,
            office: lead.office,
            ownerId: lead.office && lead.status !== "spam" ? nextOwnerIn(lead.office) : null,
            responseDueAt: lead.responseDueAt ?? null,
            reference,
            manageToken: lead.manageToken,
            idempotencyKey: lead.idempotencyKey,
            form: lead.form,
            status: lead.status,
            receivedAt: lead.receivedAt,
          }),
          ...this.rowsFollowingLead(reference, lead),
        ]);
        return { reference, replayed: false };
      } catch (error) {
        if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "leads.reference")) continue;
        if (lead.booking && isSeatRefusal(error)) throw new SlotTakenError();
        throw error;
      }
    }
  }

  /** Resume record, outbox rows and the key's answer, for the lead row with `reference`. */
  private rowsFollowingLead(reference: string, lead: NewLead) {
    const statements = [];
    if (lead.idempotencyKey) {
      statements.push(
        this.db
          .update(idempotencyKeys)
          .set({ reference, held: lead.status === "spam" })
          .where(eq(idempotencyKeys.key, lead.idempotencyKey)),
      );
    }
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
    if (lead.booking) statements.push(this.takeSeat(reference, lead.booking, lead.receivedAt));
    const byReference = eq(leads.reference, reference);
    for (const channel of lead.status === "spam" ? [] : lead.channels) {
      statements.push(this.queueNotifications(channel, "lead", lead.receivedAt, byReference));
    }
    if (lead.booking && lead.visitorChannel && lead.status === "booked") {
      statements.push(...this.visitorMessages(lead.visitorChannel, lead.booking.start, lead.receivedAt, byReference));
    }
    return statements;
  }

  /** The visitor's confirmation now, and their reminder REMINDER_BEFORE_MS before `start` when that is still ahead. */
  private visitorMessages(channel: NotificationChannel, start: Date, at: Date, where: SQL) {
    const reminderAt = new Date(start.getTime() - REMINDER_BEFORE_MS);
    return [
      this.queueNotifications(channel, "confirmation", at, where),
      ...(reminderAt > at ? [this.queueNotifications(channel, "reminder", reminderAt, where)] : []),
    ];
  }

  /** The lead a booking's manage link names (with its booking, null once cancelled). */
  async leadByManageToken(token: string): Promise<StoredLead | undefined> {
    const [lead] = await this.leadsWhere(eq(leads.manageToken, token));
    return lead;
  }

  /**
   * The visitor cancels their consultation: the seat is freed, the lead closed (reason "cancelled"), its
   * unsent confirmation and reminder dropped, the office told; all in one transaction.
   */
  async cancelBooking(lead: Pick<StoredLead, "id" | "email" | "status">, change: VisitorChange): Promise<void> {
    await this.db.batch([
      this.db
        .update(bookings)
        .set({ cancelledAt: change.at })
        .where(and(eq(bookings.leadId, lead.id), isNull(bookings.cancelledAt))),
      this.db.update(leads).set({ status: "closed", closedReason: "cancelled" }).where(eq(leads.id, lead.id)),
      this.dropVisitorMessages(lead.id),
      this.db.insert(leadEvents).values(visitorEvent(lead, change.at, "status", `${lead.status} -> closed`)),
      this.db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
      ...this.officeToldOfChange(lead.id, change),
    ]);
  }

  /**
   * The visitor moves their consultation to `booking`'s slot: the old seat is freed and the new one taken in
   * one transaction (SlotTakenError when it has none: then nothing changed), with a new confirmation and
   * reminder in place of the unsent ones, and the office told.
   */
  async moveBooking(
    lead: Pick<StoredLead, "id" | "email" | "reference">,
    booking: NewBooking,
    visitorChannel: NotificationChannel | undefined,
    change: VisitorChange,
  ): Promise<void> {
    const byId = eq(leads.id, lead.id);
    try {
      await this.db.batch([
        this.db
          .update(bookings)
          .set({ cancelledAt: change.at })
          .where(and(eq(bookings.leadId, lead.id), isNull(bookings.cancelledAt))),
        this.takeSeat(lead.reference, booking, change.at),
        this.dropVisitorMessages(lead.id),
        ...(visitorChannel ? this.visitorMessages(visitorChannel, booking.start, change.at, byId) : []),
        this.db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
        ...this.officeToldOfChange(lead.id, change),
      ]);
    } catch (error) {
      if (isSeatRefusal(error)) throw new SlotTakenError();
      throw error;
    }
  }

  /** Deletes the visitor's confirmation and reminder not sent yet (a changed booking gets new ones). */
  private dropVisitorMessages(leadId: number) {
    return this.db
      .delete(outbox)
      .where(
        and(
          eq(outbox.leadId, leadId),
          inArray(outbox.kind, ["confirmation", "reminder"]),
          isNull(outbox.deliveredAt),
          isNull(outbox.deadAt),
        ),
      );
  }

  private officeToldOfChange(leadId: number, change: VisitorChange) {
    return change.officeChannels.map((channel) =>
      this.queueNotifications(channel, "booking_changed", change.at, eq(leads.id, leadId)),
    );
  }

  async findLead(where: { reference: string } | { id: number }): Promise<StoredLead | undefined> {
    const [lead] = await this.leadsWhere(
      "reference" in where ? eq(leads.reference, where.reference) : eq(leads.id, where.id),
    );
    return lead;
  }

  /** The leads with these ids (one query for an outbox round), by id; an erased one is absent. */
  async leadsById(ids: readonly number[]): Promise<Map<number, StoredLead>> {
    if (ids.length === 0) return new Map();
    const found = await this.leadsWhere(inArray(leads.id, [...ids]));
    return new Map(found.map((lead) => [lead.id, lead]));
  }

  private async leadsWhere(where: SQL): Promise<StoredLead[]> {
    const rows = await this.db
      .select({
        lead: leads,
        resume: resumes,
        booking: bookedSlotColumns,
      })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .leftJoin(bookings, activeBookingOfLead)
      .where(where);
    return rows.map((row) => ({ ...row.lead, resume: row.resume && withoutLeadId(row.resume), booking: row.booking }));
  }

  /** Every lead, oldest first, with its resume record. */
  async allLeads(): Promise<(StoredLead & { ownerEmail: string | null })[]> {
    const rows = await this.db
      .select({ lead: leads, resume: resumes, ownerEmail: staffUsers.email })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .orderBy(asc(leads.receivedAt), asc(leads.id));
    return rows.map((row) => ({
      ...row.lead,
      resume: row.resume && withoutLeadId(row.resume),
      ownerEmail: row.ownerEmail,
    }));
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
    const due = and(isNull(outbox.deliveredAt), isNull(outbox.deadAt), lte(outbox.nextAttemptAt, now));
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
      .returning({
        id: outbox.id,
        leadId: outbox.leadId,
        channel: outbox.channel,
        kind: outbox.kind,
        attempts: outbox.attempts,
      });
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

  /**
   * Gives a notification up after its last attempt, and in the same transaction queues the office's alert on
   * each of `alertChannels` (the lead itself, as an "undelivered" notification), so the lead still reaches them.
   */
  async markDead(id: number, at: Date, error: string, alertChannels: readonly NotificationChannel[]): Promise<void> {
    const [dead] = await this.db
      .update(outbox)
      .set({ deadAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
      .where(eq(outbox.id, id))
      .returning({ leadId: outbox.leadId });
    if (!dead || alertChannels.length === 0) return;
    await this.db.insert(outbox).values(
      alertChannels.map((channel) => ({
        leadId: dead.leadId,
        channel,
        kind: "undelivered" as const,
        nextAttemptAt: at,
      })),
    );
  }

  /** Notifications still to deliver (given-up ones are counted apart). */
  async pendingNotifications(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), isNull(outbox.deadAt)));
    return row?.count ?? 0;
  }

  /** The given-up notifications of one lead: which channel, after how many attempts, the last error. */
  async deadNotificationsOf(leadId: number) {
    return this.db
      .select({ channel: outbox.channel, attempts: outbox.attempts, lastError: outbox.lastError })
      .from(outbox)
      .where(and(eq(outbox.leadId, leadId), isNotNull(outbox.deadAt)));
  }

  /** Notifications given up after their last attempt. */
  async deadNotifications(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), isNotNull(outbox.deadAt)));
    return row?.count ?? 0;
  }

  /** A page of leads for the desk, newest first, after `cursor` (the last id of the previous page). */
  async deskLeads(filter: DeskFilter, limit: number): Promise<DeskLead[]> {
    const conditions = [
      filter.office ? eq(leads.office, filter.office) : undefined,
      filter.status ? eq(leads.status, filter.status) : undefined,
      filter.ownerEmail ? eq(staffUsers.email, filter.ownerEmail.toLowerCase()) : undefined,
      filter.form ? eq(leads.form, filter.form) : undefined,
      filter.utmSource ? eq(leads.utmSource, filter.utmSource) : undefined,
      filter.cursor ? lt(leads.id, filter.cursor) : undefined,
      filter.q ? searchCondition(filter.q) : undefined,
      filter.overdueAt ? overdueCondition(filter.overdueAt) : undefined,
    ];
    return this.db
      .select(deskColumns)
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .leftJoin(bookings, activeBookingOfLead)
      .where(and(...conditions))
      .orderBy(desc(leads.id))
      .limit(limit);
  }

  /** The consultations booked at `office` (its visits, and the calls its counsellors take) from `from` to `to`, by time. */
  async deskDay(office: OfficeId, from: Date, to: Date): Promise<DeskLead[]> {
    return this.db
      .select(deskColumns)
      .from(leads)
      .innerJoin(bookings, activeBookingOfLead)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(and(eq(leads.office, office), gte(bookings.startAt, from), lt(bookings.startAt, to)))
      .orderBy(asc(bookings.startAt), asc(leads.id));
  }

  /** One lead for the desk, with its owner. */
  async deskLead(reference: string): Promise<DeskLead | undefined> {
    const [row] = await this.db
      .select(deskColumns)
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .leftJoin(bookings, activeBookingOfLead)
      .where(eq(leads.reference, reference));
    return row;
  }

  /** A lead's history (oldest first) and the other leads of the same e-mail or phone. */
  async deskLeadRecord(lead: DeskLead["lead"]) {
    const [history, related] = await Promise.all([
      this.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(asc(leadEvents.id)),
      this.db
        .select({ reference: leads.reference, form: leads.form, status: leads.status, receivedAt: leads.receivedAt })
        .from(leads)
        .where(
          and(
            sql`${leads.id} <> ${lead.id}`,
            or(
              sql`lower(${leads.email}) = ${lead.email.toLowerCase()}`,
              lead.phone ? eq(leads.phone, lead.phone) : undefined,
            ),
          ),
        )
        .orderBy(desc(leads.id)),
    ]);
    return { history, related };
  }

  /** How many active counsellor accounts each office has (an office without any is absent). */
  async activeCounsellors(): Promise<Map<OfficeId, number>> {
    const rows = await this.db
      .select({ office: staffUsers.office, count: sql<number>`count(*)` })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, "counsellor"), sql`coalesce(${staffUsers.banned}, 0) = 0`))
      .groupBy(staffUsers.office);
    return new Map(rows.flatMap(({ office, count }) => (office ? [[office, Number(count)] as const] : [])));
  }

  /** Every staff account, by e-mail. */
  async staffAccounts() {
    return this.db.select().from(staffUsers).orderBy(staffUsers.email);
  }

  /** The staff account with `email`, active or not. */
  async staffAccount(email: string) {
    const [user] = await this.db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
    return user;
  }

  /** The active staff account with `email`, for an assignment. */
  async staffByEmail(email: string) {
    const user = await this.staffAccount(email);
    return user && !user.banned ? user : undefined;
  }

  /**
   * Applies a desk change and records each part of it in the lead's history, in one transaction; with
   * `freeSeatAt` (closed as cancelled) its booking is cancelled too, which frees the seat.
   */
  async changeLead(
    leadId: number,
    change: LeadChange,
    events: readonly NewLeadEvent[],
    { freeSeatAt }: { freeSeatAt?: Date } = {},
  ): Promise<void> {
    const statements: BatchItem<"sqlite">[] = [];
    if (Object.keys(change).length) statements.push(this.db.update(leads).set(change).where(eq(leads.id, leadId)));
    if (freeSeatAt) {
      statements.push(
        this.db
          .update(bookings)
          .set({ cancelledAt: freeSeatAt })
          .where(and(eq(bookings.leadId, leadId), isNull(bookings.cancelledAt))),
        this.dropVisitorMessages(leadId),
      );
    }
    for (const event of events) statements.push(this.db.insert(leadEvents).values({ ...event, leadId }));
    const [first, ...rest] = statements;
    if (first) await this.db.batch([first, ...rest]);
  }

  /**
   * The booking row of the lead with `reference`, in the lowest seat of its slot still free, all in one
   * statement: with none free the seat is NULL and the insert fails, taking the batch with it.
   */
  private takeSeat(reference: string, booking: NewBooking, at: Date) {
    const { mode, office, pool, start, end, capacity } = booking;
    const freeSeat = sql<number>`(with recursive seat_numbers(n) as (select 1 union all select n + 1 from seat_numbers where n < ${capacity})
      select min(n) from seat_numbers where n <= ${capacity} and n not in (
        select ${bookings.seat} from ${bookings}
        where ${bookings.pool} = ${pool} and ${bookings.startAt} = ${start.getTime()} and ${bookings.cancelledAt} is null))`;
    return this.db.insert(bookings).select((qb) =>
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

  /** Seats taken in each slot of `pool` from `from` on, by the slot's start (epoch ms). */
  async takenSeats(pool: string, from: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ startAt: bookings.startAt, count: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.pool, pool), gte(bookings.startAt, from), isNull(bookings.cancelledAt)))
      .groupBy(bookings.startAt);
    return new Map(rows.map(({ startAt, count }) => [startAt.getTime(), Number(count)]));
  }

  /** An outbox row on `channel` of `kind`, due `at`, for each lead `where` selects: one insert-select. */
  private queueNotifications(channel: NotificationChannel, kind: NotificationKind, at: Date, where: SQL | undefined) {
    return this.db.insert(outbox).select((qb) =>
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
        })
        .from(leads)
        .where(where),
    );
  }

  /**
   * Queues the overdue alert of every lead that has just passed its first-response time, once: the alert rows
   * and the mark that they were queued are written in one transaction, so a lead is alerted exactly once
   * however many processes or Worker cron runs look at the same moment. Returns how many leads.
   */
  async queueOverdueAlerts(now: Date, channels: readonly NotificationChannel[]): Promise<number> {
    const due = and(overdueCondition(now), isNull(leads.overdueAlertedAt));
    const alerts = channels.map((channel) => this.queueNotifications(channel, "overdue", now, due));
    // The alert rows first: they select the leads the update then marks.
    const marking = this.db.update(leads).set({ overdueAlertedAt: now }).where(due).returning({ id: leads.id });
    const statements: BatchItem<"sqlite">[] = [...alerts, marking];
    const results: unknown[] = await this.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    return (results.at(-1) as unknown[]).length;
  }

  /** The e-mail address of a lead's owner, for its overdue alert. */
  async ownerEmailOf(leadId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ email: staffUsers.email })
      .from(leads)
      .innerJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(eq(leads.id, leadId));
    return row?.email;
  }

  /** Records an export or an erasure: who, when, how many rows. */
  async recordAccess(action: AccessAction, actor: string, rows: number, at: Date): Promise<void> {
    await this.db.insert(accessLog).values({ action, actor, rows, at });
  }

  /** The access record, oldest first. */
  async accessRecord() {
    return this.db.select().from(accessLog).orderBy(asc(accessLog.id));
  }

  /** Erasure request (DPDP Act): every lead and subscription of an address, their outbox rows and history. */
  async erase(email: string): Promise<Removal> {
    const address = email.trim().toLowerCase();
    return this.remove(sql`lower(${leads.email}) = ${address}`, eq(subscribers.email, address));
  }

  /** Retention: leads received before `cutoff`, subscriptions ended before it, and older access records. */
  async purge(cutoff: Date): Promise<Removal> {
    await this.db.delete(accessLog).where(lt(accessLog.at, cutoff));
    return this.remove(
      lt(leads.receivedAt, cutoff),
      and(eq(subscribers.status, "unsubscribed"), lt(subscribers.unsubscribedAt, cutoff)),
    );
  }

  /** Selects and deletes in one transaction, so the resume keys returned are exactly those of the rows removed. */
  private async remove(leadFilter: SQL | undefined, subscriberFilter: SQL | undefined): Promise<Removal> {
    const doomedLeads = this.db.select({ id: leads.id }).from(leads).where(leadFilter);
    const doomedReferences = this.db.select({ reference: leads.reference }).from(leads).where(leadFilter);
    const [doomedResumes, , , , , removedLeads, removedSubscribers] = await this.db.batch([
      this.db.select({ storageKey: resumes.storageKey }).from(resumes).where(inArray(resumes.leadId, doomedLeads)),
      this.db.delete(outbox).where(inArray(outbox.leadId, doomedLeads)),
      this.db.delete(leadEvents).where(inArray(leadEvents.leadId, doomedLeads)),
      this.db.delete(resumes).where(inArray(resumes.leadId, doomedLeads)),
      this.db.delete(idempotencyKeys).where(inArray(idempotencyKeys.reference, doomedReferences)),
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

/** A lead's history entry for what the visitor did through their manage link. */
function visitorEvent(lead: Pick<StoredLead, "id" | "email">, at: Date, kind: "status" | "note", detail: string) {
  return { leadId: lead.id, at, kind, actorEmail: lead.email, actorName: "The visitor (manage link)", detail };
}

/** A lead's booking that still stands (joined: at most one per lead, stored with it). */
const activeBookingOfLead = and(eq(bookings.leadId, leads.id), isNull(bookings.cancelledAt));
const bookedSlotColumns = {
  mode: bookings.mode,
  office: bookings.office,
  pool: bookings.pool,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  createdAt: bookings.createdAt,
};
/** What the desk reads of a lead: the row, its owner and its booking. */
const deskColumns = {
  lead: leads,
  owner: { email: staffUsers.email, name: staffUsers.name },
  booking: bookedSlotColumns,
};

/**
 * The active counsellor of `office` whose last assigned lead is the oldest (one never assigned first): each
 * in turn, decided in the insert itself, so concurrent leads see each other's owners.
 */
function nextOwnerIn(office: OfficeId) {
  return sql<string>`(select ${staffUsers.id} from ${staffUsers}
    where ${staffUsers.role} = 'counsellor' and ${staffUsers.office} = ${office} and coalesce(${staffUsers.banned}, 0) = 0
    order by (select max(${leads.receivedAt}) from ${leads} where ${leads.ownerId} = ${staffUsers.id}) asc nulls first, ${staffUsers.createdAt}
    limit 1)`;
}

/** Still "new" after its first-response time, as of `now`. */
function overdueCondition(now: Date) {
  return and(eq(leads.status, "new"), lte(leads.responseDueAt, now));
}

/** Name, e-mail, phone or reference containing `q` (case-insensitive; LIKE's wildcards taken literally). */
function searchCondition(q: string) {
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

function withoutLeadId(resume: typeof resumes.$inferSelect): ResumeRecord {
  const { storageKey, fileName, contentType, size, sha256 } = resume;
  return { storageKey, fileName, contentType, size, sha256 };
}
