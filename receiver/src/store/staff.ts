/** Staff accounts as the rest of the receiver reads them (Better Auth keeps them: auth.ts, staff.ts). */
import { and, asc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";

import type { IstDate } from "@/contract/india-time";
import type { OfficeId } from "@/contract/offices";

import type { WorkingCounsellor } from "../booking/counsellors";
import { counsellorDaysOff, leads, staffRateLimits, staffUsers } from "../schema";
import type { StoreContext } from "./context";

/**
 * A counsellor who can work: the role, an office, not disabled, and a password they set (an invited account that
 * never used its link takes no lead and holds no consultation).
 */
export const isWorkingCounsellor = and(
  eq(staffUsers.role, "counsellor"),
  sql`coalesce(${staffUsers.banned}, 0) = 0`,
  isNotNull(staffUsers.office),
  isNotNull(staffUsers.passwordSetAt),
);

/**
 * The working counsellor of `office` whose last assigned lead is the oldest (one never assigned first): each
 * in turn, decided in the insert itself, so concurrent leads see each other's owners.
 */
export function nextOwnerIn(office: OfficeId) {
  return sql<string>`(select ${staffUsers.id} from ${staffUsers}
    where ${isWorkingCounsellor} and ${staffUsers.office} = ${office}
    order by (select max(${leads.receivedAt}) from ${leads} where ${leads.ownerId} = ${staffUsers.id}) asc nulls first, ${staffUsers.createdAt}
    limit 1)`;
}

export class StaffAccounts {
  constructor(private readonly ctx: StoreContext) {}

  /** The counsellors who can work, with their days off from `from` to `to` (IST dates, inclusive). */
  async roster(from: IstDate, to: IstDate): Promise<WorkingCounsellor[]> {
    const { db } = this.ctx;
    const counsellors = await db
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        office: staffUsers.office,
        workDays: staffUsers.workDays,
        workStart: staffUsers.workStart,
        workEnd: staffUsers.workEnd,
      })
      .from(staffUsers)
      .where(isWorkingCounsellor)
      .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
    // Without counsellors (the calendar's seats), no days off to read.
    const daysOff = counsellors.length
      ? await db
          .select()
          .from(counsellorDaysOff)
          .where(and(gte(counsellorDaysOff.date, from), lte(counsellorDaysOff.date, to)))
      : [];
    return counsellors.map((counsellor) => ({
      ...counsellor,
      office: counsellor.office as OfficeId,
      daysOff: new Set(daysOff.filter((day) => day.userId === counsellor.id).map((day) => day.date)),
    }));
  }

  /** A counsellor's working week (null: the office's) and own video room, as stored. */
  async setHours(
    userId: string,
    hours: { workDays: string | null; workStart: number | null; workEnd: number | null; meetingUrl?: string | null },
  ) {
    await this.ctx.db.update(staffUsers).set(hours).where(eq(staffUsers.id, userId));
  }

  /** A counsellor's days off from `from` on, in order. */
  async daysOff(userId: string, from: IstDate): Promise<IstDate[]> {
    const rows = await this.ctx.db
      .select({ date: counsellorDaysOff.date })
      .from(counsellorDaysOff)
      .where(and(eq(counsellorDaysOff.userId, userId), gte(counsellorDaysOff.date, from)))
      .orderBy(asc(counsellorDaysOff.date));
    return rows.map((row) => row.date);
  }

  /** Marks `date` a day off (again is nothing new). */
  async addDayOff(userId: string, date: IstDate) {
    await this.ctx.db.insert(counsellorDaysOff).values({ userId, date }).onConflictDoNothing();
  }

  async removeDayOff(userId: string, date: IstDate) {
    await this.ctx.db
      .delete(counsellorDaysOff)
      .where(and(eq(counsellorDaysOff.userId, userId), eq(counsellorDaysOff.date, date)));
  }

  /**
   * Counts one attempt under `key` in a window of `windowMs` (in Better Auth's rate-limit table, so every Worker
   * isolate counts alike): the attempts so far in this window, and when it started.
   */
  async countAttempt(key: string, windowMs: number, at: Date): Promise<{ count: number; since: number }> {
    const now = at.getTime();
    const expired = sql`${staffRateLimits.lastRequest} <= ${now - windowMs}`;
    const [row] = await this.ctx.db
      .insert(staffRateLimits)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: staffRateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${staffRateLimits.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now} else ${staffRateLimits.lastRequest} end`,
        },
      })
      .returning({ count: staffRateLimits.count, since: staffRateLimits.lastRequest });
    return row;
  }

  /** Forgets the attempts under `key` (a sign-in that succeeded). */
  async clearAttempts(key: string) {
    await this.ctx.db.delete(staffRateLimits).where(eq(staffRateLimits.key, key));
  }

  /** Every staff account, by e-mail. */
  async all() {
    return this.ctx.db.select().from(staffUsers).orderBy(staffUsers.email);
  }

  /** The staff account with `email`, active or not. */
  async byEmail(email: string) {
    const [user] = await this.ctx.db.select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase()));
    return user;
  }

  /** The active staff account with `email`, for an assignment. */
  async activeByEmail(email: string) {
    const user = await this.byEmail(email);
    return user && !user.banned ? user : undefined;
  }

  /** The e-mail address of a lead's owner, for its overdue alert. */
  async ownerEmailOf(leadId: number): Promise<string | undefined> {
    const [row] = await this.ctx.db
      .select({ email: staffUsers.email })
      .from(leads)
      .innerJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(eq(leads.id, leadId));
    return row?.email;
  }
}
