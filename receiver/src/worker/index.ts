/**
 * The Cloudflare Workers target: D1 for the rows, R2 for the resumes, notifications by
 * webhook through the outbox (an immediate attempt in waitUntil, then the cron trigger
 * retries what is still due and applies the retention purge).
 */
import type { D1Database, ExecutionContext, R2Bucket, ScheduledController } from "@cloudflare/workers-types";
import { drizzle } from "drizzle-orm/d1";

import { createReceiverApp, type ReceiverApp, type ReceiverDeps } from "../app";
import { createAccounts } from "../accounts";
import type { ApiError } from "@/contract/api";

import { ConfigError, readConfig } from "../config";
import { expireHolds } from "../booking/waitlist";
import { runHousekeeping } from "../housekeeping";
import { drainOutbox, webhookSender, type Senders } from "../notify";
import { RateLimiter } from "../rate-limit";
import { schema, type NotificationChannel } from "../schema";
import { createStore } from "../store";
import { R2ResumeStore } from "./r2-resume-store";
import { withWhatsApp } from "../whatsapp/sender";

/** Bindings from wrangler.toml plus the variables and secrets (README: "Environment variables"). */
export type WorkerEnv = { DB: D1Database; RESUMES: R2Bucket } & Record<string, unknown>;

type Receiver = { app: ReceiverApp; deps: ReceiverDeps; senders: Senders };

// One receiver per isolate and environment: the rate limiter's counts live as long as the isolate.
const receivers = new WeakMap<WorkerEnv, Receiver>();

function receiverFor(env: WorkerEnv): Receiver {
  const known = receivers.get(env);
  if (known) return known;
  const config = readConfig(env);
  const db = drizzle(env.DB, { schema });
  const store = createStore(db, { whatsapp: Boolean(config.whatsapp) });
  const officeSenders: Senders = config.webhookUrl ? { webhook: webhookSender(config) } : {};
  // The office's channels (a new lead, alerts); WhatsApp reaches families only.
  const channels = Object.keys(officeSenders) as NotificationChannel[];
  const senders = withWhatsApp(officeSenders, { store, config, now: () => new Date() });
  const deps: ReceiverDeps = {
    store,
    resumes: new R2ResumeStore(env.RESUMES),
    config,
    limiter: new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
    channels,
    // Set by Cloudflare's edge; a client cannot forge it.
    clientIp: (c) => c.req.header("CF-Connecting-IP") ?? "unknown",
    notifyNow: (c) => c.executionCtx.waitUntil(drainOutbox(store, senders, config)),
    ...createAccounts(db, store, config, channels),
  };
  const receiver = { app: createReceiverApp(deps), deps, senders };
  receivers.set(env, receiver);
  return receiver;
}

/** A setting the receiver refuses (README: environment variables): every request is told, and it is logged. */
function misconfigured(error: ConfigError): Response {
  console.error(`Lead receiver: ${error.message}`);
  const body: ApiError = {
    ok: false,
    error: "unavailable",
    message: `The lead receiver is misconfigured: ${error.message}`,
  };
  return Response.json(body, { status: 503, headers: { "Cache-Control": "no-store" } });
}

const worker = {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Response | Promise<Response> {
    let receiver: Receiver;
    try {
      receiver = receiverFor(env);
    } catch (error) {
      if (error instanceof ConfigError) return misconfigured(error);
      throw error;
    }
    return receiver.app.fetch(request, env, ctx);
  },

  async scheduled(_controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const { deps, senders } = receiverFor(env);
    ctx.waitUntil(
      (async () => {
        await expireHolds(deps, new Date());
        await deps.store.outbox.queueOverdueAlerts(new Date(), deps.channels);
        await drainOutbox(deps.store, senders, deps.config);
        await runHousekeeping(deps.store, deps.resumes, deps.config, new Date());
      })(),
    );
  },
};

export default worker;
