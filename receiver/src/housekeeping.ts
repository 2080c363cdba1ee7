import type { ReceiverConfig } from "./config";
import { sweepOrphans, type ResumeStore } from "./resume-store";
import type { Removal, Store } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An upload younger than this may still be on its way into the database: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export type HousekeepingResult = { purged: Removal | null; orphanFiles: number; expiredKeys: number };

/**
 * Retention purge (RETENTION_DAYS), Idempotency-Keys older than 24 hours, and removal of resume files no row
 * points to. Rows go first, then files.
 */
export async function runHousekeeping(
  store: Store,
  files: ResumeStore,
  config: Pick<ReceiverConfig, "retentionDays">,
  now: Date,
): Promise<HousekeepingResult> {
  let purged: Removal | null = null;
  if (config.retentionDays > 0) {
    purged = await store.housekeeping.purge(new Date(now.getTime() - config.retentionDays * DAY_MS));
    await files.delete(purged.storageKeys);
  }
  const expiredKeys = await store.keys.purge(now);
  const orphanFiles = await sweepOrphans(files, await store.housekeeping.storageKeys(), now, ORPHAN_GRACE_MS);
  return { purged, orphanFiles, expiredKeys };
}
