/**
 * Seats: a booking row per consultation or event place a lead holds. A consultation held by a counsellor takes
 * the counsellor the insert itself chooses (holderSql); otherwise a slot of a pool (an office's visits, "calls",
 * or an event's) has seats 1..capacity and the insert takes the lowest free one. Either way, none free is a NULL
 * seat, which NOT NULL refuses, so the whole batch (the lead too) rolls back.
 */
import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";

import type { BookingMode } from "@/contract/booking-slots";
import type { OfficeId } from "@/contract/offices";

import type { HeldConsultation, HolderChoice } from "../booking/counsellors";
import { bookings, counsellorDaysOff, leadEvents, leads, type NotificationChannel, staffUsers } from "../schema";
import { isConstraintFailure, type ReceiverDatabase, type StoreContext } from "./context";
import { dropVisitorMessages, queueFor, queueVisitorMessages } from "./outbox";
import { queueWhatsApp, queueWhatsAppBooking } from "./whatsapp";
import { isWorkingCounsellor } from "./staff";

/**
 * Who books, as fair use counts them (issue 43): the e-mail, lower-cased, and the phone's last ten digits
 * however it was typed (null without ten); `now` is when they ask.
 */
export type FairUse = { email: string; phone10: string | null; now: Date };

/** Upcoming consultations one person may hold; one after a second no-show in NO_SHOW_DAYS days. */
export const CONSULTATIONS_PER_PERSON = 2;
export const NO_SHOWS_TO_LIMIT = 2;
export const NO_SHOW_DAYS = 90;

/**
 * A slot to take: a counsellor free for it (`holder`), or else one of `capacity` seats of `pool` (an office's
 * visits, "calls", an event's) at `start`; with `fairUse`, only while that person is under their limit.
 */
export type NewBooking = {
  mode: BookingMode;
  office: OfficeId | null;
  pool: string;
  start: Date;
  end: Date;
  capacity: number;
  holder?: HolderChoice;
  fairUse?: FairUse;
  /** A video consultation's own room (when its counsellor has none). */
  meetingUrl?: string | null;
  /** A place offered from a waitlist: held until then for its person to confirm. */
  heldUntil?: Date;
};

/** The last ten digits of a phone number however it was typed, or null with fewer. */
export function phone10Of(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** The bookings (as `fb`, their leads as `fl`) of the person fair use counts. */
function personsBookings(person: FairUse) {
  const digits = sql.raw(
    "replace(replace(replace(replace(replace(replace(coalesce(fl.phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')",
  );
  const samePhone = person.phone10 ? sql` or substr(${digits}, -10) = ${person.phone10}` : sql``;
  return sql`${bookings} fb join ${leads} fl on fl.id = fb.lead_id
    where (lower(fl.email) = ${person.email}${samePhone})`;
}

/**
 * True while the person may take this booking: under their upcoming consultations (one after repeated no-shows),
 * or, for an event, not registered for it yet. Counted in the insert itself, so a burst cannot pass it.
 */
function underLimitSql(person: FairUse, booking: Pick<NewBooking, "mode" | "pool">) {
  const now = person.now.getTime();
  if (booking.mode === "event") {
    return sql`(select count(*) from ${personsBookings(person)} and fb.cancelled_at is null and fb.pool = ${booking.pool}) = 0`;
  }
  const upcoming = sql`(select count(*) from ${personsBookings(person)}
    and fb.cancelled_at is null and fb.mode <> 'event' and fb.start_at > ${now})`;
  const noShows = sql`(select count(*) from ${personsBookings(person)}
    and fl.status = 'closed' and fl.closed_reason = 'no_show' and fb.mode <> 'event'
    and fb.start_at > ${now - NO_SHOW_DAYS * 86_400_000} and fb.start_at <= ${now})`;
  return sql`${upcoming} < (case when ${noShows} >= ${NO_SHOWS_TO_LIMIT} then 1 else ${CONSULTATIONS_PER_PERSON} end)`;
}

/** The consultation a lead has booked (its booking not cancelled), with the counsellor who holds it. */
export type BookedSlot = Pick<
  typeof bookings.$inferSelect,
  "mode" | "office" | "pool" | "startAt" | "endAt" | "createdAt" | "counsellorId" | "meetingUrl" | "heldUntil"
> & {
  counsellorName: string | null;
  /** The counsellor holding it has that day off: it waits to be given to someone else. */
  counsellorOff: boolean;
  /** The booking's own video room (meetingUrl is where it meets: the counsellor's room when they have one). */
  bookingRoom: string | null;
};

/** A counsellor's consultations that still stand, as the condition on a bookings row `b`. */
const heldByCounsellor = (b: SQL) => sql`${b}.counsellor_id = ${staffUsers.id} and ${b}.cancelled_at is null`;

/**
 * The counsellor who takes a consultation, chosen in the insert by the rules of booking/counsellors.ts canHold:
 * the preferred one when free, else the free one with the fewest consultations that day, the one given one
 * longest ago on a tie. NULL when none is free.
 */
function holderSql(choice: HolderChoice) {
  const b = sql.raw("b");
  const theirDay = sql`(select count(*) from ${bookings} b where ${heldByCounsellor(b)}
    and b.start_at >= ${choice.dayStart} and b.start_at < ${choice.dayEnd})`;
  const closed = choice.closedOffices.length
    ? sql`and ${staffUsers.office} not in (${sql.join(
        choice.closedOffices.map((office) => sql`${office}`),
        sql`, `,
      )})`
    : sql``;
  return sql<string | null>`(select ${staffUsers.id} from ${staffUsers}
    where ${isWorkingCounsellor} ${closed}
      and (${choice.office} is null or ${staffUsers.office} = ${choice.office})
      and (${staffUsers.workDays} is null or (' ' || ${staffUsers.workDays} || ' ') like ${`% ${choice.weekday} %`})
      and (${staffUsers.workStart} is null or ${staffUsers.workStart} <= ${choice.startMinute})
      and (${staffUsers.workEnd} is null or ${staffUsers.workEnd} >= ${choice.endMinute})
      and not exists (select 1 from ${counsellorDaysOff} where ${counsellorDaysOff.userId} = ${staffUsers.id}
        and ${counsellorDaysOff.date} = ${choice.date})
      and not exists (select 1 from ${bookings} b where ${heldByCounsellor(b)}
        and b.start_at < ${choice.end + choice.bufferMs} and b.end_at + ${choice.bufferMs} > ${choice.start})
      and ${theirDay} < ${choice.dailyMaximum}
    order by ${staffUsers.id} = ${choice.preferred ?? ""} desc, ${theirDay},
      (select max(b.created_at) from ${bookings} b where b.counsellor_id = ${staffUsers.id}) asc nulls first,
      ${staffUsers.createdAt}, ${staffUsers.id}
    limit 1)`;
}

/** What a visitor's change to their booking records: when, the history's words, and the office's channels. */
export type VisitorChange = {
  at: Date;
  detail: string;
  officeChannels: readonly NotificationChannel[];
  /** A cancelled booking as its WhatsApp message names it (the booking itself is gone by the time it is sent). */
  cancelled?: { when: string };
};

/** The slot had no free seat when the booking was stored: nothing was. */
export class SlotTakenError extends Error {
  constructor() {
    super("the slot has no free seat");
  }
}

/** The database refused to give a counsellor a second consultation at one time. */
export const isHolderRefusal = (error: unknown) =>
  isConstraintFailure(error, /UNIQUE constraint failed: bookings\.counsellor_id/);

/** The database refused a booking's seat: none was free (NULL seat), or another insert took the same one. */
export const isSeatRefusal = (error: unknown) =>
  isConstraintFailure(error, /NOT NULL constraint failed: bookings\.seat|UNIQUE constraint failed: bookings\./);

/**
 * The booking row of the lead with `reference`, in the lowest seat of its slot still free, all in one
 * statement: with none free the seat is NULL and the insert fails, taking the batch with it.
 */
export function takeSeat(db: ReceiverDatabase, reference: string, booking: NewBooking, at: Date) {
  const { mode, office, pool, start, end, capacity, holder, fairUse } = booking;
  const counsellor = holder ? holderSql(holder) : sql<string | null>`null`;
  const seat = holder
    ? sql<number>`(select 1 where ${counsellor} is not null)`
    : sql<number>`(with recursive seat_numbers(n) as (select 1 union all select n + 1 from seat_numbers where n < ${capacity})
    select min(n) from seat_numbers where n <= ${capacity} and n not in (
      select ${bookings.seat} from ${bookings}
      where ${bookings.pool} = ${pool} and ${bookings.startAt} = ${start.getTime()} and ${bookings.cancelledAt} is null))`;
  const freeSeat = fairUse ? sql<number>`(case when ${underLimitSql(fairUse, booking)} then ${seat} end)` : seat;
  return db.insert(bookings).select((qb) =>
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
        counsellorId: counsellor.as("counsellor_id"),
        meetingUrl: sql<string | null>`${booking.meetingUrl ?? null}`.as("meeting_url"),
        heldUntil: sql<Date | null>`${booking.heldUntil?.getTime() ?? null}`.as("held_until"),
        cancelledAt: sql<Date>`null`.as("cancelled_at"),
        createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
      })
      .from(leads)
      .where(eq(leads.reference, reference)),
  );
}

/**
 * The lead with `reference` goes to the counsellor who holds its consultation: they own it, and it is their
 * office's (a call is held by a counsellor of any office). Nothing changes for a booking without one.
 */
export function followHolder(db: ReceiverDatabase, where: SQL) {
  const holderOf = sql`(select counsellor_id from ${bookings} where ${bookings.leadId} = ${leads.id}
    and ${bookings.cancelledAt} is null and ${bookings.counsellorId} is not null)`;
  return db
    .update(leads)
    .set({
      ownerId: sql`coalesce(${holderOf}, ${leads.ownerId})`,
      office: sql`coalesce((select ${staffUsers.office} from ${staffUsers} where ${staffUsers.id} = ${holderOf}), ${leads.office})`,
    })
    .where(where);
}

/** Frees the seat the lead holds, if any. */
export function freeSeat(db: ReceiverDatabase, leadId: number, at: Date) {
  return db
    .update(bookings)
    .set({ cancelledAt: at })
    .where(and(eq(bookings.leadId, leadId), isNull(bookings.cancelledAt)));
}

/** A lead's history entry for what the visitor did through their manage link. */
function visitorEvent(lead: { id: number; email: string }, at: Date, kind: "status" | "note", detail: string) {
  return { leadId: lead.id, at, kind, actorEmail: lead.email, actorName: "The visitor (manage link)", detail };
}

export class Seats {
  constructor(private readonly ctx: StoreContext) {}

  /** The consultations counsellors hold that start from `from` until `to`. */
  async held(from: Date, to: Date): Promise<HeldConsultation[]> {
    const rows = await this.ctx.db
      .select({ counsellorId: bookings.counsellorId, start: bookings.startAt, end: bookings.endAt })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.counsellorId),
          isNull(bookings.cancelledAt),
          gte(bookings.startAt, from),
          lt(bookings.startAt, to),
        ),
      );
    return rows.map((row) => ({ counsellorId: row.counsellorId!, start: row.start.getTime(), end: row.end.getTime() }));
  }

  /** The lead's booking cancelled last, if any (what a cancelled manage link says it was). */
  async lastCancelled(leadId: number) {
    const [row] = await this.ctx.db
      .select({
        mode: bookings.mode,
        office: bookings.office,
        pool: bookings.pool,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
      })
      .from(bookings)
      .where(and(eq(bookings.leadId, leadId), isNotNull(bookings.cancelledAt)))
      .orderBy(desc(bookings.cancelledAt), desc(bookings.id))
      .limit(1);
    return row;
  }

  /** Whether the person is at their limit for a booking like `booking` (what refused it, if a seat was free). */
  async atLimit(person: FairUse, booking: Pick<NewBooking, "mode" | "pool">): Promise<boolean> {
    const [row] = await this.ctx.db.all<{ under: number }>(sql`select (${underLimitSql(person, booking)}) as under`);
    return !Number(row?.under);
  }

  /**
   * Queues the person's standing bookings' confirmations again on `channel`, each to the address it was booked
   * with (never to whoever asked): the links a refused request is told were sent again.
   */
  async resendLinks(person: FairUse, booking: Pick<NewBooking, "mode" | "pool">, channel: NotificationChannel) {
    const now = person.now.getTime();
    const which =
      booking.mode === "event" ? sql`fb.pool = ${booking.pool}` : sql`fb.mode <> 'event' and fb.start_at > ${now}`;
    await this.ctx.db.batch([
      queueFor(
        this.ctx.db,
        channel,
        "confirmation",
        person.now,
        sql`${leads.id} in (select fl.id from ${personsBookings(person)} and fb.cancelled_at is null and ${which})`,
      ),
    ]);
  }

  /** Seats taken in each slot of `pool` from `from` on, by the slot's start (epoch ms). */
  async taken(pool: string, from: Date): Promise<Map<number, number>> {
    const rows = await this.ctx.db
      .select({ startAt: bookings.startAt, count: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.pool, pool), gte(bookings.startAt, from), isNull(bookings.cancelledAt)))
      .groupBy(bookings.startAt);
    return new Map(rows.map(({ startAt, count }) => [startAt.getTime(), Number(count)]));
  }

  /**
   * The visitor cancels their booking: the seat is freed, the lead closed (reason "cancelled"), its unsent
   * confirmation and reminder dropped, the office told; all in one transaction.
   */
  async cancel(lead: { id: number; email: string; status: string }, change: VisitorChange): Promise<void> {
    const { db } = this.ctx;
    await db.batch([
      freeSeat(db, lead.id, change.at),
      db.update(leads).set({ status: "closed", closedReason: "cancelled" }).where(eq(leads.id, lead.id)),
      dropVisitorMessages(db, lead.id),
      ...(this.ctx.whatsapp && change.cancelled
        ? [queueWhatsApp(db, "cancelled", change.at, eq(leads.id, lead.id), JSON.stringify(change.cancelled))]
        : []),
      db.insert(leadEvents).values(visitorEvent(lead, change.at, "status", `${lead.status} -> closed`)),
      db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
      ...this.officeToldOfChange(lead.id, change),
    ]);
  }

  /**
   * The visitor moves their booking to `booking`'s slot: the old seat is freed and the new one taken in one
   * transaction (SlotTakenError when it has none: then nothing changed), with a new confirmation and reminder in
   * place of the unsent ones, and the office told.
   */
  async move(
    lead: { id: number; email: string; reference: string },
    booking: NewBooking,
    visitorChannel: NotificationChannel | undefined,
    change: VisitorChange,
  ): Promise<void> {
    const { db } = this.ctx;
    const byId = eq(leads.id, lead.id);
    try {
      await db.batch([
        freeSeat(db, lead.id, change.at),
        takeSeat(db, lead.reference, booking, change.at),
        followHolder(db, byId),
        dropVisitorMessages(db, lead.id),
        ...(visitorChannel ? queueVisitorMessages(db, visitorChannel, booking.start, change.at, byId) : []),
        ...(this.ctx.whatsapp ? queueWhatsAppBooking(db, "moved", booking, change.at, byId) : []),
        db.insert(leadEvents).values(visitorEvent(lead, change.at, "note", change.detail)),
        ...this.officeToldOfChange(lead.id, change),
      ]);
    } catch (error) {
      if (isSeatRefusal(error)) throw new SlotTakenError();
      throw error;
    }
  }

  private officeToldOfChange(leadId: number, change: VisitorChange) {
    return change.officeChannels.map((channel) =>
      queueFor(this.ctx.db, channel, "booking_changed", change.at, eq(leads.id, leadId)),
    );
  }
}
