/**
 * The receiver's app in this test process over a real SQLite file, on a clock the test sets (the `now` every
 * route reads, never today's), with a channel to visitors (a webhook nobody calls: what it would send waits in
 * the outbox) and, when asked, staff accounts with an admin signed in.
 */
import { rmSync } from "node:fs";

import { createReceiverApp } from "../../src/app";
import { createAccounts } from "../../src/accounts";
import { readConfig } from "../../src/config";
import type { ReceiverDeps } from "../../src/http/env";
import { openDatabase } from "../../src/node/database";
import { RateLimiter } from "../../src/rate-limit";
import { addStaff } from "../../src/staff";
import { createStore } from "../../src/store";
import { cookieOf, tempDir } from "./targets";

const DESK_ORIGIN = "http://desk.test";
const ADMIN = { email: "admin@brightpath.test", name: "Anil", role: "admin" as const, password: "anil-admin-2026" };

export type FixedClockReceiver = Awaited<ReturnType<typeof fixedClockReceiver>>;

export async function fixedClockReceiver(prefix: string, start: Date, { staff = false } = {}) {
  const dataDir = tempDir(prefix);
  const database = await openDatabase(dataDir);
  let clock = start;
  const config = readConfig({
    RATE_LIMIT_MAX: "0",
    SITE_URL: "https://site.test",
    ...(staff
      ? {
          BETTER_AUTH_SECRET: `${prefix}-fixed-clock-secret-0123456789abcdef`,
          BETTER_AUTH_URL: DESK_ORIGIN,
          ALLOWED_ORIGINS: DESK_ORIGIN,
        }
      : {}),
  });
  const store = createStore(database.db);
  const deps: ReceiverDeps = {
    store,
    resumes: {} as never,
    config,
    limiter: new RateLimiter(0, 1000),
    channels: ["webhook"],
    clientIp: () => "127.0.0.1",
    notifyNow: () => undefined,
    now: () => clock,
    ...createAccounts(database.db, store, config, ["webhook"], () => clock),
  };
  const app = createReceiverApp(deps);
  const request = (path: string, init: RequestInit = {}) => app.request(`/api${path}`, init);
  return {
    app,
    deps,
    database,
    request,
    /** A JSON POST to the API (path after /api). */
    post: (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    now: () => clock,
    setClock: (at: Date) => {
      clock = at;
    },
    /** Adds an admin and signs them in: their session cookie. */
    async adminCookie() {
      const { password, ...admin } = ADMIN;
      await addStaff(deps.staff!, { ...admin, password });
      const signedIn = await request("/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: DESK_ORIGIN },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
      if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
      return cookieOf(signedIn);
    },
    close() {
      database.client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
