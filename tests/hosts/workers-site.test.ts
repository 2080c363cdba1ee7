/**
 * One Worker for the site, the desk and the API (issue 33): `wrangler deploy --assets out` serves the export
 * as the Worker's static assets with its _headers, and /api/* falls through to the receiver, so the desk's
 * session cookie is first-party as behind nginx. Run in the real workerd (wrangler dev) with a local D1.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { apiPaths } from "@/contract/api";
import { EXPORT_TOKEN, startWorkersTarget, type WorkersTarget } from "@/receiver/tests/support/targets";

import { freePort } from "../support/ports";
import { outDir, requireExport } from "./support/servers";

describe("the Worker serving out/ as its static assets", { timeout: 120_000 }, () => {
  let worker: WorkersTarget;
  let origin = "";

  before(async () => {
    requireExport();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    worker = await startWorkersTarget({
      port,
      assets: outDir,
      vars: {
        BETTER_AUTH_SECRET: "workers-site-secret-0123456789abcdef01",
        BETTER_AUTH_URL: origin,
        ALLOWED_ORIGINS: origin,
      },
    });
  });
  after(async () => {
    await worker?.stop();
  });

  test("the site's pages and the desk are served with their policy, the API beside them", async () => {
    for (const page of ["/", "/get-in-touch", "/desk", "/desk/lead"]) {
      const answer = await fetch(`${origin}${page}`);
      assert.equal(answer.status, 200, page);
      assert.match(answer.headers.get("content-type") ?? "", /text\/html/, page);
      assert.match(answer.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/, page);
    }
    assert.match(await (await fetch(`${origin}/desk`)).text(), /Counsellors(&#x27;|')? desk/);
    const health = await fetch(`${origin}${"/api"}${apiPaths.health}`);
    assert.equal(health.status, 200);
  });

  test("a staff member signs in on the site's origin and the desk API takes the first-party cookie", async () => {
    const admin = { email: "ops@brightpath.test", password: "one-origin-2026", name: "Ops", role: "admin" };
    const added = await fetch(`${origin}/api${apiPaths.staff}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify(admin),
    });
    assert.equal(added.status, 201, await added.clone().text());
    const signedIn = await fetch(`${origin}/api${apiPaths.auth}/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    assert.equal(signedIn.status, 200, await signedIn.clone().text());
    const [line] = signedIn.headers.getSetCookie().filter((text) => text.includes("session_token"));
    assert.match(line, /SameSite=Lax/i);
    assert.match(line, /Path=\//i);
    const inbox = await fetch(`${origin}/api${apiPaths.desk}/leads`, {
      headers: { Cookie: line.split(";")[0] },
    });
    assert.equal(inbox.status, 200);
    assert.deepEqual(await inbox.json(), { leads: [], nextCursor: null });
  });
});
