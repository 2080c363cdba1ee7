/** GET /health: ready only while a write to the database (and, on Node, the resume folder) goes through. */
import { Hono } from "hono";

import { ApiProblem } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { unavailableCause } from "../store";

export function healthRoutes({ store, proveFilesWritable, now }: ReceiverDeps) {
  return new Hono<ReceiverEnv>().get("/", async (c) => {
    try {
      await store.housekeeping.proveWrite(now?.() ?? new Date());
      await proveFilesWritable?.();
    } catch (error) {
      const reason = unavailableCause(error)?.message ?? (error instanceof Error ? error.message : String(error));
      console.error(`receiver: not ready: ${reason}`);
      throw new ApiProblem(503, "unavailable", `The receiver cannot store anything just now: ${reason}`, {
        retryAfterSeconds: 30,
      });
    }
    return c.json({
      ok: true as const,
      pendingNotifications: await store.outbox.pending(),
      deadNotifications: await store.outbox.dead(),
    });
  });
}
