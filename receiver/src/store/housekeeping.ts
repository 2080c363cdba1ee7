/** Readiness, retention and erasure: writes that touch the whole store. */
import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";

import {
  accessLog,
  idempotencyKeys,
  leadEvents,
  leads,
  outbox,
  portalApplications,
  portalDocuments,
  portalFiles,
  portalMessages,
  portalUsers,
  readiness,
  resumes,
  subscribers,
} from "../schema";
import type { StoreContext } from "./context";

/** What an erasure or purge removed; the caller deletes the resume files after the rows. */
export type Removal = { leads: number; subscribers: number; storageKeys: string[] };

export class Housekeeping {
  constructor(private readonly ctx: StoreContext) {}

  /** Proves the database takes a write now (the readiness check): one row, rewritten each time. */
  async proveWrite(at: Date): Promise<void> {
    await this.ctx.db
      .insert(readiness)
      .values({ id: 1, checkedAt: at })
      .onConflictDoUpdate({ target: readiness.id, set: { checkedAt: at } });
  }

  /** The storage keys of every stored resume and portal document (the sweep removes files no row points to). */
  async storageKeys(): Promise<Set<string>> {
    const { db } = this.ctx;
    const [resumeKeys, portalKeys] = await db.batch([
      db.select({ key: resumes.storageKey }).from(resumes),
      db.select({ key: portalFiles.storageKey }).from(portalFiles),
    ]);
    return new Set([...resumeKeys, ...portalKeys].map((row) => row.key));
  }

  /**
   * Erasure request (DPDP Act): every lead and subscription of an address, their outbox rows and history, and
   * the person's portal: their account and their parents', applications, documents and files, and the thread.
   */
  async erase(email: string): Promise<Removal> {
    const address = email.trim().toLowerCase();
    const { db } = this.ctx;
    const documents = db
      .select({ id: portalDocuments.id })
      .from(portalDocuments)
      .where(eq(portalDocuments.studentEmail, address));
    const student = db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.email, address));
    // Applications' stages, files' rows, sessions and passwords go with their rows (ON DELETE CASCADE).
    const [portalFileRows] = await db.batch([
      db
        .select({ storageKey: portalFiles.storageKey })
        .from(portalFiles)
        .where(inArray(portalFiles.documentId, documents)),
      db.delete(portalDocuments).where(eq(portalDocuments.studentEmail, address)),
      db.delete(portalApplications).where(eq(portalApplications.studentEmail, address)),
      db.delete(portalMessages).where(eq(portalMessages.studentEmail, address)),
      db.delete(portalUsers).where(inArray(portalUsers.studentId, student)),
      db.delete(portalUsers).where(eq(portalUsers.email, address)),
    ]);
    const removal = await this.remove(sql`lower(${leads.email}) = ${address}`, eq(subscribers.email, address));
    return { ...removal, storageKeys: [...removal.storageKeys, ...portalFileRows.map((row) => row.storageKey)] };
  }

  /** Retention: leads received before `cutoff`, subscriptions ended before it, and older access records. */
  async purge(cutoff: Date): Promise<Removal> {
    await this.ctx.db.delete(accessLog).where(lt(accessLog.at, cutoff));
    return this.remove(
      lt(leads.receivedAt, cutoff),
      and(eq(subscribers.status, "unsubscribed"), lt(subscribers.unsubscribedAt, cutoff)),
    );
  }

  /** Selects and deletes in one transaction, so the resume keys returned are exactly those of the rows removed. */
  private async remove(leadFilter: SQL | undefined, subscriberFilter: SQL | undefined): Promise<Removal> {
    const { db } = this.ctx;
    const doomedLeads = db.select({ id: leads.id }).from(leads).where(leadFilter);
    const doomedReferences = db.select({ reference: leads.reference }).from(leads).where(leadFilter);
    const [doomedResumes, , , , , removedLeads, removedSubscribers] = await db.batch([
      db.select({ storageKey: resumes.storageKey }).from(resumes).where(inArray(resumes.leadId, doomedLeads)),
      db.delete(outbox).where(inArray(outbox.leadId, doomedLeads)),
      db.delete(leadEvents).where(inArray(leadEvents.leadId, doomedLeads)),
      db.delete(resumes).where(inArray(resumes.leadId, doomedLeads)),
      db.delete(idempotencyKeys).where(inArray(idempotencyKeys.reference, doomedReferences)),
      db.delete(leads).where(leadFilter).returning({ id: leads.id }),
      db.delete(subscribers).where(subscriberFilter).returning({ id: subscribers.id }),
    ]);
    return {
      leads: removedLeads.length,
      subscribers: removedSubscribers.length,
      storageKeys: doomedResumes.map((row) => row.storageKey),
    };
  }
}
