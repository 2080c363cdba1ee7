/** Who exported or erased leads, when, and how many rows (never whose). */
import { asc } from "drizzle-orm";

import { accessLog, type AccessAction } from "../schema";
import type { StoreContext } from "./context";

export class AccessRecord {
  constructor(private readonly ctx: StoreContext) {}

  /** Records an export or an erasure: who, when, how many rows. */
  async record(action: AccessAction, actor: string, rows: number, at: Date): Promise<void> {
    await this.ctx.db.insert(accessLog).values({ action, actor, rows, at });
  }

  /** The access record, oldest first. */
  async entries() {
    return this.ctx.db.select().from(accessLog).orderBy(asc(accessLog.id));
  }
}
