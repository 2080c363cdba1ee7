/**
 * Staff accounts (issue 33, first part) on the Node target: created with `npm run staff:add` on the server,
 * invite-only, signed in by e-mail and password into an HttpOnly SameSite=Lax cookie, sign-in limited per
 * client, password change, sign-out, and an account disabled with `npm run staff:disable`.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";

import { apiPaths } from "@/contract/api";

import { SIGN_IN_ATTEMPTS } from "../src/auth";
import {
  EXPORT_TOKEN,
  repoRoot,
  startNodeTarget,
  startWorkersTarget,
  type NodeTarget,
  type Target,
} from "./support/targets";

const AUTH_SECRET = "staff-test-secret-0123456789abcdef0123456789";
const PORT = 8741;

let clientCount = 0;

/** A POST to Better Auth from the desk's origin; each call has its own client address unless one is given. */
function auth(target: Target, path: string, body: unknown, { cookie = "", client = "" } = {}) {
  return fetch(`${target.api}${apiPaths.auth}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: target.origin,
      [target.ipHeader]: client || `203.0.113.${(clientCount += 1) % 250}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

type Session = { user: { email: string; role: string; office: string | null } } | null;

async function session(target: Target, cookie: string): Promise<Session> {
  const response = await fetch(`${target.api}${apiPaths.auth}/get-session`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return (await response.json()) as Session;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("staff accounts on Node", { timeout: 120_000 }, () => {
  let target: NodeTarget;

  before(async () => {
    target = await startNodeTarget({
      port: PORT,
      env: { BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: `http://127.0.0.1:${PORT}` },
    });
  });
  after(async () => {
    await target?.stop();
  });

  /** `npm run staff:<command>` on the receiver's data folder: its exit code and output. */
  function staffCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "receiver/src/node/staff-cli.ts", ...args], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "test",
          DATA_DIR: target.dataDir,
          BETTER_AUTH_SECRET: AUTH_SECRET,
        },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("close", (code) => resolve({ code, output }));
    });
  }

  const counsellor = { email: "meera.shah@brightpath.test", password: "surat-desk-2026!" };

  test("staff:add creates a counsellor of one office; a counsellor without an office is refused", async () => {
    const added = await staffCommand(
      "add",
      "--email",
      counsellor.email,
      "--name",
      "Meera Shah",
      "--role",
      "counsellor",
      "--office",
      "surat",
      "--password",
      counsellor.password,
    );
    assert.equal(added.code, 0, added.output);
    assert.match(added.output, /Added counsellor Meera Shah <meera\.shah@brightpath\.test> \(surat\)/);
    const noPassword = await staffCommand("add", "--email", "x@brightpath.test", "--name", "X", "--role", "admin");
    assert.equal(noPassword.code, 1);
    assert.match(noPassword.output, /--password: Give a password of at least 10 characters/);
    const refused = await staffCommand(
      "add",
      ...["--email", "x@brightpath.test", "--name", "X", "--role", "counsellor", "--password", "long-enough-1"],
    );
    assert.equal(refused.code, 1);
    assert.match(refused.output, /--office: A counsellor needs an office: vadodara, surat, mumbai/);
    const listed = await staffCommand("list");
    assert.match(listed.output, /meera\.shah@brightpath\.test\tMeera Shah\tcounsellor\tsurat\tactive/);
    const [account] = await target.query("select password from staff_accounts");
    assert.ok(account.password && !String(account.password).includes(counsellor.password), "the password is hashed");
  });

  test("there is no public sign-up", async () => {
    const response = await auth(target, "/sign-up/email", {
      email: "me@example.com",
      password: "long-enough-1",
      name: "Me",
    });
    assert.ok(response.status >= 400 && response.status < 500, String(response.status));
    assert.equal((await target.query("select * from staff_users where email = 'me@example.com'")).length, 0);
  });

  test("sign-in sets an HttpOnly, SameSite=Lax session cookie; the session names the role and office", async () => {
    const wrong = await auth(target, "/sign-in/email", { ...counsellor, password: "not-the-password" });
    assert.equal(wrong.status, 401);
    const response = await auth(target, "/sign-in/email", counsellor);
    assert.equal(response.status, 200, await response.clone().text());
    const [line] = response.headers.getSetCookie().filter((text) => text.includes("session_token"));
    assert.match(line, /HttpOnly/i);
    assert.match(line, /SameSite=Lax/i);
    assert.doesNotMatch(line, /Secure/i, "plain http here; Secure when the desk's origin is https");
    const { user } = (await session(target, cookieOf(response)))!;
    assert.deepEqual([user.email, user.role, user.office], [counsellor.email, "counsellor", "surat"]);
    assert.equal(await session(target, ""), null);
  });

  test(`sign-in is limited to ${SIGN_IN_ATTEMPTS} attempts a minute per client`, async () => {
    const client = "198.51.100.77";
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
      statuses.push((await auth(target, "/sign-in/email", { ...counsellor, password: "guess" }, { client })).status);
    }
    assert.deepEqual(statuses, [...Array<number>(SIGN_IN_ATTEMPTS).fill(401), 429]);
    // Another client is not held back by this one.
    assert.equal((await auth(target, "/sign-in/email", counsellor)).status, 200);
  });

  test("a password change takes the new password and refuses the old one; sign-out ends the session", async () => {
    const cookie = cookieOf(await auth(target, "/sign-in/email", counsellor));
    const newPassword = "a-new-surat-pass-2026";
    const changed = await auth(
      target,
      "/change-password",
      { currentPassword: counsellor.password, newPassword },
      { cookie },
    );
    assert.equal(changed.status, 200, await changed.clone().text());
    assert.equal((await auth(target, "/sign-in/email", counsellor)).status, 401);
    const signedIn = await auth(target, "/sign-in/email", { ...counsellor, password: newPassword });
    assert.equal(signedIn.status, 200);
    const fresh = cookieOf(signedIn);
    assert.equal((await auth(target, "/sign-out", {}, { cookie: fresh })).status, 200);
    assert.equal(await session(target, fresh), null);
    counsellor.password = newPassword;
  });

  test("staff:disable signs the account out everywhere and refuses its sign-in", async () => {
    const cookie = cookieOf(await auth(target, "/sign-in/email", counsellor));
    assert.ok(await session(target, cookie));
    const disabled = await staffCommand("disable", "--email", counsellor.email);
    assert.equal(disabled.code, 0, disabled.output);
    assert.equal(await session(target, cookie), null);
    const refused = await auth(target, "/sign-in/email", counsellor);
    assert.equal(refused.status, 403);
    assert.match((await staffCommand("list")).output, /meera\.shah@brightpath\.test.*\tdisabled/);
  });
});

describe("staff accounts on Workers (workerd, local D1)", { timeout: 120_000 }, () => {
  let target: Target;
  const admin = { email: "ops@brightpath.test", password: "first-admin-2026!" };

  before(async () => {
    target = await startWorkersTarget({
      port: PORT + 1,
      vars: { BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: `http://127.0.0.1:${PORT + 1}` },
    });
  });
  after(async () => {
    await target?.stop();
  });

  const addStaff = (body: unknown, token = EXPORT_TOKEN) =>
    fetch(`${target.api}${apiPaths.staff}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  test("the first admin is added with the export token; a bad or repeated one is refused, naming the field", async () => {
    assert.equal((await addStaff({ ...admin, name: "Ops", role: "admin" }, "wrong-token")).status, 401);
    const added = await addStaff({ ...admin, name: "Ops", role: "admin" });
    assert.equal(added.status, 201, await added.clone().text());
    assert.deepEqual(await added.json(), { ok: true, email: admin.email, name: "Ops", role: "admin", office: null });
    const again = await addStaff({ ...admin, name: "Ops", role: "admin" });
    assert.equal(again.status, 422);
    assert.ok(((await again.json()) as { fields: Record<string, string> }).fields.email);
    const noOffice = await addStaff({
      email: "c@brightpath.test",
      name: "C",
      role: "counsellor",
      password: "long-enough-1",
    });
    assert.equal(noOffice.status, 422);
    assert.match(((await noOffice.json()) as { fields: Record<string, string> }).fields.office, /needs an office/);
  });

  test("sign-in on D1: the cookie, the session's role, the limit per client, and sign-out", async () => {
    assert.ok((await auth(target, "/sign-up/email", { ...admin, email: "x@example.com", name: "X" })).status >= 400);
    const response = await auth(target, "/sign-in/email", admin);
    assert.equal(response.status, 200, await response.clone().text());
    const cookie = cookieOf(response);
    assert.match(response.headers.getSetCookie().join("\n"), /HttpOnly.*|SameSite=Lax/i);
    const { user } = (await session(target, cookie))!;
    assert.deepEqual([user.email, user.role, user.office], [admin.email, "admin", null]);

    const client = "198.51.100.78";
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
      statuses.push((await auth(target, "/sign-in/email", { ...admin, password: "guess" }, { client })).status);
    }
    assert.deepEqual(statuses, [...Array<number>(SIGN_IN_ATTEMPTS).fill(401), 429]);

    assert.equal((await auth(target, "/sign-out", {}, { cookie })).status, 200);
    assert.equal(await session(target, cookie), null);
  });
});
