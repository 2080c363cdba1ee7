/**
 * Readiness and misconfiguration of the Node target: /api/health says why it cannot take a lead (a folder it
 * cannot write, another program holding the database's write lock) and recovers once it can; a forwarded address
 * that is not an IP is not trusted; a short export token stops the receiver at start. Its own file, so the test
 * runner runs it beside the longer fault tests.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";

import { createClient } from "@libsql/client";

import { apiPaths } from "@/contract/api";

import { contact } from "./support/submissions";
import { nodeTargetsOfFile, startNodeTarget, type NodeTarget } from "./support/targets";

const { start } = nodeTargetsOfFile();

describe("lead receiver readiness and misconfiguration (Node)", { timeout: 60_000 }, () => {
  const postContact = (target: NodeTarget, headers: Record<string, string> = {}) =>
    fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(contact),
    });

  test("a folder that cannot be written makes /api/health answer 503 saying why, and ok once it can", async () => {
    const target = await start({ port: 8754 });
    const incoming = path.join(target.dataDir, "resumes", ".incoming");
    // root ignores file modes, so the folder is made immutable (chattr) where that works, read-only otherwise
    const asRoot = process.getuid?.() === 0;
    const lock = () => (asRoot ? execFileSync("chattr", ["+i", incoming]) : chmodSync(incoming, 0o500));
    const unlock = () => (asRoot ? execFileSync("chattr", ["-i", incoming]) : chmodSync(incoming, 0o700));
    lock();
    try {
      const response = await fetch(`${target.api}${apiPaths.health}`);
      assert.equal(response.status, 503);
      assert.ok(response.headers.get("Retry-After"));
      const body = (await response.json()) as { error: string; message: string };
      assert.equal(body.error, "unavailable");
      assert.match(body.message, /cannot store anything just now: .+/);
    } finally {
      unlock();
    }
    assert.equal((await fetch(`${target.api}${apiPaths.health}`)).status, 200);
  });

  test("another program holding the write lock: 503 with Retry-After within seconds, then stored once it lets go", async () => {
    const target = await start({ port: 8755 });
    const other = createClient({ url: `file:${path.join(target.dataDir, "leads.db")}` });
    try {
      const holding = await other.transaction("write");
      const started = Date.now();
      const busy = await postContact(target);
      const waited = Date.now() - started;
      assert.equal(busy.status, 503);
      assert.ok(Number(busy.headers.get("Retry-After")) > 0);
      assert.ok(waited < 4000, `answered after ${waited} ms`);
      const health = await fetch(`${target.api}${apiPaths.health}`);
      assert.equal(health.status, 503);
      assert.match(
        ((await health.json()) as { message: string }).message,
        /another program holds the database's write lock/,
      );
      await holding.commit();
      assert.equal((await postContact(target)).status, 201);
      assert.equal((await fetch(`${target.api}${apiPaths.health}`)).status, 200);
    } finally {
      other.close();
    }
  });

  test("behind a proxy, a forwarded address that is not an IP counts against the connection's own", async () => {
    const target = await start({ port: 8756, env: { RATE_LIMIT_MAX: "2" } });
    const statuses = [];
    for (const forwarded of ["not-an-ip", "999.1.1.1", "<script>"]) {
      statuses.push((await postContact(target, { "X-Forwarded-For": forwarded })).status);
    }
    assert.deepEqual(statuses, [201, 201, 429]);
  });

  test("an export token shorter than 32 characters stops the receiver at start, naming the variable", async () => {
    await assert.rejects(
      startNodeTarget({ port: 8757, env: { LEADS_EXPORT_TOKEN: "short-token" } }),
      /receiver exited[\s\S]*LEADS_EXPORT_TOKEN/,
    );
  });
});
