/**
 * Staff accounts (issue 33, first part) on the Node target: created with `npm run staff:add` on the server,
 * invite-only, signed in by e-mail and password into an HttpOnly SameSite=Lax cookie, password change, sign-out,
 * and an account disabled with `npm run staff:disable`; on both targets, sign-in that gives nothing away (issue
 * 43): limited per account and per address, no token in a script's reach, a disabled account as a wrong password.
 */
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { apiPaths, HONEYPOT_FIELD } from "@/contract/api";

import { SIGN_IN_ATTEMPTS } from "../src/auth";
import { runCommand } from "./support/commands";
import { getInTouch } from "./support/submissions";
import { IN_PROCESS_ORIGIN, nodeInProcess, type WorkerInProcess, workerInProcess } from "./support/in-process";
import { cookieOf, EXPORT_TOKEN, startWorkersTarget, type Target, tempDir } from "./support/targets";

const AUTH_SECRET = "staff-test-secret-0123456789abcdef0123456789";

let clientCount = 0;

/** A POST to Better Auth from the desk's origin; each call has its own client address unless one is given. */
function auth(target: Target, path: string, body: unknown, { cookie = "", client = "" } = {}) {
  return target.fetch(`${target.api}${apiPaths.auth}${path}`, {
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
  const response = await target.fetch(`${target.api}${apiPaths.auth}/get-session`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return (await response.json()) as Session;
}

describe("staff accounts on Node", { timeout: 120_000 }, () => {
  let target: Awaited<ReturnType<typeof nodeInProcess>>;

  before(async () => {
    target = await nodeInProcess({ BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: IN_PROCESS_ORIGIN });
  });
  after(() => target?.stop());

  /** `npm run staff:<command>` on the receiver's data folder (or as `env` says): its exit code and output. */
  function staffCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
    return staffCommandWith(
      { DATA_DIR: target.dataDir, BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: IN_PROCESS_ORIGIN },
      ...args,
    );
  }
  const staffCommandWith = (env: Record<string, string>, ...args: string[]) =>
    runCommand("receiver/src/node/staff-cli.ts", env, ...args);

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
    const shortPassword = await staffCommand(
      ...["add", "--email", "x@brightpath.test", "--name", "X", "--role", "admin", "--password", "short"],
    );
    assert.equal(shortPassword.code, 1);
    assert.match(shortPassword.output, /--password: Use at least 10 characters/);
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

  test("staff:add without --password prints a one-time link that sets it, once", async () => {
    const added = await staffCommand(
      ...["add", "--email", "ravi@brightpath.test", "--name", "Ravi", "--role", "counsellor", "--office", "mumbai"],
    );
    assert.equal(added.code, 0, added.output);
    const link = /(http:\/\/\S+\/desk\/set-password\?token=(\S+))/.exec(added.output);
    assert.ok(link, added.output);
    assert.ok(link[1].startsWith(`${IN_PROCESS_ORIGIN}/`), "the link is on the desk's origin");
    const newPassword = "ravi-mumbai-2026";
    const set = await auth(target, "/reset-password", { token: link[2], newPassword });
    assert.equal(set.status, 200, await set.clone().text());
    assert.equal(
      (await auth(target, "/reset-password", { token: link[2], newPassword: "another-one-2026" })).status,
      400,
    );
    const signedIn = await auth(target, "/sign-in/email", { email: "ravi@brightpath.test", password: newPassword });
    assert.equal(signedIn.status, 200);
  });

  test("on a checkout where npm start ran, staff:add finds the local secret and desk; elsewhere it names what to set", async () => {
    const local = tempDir("local-checkout");
    const server = tempDir("server");
    try {
      writeFileSync(path.join(local, "auth-secret"), "a".repeat(64), { mode: 0o600 });
      const account = ["add", "--email", "lina@brightpath.test", "--name", "Lina", "--role", "admin"];
      const added = await staffCommandWith({ DATA_DIR: local }, ...account, "--password", "lina-local-2026");
      assert.equal(added.code, 0, added.output);
      assert.doesNotMatch(added.output, /base ?url|warn/i, "no warning about the base URL");
      const invited = await staffCommandWith(
        { DATA_DIR: local },
        ...account.slice(0, 2),
        "ana@brightpath.test",
        ...account.slice(3),
      );
      assert.match(invited.output, /http:\/\/127\.0\.0\.1:3000\/desk\/set-password\?token=/, "the local desk's link");
      const refused = await staffCommandWith({ DATA_DIR: server }, ...account);
      assert.notEqual(refused.code, 0);
      assert.match(refused.output, /Set BETTER_AUTH_SECRET .* and BETTER_AUTH_URL/);
    } finally {
      rmSync(local, { recursive: true, force: true });
      rmSync(server, { recursive: true, force: true });
    }
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
    assert.equal(refused.status, 401, "as a wrong password: a disabled account gives nothing away");
    assert.match((await staffCommand("list")).output, /meera\.shah@brightpath\.test.*\tdisabled/);
  });
});

/** The real workerd for the sign-in rules: dozens of password checks in a row once starved wrangler's in-process proxy. */
const SIGN_IN_WORKERS_PORT = 8786;

for (const [name, start] of [
  ["on Node", () => nodeInProcess({ BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: IN_PROCESS_ORIGIN })],
  [
    "on Workers (workerd, local D1)",
    () =>
      startWorkersTarget({
        port: SIGN_IN_WORKERS_PORT,
        vars: { BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: `http://127.0.0.1:${SIGN_IN_WORKERS_PORT}` },
      }),
  ],
] as const) {
  describe(`sign-in that gives nothing away ${name}`, { timeout: 120_000 }, () => {
    let target: Target;
    const password = "sign-in-rules-2026";
    const admin = { email: "rules-admin@brightpath.test", password };
    before(async () => {
      target = await start();
    });
    after(() => target?.stop());

    const add = async (email: string, role = "counsellor") => {
      const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ email, name: email.split("@")[0], role, office: "surat", password }),
      });
      assert.equal(added.status, 201, await added.clone().text());
      return { email, password };
    };

    test(`${SIGN_IN_ATTEMPTS} tries a minute per account from any address; ten colleagues behind one address all get in`, async () => {
      const guessed = await add("guessed@brightpath.test");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS; attempt += 1) {
        statuses.push((await auth(target, "/sign-in/email", { ...guessed, password: "a-guess" })).status);
      }
      assert.deepEqual(statuses, Array<number>(SIGN_IN_ATTEMPTS).fill(401));
      const held = await auth(target, "/sign-in/email", guessed);
      assert.equal(held.status, 429, "the account is held, even with the right password from a new address");
      assert.match(held.headers.get("Retry-After") ?? "", /^\d+$/);

      const office = "198.51.100.10";
      for (let colleague = 0; colleague < 10; colleague += 1) {
        const person = await add(`colleague${colleague}@brightpath.test`);
        assert.equal(
          (await auth(target, "/sign-in/email", person, { client: office })).status,
          200,
          `colleague ${colleague}`,
        );
      }
    });

    test("an address trying account after account is held too, and its 429 says Retry-After", async () => {
      const client = "198.51.100.20";
      let answer: Response | undefined;
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS * 10 + 1; attempt += 1) {
        answer = await auth(
          target,
          "/sign-in/email",
          { email: `nobody${attempt}@brightpath.test`, password: "x-guess" },
          { client },
        );
        if (answer.status === 429) break;
      }
      assert.equal(answer?.status, 429);
      assert.match(answer!.headers.get("Retry-After") ?? "", /^\d+$/);
    });

    test("no answer puts the session token where a script can read it", async () => {
      const person = await add("reader@brightpath.test");
      const signedIn = await auth(target, "/sign-in/email", person);
      assert.equal(signedIn.status, 200);
      const cookie = cookieOf(signedIn);
      const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
      const bodies = [
        await signedIn.text(),
        await (await target.fetch(`${target.api}${apiPaths.auth}/get-session`, { headers: { Cookie: cookie } })).text(),
        await (
          await target.fetch(`${target.api}${apiPaths.auth}/list-sessions`, { headers: { Cookie: cookie } })
        ).text(),
      ];
      for (const body of bodies) {
        assert.doesNotMatch(body, /"token"/);
        assert.ok(!body.includes(token), "not the cookie's value either");
      }
      assert.equal((await session(target, cookie))?.user.email, person.email, "the cookie alone signs in");
    });

    test("changing the password ends the account's other sessions, whatever the client asks", async () => {
      const person = await add("changer@brightpath.test");
      const here = cookieOf(await auth(target, "/sign-in/email", person));
      const elsewhere = cookieOf(await auth(target, "/sign-in/email", person));
      const changed = await auth(
        target,
        "/change-password",
        { currentPassword: password, newPassword: "another-pass-2026", revokeOtherSessions: false },
        { cookie: here },
      );
      assert.equal(changed.status, 200, await changed.clone().text());
      assert.equal(await session(target, elsewhere), null, "the other phone is signed out");
    });

    test("a disabled account's right password is answered exactly as a wrong one", async () => {
      const person = await add("leaver@brightpath.test");
      await add(admin.email, "admin");
      const cookie = cookieOf(await auth(target, "/sign-in/email", admin));
      const disabled = await target.fetch(`${target.api}${apiPaths.desk}/staff/${person.email}`, {
        method: "PATCH",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ active: false }),
      });
      assert.equal(disabled.status, 200, await disabled.clone().text());
      const right = await auth(target, "/sign-in/email", person);
      const wrong = await auth(target, "/sign-in/email", { ...person, password: "not-it-2026" });
      assert.deepEqual([right.status, await right.json()], [wrong.status, await wrong.json()]);
      assert.equal(right.status, 401);
    });
  });
}

describe("staff accounts on Workers (workerd, local D1)", { timeout: 120_000 }, () => {
  let target: Target;
  const admin = { email: "ops@brightpath.test", password: "first-admin-2026!" };

  before(async () => {
    target = await workerInProcess({ BETTER_AUTH_SECRET: AUTH_SECRET, BETTER_AUTH_URL: IN_PROCESS_ORIGIN });
  });
  after(() => target?.stop());

  const addStaff = (body: unknown, token = EXPORT_TOKEN) =>
    target.fetch(`${target.api}${apiPaths.staff}`, {
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

  test("sign-in on D1: the cookie, the session's role, and sign-out", async () => {
    assert.ok((await auth(target, "/sign-up/email", { ...admin, email: "x@example.com", name: "X" })).status >= 400);
    const response = await auth(target, "/sign-in/email", admin);
    assert.equal(response.status, 200, await response.clone().text());
    const cookie = cookieOf(response);
    assert.match(response.headers.getSetCookie().join("\n"), /HttpOnly.*|SameSite=Lax/i);
    const { user } = (await session(target, cookie))!;
    assert.deepEqual([user.email, user.role, user.office], [admin.email, "admin", null]);

    assert.equal((await auth(target, "/sign-out", {}, { cookie })).status, 200);
    assert.equal(await session(target, cookie), null);
  });

  test("the desk on D1: a new lead is owned by the office's counsellor, and a status change is its history", async () => {
    const counsellor = { email: "vid@brightpath.test", password: "vadodara-desk-1", name: "Vidya", role: "counsellor" };
    assert.equal((await addStaff({ ...counsellor, office: "vadodara" })).status, 201);
    const posted = await target.fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [target.ipHeader]: "192.0.2.200" },
      body: JSON.stringify(getInTouch),
    });
    const { reference } = (await posted.json()) as { reference: string };
    const cookie = cookieOf(await auth(target, "/sign-in/email", counsellor));
    const desk = (path: string, init: RequestInit = {}) =>
      target.fetch(`${target.api}${apiPaths.desk}${path}`, {
        ...init,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: target.origin },
      });
    const { leads } = (await (await desk("/leads")).json()) as {
      leads: { reference: string; office: string; owner: { email: string } | null }[];
    };
    assert.deepEqual(
      leads.map((lead) => [lead.reference, lead.office, lead.owner?.email]),
      [[reference, "vadodara", counsellor.email]],
    );
    const changed = await desk(`/leads/${reference}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "contacted" }),
    });
    assert.equal(changed.status, 200, await changed.clone().text());
    const lead = (await (await desk(`/leads/${reference}`)).json()) as { history: { detail: string }[] };
    assert.deepEqual(
      lead.history.map((event) => event.detail),
      ["new -> contacted"],
    );
  });

  test("the first-response clock on D1: a lead past its due time is overdue, and the cron marks its alert once", async () => {
    const posted = await target.fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [target.ipHeader]: "192.0.2.201" },
      body: JSON.stringify({ ...getInTouch, email: "late@example.in" }),
    });
    const { reference } = (await posted.json()) as { reference: string };
    const [stored] = await target.query("select response_due_at from leads where reference = ?", [reference]);
    assert.ok(Number(stored.response_due_at) > Date.now(), "due in the future, in working hours");
    // The clock itself is tested with a fake clock (receiver units); here the due time is moved into the past.
    await target.query("update leads set response_due_at = ? where reference = ?", [Date.now() - 60_000, reference]);
    const cookie = cookieOf(await auth(target, "/sign-in/email", { email: admin.email, password: admin.password }));
    const overdue = (await (
      await target.fetch(`${target.api}${apiPaths.desk}/leads?overdue=true`, { headers: { Cookie: cookie } })
    ).json()) as { leads: { reference: string; overdue: boolean }[] };
    assert.deepEqual(
      overdue.leads.map((lead) => [lead.reference, lead.overdue]),
      [[reference, true]],
    );
    const alertedAt = async () =>
      (await target.query("select overdue_alerted_at from leads where reference = ?", [reference]))[0]
        .overdue_alerted_at;
    // The cron's work runs in waitUntil, after the trigger is answered.
    await (target as WorkerInProcess).trigger();
    let first = await alertedAt();
    for (let waited = 0; !first && waited < 50; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      first = await alertedAt();
    }
    assert.ok(first, "marked by the cron");
    await (target as WorkerInProcess).trigger();
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await alertedAt(), first, "once");
  });
});

describe("the desk API on Node", { timeout: 120_000 }, () => {
  let target: Target;
  const password = "desk-test-pass-2026";
  const people = {
    admin: { email: "admin@brightpath.test", name: "Anil Admin", role: "admin" },
    suratA: { email: "asha@brightpath.test", name: "Asha Surat", role: "counsellor", office: "surat" },
    suratB: { email: "bhavin@brightpath.test", name: "Bhavin Surat", role: "counsellor", office: "surat" },
    mumbai: { email: "chitra@brightpath.test", name: "Chitra Mumbai", role: "counsellor", office: "mumbai" },
  };
  const cookies: Record<string, string> = {};

  before(async () => {
    target = await nodeInProcess({
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: IN_PROCESS_ORIGIN,
      DEFAULT_OFFICE: "surat",
      DESTINATION_OFFICES: "germany=mumbai",
    });
    for (const [key, person] of Object.entries(people)) {
      const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ ...person, password }),
      });
      assert.equal(added.status, 201, await added.clone().text());
      cookies[key] = cookieOf(await auth(target, "/sign-in/email", { email: person.email, password }));
    }
  });
  after(() => target?.stop());

  const desk = (path: string, cookie: string, init: RequestInit = {}) =>
    target.fetch(`${target.api}${apiPaths.desk}${path}`, {
      ...init,
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: target.origin },
    });
  const patch = (reference: string, cookie: string, body: unknown) =>
    desk(`/leads/${reference}`, cookie, { method: "PATCH", body: JSON.stringify(body) });

  type DeskLeadJson = {
    reference: string;
    status: string;
    office: string;
    owner: { email: string } | null;
    overdue: boolean;
    phone?: string;
    source: Record<string, string | null>;
    history?: { kind: string; detail: string; by: { email: string } }[];
    related?: ({ reference: string } | { office: string | null; reference?: undefined })[];
  };
  const references: string[] = [];

  async function newLead(fields: Record<string, string> = {}) {
    const response = await target.fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${references.length + 1}` },
      body: JSON.stringify({ ...getInTouch, ...fields, utmSource: "google" }),
    });
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    references.push(reference);
    return reference;
  }

  test("without a session the desk answers 401", async () => {
    assert.equal((await desk("/leads", "")).status, 401);
  });

  test("a new lead goes to the default office, and its counsellors own new leads in turn", async () => {
    for (let index = 0; index < 3; index += 1)
      await newLead({ email: `student${index}@example.in`, phone: `98250 1234${index}` });
    const { leads } = (await (await desk("/leads", cookies.suratA)).json()) as { leads: DeskLeadJson[] };
    assert.deepEqual(
      leads.map((lead) => [lead.office, lead.owner?.email]),
      [
        ["surat", people.suratA.email],
        ["surat", people.suratB.email],
        ["surat", people.suratA.email],
      ],
    );
    assert.equal(leads[0].source.utmSource, "google");
    assert.deepEqual(
      leads.map((lead) => lead.overdue),
      [false, false, false],
      "just in: not overdue",
    );
    const csv = await (
      await target.fetch(`${target.api}${apiPaths.leadsCsv}`, { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } })
    ).text();
    const row = csv.split("\r\n").find((line) => line.startsWith(`"${references[1]}"`)) ?? "";
    assert.match(row, new RegExp(`"new","","surat","${people.suratB.email}"`), "status, closed because, office, owner");
  });

  test("a lead for a destination with its own office goes there, to that office's counsellor", async () => {
    const response = await target.fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.99" },
      body: JSON.stringify({ ...getInTouch, destination: "germany", email: "routed@example.in" }),
    });
    const { reference } = (await response.json()) as { reference: string };
    const lead = (await (await desk(`/leads/${reference}`, cookies.mumbai)).json()) as DeskLeadJson;
    assert.deepEqual([lead.office, lead.owner?.email], ["mumbai", people.mumbai.email]);
    // Erased again: the other tests count this office's leads.
    await target.fetch(`${target.api}${apiPaths.leads}?email=routed@example.in`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
  });

  test("the office the visitor chose (JSON or a native post) comes before the destination's; an unknown one is 422 naming it", async () => {
    const email = "chose-mumbai@example.in";
    const post = (body: string, contentType: string) =>
      target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": contentType, Accept: "application/json", "X-Forwarded-For": "192.0.2.98" },
        body,
      });
    const stored = async () =>
      Number((await target.query("select count(*) as n from leads where email = ?", [email]))[0].n);
    for (const office of ["delhi", "Mumbai", "1"]) {
      const refused = await post(JSON.stringify({ ...getInTouch, email, office }), "application/json");
      assert.equal(refused.status, 422);
      const answer = (await refused.json()) as { fields: Record<string, string> };
      assert.deepEqual(Object.keys(answer.fields), ["office"]);
      assert.match(answer.fields.office, /vadodara, surat, mumbai/);
    }
    assert.equal(await stored(), 0, "nothing stored");
    const fromJson = await post(
      JSON.stringify({ ...getInTouch, email, destination: "germany", office: "surat" }),
      "application/json",
    );
    const fromForm = await post(
      new URLSearchParams({ ...getInTouch, email, office: "mumbai" }).toString(),
      "application/x-www-form-urlencoded",
    );
    for (const [answer, office] of [
      [fromJson, "surat"],
      [fromForm, "mumbai"],
    ] as const) {
      assert.equal(answer.status, 201);
      const { reference } = (await answer.json()) as { reference: string };
      const lead = (await (await desk(`/leads/${reference}`, cookies.admin)).json()) as DeskLeadJson;
      assert.equal(lead.office, office);
    }
    // Erased again: the other tests count each office's leads.
    await target.fetch(`${target.api}${apiPaths.leads}?email=${email}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
  });

  test("a counsellor sees only their office: another office's lead is 404, even asked for by office", async () => {
    const mumbai = (await (await desk("/leads?office=surat", cookies.mumbai)).json()) as { leads: DeskLeadJson[] };
    assert.deepEqual(mumbai.leads, []);
    assert.equal((await desk(`/leads/${references[0]}`, cookies.mumbai)).status, 404);
    assert.equal((await patch(references[0], cookies.mumbai, { note: "x" })).status, 404);
    const admin = (await (await desk("/leads", cookies.admin)).json()) as { leads: DeskLeadJson[] };
    assert.equal(admin.leads.length, 3);
  });

  test("search by any spelling of the phone, by name or reference; filter by status", async () => {
    const search = async (query: string) =>
      ((await (await desk(`/leads?${query}`, cookies.suratA)).json()) as { leads: DeskLeadJson[] }).leads.map(
        (lead) => lead.reference,
      );
    assert.deepEqual(await search("q=9825012341"), [references[1]]);
    assert.deepEqual(await search(`q=${references[2].toLowerCase()}`), [references[2]]);
    assert.equal((await search("q=aarav")).length, 3);
    assert.deepEqual(await search("status=contacted"), []);
    assert.equal((await desk("/leads?status=won", cookies.suratA)).status, 422);
  });

  test("status moves forward with history; a step back, a closing without reason or a counsellor's reassignment is 422 naming the field", async () => {
    const reference = references[0];
    const contacted = await patch(reference, cookies.suratA, {
      status: "contacted",
      note: "Called, will visit Saturday",
    });
    assert.equal(contacted.status, 200, await contacted.clone().text());
    assert.equal(((await contacted.json()) as DeskLeadJson).status, "contacted");

    const back = await patch(reference, cookies.suratA, { status: "new" });
    assert.equal(back.status, 422);
    assert.match(((await back.json()) as { fields: Record<string, string> }).fields.status, /moves forward/);
    const noReason = await patch(reference, cookies.suratA, { status: "closed" });
    assert.equal(noReason.status, 422);
    assert.ok(((await noReason.json()) as { fields: Record<string, string> }).fields.closedReason);
    const reassign = await patch(reference, cookies.suratA, { owner: people.mumbai.email });
    assert.equal(reassign.status, 422);
    assert.ok(((await reassign.json()) as { fields: Record<string, string> }).fields.owner);

    const csv = await (
      await target.fetch(`${target.api}${apiPaths.leadsCsv}`, { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } })
    ).text();
    const [headings, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const column = headings.split(",").indexOf('"Working time to first response"');
    const cells = rows.find((line) => line.startsWith(`"${reference}"`))?.split(",") ?? [];
    assert.match(cells[column] ?? "", /^"(\d+ h )?\d+ min"$/, "the first response's working time is exported");

    const byAdmin = await patch(reference, cookies.admin, { owner: people.suratB.email, status: "booked" });
    assert.equal(byAdmin.status, 200);
    const lead = (await (await desk(`/leads/${reference}`, cookies.suratA)).json()) as DeskLeadJson;
    assert.equal(lead.owner?.email, people.suratB.email);
    assert.deepEqual(
      lead.history?.map((event) => [event.kind, event.by.email, event.detail]),
      [
        ["status", people.suratA.email, "new -> contacted"],
        ["note", people.suratA.email, "Called, will visit Saturday"],
        ["status", people.admin.email, "contacted -> booked"],
        ["owner", people.admin.email, `${people.suratB.name} <${people.suratB.email}>`],
      ],
    );
  });

  test("leads of the same e-mail or phone are linked both ways", async () => {
    const again = await newLead({ email: "STUDENT1@example.in", phone: "+91 70000 00000" });
    const first = (await (await desk(`/leads/${references[1]}`, cookies.admin)).json()) as DeskLeadJson;
    const second = (await (await desk(`/leads/${again}`, cookies.admin)).json()) as DeskLeadJson;
    assert.deepEqual(
      first.related?.map((lead) => lead.reference),
      [again],
    );
    assert.deepEqual(
      second.related?.map((lead) => lead.reference),
      [references[1]],
    );
  });

  test("another office's lead of the same person shows a counsellor only that office; an admin, in full", async () => {
    // Same phone as the second lead (a Surat one); Germany routes it to Mumbai.
    const email = "student1.mumbai@example.in";
    const elsewhere = await newLead({ email, phone: "98250 12341", destination: "germany" });
    try {
      const bySurat = (await (await desk(`/leads/${references[1]}`, cookies.suratA)).json()) as DeskLeadJson;
      assert.deepEqual(
        bySurat.related?.filter((lead) => !("reference" in lead)),
        [{ office: "mumbai" }],
      );
      assert.doesNotMatch(JSON.stringify(bySurat.related), new RegExp(elsewhere));
      const byAdmin = (await (await desk(`/leads/${references[1]}`, cookies.admin)).json()) as DeskLeadJson;
      assert.ok(byAdmin.related?.some((lead) => lead.reference === elsewhere));
    } finally {
      await target.fetch(`${target.api}${apiPaths.leads}?email=${email}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      references.splice(references.indexOf(elsewhere), 1);
    }
  });

  test("sign-in and the desk refuse a body over 16 KB with 413, before reading it whole", async () => {
    const signIn = await target.fetch(`${target.api}${apiPaths.auth}/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: IN_PROCESS_ORIGIN },
      body: JSON.stringify({ email: "nobody@brightpath.test", password: "x".repeat(100 * 1024) }),
    });
    assert.equal(signIn.status, 413);
    const before = (await (await desk(`/leads/${references[0]}`, cookies.suratA)).json()) as DeskLeadJson;
    const hugeNote = await patch(references[0], cookies.suratA, { note: "n".repeat(30 * 1024) });
    assert.equal(hugeNote.status, 413);
    assert.equal(((await hugeNote.json()) as { error: string }).error, "too_large");
    const after = (await (await desk(`/leads/${references[0]}`, cookies.suratA)).json()) as DeskLeadJson;
    assert.equal(after.history?.length, before.history?.length, "nothing was recorded");
  });

  test("pages of 50 follow each other without a repeat or a gap", async () => {
    for (let index = 0; index < 52; index += 1) await newLead({ email: `bulk${index}@example.in` });
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = (await (await desk(`/leads${cursor ? `?cursor=${cursor}` : ""}`, cookies.admin)).json()) as {
        leads: DeskLeadJson[];
        nextCursor: string | null;
      };
      seen.push(...page.leads.map((lead) => lead.reference));
      cursor = page.nextCursor;
    }
    assert.equal(seen.length, references.length);
    assert.deepEqual([...seen].sort(), [...references].sort());
  });

  test("held spam is released to new (its clock starts) or confirmed as closed; a closed lead reopens", async () => {
    const held = async (email: string) => {
      const response = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.150" },
        body: JSON.stringify({ ...getInTouch, email, [HONEYPOT_FIELD]: "http://spam.example" }),
      });
      return ((await response.json()) as { reference: string }).reference;
    };
    const [release, confirm] = [await held("held1@example.in"), await held("held2@example.in")];
    const spam = (await (await desk(`/leads/${release}`, cookies.suratA)).json()) as DeskLeadJson;
    assert.deepEqual([spam.status, spam.owner], ["spam", null]);
    const released = await patch(release, cookies.suratA, { status: "new" });
    assert.equal(released.status, 200, await released.clone().text());
    const releasedLead = (await released.json()) as DeskLeadJson & { responseDueAt: string | null };
    assert.equal(releasedLead.status, "new");
    assert.ok(releasedLead.responseDueAt, "released: the first-response clock runs");
    const confirmed = await patch(confirm, cookies.suratA, { status: "closed", closedReason: "spam" });
    assert.equal(((await confirmed.json()) as DeskLeadJson).status, "closed");
    const reopened = await patch(confirm, cookies.suratA, { status: "new" });
    assert.equal(((await reopened.json()) as DeskLeadJson).status, "new");
    for (const email of ["held1@example.in", "held2@example.in"]) {
      await target.fetch(`${target.api}${apiPaths.leads}?email=${email}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
      });
    }
  });

  test("an expired or signed-out session is refused", async () => {
    const cookie = cookieOf(await auth(target, "/sign-in/email", { email: people.suratB.email, password }));
    assert.equal((await desk("/leads", cookie)).status, 200);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split(".")[0];
    await target.query("update staff_sessions set expires_at = ? where token = ?", [Date.now() - 1000, token]);
    assert.equal((await desk("/leads", cookie)).status, 401, "expired");
    const other = cookieOf(await auth(target, "/sign-in/email", { email: people.suratB.email, password }));
    assert.equal((await auth(target, "/sign-out", {}, { cookie: other })).status, 200);
    assert.equal((await desk("/leads", other)).status, 401, "signed out");
  });

  test("an admin exports the CSV with their session, recorded under their e-mail; a counsellor may not", async () => {
    const csv = (cookie: string) =>
      target.fetch(`${target.api}/leads.csv`, { headers: cookie ? { Cookie: cookie } : {} });
    const exported = await csv(cookies.admin);
    assert.equal(exported.status, 200, await exported.clone().text());
    assert.match(exported.headers.get("Content-Type") ?? "", /^text\/csv/);
    const [logged] = await target.query("select actor, action from access_log order by id desc limit 1");
    assert.deepEqual({ ...logged }, { actor: people.admin.email, action: "export" });
    assert.equal((await csv(cookies.suratA)).status, 403);
    assert.equal((await csv("")).status, 401, "neither a session nor the token");
  });

  test("the inbox knows a booking from a plain Get In Touch, filters to bookings, and keeps a cancelled one's reason", async () => {
    const slots = (await (await target.fetch(`${target.api}${apiPaths.slots}?mode=office&office=surat`)).json()) as {
      slots: { start: string }[];
    };
    const booked = await target.fetch(`${target.api}${apiPaths.bookings}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.90" },
      body: JSON.stringify({
        ...getInTouch,
        email: "booker@example.in",
        phone: "+91 90000 11122",
        mode: "office",
        office: "surat",
        start: slots.slots[0].start,
      }),
    });
    assert.equal(booked.status, 201, await booked.clone().text());
    const { reference } = (await booked.json()) as { reference: string };
    const plain = await newLead({ email: "plain@example.in" });
    // The export names the booking as one, with its slot and counsellor.
    const csv = await (await target.fetch(`${target.api}/leads.csv`, { headers: { Cookie: cookies.admin } })).text();
    const row = csv.split("\r\n").find((line) => line.includes(reference)) ?? "";
    assert.match(
      row,
      /"Consultation booking","[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, [^"]+ IST, office visit in Surat \(30 minutes\)","(Asha|Bhavin) Surat"/,
    );
    const bookings = (await (await desk("/leads?form=booking", cookies.admin)).json()) as {
      leads: { reference: string; viaBooking: boolean }[];
    };
    assert.deepEqual(
      bookings.leads.map((lead) => [lead.reference, lead.viaBooking]),
      [[reference, true]],
    );
    const all = (await (await desk("/leads", cookies.admin)).json()) as {
      leads: { reference: string; viaBooking: boolean }[];
    };
    assert.equal(all.leads.find((lead) => lead.reference === plain)?.viaBooking, false);
    assert.equal((await patch(reference, cookies.admin, { status: "closed", closedReason: "cancelled" })).status, 200);
    const cancelled = (await (await desk(`/leads/${reference}`, cookies.admin)).json()) as {
      status: string;
      closedReason: string;
      viaBooking: boolean;
      booking: unknown;
    };
    assert.deepEqual(
      [cancelled.status, cancelled.closedReason, cancelled.viaBooking, cancelled.booking],
      ["closed", "cancelled", true, null],
    );
  });

  test("an admin manages staff in the desk; a counsellor may not; bad input names the field", async () => {
    assert.equal((await desk("/staff", cookies.suratA)).status, 403);
    const post = (body: unknown) => desk("/staff", cookies.admin, { method: "POST", body: JSON.stringify(body) });
    const bad = await post({ email: "not-an-address", name: "", role: "boss", office: "pune" });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(((await bad.json()) as { fields: object }).fields).sort(), [
      "email",
      "name",
      "office",
      "role",
    ]);
    const taken = await post({ ...people.mumbai });
    assert.equal(taken.status, 422);
    const added = await post({ email: "dev@brightpath.test", name: "Dev Surat", role: "counsellor", office: "surat" });
    assert.equal(added.status, 201, await added.clone().text());
    assert.match(
      ((await added.json()) as { setPasswordPath: string }).setPasswordPath,
      /^\/desk\/set-password\?token=/,
    );
    const { staff } = (await (await desk("/staff", cookies.admin)).json()) as { staff: { email: string }[] };
    assert.ok(staff.some((person) => person.email === "dev@brightpath.test"));

    const setActive = (email: string, body: unknown, cookie = cookies.admin) =>
      desk(`/staff/${encodeURIComponent(email)}`, cookie, { method: "PATCH", body: JSON.stringify(body) });
    assert.equal((await setActive(people.mumbai.email, { active: "no" })).status, 422);
    assert.equal((await setActive(people.admin.email, { active: false })).status, 422, "not your own account");
    assert.equal((await setActive("nobody@brightpath.test", { active: false })).status, 404);
    assert.equal((await setActive(people.mumbai.email, { active: false }, cookies.suratA)).status, 403);
    const disabled = await setActive(people.mumbai.email, { active: false });
    assert.equal(disabled.status, 200);
    assert.equal(((await disabled.json()) as { active: boolean }).active, false);
    assert.equal((await desk("/leads", cookies.mumbai)).status, 401, "signed out everywhere");
    assert.equal((await setActive(people.mumbai.email, { active: true })).status, 200);
    cookies.mumbai = cookieOf(await auth(target, "/sign-in/email", { email: people.mumbai.email, password }));
  });

  test("bad input to the desk: wrong types, overlong, unknown, forged, cross-site: a 4xx naming it, nothing changed", async () => {
    const reference = references[2];
    const before = (await (await desk(`/leads/${reference}`, cookies.admin)).json()) as DeskLeadJson;
    const refusals: [unknown, string][] = [
      [{ status: 5 }, "status"],
      [{ status: "won" }, "status"],
      [{ closedReason: "bored", status: "closed" }, "closedReason"],
      [{ owner: 42 }, "owner"],
      [{ note: "x".repeat(2001) }, "note"],
      [{ note: "   " }, "note"],
      [[], "body"],
      ["just text", "body"],
    ];
    for (const [body, field] of refusals) {
      const answer = await patch(reference, cookies.admin, body);
      assert.equal(answer.status, 422, JSON.stringify(body));
      assert.ok(((await answer.json()) as { fields: Record<string, string> }).fields[field], JSON.stringify(body));
    }
    assert.equal((await patch("BP-00000", cookies.admin, { note: "x" })).status, 404);
    assert.equal((await desk("/leads?cursor=abc", cookies.admin)).status, 422);
    assert.equal((await desk("/leads?office=pune", cookies.admin)).status, 422);
    assert.equal((await desk("/leads?form=nothing", cookies.admin)).status, 422);
    assert.equal((await desk("/leads?overdue=maybe", cookies.admin)).status, 422);
    const forged = cookies.admin.replace(/session_token=[^;.]+/, "session_token=forged");
    assert.equal((await patch(reference, forged, { note: "forged" })).status, 401);
    assert.equal((await patch(reference, "better-auth.session_token=nonsense.sig", { note: "x" })).status, 401);
    const crossSite = await target.fetch(`${target.api}${apiPaths.desk}/leads/${reference}`, {
      method: "PATCH",
      headers: { Cookie: cookies.admin, "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ status: "closed", closedReason: "other" }),
    });
    assert.equal(crossSite.status, 403);
    const after = (await (await desk(`/leads/${reference}`, cookies.admin)).json()) as DeskLeadJson;
    assert.deepEqual(after, before);
  });

  test("an erasure request removes the lead's history too", async () => {
    const ids = (await target.query("select id from leads where email = 'student0@example.in'")).map((row) =>
      Number(row.id),
    );
    const historyOf = async () =>
      (await target.query("select lead_id from lead_events")).filter((row) => ids.includes(Number(row.lead_id)));
    assert.ok((await historyOf()).length > 0, "the person's leads have a history to erase");
    const erased = await target.fetch(`${target.api}${apiPaths.leads}?email=student0@example.in`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    assert.equal(erased.status, 200);
    assert.deepEqual(await historyOf(), []);
  });
});
