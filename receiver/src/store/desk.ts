/** What the counsellors' desk reads and changes: the inbox, an office's day, one lead with its history. */
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import { BOOKINGS_FILTER } from "@/contract/desk";
import type { Language } from "@/contract/languages";
import type { OfficeId } from "@/contract/offices";

import {
  bookings,
  leadEvents,
  type LeadFormId,
  leads,
  type LeadStatus,
  type NotificationChannel,
  staffUsers,
} from "../schema";
import {
  activeBookingOfLead,
  bookedSlotColumns,
  holderOfBooking,
  holders,
  overdueCondition,
  searchCondition,
  holderColumns,
  withHolder,
} from "./conditions";
import { inOneTransaction, type StoreContext } from "./context";
import { dropVisitorMessages, queueFor } from "./outbox";
import { type BookedSlot, freeSeat } from "./seats";

/** What the desk's inbox filters by (an undefined filter takes every value). */
export type DeskFilter = {
  office?: OfficeId;
  status?: LeadStatus;
  ownerEmail?: string;
  /** A form, or BOOKINGS_FILTER: Get In Touch sent with a slot. */
  form?: LeadFormId | typeof BOOKINGS_FILTER;
  utmSource?: string;
  /** The language of the page the lead was sent from. */
  language?: Language;
  q?: string;
  /** Only leads still "new" whose first-response time had passed at this instant. */
  overdueAt?: Date;
  /** Only leads whose family's WhatsApp message waits for an answer. */
  whatsappWaiting?: boolean;
  cursor?: number;
};

export type DeskLead = {
  lead: typeof leads.$inferSelect;
  owner: { email: string; name: string } | null;
  booking: BookedSlot | null;
};

type DeskRow = Omit<DeskLead, "booking"> & {
  booking: Omit<BookedSlot, "counsellorName" | "bookingRoom" | "counsellorOff"> | null;
  holderName: string | null;
  holderRoom: string | null;
  holderOff: number;
};

export type LeadChange = Partial<
  Pick<
    typeof leads.$inferInsert,
    "status" | "closedReason" | "ownerId" | "office" | "firstResponseAt" | "responseDueAt"
  >
>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, "id" | "leadId">;

/** What the desk reads of a lead: the row, its owner and its booking. */
const deskColumns = {
  lead: leads,
  owner: { email: staffUsers.email, name: staffUsers.name },
  booking: bookedSlotColumns,
  ...holderColumns,
};

const deskLeadOf = ({ holderName, holderRoom, holderOff, booking, ...row }: DeskRow): DeskLead => ({
  ...row,
  booking: withHolder(booking, { holderName, holderRoom, holderOff }),
});

/** The most of a person's other leads a lead's page lists, newest first. */
export const RELATED_LIMIT = 50;

export class DeskRecords {
  constructor(private readonly ctx: StoreContext) {}

  /** Leads as the desk reads them: each with its owner, its standing booking and the booking's counsellor. */
  private deskRows() {
    return this.ctx.db
      .select(deskColumns)
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .leftJoin(bookings, activeBookingOfLead)
      .leftJoin(holders, holderOfBooking);
  }

  /** A page of leads for the desk, newest first, after `cursor` (the last id of the previous page). */
  async inbox(filter: DeskFilter, limit: number): Promise<DeskLead[]> {
    const conditions = [
      filter.office ? eq(leads.office, filter.office) : undefined,
      filter.status ? eq(leads.status, filter.status) : undefined,
      filter.ownerEmail ? eq(staffUsers.email, filter.ownerEmail.toLowerCase()) : undefined,
      filter.form === BOOKINGS_FILTER
        ? and(eq(leads.form, "get-in-touch"), isNotNull(leads.manageToken))
        : filter.form
          ? eq(leads.form, filter.form)
          : undefined,
      filter.utmSource ? eq(leads.utmSource, filter.utmSource) : undefined,
      filter.language ? eq(leads.language, filter.language) : undefined,
      filter.cursor ? lt(leads.id, filter.cursor) : undefined,
      filter.q ? searchCondition(filter.q) : undefined,
      filter.overdueAt ? overdueCondition(filter.overdueAt) : undefined,
      filter.whatsappWaiting ? isNotNull(leads.whatsappWaitingSince) : undefined,
    ];
    const rows = await this.deskRows()
      .where(and(...conditions))
      .orderBy(desc(leads.id))
      .limit(limit);
    return rows.map(deskLeadOf);
  }

  /** The consultations booked at `office` (its visits, and the calls its counsellors take) from `from` to `to`, by time. */
  day(office: OfficeId, from: Date, to: Date): Promise<DeskLead[]> {
    return this.bookedBetween(eq(leads.office, office), from, to);
  }

  /** The consultations counsellor `counsellorId` holds from `from` to `to`, by time. */
  heldBy(counsellorId: string, from: Date, to: Date): Promise<DeskLead[]> {
    return this.bookedBetween(eq(bookings.counsellorId, counsellorId), from, to);
  }

  /** The leads whose standing booking starts from `from` to `to` and meets `which`, by time. */
  private async bookedBetween(which: SQL, from: Date, to: Date): Promise<DeskLead[]> {
    const rows = await this.ctx.db
      .select(deskColumns)
      .from(leads)
      .innerJoin(bookings, activeBookingOfLead)
      .leftJoin(holders, holderOfBooking)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(and(which, gte(bookings.startAt, from), lt(bookings.startAt, to)))
      .orderBy(asc(bookings.startAt), asc(leads.id));
    return rows.map(deskLeadOf);
  }

  /**
   * Consultations that began from `from` to `to` (of `office`, or all), and how many were no-shows, per
   * counsellor who held them and per utm_source.
   */
  async noShows(from: Date, to: Date, office?: OfficeId) {
    const { db } = this.ctx;
    const began = and(
      activeBookingOfLead,
      sql`${bookings.mode} <> 'event'`,
      gte(bookings.startAt, from),
      lt(bookings.startAt, to),
      office ? eq(leads.office, office) : undefined,
    );
    const noShows = sql<number>`sum(case when ${leads.status} = 'closed' and ${leads.closedReason} = 'no_show' then 1 else 0 end)`;
    const [byCounsellor, bySource] = await Promise.all([
      db
        .select({ name: holders.name, email: holders.email, consultations: sql<number>`count(*)`, noShows })
        .from(leads)
        .innerJoin(bookings, began)
        .innerJoin(holders, holderOfBooking)
        .groupBy(holders.id)
        .orderBy(desc(noShows), asc(holders.name)),
      db
        .select({ source: leads.utmSource, consultations: sql<number>`count(*)`, noShows })
        .from(leads)
        .innerJoin(bookings, began)
        .groupBy(leads.utmSource)
        .orderBy(desc(noShows), asc(leads.utmSource)),
    ]);
    const counts = <Row extends { consultations: number; noShows: number }>(row: Row) => ({
      ...row,
      consultations: Number(row.consultations),
      noShows: Number(row.noShows ?? 0),
    });
    return { byCounsellor: byCounsellor.map(counts), bySource: bySource.map(counts) };
  }

  /**
   * What a staff member holds at `at`: the open leads they own (not closed, spam or enrolled) and the leads whose
   * consultation ahead they hold, each once, by time received.
   */
  async heldWork(userId: string, at: Date): Promise<DeskLead[]> {
    const rows = await this.deskRows()
      .where(
        or(
          and(eq(leads.ownerId, userId), sql`${leads.status} not in ('closed', 'spam', 'enrolled')`),
          and(eq(bookings.counsellorId, userId), gte(bookings.startAt, at)),
        ),
      )
      .orderBy(asc(leads.receivedAt), asc(leads.id));
    return rows.map(deskLeadOf);
  }

  /** One lead for the desk, with its owner. */
  async lead(reference: string): Promise<DeskLead | undefined> {
    const [row] = await this.deskRows().where(eq(leads.reference, reference));
    return row && deskLeadOf(row);
  }

  /** A lead's history (oldest first) and the other leads of the same e-mail or phone. */
  async record(lead: DeskLead["lead"]) {
    const { db } = this.ctx;
    const [history, related] = await Promise.all([
      db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(asc(leadEvents.id)),
      db
        .select({
          reference: leads.reference,
          form: leads.form,
          status: leads.status,
          receivedAt: leads.receivedAt,
          office: leads.office,
        })
        .from(leads)
        .where(
          and(
            sql`${leads.id} <> ${lead.id}`,
            or(
              // A family who only wrote on WhatsApp has no e-mail: their number is what relates their leads.
              lead.email.trim() ? sql`lower(${leads.email}) = ${lead.email.toLowerCase()}` : undefined,
              lead.phone ? eq(leads.phone, lead.phone) : undefined,
              lead.waId ? eq(leads.waId, lead.waId) : undefined,
            ),
          ),
        )
        .orderBy(desc(leads.id))
        // A phone typed by many (an agent's, an office's) must not make one lead's page carry thousands.
        .limit(RELATED_LIMIT),
    ]);
    return { history, related };
  }

  /**
   * Applies a desk change and records each part of it in the lead's history, in one transaction; with
   * `freeSeatAt` (closed as cancelled) its booking is cancelled too, which frees the seat; with `holderId` its
   * consultation goes to that counsellor (the unique index refuses one who holds another at that time); with
   * `missed` the visitor's "we missed you" is queued for its time, or (`takeBackMissed`, an undone no-show) the
   * unsent one dropped.
   */
  async change(
    leadId: number,
    change: LeadChange,
    events: readonly NewLeadEvent[],
    {
      freeSeatAt,
      holderId,
      missed,
      takeBackMissed,
    }: {
      freeSeatAt?: Date;
      holderId?: string;
      missed?: { channel: NotificationChannel; at: Date };
      takeBackMissed?: boolean;
    } = {},
  ): Promise<void> {
    const { db } = this.ctx;
    const statements: BatchItem<"sqlite">[] = [];
    if (Object.keys(change).length) statements.push(db.update(leads).set(change).where(eq(leads.id, leadId)));
    if (freeSeatAt) statements.push(freeSeat(db, leadId, freeSeatAt), dropVisitorMessages(db, leadId));
    if (holderId) {
      statements.push(
        db
          .update(bookings)
          .set({ counsellorId: holderId })
          .where(and(eq(bookings.leadId, leadId), isNull(bookings.cancelledAt), isNotNull(bookings.counsellorId))),
      );
    }
    if (missed) statements.push(queueFor(db, missed.channel, "missed", missed.at, eq(leads.id, leadId)));
    if (takeBackMissed) statements.push(dropVisitorMessages(db, leadId, ["missed"]));
    for (const event of events) statements.push(db.insert(leadEvents).values({ ...event, leadId }));
    await inOneTransaction(db, statements);
  }
}
