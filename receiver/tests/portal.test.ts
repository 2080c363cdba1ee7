/**
 * The student and parent portal (issue 44) on both targets: the Node receiver over its SQLite file and disk (in
 * this process), and the Worker in the real workerd with local D1 and R2 (uploads read R2 bodies there). Each
 * rule runs on each: invites and their one-time links, sign-in (remember me, forgot password, the limit), what a
 * student, a parent, a counsellor and nobody may read or change, uploads of every kind, review, stages, the
 * thread and its notifications, export and erasure, and bad input on every endpoint.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { apiPaths } from "@/contract/api";
import { applicationStages, PORTAL_FILE_MAX_BYTES, type PortalMe } from "@/contract/portal";

import { SIGN_IN_ATTEMPTS } from "../src/auth";
import { runHousekeeping } from "../src/housekeeping";
import { openDatabase } from "../src/node/database";
import { DiskResumeStore } from "../src/node/disk-resume-store";
import { createStore } from "../src/store";
import { runCommand } from "./support/commands";
import { IN_PROCESS_ORIGIN, nodeInProcess } from "./support/in-process";
import { exeBytes, getInTouch, pdfBytes } from "./support/submissions";
import { cookieOf, EXPORT_TOKEN, signedInAdmin, startWorkersTarget, type Target } from "./support/targets";

const AUTH_SECRET = "portal-test-secret-0123456789abcdef0123456789";
const WORKERS_PORT = 8781;
/** A channel to families that nobody answers: what would be sent waits in the outbox, where the tests read it. */
const UNREACHABLE_WEBHOOK = "http://127.0.0.1:9/hook";
const PASSWORD = "portal-pass-2026";

const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(600)]);
const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(600)]);

let clients = 0;

/** `npm run student:invite` on this machine's receiver: its exit code and output. */
const studentCommand = (env: Record<string, string>, ...args: string[]) =>
  runCommand("receiver/src/node/student-cli.ts", env, ...args);

type Json = Record<string, unknown>;

/** The portal's and the desk's calls on one target, each from its own client address. */
function clientOf(target: Target) {
  const call = (
    method: string,
    route: string,
    { cookie = "", body, origin = target.origin }: { cookie?: string; body?: unknown; origin?: string } = {},
  ) => {
    const headers: Record<string, string> = { [target.ipHeader]: `198.18.${(clients += 1) % 250}.${clients % 200}` };
    if (origin) headers.Origin = origin;
    if (cookie) headers.Cookie = cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = typeof body === "string" ? body : JSON.stringify(body);
    }
    return target.fetch(`${target.api}${route}`, { method, headers, body: payload });
  };
  const json = async (response: Response) => (await response.json()) as Json;
  return { call, json };
}

const fileForm = (bytes: Uint8Array, name: string, type = "application/pdf") => {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
};

type Started = Target & {
  stop(): Promise<void>;
  files(): string[] | undefined;
  /** Node only: the data folder, where housekeeping can be run over the same file and disk. */
  dataDir?: string;
};

const targets: [string, () => Promise<Started>][] = [
  [
    "on Node (SQLite file and disk)",
    async () => {
      const target = await nodeInProcess({
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: IN_PROCESS_ORIGIN,
        WEBHOOK_URL: UNREACHABLE_WEBHOOK,
      });
      const dir = path.join(target.dataDir, "resumes");
      return {
        ...target,
        files: () => (existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith(".")) : []),
      };
    },
  ],
  [
    "on Workers (workerd, local D1 and R2)",
    async () => {
      const target = await startWorkersTarget({
        port: WORKERS_PORT,
        vars: {
          BETTER_AUTH_SECRET: AUTH_SECRET,
          BETTER_AUTH_URL: `http://127.0.0.1:${WORKERS_PORT}`,
          WEBHOOK_URL: UNREACHABLE_WEBHOOK,
        },
      });
      return { ...target, files: () => undefined };
    },
  ],
];

for (const [name, start] of targets) {
  describe(`the student portal ${name}`, { timeout: 240_000 }, () => {
    let target: Started;
    let api: ReturnType<typeof clientOf>;
    let admin: string;
    let counsellor: string;

    before(async () => {
      target = await start();
      api = clientOf(target);
      admin = await signedInAdmin(target, {
        email: "portal-admin@brightpath.test",
        password: "portal-admin-2026",
        name: "Anil",
      });
      // A Mumbai counsellor: the Vadodara leads below are not theirs to see.
      const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          email: "farah@brightpath.test",
          name: "Farah",
          role: "counsellor",
          office: "mumbai",
          password: "farah-counsel-2026",
        }),
      });
      assert.equal(added.status, 201);
      counsellor = cookieOf(
        await api.call("POST", `${apiPaths.auth}/sign-in/email`, {
          body: { email: "farah@brightpath.test", password: "farah-counsel-2026" },
        }),
      );
    });
    after(() => target?.stop());

    /** A Get In Touch lead for `email` (to Vadodara), its reference. */
    async function lead(email: string, destination = "uk") {
      const response = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [target.ipHeader]: `203.0.113.${(clients += 1) % 250}` },
        body: JSON.stringify({ ...getInTouch, email, phone: `+91 98${String(clients).padStart(8, "0")}`, destination }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { reference: string }).reference;
    }

    const tokenOf = (inviteUrl: string) => new URL(inviteUrl).hash.slice(1);

    async function invite(reference: string) {
      const response = await api.call("POST", `${apiPaths.desk}/leads/${reference}/invite`, { cookie: admin });
      assert.equal(response.status, 201, await response.clone().text());
      return (await response.json()) as { inviteUrl: string; emailed: boolean };
    }

    const setPassword = (token: string, newPassword = PASSWORD) =>
      api.call("POST", `${apiPaths.portal}/auth/reset-password`, { body: { token, newPassword } });

    async function signIn(email: string, password = PASSWORD, rememberMe = true) {
      const response = await api.call("POST", `${apiPaths.portal}/auth/sign-in/email`, {
        body: { email, password, rememberMe },
      });
      assert.equal(response.status, 200, await response.clone().text());
      return { cookie: cookieOf(response), response };
    }

    /** A lead invited, its password set and signed in: the student's session and reference. */
    async function student(email: string, destination = "uk") {
      const reference = await lead(email, destination);
      const { inviteUrl } = await invite(reference);
      assert.equal((await setPassword(tokenOf(inviteUrl))).status, 200);
      return { reference, email: email.toLowerCase(), ...(await signIn(email)) };
    }

    const me = async (cookie: string) => {
      const response = await api.call("GET", `${apiPaths.portal}/me`, { cookie });
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()) as PortalMe;
    };

    const outboxOf = (kind: string) =>
      target
        .query("select payload from outbox where kind = ? order by id", [kind])
        .then((rows) => rows.map((row) => String(row.payload)));

    test("an invite is a one-time link for 72 hours, e-mailed through the outbox; a newer, used or expired one opens nothing", async () => {
      const reference = await lead("Riya.Desai@example.com");
      const welcomeOf = (url: string) =>
        api.call("POST", `${apiPaths.portal}/welcome`, { body: { token: tokenOf(url) } });
      const first = await invite(reference);
      assert.match(first.inviteUrl, /\/account\/welcome#[A-Za-z0-9_-]{20,}$/);
      assert.equal(first.emailed, true);
      assert.ok(
        (await outboxOf("portal_family")).some(
          (mail) => mail.includes(first.inviteUrl) && mail.includes("riya.desai@example.com"),
        ),
      );
      assert.deepEqual(await api.json(await welcomeOf(first.inviteUrl)), {
        ok: true,
        name: "Aarav शर्मा",
        email: "riya.desai@example.com",
        kind: "student",
      });

      // Invited again: the new link replaces the first.
      const second = await invite(reference);
      assert.equal((await welcomeOf(first.inviteUrl)).status, 404);
      assert.equal((await setPassword(tokenOf(first.inviteUrl))).status, 400);

      // Run out: its row says so (the library and the receiver both read expires_at).
      await target.query("update portal_verifications set expires_at = ? where identifier = ?", [
        Date.now() - 1000,
        `reset-password:${tokenOf(second.inviteUrl)}`,
      ]);
      assert.equal((await setPassword(tokenOf(second.inviteUrl))).status, 400);
      assert.equal((await welcomeOf(second.inviteUrl)).status, 404);

      // Used once: not again.
      const third = await invite(reference);
      assert.equal((await setPassword(tokenOf(third.inviteUrl))).status, 200);
      const reused = await setPassword(tokenOf(third.inviteUrl), "another-pass-2026");
      assert.equal(reused.status, 400);
      assert.equal((await api.json(reused)).code, "INVALID_TOKEN");
      assert.equal((await welcomeOf(third.inviteUrl)).status, 404);

      // Joined: no link from the desk would set an account's password in use; the student asks for one.
      const again = await api.call("POST", `${apiPaths.desk}/leads/${reference}/invite`, { cookie: admin });
      assert.equal(again.status, 422);
      assert.match(String(((await api.json(again)).fields as Json).email), /Forgot password/);
      await signIn("riya.desai@example.com");
    });

    test("a lead anybody sends with a student's address to another office opens nothing of the portal", async () => {
      const hana = await student("hana@example.com");
      const [document] = (await me(hana.cookie)).documents;
      await api.call("POST", `${apiPaths.portal}/documents/${document.id}`, {
        cookie: hana.cookie,
        body: fileForm(pdfBytes(700), "cas.pdf"),
      });
      const planted = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [target.ipHeader]: "203.0.113.250" },
        body: JSON.stringify({
          ...getInTouch,
          email: "HANA@example.com",
          phone: "+91 91234 56789",
          destination: "usa",
          office: "mumbai",
        }),
      });
      assert.equal(planted.status, 201);
      const { reference } = (await planted.json()) as { reference: string };
      const [row] = await target.query("select office from leads where reference = ?", [reference]);
      assert.equal(row.office, "mumbai");

      const page = await api.json(await api.call("GET", `${apiPaths.desk}/leads/${reference}`, { cookie: counsellor }));
      assert.equal(page.portal, null);
      for (const [method, route, body] of [
        ["POST", `/leads/${reference}/invite`, undefined],
        ["GET", `/leads/${reference}/messages`, undefined],
        ["POST", `/leads/${reference}/messages`, { text: "hello" }],
        ["POST", `/leads/${reference}/documents`, { title: "Anything" }],
        ["POST", `/leads/${reference}/applications`, { university: "X", program: "Y", intake: "Z" }],
        ["GET", `/documents/${document.id}/file`, undefined],
      ] as const) {
        assert.equal(
          (await api.call(method, `${apiPaths.desk}${route}`, { cookie: counsellor, body })).status,
          404,
          `${method} ${route}`,
        );
      }
      // The student's notes to the office go on the lead they were invited from, not the newer one.
      await api.call("POST", `${apiPaths.portal}/messages`, { cookie: hana.cookie, body: { text: "A question" } });
      const [note] = await target.query(
        "select l.reference from outbox o join leads l on l.id = o.lead_id where o.kind = 'portal_office' and o.payload like '%A question%'",
      );
      assert.equal(note.reference, hana.reference);
    });

    test("only the sign-in, password and session endpoints of Better Auth are offered: a name or an e-mail stays as invited", async () => {
      const { cookie } = await student("noor@example.com");
      for (const path of ["/update-user", "/change-email", "/delete-user", "/list-accounts", "/unlink-account"]) {
        const answer = await api.call("POST", `${apiPaths.portal}/auth${path}`, {
          cookie,
          body: { name: "Someone else" },
        });
        assert.equal(answer.status, 404, path);
      }
      assert.equal((await me(cookie)).viewer.name, "Aarav शर्मा");
    });

    test("an expired session is nobody: 401, and nothing it sends is taken", async () => {
      const { cookie, email } = await student("expired-session@example.com");
      await target.query(
        "update portal_sessions set expires_at = ? where user_id = (select id from portal_users where email = ?)",
        [Date.now() - 1000, email],
      );
      assert.equal((await api.call("GET", `${apiPaths.portal}/me`, { cookie })).status, 401);
      assert.equal(
        (await api.call("POST", `${apiPaths.portal}/messages`, { cookie, body: { text: "late" } })).status,
        401,
      );
      assert.deepEqual(await target.query("select * from portal_messages where student_email = ?", [email]), []);
    });

    test("the server's way in: npm run student:invite prints the link (on a Worker, its API with the export token)", async () => {
      const reference = await lead("ishaan@example.com");
      const refused = await target.fetch(`${target.api}${apiPaths.portal}/invites`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ lead: reference }),
      });
      assert.equal(refused.status, 401);
      let inviteUrl: string;
      if (target.dataDir) {
        const { code, output } = await studentCommand(
          { DATA_DIR: target.dataDir, BETTER_AUTH_SECRET: AUTH_SECRET, SITE_URL: "https://site.test" },
          "--lead",
          reference,
        );
        assert.equal(code, 0, output);
        inviteUrl = /https:\/\/site\.test\/account\/welcome#[A-Za-z0-9_-]+/.exec(output)![0];
      } else {
        const invited = await target.fetch(`${target.api}${apiPaths.portal}/invites`, {
          method: "POST",
          headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
          body: JSON.stringify({ lead: reference }),
        });
        assert.equal(invited.status, 201, await invited.clone().text());
        ({ inviteUrl } = (await invited.json()) as { inviteUrl: string });
      }
      const welcome = await api.call("POST", `${apiPaths.portal}/welcome`, { body: { token: tokenOf(inviteUrl) } });
      assert.equal(welcome.status, 200);
      assert.equal((await api.json(welcome)).email, "ishaan@example.com");
    });

    test("sign-in: a wrong password is refused; remember me is a 30-day cookie, without it one that ends with the browser", async () => {
      const { email } = await student("kabir@example.com");
      const wrong = await api.call("POST", `${apiPaths.portal}/auth/sign-in/email`, {
        body: { email, password: "not-the-password" },
      });
      assert.equal(wrong.status, 401);
      assert.equal(wrong.headers.getSetCookie().length, 0);

      const remembered = (await signIn(email, PASSWORD, true)).response.headers
        .getSetCookie()
        .find((line) => line.startsWith("bp_portal.session_token="))!;
      const maxAge = Number(/Max-Age=(\d+)/i.exec(remembered)?.[1]);
      assert.ok(maxAge >= 29 * 24 * 3600 && maxAge <= 30 * 24 * 3600, remembered);
      assert.match(remembered, /HttpOnly/i);
      assert.match(remembered, /SameSite=Lax/i);

      const session = (await signIn(email, PASSWORD, false)).response.headers
        .getSetCookie()
        .find((line) => line.startsWith("bp_portal.session_token="))!;
      assert.doesNotMatch(session, /Max-Age|Expires/i, "a browser-session cookie");
      assert.doesNotMatch(JSON.stringify(await me(cookieOf((await signIn(email)).response))), /portal-pass/);
    });

    test("forgot password answers the same for any address, and e-mails a link only to an account", async () => {
      await student("meher@example.com");
      const before = (await outboxOf("portal_family")).length;
      const known = await api.call("POST", `${apiPaths.portal}/auth/request-password-reset`, {
        body: { email: "meher@example.com" },
      });
      const unknown = await api.call("POST", `${apiPaths.portal}/auth/request-password-reset`, {
        body: { email: "nobody-here@example.com" },
      });
      assert.equal(known.status, 200);
      assert.equal(unknown.status, 200);
      assert.deepEqual(await api.json(known), await api.json(unknown));
      const mails = (await outboxOf("portal_family")).slice(before);
      assert.equal(mails.length, 1);
      assert.match(mails[0], /meher@example\.com/);
      const token = /account\/welcome#([A-Za-z0-9_-]+)/.exec(JSON.parse(mails[0]).text as string)![1];
      assert.equal((await setPassword(token, "meher-new-pass-2026")).status, 200);
      await signIn("meher@example.com", "meher-new-pass-2026");
    });

    test(`sign-in is limited: ${SIGN_IN_ATTEMPTS} tries a minute per account, then 429 with Retry-After`, async () => {
      const { email } = await student("guessed-student@example.com");
      for (let attempt = 0; attempt < SIGN_IN_ATTEMPTS; attempt += 1) {
        const guess = await api.call("POST", `${apiPaths.portal}/auth/sign-in/email`, {
          body: { email, password: `guess-${attempt}-xyz` },
        });
        assert.equal(guess.status, 401);
      }
      const held = await api.call("POST", `${apiPaths.portal}/auth/sign-in/email`, {
        body: { email, password: PASSWORD },
      });
      assert.equal(held.status, 429);
      assert.match(held.headers.get("Retry-After") ?? "", /^\d+$/);
    });

    test("a student reads only their own; a student's session is nobody at the desk, a counsellor's nobody in the portal", async () => {
      const asha = await student("asha@example.com");
      const dev = await student("dev@example.com");
      const ashaDocument = (await me(asha.cookie)).documents[0];
      const devMe = await me(dev.cookie);
      assert.equal(devMe.student.email, "dev@example.com");
      assert.ok(devMe.documents.every((document) => document.id !== ashaDocument.id));

      const upload = await api.call("POST", `${apiPaths.portal}/documents/${ashaDocument.id}`, {
        cookie: asha.cookie,
        body: fileForm(pdfBytes(900), "passport.pdf"),
      });
      assert.equal(upload.status, 200, await upload.clone().text());
      assert.equal(
        (await api.call("GET", `${apiPaths.portal}/documents/${ashaDocument.id}/file`, { cookie: dev.cookie })).status,
        404,
      );
      assert.equal(
        (
          await api.call("POST", `${apiPaths.portal}/documents/${ashaDocument.id}`, {
            cookie: dev.cookie,
            body: fileForm(pdfBytes(900), "x.pdf"),
          })
        ).status,
        404,
      );
      await api.call("POST", `${apiPaths.portal}/messages`, { cookie: asha.cookie, body: { text: "Asha's question" } });
      const devThread = await api.json(await api.call("GET", `${apiPaths.portal}/messages`, { cookie: dev.cookie }));
      assert.deepEqual(devThread.messages, []);
      const application = await api.json(
        await api.call("POST", `${apiPaths.desk}/leads/${asha.reference}/applications`, {
          cookie: admin,
          body: { university: "University of Leeds", program: "MSc Data Science", intake: "September 2027" },
        }),
      );
      assert.equal((await me(dev.cookie)).applications.length, 0);
      assert.equal((await me(asha.cookie)).applications.length, 1);

      const deskRoutes: [string, string, unknown?][] = [
        ["GET", `/leads`],
        ["GET", `/leads/${asha.reference}`],
        ["POST", `/leads/${asha.reference}/invite`],
        ["POST", `/leads/${asha.reference}/applications`, { university: "X", program: "Y", intake: "Z" }],
        ["PATCH", `/applications/${(application.application as { id: number }).id}`, { stage: "applied" }],
        ["POST", `/leads/${asha.reference}/documents`, { title: "Bank letter" }],
        ["PATCH", `/documents/${ashaDocument.id}`, { status: "approved" }],
        ["GET", `/documents/${ashaDocument.id}/file`],
        ["GET", `/leads/${asha.reference}/messages`],
        ["POST", `/leads/${asha.reference}/messages`, { text: "hi" }],
      ];
      for (const [method, route, body] of deskRoutes) {
        const answer = await api.call(method, `${apiPaths.desk}${route}`, { cookie: asha.cookie, body });
        assert.equal(answer.status, 401, `student session on ${method} /desk${route}`);
      }
      const portalRoutes: [string, string, unknown?][] = [
        ["GET", "/me"],
        ["POST", `/documents/${ashaDocument.id}`, fileForm(pdfBytes(500), "a.pdf")],
        ["GET", `/documents/${ashaDocument.id}/file`],
        ["GET", "/messages"],
        ["POST", "/messages", { text: "hi" }],
        ["POST", "/parents", { email: "p@example.com", name: "Parent" }],
        ["DELETE", "/parents/x"],
        ["GET", "/export"],
        ["POST", "/erasure"],
      ];
      for (const [method, route, body] of portalRoutes) {
        for (const cookie of [admin, "", "bp_portal.session_token=forged.c2lnbmF0dXJl"]) {
          const answer = await api.call(method, `${apiPaths.portal}${route}`, { cookie, body });
          assert.equal(answer.status, 401, `${cookie ? "staff or forged" : "no"} session on ${method} /portal${route}`);
        }
      }

      // The Mumbai counsellor does not see Vadodara's people: each desk record is a 404.
      for (const [method, route, body] of deskRoutes.slice(1)) {
        const answer = await api.call(method, `${apiPaths.desk}${route}`, { cookie: counsellor, body });
        assert.equal(answer.status, 404, `another office's ${method} /desk${route}`);
      }
    });

    test("uploads: PDF, JPEG and PNG by their bytes; a renamed program, an empty file and 10 MB + 1 byte are refused naming `file`; a cut-off upload leaves nothing", async () => {
      const nisha = await student("nisha@example.com");
      const [first, second, third, fourth] = (await me(nisha.cookie)).documents;
      const upload = (id: number, form: FormData) =>
        api.call("POST", `${apiPaths.portal}/documents/${id}`, { cookie: nisha.cookie, body: form });

      for (const [document, bytes, fileName, type] of [
        [first, pdfBytes(2000), "cas.pdf", "application/pdf"],
        [second, jpegBytes(), "passport.jpg", "image/jpeg"],
        [third, pngBytes(), "funds.png", "image/png"],
      ] as const) {
        const answer = await upload(document.id, fileForm(bytes, fileName, type));
        assert.equal(answer.status, 200, await answer.clone().text());
        const download = await api.call("GET", `${apiPaths.portal}/documents/${document.id}/file`, {
          cookie: nisha.cookie,
        });
        assert.equal(download.status, 200);
        assert.equal(download.headers.get("X-Content-Type-Options"), "nosniff");
        assert.match(download.headers.get("Content-Disposition") ?? "", /^attachment;/);
        assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes);
      }
      const rows = () => target.query("select count(*) as n from portal_files").then(([row]) => Number(row.n));
      const stored = await rows();
      const filesBefore = target.files()?.length;

      const exe = await upload(fourth.id, fileForm(exeBytes(), "ielts.pdf"));
      assert.equal(exe.status, 422);
      assert.match(String(((await api.json(exe)).fields as Json).file), /not a PDF, JPEG or PNG/);
      const empty = await upload(fourth.id, fileForm(new Uint8Array(0), "empty.pdf"));
      assert.equal(empty.status, 422);
      assert.ok(((await api.json(empty)).fields as Json).file);
      const tooLarge = await upload(fourth.id, fileForm(pdfBytes(PORTAL_FILE_MAX_BYTES + 1), "huge.pdf"));
      assert.equal(tooLarge.status, 413);
      assert.match(String(((await api.json(tooLarge)).fields as Json).file), /10\.0 MB or smaller/);

      // A killed upload: the body stops half-way and the connection fails.
      const half = pdfBytes(200_000);
      const cut = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              `--cut\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
          );
          controller.enqueue(half);
          controller.error(new Error("connection lost"));
        },
      });
      await target
        .fetch(`${target.api}${apiPaths.portal}/documents/${fourth.id}`, {
          method: "POST",
          headers: { Cookie: nisha.cookie, Origin: target.origin, "Content-Type": "multipart/form-data; boundary=cut" },
          body: cut,
          duplex: "half",
        } as RequestInit)
        .then((answer) => assert.ok(answer.status >= 400))
        .catch(() => undefined);
      assert.equal(await rows(), stored, "no row without a whole file");
      if (filesBefore !== undefined) assert.equal(target.files()?.length, filesBefore, "no file without a row");
      assert.equal(
        (await me(nisha.cookie)).documents.find((document) => document.id === fourth.id)?.status,
        "requested",
      );
    });

    test("housekeeping keeps every document's file and sweeps only a file no row names", async (context) => {
      if (!target.dataDir)
        return context.skip("the Worker sweeps R2 in its cron: the same storageKeys, run on Node here");
      const vera = await student("vera@example.com");
      const [document] = (await me(vera.cookie)).documents;
      const bytes = pdfBytes(1200);
      const kept = await api.call("POST", `${apiPaths.portal}/documents/${document.id}`, {
        cookie: vera.cookie,
        body: fileForm(bytes, "cas.pdf"),
      });
      assert.equal(kept.status, 200);
      const { db, client } = await openDatabase(target.dataDir);
      const files = new DiskResumeStore(path.join(target.dataDir, "resumes"));
      await files.init();
      try {
        await files.put("orphanportalfile0001", pdfBytes(300));
        // Two hours on: past the sweep's grace for both files.
        const result = await runHousekeeping(
          createStore(db),
          files,
          { retentionDays: 0 },
          new Date(Date.now() + 2 * 3600_000),
        );
        assert.ok(result.orphanFiles >= 1);
        assert.equal(await files.get("orphanportalfile0001"), null);
      } finally {
        client.close();
      }
      const download = await api.call("GET", `${apiPaths.portal}/documents/${document.id}/file`, {
        cookie: vera.cookie,
      });
      assert.equal(download.status, 200);
      assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes);
    });

    test("review: a rejection needs its reason, the student reads it and uploads again; every version is kept for staff", async () => {
      const omar = await student("omar@example.com");
      const passport = (await me(omar.cookie)).documents.find((document) => document.title === "Valid passport")!;
      const upload = () =>
        api.call("POST", `${apiPaths.portal}/documents/${passport.id}`, {
          cookie: omar.cookie,
          body: fileForm(pdfBytes(1500), "passport.pdf"),
        });
      assert.equal((await upload()).status, 200);
      const review = (body: unknown) =>
        api.call("PATCH", `${apiPaths.desk}/documents/${passport.id}`, { cookie: admin, body });

      const bare = await review({ status: "rejected" });
      assert.equal(bare.status, 422);
      assert.ok(((await api.json(bare)).fields as Json).reason);
      assert.equal(
        (await review({ status: "rejected", reason: "The photo page is cut off at the bottom" })).status,
        200,
      );
      const seen = (await me(omar.cookie)).documents.find((document) => document.id === passport.id)!;
      assert.equal(seen.status, "rejected");
      assert.equal(seen.reason, "The photo page is cut off at the bottom");
      assert.ok((await outboxOf("portal_family")).some((mail) => mail.includes("The photo page is cut off")));

      assert.equal((await upload()).status, 200);
      assert.equal((await review({ status: "approved" })).status, 200);
      const record = await api.json(
        await api.call("GET", `${apiPaths.desk}/leads/${omar.reference}`, { cookie: admin }),
      );
      const kept = (
        record.portal as { documents: { id: number; status: string; files: { id: number }[] }[] }
      ).documents.find((document) => document.id === passport.id)!;
      assert.equal(kept.status, "approved");
      assert.equal(kept.files.length, 2);
      for (const file of kept.files) {
        const download = await api.call("GET", `${apiPaths.desk}/documents/${passport.id}/file?version=${file.id}`, {
          cookie: admin,
        });
        assert.equal(download.status, 200);
      }
      assert.equal((await upload()).status, 422, "an approved document is not replaced");
    });

    test("every stage of an application is dated and kept, and e-mailed to the family", async () => {
      const tara = await student("tara@example.com");
      const added = await api.call("POST", `${apiPaths.desk}/leads/${tara.reference}/applications`, {
        cookie: admin,
        body: {
          university: "University of Toronto",
          program: "MEng Civil",
          intake: "Fall 2027",
          deadline: "2027-01-15",
        },
      });
      assert.equal(added.status, 201);
      const { id } = (await api.json(added)).application as { id: number };
      for (const stage of applicationStages.slice(1)) {
        const changed = await api.call("PATCH", `${apiPaths.desk}/applications/${id}`, {
          cookie: admin,
          body: { stage, note: `now ${stage}` },
        });
        assert.equal(changed.status, 200, `${stage}: ${await changed.clone().text()}`);
      }
      const [application] = (await me(tara.cookie)).applications;
      assert.deepEqual(
        application.history.map((change) => change.stage),
        [...applicationStages],
      );
      assert.equal(application.stage, "withdrawn");
      assert.equal(application.deadline, "2027-01-15");
      assert.ok(application.history.every((change) => !Number.isNaN(Date.parse(change.at)) && change.by === "Anil"));
      assert.ok(
        (await outboxOf("portal_family")).some(
          (mail) => mail.includes("University of Toronto") && mail.includes("Visa granted"),
        ),
      );
    });

    test("the thread both ways: each side is notified through the outbox, and the desk's lead page shows it", async () => {
      const zoya = await student("zoya@example.com");
      const officeNotes = (await outboxOf("portal_office")).length;
      const asked = await api.call("POST", `${apiPaths.portal}/messages`, {
        cookie: zoya.cookie,
        body: { text: "Is my SOP due this week?" },
      });
      assert.equal(asked.status, 201);
      assert.equal((await outboxOf("portal_office")).length, officeNotes + 1);
      const answered = await api.call("POST", `${apiPaths.desk}/leads/${zoya.reference}/messages`, {
        cookie: admin,
        body: { text: "Yes, by Friday." },
      });
      assert.equal(answered.status, 201);
      assert.ok(
        (await outboxOf("portal_family")).some(
          (mail) => mail.includes("Yes, by Friday.") && mail.includes("zoya@example.com"),
        ),
      );
      const thread = (await api.json(await api.call("GET", `${apiPaths.portal}/messages`, { cookie: zoya.cookie })))
        .messages as { from: string; text: string }[];
      assert.deepEqual(
        thread.map(({ from, text }) => [from, text]),
        [
          ["student", "Is my SOP due this week?"],
          ["office", "Yes, by Friday."],
        ],
      );
      const record = await api.json(
        await api.call("GET", `${apiPaths.desk}/leads/${zoya.reference}`, { cookie: admin }),
      );
      assert.equal((record.portal as { messages: unknown[] }).messages.length, 2);
    });

    test("a parent reads, writes in the thread as the parent, and every other write is a 403 with nothing changed", async () => {
      const ira = await student("ira@example.com");
      const documentId = (await me(ira.cookie)).documents[0].id;
      await api.call("POST", `${apiPaths.portal}/documents/${documentId}`, {
        cookie: ira.cookie,
        body: fileForm(pdfBytes(800), "cas.pdf"),
      });
      const invited = await api.call("POST", `${apiPaths.portal}/parents`, {
        cookie: ira.cookie,
        body: { email: "Mother.Ira@example.com", name: "Sunita Rao" },
      });
      assert.equal(invited.status, 201, await invited.clone().text());
      const { id, inviteUrl, emailed } = (await api.json(invited)) as {
        id: string;
        inviteUrl: string;
        emailed: boolean;
      };
      assert.equal(emailed, true);
      assert.equal((await setPassword(tokenOf(inviteUrl), "sunita-pass-2026")).status, 200);
      const parent = (await signIn("mother.ira@example.com", "sunita-pass-2026")).cookie;

      const view = await me(parent);
      assert.equal(view.viewer.kind, "parent");
      assert.equal(view.student.email, "ira@example.com");
      assert.ok(view.documents.length > 0 && view.documents.every((document) => document.files.length === 0));
      assert.ok(view.consultations.every((consultation) => consultation.manageUrl === null));

      const wrote = await api.call("POST", `${apiPaths.portal}/messages`, {
        cookie: parent,
        body: { text: "When is the fee due?" },
      });
      assert.equal(wrote.status, 201);
      assert.equal(((await api.json(wrote)).message as { from: string }).from, "parent");

      const snapshot = async () => JSON.stringify({ ...(await me(ira.cookie)), viewer: null });
      const before = await snapshot();
      for (const [method, route, body] of [
        ["POST", `/documents/${documentId}`, fileForm(pdfBytes(800), "other.pdf")],
        ["GET", `/documents/${documentId}/file`, undefined],
        ["POST", "/parents", { email: "uncle@example.com", name: "Uncle" }],
        ["DELETE", `/parents/${id}`, undefined],
        ["POST", "/erasure", undefined],
      ] as const) {
        const answer = await api.call(method, `${apiPaths.portal}${route}`, { cookie: parent, body });
        assert.equal(answer.status, 403, `${method} ${route}`);
      }
      assert.equal(await snapshot(), before);

      assert.equal((await api.call("DELETE", `${apiPaths.portal}/parents/${id}`, { cookie: ira.cookie })).status, 200);
      assert.equal(
        (await api.call("GET", `${apiPaths.portal}/me`, { cookie: parent })).status,
        401,
        "a removed parent is signed out",
      );
    });

    test("bad input on every endpoint is a 4xx naming the field, and a cross-site request changes nothing", async () => {
      const leo = await student("leo@example.com");
      const documentId = (await me(leo.cookie)).documents[0].id;
      const applicationId = Number(
        (
          (
            await api.json(
              await api.call("POST", `${apiPaths.desk}/leads/${leo.reference}/applications`, {
                cookie: admin,
                body: { university: "ETH", program: "MSc", intake: "2027" },
              }),
            )
          ).application as { id: number }
        ).id,
      );
      const long = "x".repeat(5000);
      const cases: [string, string, string, unknown, string][] = [
        [
          admin,
          "POST",
          `${apiPaths.desk}/leads/${leo.reference}/applications`,
          { program: "MSc", intake: "2027" },
          "university",
        ],
        [
          admin,
          "POST",
          `${apiPaths.desk}/leads/${leo.reference}/applications`,
          { university: 7, program: "MSc", intake: "2027" },
          "university",
        ],
        [
          admin,
          "POST",
          `${apiPaths.desk}/leads/${leo.reference}/applications`,
          { university: long, program: "MSc", intake: "2027" },
          "university",
        ],
        [
          admin,
          "POST",
          `${apiPaths.desk}/leads/${leo.reference}/applications`,
          { university: "ETH", program: "MSc", intake: "2027", deadline: "15/01/2027" },
          "deadline",
        ],
        [
          admin,
          "POST",
          `${apiPaths.desk}/leads/${leo.reference}/applications`,
          { university: "ETH", program: "MSc", intake: "2027", stage: "admitted" },
          "stage",
        ],
        [admin, "PATCH", `${apiPaths.desk}/applications/${applicationId}`, {}, "stage"],
        [admin, "PATCH", `${apiPaths.desk}/applications/${applicationId}`, { stage: "applied", note: long }, "note"],
        [admin, "POST", `${apiPaths.desk}/leads/${leo.reference}/documents`, { title: "" }, "title"],
        [admin, "POST", `${apiPaths.desk}/leads/${leo.reference}/documents`, { title: ["a"] }, "title"],
        [admin, "PATCH", `${apiPaths.desk}/documents/${documentId}`, { status: "maybe" }, "status"],
        [admin, "POST", `${apiPaths.desk}/leads/${leo.reference}/messages`, { text: "   " }, "text"],
        [admin, "POST", `${apiPaths.desk}/leads/${leo.reference}/messages`, { text: long }, "text"],
        [leo.cookie, "POST", `${apiPaths.portal}/messages`, {}, "text"],
        [leo.cookie, "POST", `${apiPaths.portal}/messages`, { text: 42 }, "text"],
        [leo.cookie, "POST", `${apiPaths.portal}/parents`, { email: "not-an-address", name: "Dad" }, "email"],
        [leo.cookie, "POST", `${apiPaths.portal}/parents`, { email: "dad@example.com" }, "name"],
        [leo.cookie, "POST", `${apiPaths.portal}/parents`, { email: "leo@example.com", name: "Me" }, "email"],
        [leo.cookie, "POST", `${apiPaths.portal}/documents/${documentId}`, new FormData(), "file"],
        ["", "POST", `${apiPaths.portal}/welcome`, { token: 5 }, "token"],
      ];
      const snapshot = async () =>
        JSON.stringify(
          await api.json(await api.call("GET", `${apiPaths.desk}/leads/${leo.reference}`, { cookie: admin })),
        );
      const before = await snapshot();
      for (const [cookie, method, route, body, field] of cases) {
        const answer = await api.call(method, route, { cookie, body });
        assert.equal(
          answer.status,
          422,
          `${method} ${route} ${JSON.stringify(body).slice(0, 60)}: ${await answer.clone().text()}`,
        );
        assert.ok(((await api.json(answer)).fields as Json | undefined)?.[field], `${route} names ${field}`);
      }
      const malformed = await api.call("POST", `${apiPaths.portal}/messages`, {
        cookie: leo.cookie,
        body: "{not json",
      });
      assert.equal(malformed.status, 422);
      const crossSite = await api.call("POST", `${apiPaths.portal}/messages`, {
        cookie: leo.cookie,
        body: { text: "from evil" },
        origin: "https://evil.example",
      });
      assert.equal(crossSite.status, 403);
      const crossSiteDesk = await api.call("POST", `${apiPaths.desk}/leads/${leo.reference}/messages`, {
        cookie: admin,
        body: { text: "from evil" },
        origin: "https://evil.example",
      });
      assert.equal(crossSiteDesk.status, 403);
      assert.equal(await snapshot(), before);
    });

    test("export holds everything about the account; erasure (asked in the portal, done by the office) removes the account, files and messages", async () => {
      const sam = await student("sam@example.com");
      const documentId = (await me(sam.cookie)).documents[0].id;
      await api.call("POST", `${apiPaths.portal}/documents/${documentId}`, {
        cookie: sam.cookie,
        body: fileForm(pdfBytes(900), "cas.pdf"),
      });
      await api.call("POST", `${apiPaths.portal}/messages`, {
        cookie: sam.cookie,
        body: { text: "Please erase me after this." },
      });
      const parent = await api.json(
        await api.call("POST", `${apiPaths.portal}/parents`, {
          cookie: sam.cookie,
          body: { email: "sam.dad@example.com", name: "Dad" },
        }),
      );

      const exported = await api.call("GET", `${apiPaths.portal}/export`, { cookie: sam.cookie });
      assert.equal(exported.status, 200);
      assert.match(exported.headers.get("Content-Disposition") ?? "", /attachment/);
      const data = await api.json(exported);
      for (const key of ["account", "leads", "applications", "documents", "messages", "parents"])
        assert.ok(key in data, key);
      assert.doesNotMatch(JSON.stringify(data), /storageKey|manageToken|password/);

      const asked = await api.call("POST", `${apiPaths.portal}/erasure`, { cookie: sam.cookie });
      assert.equal(asked.status, 200);
      assert.ok(
        (await outboxOf("portal_office")).some((mail) => mail.includes("leads:delete -- --email sam@example.com")),
      );

      const filesBefore = target.files()?.length;
      const erased = await target.fetch(`${target.api}${apiPaths.leads}?email=sam@example.com`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
      });
      assert.equal(erased.status, 200);
      for (const table of ["portal_documents", "portal_messages", "portal_applications"]) {
        assert.deepEqual(
          await target.query(`select * from ${table} where student_email = ?`, ["sam@example.com"]),
          [],
          table,
        );
      }
      assert.deepEqual(
        await target.query("select * from portal_users where email in (?, ?) or id = ?", [
          "sam@example.com",
          "sam.dad@example.com",
          String(parent.id),
        ]),
        [],
      );
      assert.equal((await api.call("GET", `${apiPaths.portal}/me`, { cookie: sam.cookie })).status, 401);
      if (filesBefore !== undefined) assert.equal(target.files()?.length, filesBefore - 1);
    });
  });
}
