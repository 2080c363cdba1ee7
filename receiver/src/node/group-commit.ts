/**
 * Group commit for the Node target. libSQL runs on the event loop's thread and, with
 * synchronous=FULL, each commit waits for the disk; so the leads that arrive in one turn
 * of the event loop are committed in one transaction: one disk sync for all of them,
 * each still answered only after its rows are on disk. If that transaction fails (say one
 * lead drew a reference already taken), each lead's statements run on their own, so only
 * the failing one sees its error.
 */
import type { BatchItem } from "drizzle-orm/batch";

import { type BatchRunner, StoreUnavailableError } from "../store";

type Statements = Parameters<BatchRunner>[0];
type Waiting = {
  statements: Statements;
  resolve: (results: readonly unknown[]) => void;
  reject: (error: unknown) => void;
};

/** Wraps `run` (one transaction per call) so that calls made in the same event-loop turn share one. */
export function groupCommit(run: BatchRunner): BatchRunner {
  let queue: Waiting[] = [];

  async function flush() {
    const waiting = queue;
    queue = [];
    const [first, ...rest] = waiting.flatMap(({ statements }) => statements);
    try {
      const results = await run([first as BatchItem<"sqlite">, ...rest]);
      let offset = 0;
      for (const { statements, resolve } of waiting) {
        resolve(results.slice(offset, offset + statements.length));
        offset += statements.length;
      }
    } catch (error) {
      // Alone, or the database unavailable for all of them: each gets the error as it is.
      if (waiting.length === 1 || error instanceof StoreUnavailableError) {
        for (const { reject } of waiting) reject(error);
        return;
      }
      for (const { statements, resolve, reject } of waiting) await run(statements).then(resolve, reject);
    }
  }

  return (statements) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ statements, resolve, reject });
    });
}
