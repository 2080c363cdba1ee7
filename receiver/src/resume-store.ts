import { createHash } from "node:crypto";

/** Where resume files live: local disk on Node, R2 on Workers. Keys are ours (random), never the visitor's file name. */
export type ResumeStore = {
  /** Stores all of `bytes` under `key`, or nothing: a crash never leaves part of a file under that name. */
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored key with when it was stored, for the orphan sweep. */
  list(): Promise<{ key: string; storedAt: Date }[]>;
};

export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Hex SHA-256: recorded with each resume so a download can be checked against what arrived, and each
 * submission's fingerprint. node:crypto's hash (also in Workers, with nodejs_compat) answers at once; WebCrypto's
 * digest is a thread-pool job per call, 4 % of the receiver's time under load for a few hundred bytes each.
 */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Deletes stored files no row points to (a crash between writing a file and committing its
 * row). Only files older than `graceMs`, so an upload whose row is being committed is left alone.
 */
export async function sweepOrphans(
  files: ResumeStore,
  knownKeys: ReadonlySet<string>,
  now: Date,
  graceMs: number,
): Promise<number> {
  const orphans = (await files.list())
    .filter(({ key, storedAt }) => !knownKeys.has(key) && now.getTime() - storedAt.getTime() > graceMs)
    .map(({ key }) => key);
  if (orphans.length > 0) await files.delete(orphans);
  return orphans.length;
}
