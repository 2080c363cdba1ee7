/** Staff accounts as the rest of the receiver reads them (Better Auth keeps them: auth.ts, staff.ts). */
import { and, eq, sql } from "drizzle-orm";

import type { OfficeId } from "@/contract/offices";

import { leads, staffUsers } from "../schema";
import type { StoreContext } from "./context";

const isActiveCounsellor = and(eq(staffUsers.role, "counsellor"), sql`coalesce(${staffUsers.banned}, 0) = 0`);

/**
 * The active counsellor of `office` whose last assigned lead is the oldest (one never assigned first): each
 * in turn, decided in the insert itself, so concurrent leads see each other's owners.
 */
export function nextOwnerIn(office: OfficeId) {
  return sql<string>`(select ${staffUsers.id} from ${staffUsers}
    where ${isActiveCounsellor} and ${staffUsers.office} = ${office}
    order by (select max(${leads.receivedAt}) from ${leads} where ${leads.ownerId} = ${staffUsers.id}) asc nulls first, ${staffUsers.createdAt}
    limit 1)`;
}

export class StaffAccounts {
  constructor(private readonly ctx: StoreContext) {}

  /** How many active counsellor accounts each office has (an office without any is absent). */
  async activeCounsellors(): Promise<Map<OfficeId, number>> {
    const rows = await this.ctx.db
      .select({ office: staffUsers.office, count: sql<number>`count(*)` })
      .from(staffUsers)
      .where(isActiveCounsellor)
      .groupBy(staffUsers.office);
    return new Map(rows.flatMap(({ office, count }) => (office ? [[office, Number(count)] as const] : [])));
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
