/**
 * The receiver inside this test process, on both store kinds, called like Hono's app.request: the Node target's
 * app over its SQLite file (libSQL, the group commit, the outbox on its timer), and the Worker's own fetch and
 * scheduled handlers over D1 and R2 from wrangler's getPlatformProxy (the real workerd's storage, the code in
 * Node). What differs at run time (the disk under kill -9, the bundle in workerd, its cron and misconfiguration)
 * runs on real processes (targets.ts), and so does the contract on Workers: reading an R2 body through the
 * proxy's synchronous channel once left that channel a message behind under load (every call after it failed).
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import type { D1Database, ExecutionContext, R2Bucket } from "@cloudflare/workers-types";
import { getPlatformProxy } from "wrangler";

import { createNodeReceiver } from "../../src/node/receiver";
import worker, { type WorkerEnv } from "../../src/worker/index";
import {
  EXPORT_TOKEN,
  migratedD1,
  offlineWranglerEnv,
  querySqlite,
  repoRoot,
  SITE_ORIGIN,
  type Target,
  tempDir,
} from "./targets";

/** Where in-process requests claim to go: the receiver's own host, as behind nginx. */
export const IN_PROCESS_ORIGIN = "http://receiver.test";

/** A request as a real client sends it: the Host header names the receiver it was sent to. */
function requestOf(input: string | URL | Request, init?: RequestInit): Request {
  const request = new Request(input, init);
  if (!request.headers.has("Host")) request.headers.set("Host", new URL(request.url).host);
  return request;
}

/** The Node target in this process: its own data folder, the tests' settings, its app called directly. */
export async function nodeInProcess(env: Record<string, string> = {}): Promise<Target & { dataDir: string }> {
  const dataDir = tempDir("node-in-process");
  const receiver = await createNodeReceiver({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    ALLOWED_ORIGINS: SITE_ORIGIN,
    LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
    RATE_LIMIT_MAX: "60",
    ...env,
  });
  // What @hono/node-server would pass: the socket a request came on (the client IP without a proxy header).
  const bindings = { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 0, remoteFamily: "IPv4" } } };
  return {
    name: "node",
    origin: IN_PROCESS_ORIGIN,
    api: `${IN_PROCESS_ORIGIN}/api`,
    ipHeader: "X-Forwarded-For",
    dataDir,
    fetch: async (input, init) => receiver.app.fetch(requestOf(input, init), bindings),
    query: (sql, args) => querySqlite(path.join(dataDir, "leads.db"), sql, args),
    output: () => "",
    async stop() {
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type WorkerInProcess = Target & {
  /** Runs the Worker's scheduled handler (the cron) and waits for what it started. */
  trigger(): Promise<void>;
  /** Waits for what the Worker's requests left running (its waitUntil work: the outbox's immediate attempt). */
  settled(): Promise<void>;
};

/**
 * The Worker's handlers in this process, over a local D1 and R2 that `wrangler d1 migrations apply` migrated
 * (a copy of targets.ts's migrated D1), with the wrangler.toml vars and `vars` over them.
 */
export async function workerInProcess(vars: Record<string, string> = {}): Promise<WorkerInProcess> {
  const persistDir = tempDir("worker-in-process");
  cpSync(await migratedD1(), persistDir, { recursive: true });
  // Keeps wrangler off the network, as for the real Worker (no telemetry, no update check, no cf.json).
  const { WRANGLER_SEND_METRICS, WRANGLER_HIDE_BANNER, CLOUDFLARE_CF_FETCH_ENABLED, CI } =
    offlineWranglerEnv(persistDir);
  Object.assign(process.env, { WRANGLER_SEND_METRICS, WRANGLER_HIDE_BANNER, CLOUDFLARE_CF_FETCH_ENABLED, CI });
  const proxy = await getPlatformProxy<{ DB: D1Database; RESUMES: R2Bucket }>({
    configPath: path.join(repoRoot, "receiver", "wrangler.toml"),
    persist: { path: path.join(persistDir, "v3") },
  });
  const env: WorkerEnv = {
    ...proxy.env,
    ALLOWED_ORIGINS: SITE_ORIGIN,
    LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
    RATE_LIMIT_MAX: "60",
    ...vars,
  };
  const running = new Set<Promise<unknown>>();
  const ctx = {
    waitUntil(promise: Promise<unknown>) {
      const tracked = promise.catch(() => undefined).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const settled = async () => {
    while (running.size) await Promise.all(running);
  };
  return {
    name: "workers",
    origin: IN_PROCESS_ORIGIN,
    api: `${IN_PROCESS_ORIGIN}/api`,
    ipHeader: "CF-Connecting-IP",
    fetch: async (input, init) =>
      (await worker.fetch(requestOf(input, init) as never, env, ctx)) as unknown as Response,
    async query(sql, args = []) {
      const { results } = await proxy.env.DB.prepare(sql)
        .bind(...args)
        .all<Record<string, unknown>>();
      return results;
    },
    output: () => "",
    async trigger() {
      await worker.scheduled({ cron: "*/5 * * * *", scheduledTime: Date.now(), noRetry() {} }, env, ctx);
      await settled();
    },
    settled,
    async stop() {
      await settled();
      await proxy.dispose();
      rmSync(persistDir, { recursive: true, force: true });
    },
  };
}
