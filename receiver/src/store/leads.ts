/**
 * Leads: every accepted submission, stored with what belongs to it (its resume record, its seat, its outbox
 * rows and its key's answer) in one transaction.
 */
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import type { LeadSource } from "@/contract/lead-source";
import type { OfficeId } from "@/contract/offices";
import type { CallbackValues } from "@/contract/validations/callback";
import type { CareersApplicationValues } from "@/contract/validations/careers-application";
import type { ContactValues } from "@/contract/validations/contact";

import {
  bookings,
  type LeadFormId,
  leadEvents,
  leads,
  type LeadStatus,
  type NotificationChannel,
  resumes,
  staffUsers,
} from "../schema";
import {
  activeBookingOfLead,
  bookedSlotColumns,
  holderColumns,
  holderOfBooking,
  holders,
  withHolder,
} from "./conditions";
import { isUniqueViolation, REFERENCE_ATTEMPTS, type StoreContext } from "./context";
import { answerKey } from "./keys";
import { queueFor, queueVisitorMessages } from "./outbox";
import { optIn, queueWhatsAppBooking } from "./whatsapp";
import { whatsAppNumberOf } from "../whatsapp/numbers";
import { type BookedSlot, followHolder, isSeatRefusal, type NewBooking, SlotTakenError, takeSeat } from "./seats";
import { nextOwnerIn } from "./staff";

type LeadInsert = typeof leads.$inferInsert;
/** Every field of the three lead forms (the resume is stored apart). */
type LeadFieldName = keyof CallbackValues | keyof ContactValues | Exclude<keyof CareersApplicationValues, "resume">;
/** A form's validated values; `Pick` fails to compile if a schema gains a field without a column. */
export type LeadFields = Pick<LeadInsert, LeadFieldName>;

export type ResumeRecord = Omit<typeof resumes.$inferInsert, "leadId">;

export type NewLead = {
  form: LeadFormId;
  status: LeadStatus;
  /** The key this lead's request claimed (IdempotencyKeys.claim): its answer is recorded with the lead. */
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
  /** The slot it takes (status "booked"): stored in the same transaction, or nothing is. */
  booking?: NewBooking;
  /** A booking's manage-link secret, and the channel its confirmation and reminder go to the visitor on. */
  manageToken?: string;
  visitorChannel?: NotificationChannel;
  /** The WhatsApp number when it is known as WhatsApp gave it (a family who wrote); else read from the phone. */
  waId?: string;
  /** More rows of the same transaction, after the lead's own; `lead` selects the new lead (the WhatsApp thread). */
  alsoStore?: (lead: SQL) => BatchItem<"sqlite">[];
};

export type Accepted = { reference: string; replayed: boolean };

export type StoredLead = typeof leads.$inferSelect & { resume: ResumeRecord | null; booking?: BookedSlot | null };

function withoutLeadId(resume: typeof resumes.$inferSelect): ResumeRecord {
  const { storageKey, fileName, contentType, size, sha256 } = resume;
  return { storageKey, fileName, contentType, size, sha256 };
}

export class Leads {
  constructor(private readonly ctx: StoreContext) {}

  /**
   * Stores a lead with its resume record, seat and outbox rows in one transaction; a claimed Idempotency-Key
   * gets the lead's answer in the same transaction, so a repeat can only ever find the stored lead.
   * SlotTakenError when its slot had no seat left: then nothing was stored.
   */
  async accept(lead: NewLead): Promise<Accepted> {
    const { db } = this.ctx;
    const waId = lead.waId ?? whatsAppNumberOf(lead.fields.phone);
    for (let attempt = 1; ; attempt += 1) {
      const reference = this.ctx.makeReference();
      try {
        await this.ctx.leadBatch([
          db.insert(leads).values({
            ...lead.fields,
            waId,
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
          ...this.rowsFollowing(reference, lead, waId),
        ]);
        return { reference, replayed: false };
      } catch (error) {
        if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "leads.reference")) continue;
        if (lead.booking && isSeatRefusal(error)) throw new SlotTakenError();
        throw error;
      }
    }
  }

  /** The key's answer, resume record, seat and outbox rows, for the lead row with `reference`. */
  private rowsFollowing(reference: string, lead: NewLead, waId: string | null) {
    const { db } = this.ctx;
    const byReference = eq(leads.reference, reference);
    const statements: BatchItem<"sqlite">[] = [];
    if (lead.idempotencyKey) statements.push(answerKey(db, lead.idempotencyKey, reference, lead.status === "spam"));
    if (lead.resume) {
      const { storageKey, fileName, contentType, size, sha256 } = lead.resume;
      statements.push(
        db.insert(resumes).select((qb) =>
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
            .where(byReference),
        ),
      );
    }
    if (lead.booking) statements.push(takeSeat(db, reference, lead.booking, lead.receivedAt));
    if (lead.booking?.holder) statements.push(followHolder(db, byReference));
    for (const channel of lead.status === "spam" ? [] : lead.channels) {
      statements.push(queueFor(db, channel, "lead", lead.receivedAt, byReference));
    }
    statements.push(...this.whatsAppConsent(byReference, lead, waId));
    if (lead.booking && lead.visitorChannel && lead.status === "booked") {
      statements.push(
        ...queueVisitorMessages(db, lead.visitorChannel, lead.booking.start, lead.receivedAt, byReference),
      );
    }
    if (lead.booking && lead.status === "booked" && this.ctx.whatsapp) {
      statements.push(...queueWhatsAppBooking(db, "confirmation", lead.booking, lead.receivedAt, byReference));
    }
    if (lead.alsoStore) statements.push(...lead.alsoStore(byReference));
    return statements;
  }

  /**
   * A ticked "Send me updates on WhatsApp": the number's consent, with the lead's time and page; or, when the phone
   * cannot be a WhatsApp number, a note on the lead saying nothing will go there.
   */
  private whatsAppConsent(byReference: SQL, lead: NewLead, waId: string | null): BatchItem<"sqlite">[] {
    if (!lead.fields.whatsappOptIn || lead.status === "spam") return [];
    const { db } = this.ctx;
    if (waId) return [optIn(db, waId, lead.receivedAt, lead.source?.formPage ?? lead.form)];
    return [
      db.insert(leadEvents).select((qb) =>
        qb
          .select({
            id: sql<number>`null`.as("id"),
            leadId: leads.id,
            at: sql<Date>`${lead.receivedAt.getTime()}`.as("at"),
            kind: sql<string>`'note'`.as("kind"),
            actorEmail: sql<string>`'whatsapp'`.as("actor_email"),
            actorName: sql<string>`'WhatsApp'`.as("actor_name"),
            detail:
              sql<string>`${`The visitor asked for updates on WhatsApp, but ${lead.fields.phone ?? "their phone"} cannot be made a WhatsApp number: nothing is sent there. Ask them for their WhatsApp number.`}`.as(
                "detail",
              ),
          })
          .from(leads)
          .where(byReference),
      ),
    ];
  }

  async find(where: { reference: string } | { id: number }): Promise<StoredLead | undefined> {
    const [lead] = await this.where(
      "reference" in where ? eq(leads.reference, where.reference) : eq(leads.id, where.id),
    );
    return lead;
  }

  /** The lead a booking's manage link names (with its booking, null once cancelled). */
  async byManageToken(token: string): Promise<StoredLead | undefined> {
    const [lead] = await this.where(eq(leads.manageToken, token));
    return lead;
  }

  /** The leads with these ids (one query for an outbox round), by id; an erased one is absent. */
  async byIds(ids: readonly number[]): Promise<Map<number, StoredLead>> {
    if (ids.length === 0) return new Map();
    const found = await this.where(inArray(leads.id, [...ids]));
    return new Map(found.map((lead) => [lead.id, lead]));
  }

  private async where(where: SQL): Promise<StoredLead[]> {
    const rows = await this.ctx.db
      .select({ lead: leads, resume: resumes, booking: bookedSlotColumns, ...holderColumns })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .leftJoin(bookings, activeBookingOfLead)
      .leftJoin(holders, holderOfBooking)
      .where(where);
    return rows.map((row) => ({
      ...row.lead,
      resume: row.resume && withoutLeadId(row.resume),
      booking: withHolder(row.booking, row),
    }));
  }

  /** Every lead, oldest first, with its resume record, its standing booking and its owner's e-mail (the CSV export). */
  async all(): Promise<(StoredLead & { ownerEmail: string | null })[]> {
    const rows = await this.ctx.db
      .select({
        lead: leads,
        resume: resumes,
        ownerEmail: staffUsers.email,
        booking: bookedSlotColumns,
        ...holderColumns,
      })
      .from(leads)
      .leftJoin(resumes, eq(resumes.leadId, leads.id))
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .leftJoin(bookings, activeBookingOfLead)
      .leftJoin(holders, holderOfBooking)
      .orderBy(asc(leads.receivedAt), asc(leads.id));
    return rows.map((row) => ({
      ...row.lead,
      resume: row.resume && withoutLeadId(row.resume),
      booking: withHolder(row.booking, row),
      ownerEmail: row.ownerEmail,
    }));
  }
}
