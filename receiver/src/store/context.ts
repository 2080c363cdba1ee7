/**
 * What every part of the store shares: one Drizzle database that is SQLite (libSQL) on Node and D1 on Workers,
 * and one batch runner. Writes that belong together go in one `batch`: an atomic transaction on both (D1 has
 * no interactive transactions), so a lead, its resume record, its seat and its outbox rows are committed
 * together or not at all.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";

import type { schema } from "../schema";

/** What both drivers share: the query builders and an atomic `batch`. */
export type ReceiverDatabase = BaseSQLiteDatabase<"async", unknown, typeof schema> &
  Pick<LibSQLDatabase<typeof schema>, "batch">;

export type Statements = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** Runs statements as one transaction and gives their results in order (node/group-commit.ts shares one among many leads). */
export type BatchRunner = (statements: Statements) => Promise<readonly unknown[]>;

export type StoreContext = {
  db: ReceiverDatabase;
  /** The transaction a new lead (or a key's claim) is written in: on Node one commit for a turn's leads. */
  leadBatch: BatchRunner;
  makeReference: () => string;
  /** Whether the WhatsApp channel is on: a booking then also queues its WhatsApp messages, for numbers that consent. */
  whatsapp: boolean;
};

/** Runs `statements` as one transaction; nothing to run is nothing done. */
export async function inOneTransaction(db: ReceiverDatabase, statements: readonly BatchItem<"sqlite">[]) {
  const [first, ...rest] = statements;
  return first ? db.batch([first, ...rest]) : [];
}

/**
 * The database cannot take a write just now (another process holds its lock, or it is not writable): the
 * request is answered 503 with Retry-After, and the site sends it again. Nothing was stored.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The errors `error` wraps, itself first: Drizzle wraps what the driver throws in its own error. */
function* causes(error: unknown) {
  for (let current = error; current instanceof Error; current = current.cause) yield current;
}

/** The StoreUnavailableError behind `error`, if any. */
export function unavailableCause(error: unknown): StoreUnavailableError | undefined {
  for (const cause of causes(error)) if (cause instanceof StoreUnavailableError) return cause;
  return undefined;
}

/** True when `error` (or what it wraps) is a constraint failure whose message matches `pattern`. */
export function isConstraintFailure(error: unknown, pattern: RegExp): boolean {
  for (const cause of causes(error)) if (pattern.test(cause.message)) return true;
  return false;
}

/** True when `error` is a UNIQUE violation on `column` ("leads.reference"). */
export const isUniqueViolation = (error: unknown, column: string) =>
  isConstraintFailure(error, new RegExp(`UNIQUE constraint failed: ${column.replace(".", "\\.")}`));

/** How often a new reference is drawn again when it collides with a stored one. */
export const REFERENCE_ATTEMPTS = 5;
