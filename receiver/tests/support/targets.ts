/**
 * The two deployment targets as the tests run them, on loopback only: the Node receiver
 * as its own process (the real SQLite file in a temp folder) and the Worker in the real
 * workerd through `wrangler dev --local` (local D1 and R2 persisted to a temp folder).
 * `query` reads the rows straight from each target's SQLite file, not through the API.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import { fileURLToPath } from "node:url";

import { createClient } from "@libsql/client";

import { apiPaths } from "@/contract/api";

export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const receiverDir = path.join(repoRoot, "receiver");
const wranglerBin = path.join(repoRoot, "node_modules", "wrangler", "bin", "wrangler.js");

export const EXPORT_TOKEN = "test-export-token-7d1c-a4f09b2e61c85d3f";
export const SITE_ORIGIN = "http://site.test";

export type Row = Record<string, unknown>;

/** The Cookie header a signed-in answer's Set-Cookie lines make (a staff session). */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** Adds an admin through POST /api/staff (the export token) and signs them in: their session cookie. */
export async function signedInAdmin(target: Target, admin: { email: string; password: string; name: string }) {
  const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ ...admin, role: "admin" }),
  });
  assert.equal(added.status, 201, await added.clone().text());
  const signedIn = await target.fetch(`${target.api}${apiPaths.auth}/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: target.origin },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  assert.equal(signedIn.status, 200, await signedIn.clone().text());
  return cookieOf(signedIn);
}

export type Target = {
  name: "node" | "workers";
  origin: string;
  api: string;
  /** Header that carries the client IP the receiver rate-limits by (each test uses its own IP). */
  ipHeader: string;
  /** A request to this receiver: over loopback to a real process, or straight to the app in this one (in-process.ts). */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  query(sql: string, args?: (string | number)[]): Promise<Row[]>;
  stop(): Promise<void>;
  output(): string;
};

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `receiver-${prefix}-`));
}

export async function querySqlite(file: string, sql: string, args: (string | number)[] = []): Promise<Row[]> {
  const client = createClient({ url: `file:${file}` });
  try {
    // The receiver writes the same file (its outbox drains every poll): wait for its lock rather than fail.
    await client.execute("pragma busy_timeout = 5000");
    const result = await client.execute({ sql, args });
    return result.rows.map((row) => Object.fromEntries(result.columns.map((column) => [column, row[column]])));
  } finally {
    client.close();
  }
}

/** Waits until /api/health answers as `ready` says (by default: ok). */
export async function waitForHealth(
  origin: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
  ready: (response: Response) => boolean = (response) => response.ok,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`receiver exited (${child.exitCode}):\n${output()}`);
    try {
      if (ready(await fetch(`${origin}/api/health`))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`receiver at ${origin} not healthy after ${timeoutMs} ms:\n${output()}`);
}

function collect(child: ChildProcess): () => string {
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops a process group this test started (wrangler runs workerd as children). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), 5000);
  await exited(child);
  clearTimeout(timer);
}

export type NodeTarget = Target & {
  dataDir: string;
  child: ChildProcess;
  /** Kills the process at once (SIGKILL): nothing gets to clean up. */
  kill(): Promise<void>;
  /** Starts the same receiver (same port, data folder and settings) again. */
  restart(): Promise<NodeTarget>;
};

export async function startNodeTarget(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<NodeTarget> {
  const dataDir = options.dataDir ?? tempDir("node");
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "receiver/src/node/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ALLOWED_ORIGINS: SITE_ORIGIN,
      LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
      RATE_LIMIT_MAX: "60",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = collect(child);
  await waitForHealth(origin, child, output);
  const target: NodeTarget = {
    name: "node",
    origin,
    api: `${origin}/api`,
    ipHeader: "X-Forwarded-For",
    fetch: (input, init) => fetch(input, init),
    dataDir,
    child,
    query: (sql, args) => querySqlite(path.join(dataDir, "leads.db"), sql, args),
    output,
    stop: () => stopGroup(child),
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
    restart: () => startNodeTarget({ ...options, dataDir }),
  };
  return target;
}

/**
 * Starts Node targets for one test file, and stops each one still in `running` once the file's tests have run,
 * however they ended. A test that kills and restarts a target swaps it in `running`.
 */
export function nodeTargetsOfFile() {
  const running = new Set<NodeTarget>();
  after(async () => {
    for (const target of running) await target.stop();
  });
  const start = async (options: Parameters<typeof startNodeTarget>[0]) => {
    const target = await startNodeTarget(options);
    running.add(target);
    return target;
  };
  return { running, start };
}

/** Environment that keeps wrangler off the network: no telemetry, no update check, no cf.json download. */
export function offlineWranglerEnv(stateDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "test",
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_LOG_PATH: path.join(stateDir, "logs"),
    CI: "true",
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: receiverDir, env, stdio: ["ignore", "pipe", "pipe"] });
    const output = collect(child);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output());
      else reject(new Error(`${args.slice(0, 3).join(" ")} failed (${code}):\n${output()}`));
    });
  });
}

export type WorkersTarget = Target & {
  persistDir: string;
  trigger(cron?: string): Promise<void>;
  /** Kills wrangler and workerd at once (SIGKILL to the group): nothing gets to clean up; the D1 files stay. */
  kill(): Promise<void>;
  /** Starts the Worker again on the same port and the same local D1. */
  restart(): Promise<WorkersTarget>;
};

/**
 * A local D1 with every migration applied by `wrangler d1 migrations apply`, as a deployment applies them: made
 * once per set of migrations and wrangler version (applying them to an empty D1 takes wrangler about ten
 * seconds) and shared by the test files, each of which runs in its own process; each Worker started gets its
 * own copy.
 */
export async function migratedD1(): Promise<string> {
  const migrationsDir = path.join(receiverDir, "migrations");
  // Keyed on wrangler's version too: another version may lay its local D1 out differently.
  const digest = createHash("sha256").update(
    readFileSync(path.join(repoRoot, "node_modules", "wrangler", "package.json")),
  );
  const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith(".sql"));
  for (const file of migrations.sort()) digest.update(file).update(readFileSync(path.join(migrationsDir, file)));
  const template = path.join(os.tmpdir(), `receiver-d1-migrated-${digest.digest("hex").slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = tempDir("d1-template");
  await run(
    process.execPath,
    [wranglerBin, "d1", "migrations", "apply", "DB", "--local", "--persist-to", building],
    offlineWranglerEnv(building),
    60_000,
  );
  rmSync(path.join(building, "logs"), { recursive: true, force: true });
  try {
    // Atomic: another test file that made it meanwhile keeps its own, and this one is dropped.
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * fetch, except that a Host header the test sets is sent as set: fetch replaces it with the URL's host, and a raw
 * client (the one that spoofs it) does not. Such requests go through node:http, their body a string.
 */
function fetchSendingHost(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Host") || input instanceof Request) return fetch(input, init);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(input),
      { method: init.method ?? "GET", headers: Object.fromEntries(headers) },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: answer.statusCode,
              headers: Object.entries(answer.headers).flatMap(([name, value]) =>
                (Array.isArray(value) ? value : [value ?? ""]).map((item): [string, string] => [name, item]),
              ),
            }),
          ),
        );
      },
    );
    sent.on("error", reject);
    sent.end(typeof init.body === "string" ? init.body : undefined);
  });
}

/** A temp folder holding a copy of the migrated D1 (the migrations folder the Node migrator reads too). */
async function newLocalD1(): Promise<string> {
  const persistDir = tempDir("workers");
  cpSync(await migratedD1(), persistDir, { recursive: true });
  return persistDir;
}

export async function startWorkersTarget(options: {
  port: number;
  vars?: Record<string, string>;
  /** When the Worker counts as started; by default when /api/health answers ok. */
  ready?: (response: Response) => boolean;
  /** A folder the Worker serves as its static assets (the exported site), as `wrangler deploy --assets` would. */
  assets?: string;
  /** The local D1 of an earlier run (restart), migrated already; a new one by default. */
  persistDir?: string;
}): Promise<WorkersTarget> {
  const persistDir = options.persistDir ?? (await newLocalD1());
  const env = offlineWranglerEnv(persistDir);
  const vars = {
    ALLOWED_ORIGINS: SITE_ORIGIN,
    LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
    RATE_LIMIT_MAX: "60",
    ...options.vars,
  };
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "dev",
      "--local",
      "--persist-to",
      persistDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--inspector-port",
      "0",
      "--test-scheduled",
      "--show-interactive-dev-session=false",
      ...(options.assets ? ["--assets", options.assets] : []),
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { cwd: receiverDir, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const output = collect(child);
  await waitForHealth(origin, child, output, 60_000, options.ready);
  const d1Dir = path.join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const d1File = () => {
    const file = readdirSync(d1Dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
    if (!file) throw new Error(`no local D1 file in ${d1Dir}`);
    return path.join(d1Dir, file);
  };
  return {
    name: "workers",
    origin,
    api: `${origin}/api`,
    ipHeader: "CF-Connecting-IP",
    fetch: fetchSendingHost,
    persistDir,
    query: (sql, args) => querySqlite(d1File(), sql, args),
    output,
    /** Runs the Worker's `scheduled` handler now (wrangler dev --test-scheduled). */
    async trigger(cron = "*/5 * * * *") {
      const response = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent(cron)}`);
      if (!response.ok) throw new Error(`scheduled run failed: ${response.status}`);
    },
    async stop() {
      await stopGroup(child);
      rmSync(persistDir, { recursive: true, force: true });
    },
    async kill() {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      await exited(child);
    },
    restart: () => startWorkersTarget({ ...options, persistDir }),
  };
}
