/**
 * The student portal's records (schema.ts portal_*): a student's applications and their stages, documents and
 * every uploaded version, the thread with the office, and the e-mails these queue. All are the person's, keyed by
 * their e-mail lowercased (`studentEmail`), so every lead of theirs shares them; erasure removes them by it.
 */
import { and, asc, count, desc, eq, inArray, isNull, like, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import type { OfficeId } from "@/contract/offices";
import type { ApplicationStage } from "@/contract/portal";

import {
  bookings,
  leads,
  type NotificationChannel,
  outbox,
  portalApplicationChanges,
  portalApplications,
  portalDocuments,
  portalFiles,
  portalMessages,
  portalUsers,
  portalVerifications,
  staffUsers,
  whatsappStatuses,
} from "../schema";
import { inOneTransaction, type StoreContext } from "./context";
import { queueFor } from "./outbox";
import { consentOfLead } from "./whatsapp";

/** An e-mail to a family member, written when queued (notify.ts sends it as it is). */
export type FamilyMail = { to: string; subject: string; text: string };

/** A person's key: their e-mail as every lead of theirs has it, whatever the case it was typed in. */
export const personKey = (email: string) => email.trim().toLowerCase();

export type StoredApplication = typeof portalApplications.$inferSelect & {
  history: (typeof portalApplicationChanges.$inferSelect)[];
};
export type StoredDocument = typeof portalDocuments.$inferSelect & { files: (typeof portalFiles.$inferSelect)[] };
export type NewFile = Omit<typeof portalFiles.$inferInsert, "id" | "documentId">;

export class PortalRecords {
  constructor(private readonly ctx: StoreContext) {}

  /** The person's leads, newest first, with the counsellor who owns each and its consultation if one stands. */
  async leadsOf(studentEmail: string) {
    const { db } = this.ctx;
    return db
      .select({
        id: leads.id,
        reference: leads.reference,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        phone: leads.phone,
        destination: leads.destination,
        office: leads.office,
        manageToken: leads.manageToken,
        ownerName: staffUsers.name,
        booking: {
          mode: bookings.mode,
          office: bookings.office,
          pool: bookings.pool,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
        },
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .leftJoin(bookings, and(eq(bookings.leadId, leads.id), isNull(bookings.cancelledAt)))
      .where(sql`lower(${leads.email}) = ${studentEmail}`)
      .orderBy(desc(leads.id));
  }

  async applications(studentEmail: string): Promise<StoredApplication[]> {
    return this.applicationsWhere(eq(portalApplications.studentEmail, studentEmail));
  }

  async application(id: number): Promise<StoredApplication | undefined> {
    return (await this.applicationsWhere(eq(portalApplications.id, id)))[0];
  }

  /** The applications `where` selects, oldest first, each with its stages. */
  private async applicationsWhere(where: SQL): Promise<StoredApplication[]> {
    const { db } = this.ctx;
    const rows = await db.select().from(portalApplications).where(where).orderBy(asc(portalApplications.id));
    const ids = rows.map((row) => row.id);
    const changes = ids.length
      ? await db
          .select()
          .from(portalApplicationChanges)
          .where(inArray(portalApplicationChanges.applicationId, ids))
          .orderBy(asc(portalApplicationChanges.id))
      : [];
    return rows.map((row) => ({ ...row, history: changes.filter((change) => change.applicationId === row.id) }));
  }

  async addApplication(
    values: Omit<typeof portalApplications.$inferInsert, "id">,
    byName: string,
    note: string | null,
  ): Promise<number> {
    const { db } = this.ctx;
    const [row] = await db.insert(portalApplications).values(values).returning({ id: portalApplications.id });
    await db
      .insert(portalApplicationChanges)
      .values({ applicationId: row.id, stage: values.stage, note, at: values.createdAt, byName });
    return row.id;
  }

  /** The new stage and its dated change, with the family's e-mails, in one transaction. */
  async changeStage(
    id: number,
    stage: ApplicationStage,
    change: { note: string | null; at: Date; byName: string },
    mails: readonly BatchItem<"sqlite">[],
  ) {
    const { db } = this.ctx;
    await inOneTransaction(db, [
      db.update(portalApplications).set({ stage }).where(eq(portalApplications.id, id)),
      db.insert(portalApplicationChanges).values({ applicationId: id, stage, ...change }),
      ...mails,
    ]);
  }

  async documents(studentEmail: string): Promise<StoredDocument[]> {
    return this.documentsWhere(eq(portalDocuments.studentEmail, studentEmail));
  }

  async document(id: number): Promise<StoredDocument | undefined> {
    return (await this.documentsWhere(eq(portalDocuments.id, id)))[0];
  }

  /** The documents `where` selects, oldest first, each with every uploaded version, newest first. */
  private async documentsWhere(where: SQL): Promise<StoredDocument[]> {
    const { db } = this.ctx;
    const rows = await db.select().from(portalDocuments).where(where).orderBy(asc(portalDocuments.id));
    const ids = rows.map((row) => row.id);
    const files = ids.length
      ? await db.select().from(portalFiles).where(inArray(portalFiles.documentId, ids)).orderBy(desc(portalFiles.id))
      : [];
    return rows.map((row) => ({ ...row, files: files.filter((file) => file.documentId === row.id) }));
  }

  /** Adds each title not on the checklist yet (the unique index keeps a title once per student). */
  async seedChecklist(studentEmail: string, titles: readonly string[], at: Date): Promise<void> {
    if (titles.length === 0) return;
    await this.ctx.db
      .insert(portalDocuments)
      .values(
        titles.map((title) => ({
          studentEmail,
          title,
          origin: "checklist" as const,
          status: "requested" as const,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing();
  }

  /** A document the counsellor asks for, with the family's e-mails; undefined when the title is already listed. */
  async requestDocument(
    studentEmail: string,
    values: { title: string; note: string | null },
    at: Date,
    mails: readonly BatchItem<"sqlite">[],
  ): Promise<number | undefined> {
    const { db } = this.ctx;
    const [results] = await inOneTransaction(db, [
      db
        .insert(portalDocuments)
        .values({ studentEmail, ...values, origin: "requested", status: "requested", updatedAt: at })
        .onConflictDoNothing()
        .returning({ id: portalDocuments.id }),
      ...mails,
    ]);
    return (results as { id: number }[])[0]?.id;
  }

  /** A new version of a document (its file already stored whole): the row and the status "uploaded" together. */
  async addFile(documentId: number, file: NewFile, mails: readonly BatchItem<"sqlite">[]): Promise<void> {
    const { db } = this.ctx;
    await inOneTransaction(db, [
      db.insert(portalFiles).values({ documentId, ...file }),
      db
        .update(portalDocuments)
        .set({ status: "uploaded", reason: null, updatedAt: file.uploadedAt })
        .where(eq(portalDocuments.id, documentId)),
      ...mails,
    ]);
  }

  async review(
    documentId: number,
    review: { status: "approved" | "rejected"; reason: string | null; at: Date },
    mails: readonly BatchItem<"sqlite">[],
  ): Promise<void> {
    const { db } = this.ctx;
    await inOneTransaction(db, [
      db
        .update(portalDocuments)
        .set({ status: review.status, reason: review.reason, updatedAt: review.at })
        .where(eq(portalDocuments.id, documentId)),
      ...mails,
    ]);
  }

  /** The thread, oldest first, each office message sent on WhatsApp with what WhatsApp last reported of it. */
  async messages(studentEmail: string) {
    const rows = await this.ctx.db
      .select({ message: portalMessages, state: whatsappStatuses.state, error: whatsappStatuses.error })
      .from(portalMessages)
      .leftJoin(whatsappStatuses, eq(whatsappStatuses.messageId, portalMessages.whatsappId))
      .where(eq(portalMessages.studentEmail, studentEmail))
      .orderBy(asc(portalMessages.id));
    return rows.map(({ message, state, error }) => ({ ...message, reported: state ? { state, error } : null }));
  }

  /** A message in the thread and its notification, in one transaction. */
  async addMessage(message: Omit<typeof portalMessages.$inferInsert, "id">, mails: readonly BatchItem<"sqlite">[]) {
    const { db } = this.ctx;
    const [rows] = await inOneTransaction(db, [db.insert(portalMessages).values(message).returning(), ...mails]);
    return (rows as (typeof portalMessages.$inferSelect)[])[0];
  }

  /** The portal account of an address (a student's or a parent's). */
  async user(email: string) {
    const [row] = await this.ctx.db
      .select()
      .from(portalUsers)
      .where(eq(portalUsers.email, personKey(email)));
    return row;
  }

  async userById(id: string) {
    const [row] = await this.ctx.db.select().from(portalUsers).where(eq(portalUsers.id, id));
    return row;
  }

  async parentsOf(studentId: string) {
    return this.ctx.db
      .select()
      .from(portalUsers)
      .where(and(eq(portalUsers.kind, "parent"), eq(portalUsers.studentId, studentId)))
      .orderBy(asc(portalUsers.createdAt));
  }

  async markJoined(userId: string, at: Date) {
    await this.ctx.db.update(portalUsers).set({ passwordSetAt: at }).where(eq(portalUsers.id, userId));
  }

  /** Removes a parent's account (its sessions and password go with it: the cascade). */
  async removeParent(studentId: string, parentId: string): Promise<boolean> {
    const removed = await this.ctx.db
      .delete(portalUsers)
      .where(and(eq(portalUsers.id, parentId), eq(portalUsers.kind, "parent"), eq(portalUsers.studentId, studentId)))
      .returning({ id: portalUsers.id });
    return removed.length > 0;
  }

  /**
   * An e-mail to a family member, queued on the lead the student was invited from, else their newest (outbox rows
   * belong to a lead, so erasure takes them too); nothing when the person has no lead left.
   */
  familyMail(studentEmail: string, channel: NotificationChannel, mail: FamilyMail, at: Date) {
    return this.queueOnPersonLead(studentEmail, channel, "portal_family", JSON.stringify(mail), at);
  }

  /** The office's note about a student's portal (a message, an upload, an erasure request), on each channel. */
  officeMail(studentEmail: string, channels: readonly NotificationChannel[], note: string, at: Date) {
    return channels.map((channel) => this.queueOnPersonLead(studentEmail, channel, "portal_office", note, at));
  }

  /**
   * A WhatsApp message to the student (a template's values), on the lead the student was invited from (else their
   * newest), only if that lead's number consents: never another lead's number sent with their address.
   */
  whatsAppOnPersonLead(studentEmail: string, payload: object, at: Date) {
    const where = and(eq(leads.id, this.personLead(studentEmail)), consentOfLead(this.ctx.db));
    return queueFor(this.ctx.db, "whatsapp", "whatsapp", at, where, JSON.stringify(payload)).returning({
      id: outbox.id,
    });
  }

  private queueOnPersonLead(
    studentEmail: string,
    channel: NotificationChannel,
    kind: "portal_family" | "portal_office",
    payload: string,
    at: Date,
  ) {
    return queueFor(this.ctx.db, channel, kind, at, eq(leads.id, this.personLead(studentEmail)), payload).returning({
      id: outbox.id,
    });
  }

  /** The lead the student was invited from, else their newest: a newer one may be anybody's, sent with their address. */
  private personLead(studentEmail: string) {
    return this.ctx.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`lower(${leads.email}) = ${studentEmail}`)
      .orderBy(
        sql`${leads.id} = (select ${portalUsers.leadId} from ${portalUsers} where ${portalUsers.email} = ${studentEmail}) desc`,
        desc(leads.id),
      )
      .limit(1);
  }

  /**
   * Whether staff of `office` (null: an admin, every office) may reach the person's portal records: once invited,
   * the office they were invited by; before, any office with a lead of theirs.
   */
  async visibleTo(studentEmail: string, office: OfficeId | null): Promise<boolean> {
    if (office === null) return true;
    const { db } = this.ctx;
    const [account] = await db
      .select({ office: portalUsers.office })
      .from(portalUsers)
      .where(and(eq(portalUsers.email, studentEmail), eq(portalUsers.kind, "student")));
    if (account?.office) return account.office === office;
    const [row] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(sql`lower(${leads.email}) = ${studentEmail}`, eq(leads.office, office)))
      .limit(1);
    return Boolean(row);
  }

  /** A new student account's office and lead, those it was invited from. */
  async invitedFrom(userId: string, lead: { id: number; office: OfficeId | null }) {
    await this.ctx.db
      .update(portalUsers)
      .set({ leadId: lead.id, office: lead.office })
      .where(eq(portalUsers.id, userId));
  }

  /** Ends every one-time link of an account (a new one replaces them; a password set ends them all). */
  async dropLinks(userId: string) {
    await this.ctx.db
      .delete(portalVerifications)
      .where(and(eq(portalVerifications.value, userId), like(portalVerifications.identifier, "reset-password:%")));
  }

  async parentCount(studentId: string): Promise<number> {
    const [row] = await this.ctx.db
      .select({ n: count() })
      .from(portalUsers)
      .where(and(eq(portalUsers.kind, "parent"), eq(portalUsers.studentId, studentId)));
    return row?.n ?? 0;
  }

  /** Every lead of the person as stored, without the secrets only links carry (a student's own export). */
  async personLeads(studentEmail: string) {
    const rows = await this.ctx.db
      .select()
      .from(leads)
      .where(sql`lower(${leads.email}) = ${studentEmail}`)
      .orderBy(asc(leads.id));
    const secrets = new Set(["manageToken", "idempotencyKey"]);
    return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !secrets.has(key))));
  }

  /** Queues notifications built by familyMail and officeMail, in one transaction; how many rows were queued. */
  async queue(statements: readonly BatchItem<"sqlite">[]): Promise<number> {
    const results = await inOneTransaction(this.ctx.db, statements);
    return results.reduce<number>((sum, result) => sum + (result as unknown[]).length, 0);
  }

  /** Stored portal files (the orphan sweep keeps them). */
  async storageKeys(): Promise<string[]> {
    const rows = await this.ctx.db.select({ key: portalFiles.storageKey }).from(portalFiles);
    return rows.map((row) => row.key);
  }
}
