/**
 * The Node target: SQLite file + resumes on local disk, notifications by SMTP
 * (nodemailer) and/or webhook through the outbox, behind nginx on the same origin.
 */
import { type AddressInfo, isIP } from "node:net";
import path from "node:path";

import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

import { createReceiverApp, type ReceiverDeps } from "../app";
import { createAccounts } from "../accounts";
import { readConfig, type EnvVars, type ReceiverConfig } from "../config";
import { expireHolds } from "../booking/waitlist";
import { runHousekeeping } from "../housekeeping";
import { drainOutbox, webhookSender, type Senders } from "../notify";
import { RateLimiter } from "../rate-limit";
import type { NotificationChannel } from "../schema";
import { createStore } from "../store";
import { openDatabase } from "./database";
import { DiskResumeStore } from "./disk-resume-store";
import { groupCommit } from "./group-commit";
import { OutboxRunner } from "./outbox-runner";
import { type NodeSettings, readNodeSettings } from "./settings";
import { smtpSender } from "./smtp";
import { withWhatsApp } from "../whatsapp/sender";

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

export type RunningReceiver = {
  /** http://host:port, without /api. */
  origin: string;
  dataDir: string;
  channels: readonly NotificationChannel[];
  close(): Promise<void>;
};

/**
 * The client address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry (the one it added),
 * only when that entry is an IP address: anything else (a name, a made-up label) is not an address to
 * rate-limit by, and the socket's is used instead.
 */
export function clientIpFor(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header("X-Forwarded-For")?.split(",").pop()?.trim();
      if (forwarded && isIP(forwarded)) return forwarded;
    }
    return getConnInfo(c).remote.address ?? "unknown";
  };
}

/** The receiver's clock: the machine's, or (RECEIVER_CLOCK_START, the browser tests) one running on from a set moment. */
function clockFrom(start: Date | undefined): () => Date {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  if (Math.abs(offset) > 60_000)
    console.warn(`receiver: the clock starts at ${start.toISOString()} (RECEIVER_CLOCK_START)`);
  return () => new Date(Date.now() + offset);
}

/** The channels this machine's settings configure: e-mail over SMTP, the webhook. */
function sendersOf(settings: NodeSettings, config: ReceiverConfig): Senders {
  const senders: Senders = {};
  if (settings.smtp) senders.email = smtpSender(settings.smtp, config.publicApiUrl);
  if (config.webhookUrl) senders.webhook = webhookSender(config);
  return senders;
}

/** The channels a notification can go out on here (the server commands queue on them too). */
export const channelsOf = (settings: NodeSettings, config: ReceiverConfig) =>
  Object.keys(sendersOf(settings, config)) as NotificationChannel[];

/**
 * The Node receiver, built and running but not yet listening: its app, and its outbox and housekeeping on
 * their timers. The tests call its app in-process (app.request); startNodeReceiver serves it.
 */
export async function createNodeReceiver(env: EnvVars = process.env) {
  const config = readConfig(env);
  const settings = readNodeSettings(env);
  const { db, client } = await openDatabase(settings.dataDir, settings.synchronous);
  const files = new DiskResumeStore(path.join(settings.dataDir, "resumes"));
  await files.init();
  const now = clockFrom(settings.clockStart);
  const store = createStore(db, {
    batch: groupCommit((statements) => db.batch(statements)),
    whatsapp: Boolean(config.whatsapp),
  });
  // One process serves every request: what a previous one left unanswered will not be answered by it.
  await store.keys.releaseUnanswered();

  const officeSenders = sendersOf(settings, config);
  // The office's channels (a new lead, alerts); WhatsApp reaches families only.
  const channels = Object.keys(officeSenders) as NotificationChannel[];
  const senders = withWhatsApp(officeSenders, { store, config, now });
  // Each run first queues the alerts of leads that have just become overdue, then delivers what is due.
  const outbox = new OutboxRunner(async () => {
    // Held waitlist places whose time ran out go to the next in line (their offers join this round's mail).
    await expireHolds(deps, now());
    await store.outbox.queueOverdueAlerts(now(), channels);
    return drainOutbox(store, senders, config, now);
  }, settings.outboxPollMs);

  const housekeeping = async () => {
    try {
      const { purged, orphanFiles } = await runHousekeeping(store, files, config, now());
      if (purged?.leads || purged?.subscribers || orphanFiles) {
        console.log(
          `receiver: retention purge removed ${purged?.leads ?? 0} leads, ${purged?.subscribers ?? 0} subscriptions; ${orphanFiles} orphan files`,
        );
      }
    } catch (error) {
      console.error("receiver: housekeeping failed:", error);
    }
  };
  await housekeeping();
  const housekeepingTimer = setInterval(housekeeping, HOUSEKEEPING_INTERVAL_MS);

  const deps: ReceiverDeps = {
    store,
    resumes: files,
    proveFilesWritable: () => files.proveWritable(),
    config,
    limiter: new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
    channels,
    clientIp: clientIpFor(settings.trustProxy),
    notifyNow: () => outbox.kick(),
    ...createAccounts(db, store, config, channels, now),
    now,
  };
  outbox.start();
  return {
    app: createReceiverApp(deps),
    settings,
    channels,
    async close() {
      clearInterval(housekeepingTimer);
      await outbox.stop();
      client.close();
    },
  };
}

export async function startNodeReceiver(env: EnvVars = process.env): Promise<RunningReceiver> {
  const receiver = await createNodeReceiver(env);
  const { settings } = receiver;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: receiver.app.fetch, hostname: settings.host, port: settings.port }, () =>
      resolve(started),
    );
    started.once("error", reject);
  }).catch(async (error: unknown) => {
    await receiver.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const host = settings.host.includes(":") ? `[${settings.host}]` : settings.host;

  return {
    origin: `http://${host}:${port}`,
    dataDir: settings.dataDir,
    channels: receiver.channels,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await receiver.close();
    },
  };
}
