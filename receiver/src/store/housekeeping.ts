/** Readiness, retention and erasure: writes that touch the whole store. */
import { and, eq, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";

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
  portalVerifications,
  readiness,
  resumes,
  subscribers,
  whatsappContacts,
  whatsappStatuses,
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
    const portalKeys = await this.removePortal(sql`${address}`);
    const removal = await this.remove(sql`lower(${leads.email}) = ${address}`, eq(subscribers.email, address));
    await this.removeWhatsAppWithoutLeads();
    return { ...removal, storageKeys: [...removal.storageKeys, ...portalKeys] };
  }

  /**
   * The WhatsApp records of numbers no lead has any more: their consent, the thread of a family who only wrote on
   * WhatsApp, and what they wrote in another's thread.
   */
  private async removeWhatsAppWithoutLeads() {
    const { db } = this.ctx;
    const known = sql`(select ${leads.waId} from ${leads} where ${leads.waId} is not null)`;
    await db.batch([
      db.delete(whatsappContacts).where(sql`${whatsappContacts.waId} not in ${known}`),
      db
        .delete(portalMessages)
        .where(
          or(
            and(
              like(portalMessages.studentEmail, "whatsapp:%"),
              sql`substr(${portalMessages.studentEmail}, 10) not in ${known}`,
            ),
            and(
              like(portalMessages.authorId, "whatsapp:%"),
              sql`substr(${portalMessages.authorId}, 10) not in ${known}`,
            ),
          ),
        ),
    ]);
  }

  /**
   * Retention: leads received before `cutoff`, subscriptions ended before it, older access records, and the portal
   * of every person with no lead left (nobody at the office could reach it any more).
   */
  async purge(cutoff: Date): Promise<Removal> {
    await this.ctx.db.delete(accessLog).where(lt(accessLog.at, cutoff));
    const removal = await this.remove(
      lt(leads.receivedAt, cutoff),
      and(eq(subscribers.status, "unsubscribed"), lt(subscribers.unsubscribedAt, cutoff)),
    );
    const { db } = this.ctx;
    const withoutLeads = db
      .selectDistinct({ email: portalDocuments.studentEmail })
      .from(portalDocuments)
      .where(sql`${portalDocuments.studentEmail} not in (select lower(${leads.email}) from ${leads})`)
      .union(
        db
          .selectDistinct({ email: portalUsers.email })
          .from(portalUsers)
          .where(
            and(
              eq(portalUsers.kind, "student"),
              sql`${portalUsers.email} not in (select lower(${leads.email}) from ${leads})`,
            ),
          ),
      )
      // A thread without an account (the automatic messages of a booking, a family's WhatsApp) goes with its leads.
      .union(
        db
          .selectDistinct({ email: portalMessages.studentEmail })
          .from(portalMessages)
          .where(
            and(
              sql`${portalMessages.studentEmail} not like 'whatsapp:%'`,
              sql`${portalMessages.studentEmail} not in (select lower(${leads.email}) from ${leads})`,
            ),
          ),
      );
    const portalKeys = [];
    for (const { email } of await withoutLeads) portalKeys.push(...(await this.removePortal(sql`${email}`)));
    await this.removeWhatsAppWithoutLeads();
    // A status of a message nobody keeps any more (one never stored is kept a while: it may have come first).
    await db
      .delete(whatsappStatuses)
      .where(
        and(
          lt(whatsappStatuses.at, cutoff),
          sql`${whatsappStatuses.messageId} not in (select ${portalMessages.whatsappId} from ${portalMessages} where ${portalMessages.whatsappId} is not null)`,
        ),
      );
    return { ...removal, storageKeys: [...removal.storageKeys, ...portalKeys] };
  }

  /**
   * A person's portal in one transaction: their account and their parents', one-time links, applications (their
   * stages go with them), documents and files' rows, the thread, and what a parent at this address wrote in
   * another's thread. The storage keys of the files removed, for the caller to delete after the rows.
   */
  private async removePortal(address: SQL): Promise<string[]> {
    const { db } = this.ctx;
    const documents = db
      .select({ id: portalDocuments.id })
      .from(portalDocuments)
      .where(eq(portalDocuments.studentEmail, address));
    // The person's account and their parents'.
    const student = db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.email, address));
    const accounts = db
      .select({ id: portalUsers.id })
      .from(portalUsers)
      .where(or(eq(portalUsers.email, address), inArray(portalUsers.studentId, student)));
    const [files] = await db.batch([
      db
        .select({ storageKey: portalFiles.storageKey })
        .from(portalFiles)
        .where(inArray(portalFiles.documentId, documents)),
      db.delete(portalDocuments).where(eq(portalDocuments.studentEmail, address)),
      db.delete(portalApplications).where(eq(portalApplications.studentEmail, address)),
      db
        .delete(portalMessages)
        .where(or(eq(portalMessages.studentEmail, address), inArray(portalMessages.authorId, accounts))),
      db.delete(portalVerifications).where(inArray(portalVerifications.value, accounts)),
      // Sessions and passwords go with the accounts (ON DELETE CASCADE).
      db.delete(portalUsers).where(inArray(portalUsers.id, accounts)),
    ]);
    return files.map((row) => row.storageKey);
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
