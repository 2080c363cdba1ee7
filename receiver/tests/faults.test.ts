/**
 * Fault tests of the Node target, bounded in time, loopback only: the receiver down or
 * killed while visitors submit, answers lost on the way back, the mail server down.
 * The client is the site's own postWithRetry (lib/leads/post-with-retry.ts).
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { createConnection, createServer, type AddressInfo, type Server } from "node:net";
import path from "node:path";
import { describe, test } from "node:test";

import { apiPaths } from "@/contract/api";
import { postWithRetry } from "@/lib/leads/post-with-retry";

import { bookVadodaraVisit, raceForOneSeatAcrossKill } from "./support/bookings";
import { SmtpSink, waitUntil } from "./support/sinks";
import { careersForm, contact, pdfBytes, sha256 } from "./support/submissions";
import { EXPORT_TOKEN, nodeTargetsOfFile, type NodeTarget } from "./support/targets";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The site's retry policy with shorter delays (0.3, 0.6, 1.2, 2.4, 4, 4 s: a 12 s window) so a test takes seconds. */
const fastRetry = { retries: 6, baseDelayMs: 300, maxDelayMs: 4000, timeoutMs: 10_000 };

const { running, start } = nodeTargetsOfFile();

const rowsForKey = (target: NodeTarget, key: string) =>
  target.query("select * from leads where idempotency_key = ?", [key]);

/**
 * A TCP relay that swallows the first answer (closes the client's connection as the answer
 * arrives): the lead is stored but the visitor's browser never hears so, and retries.
 */
async function answerLosingProxy(upstreamPort: number): Promise<{ url: string; server: Server }> {
  let connections = 0;
  const server = createServer((client) => {
    const loseAnswer = (connections += 1) === 1;
    const upstream = createConnection(upstreamPort, "127.0.0.1");
    client.pipe(upstream);
    upstream.on("data", (chunk) => (loseAnswer ? client.destroy() : client.write(chunk)));
    upstream.on("end", () => client.end());
    client.on("close", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe("lead receiver faults (Node)", { timeout: 150_000 }, () => {
  test("receiver down while the visitor submits, back within the retry window: exactly one row", async () => {
    let target = await start({ port: 8741 });
    await target.stop();
    running.delete(target);
    const key = randomUUID();
    const submitting = postWithRetry(
      `${target.api}${apiPaths.leads}`,
      JSON.stringify({ ...contact, idempotencyKey: key }),
      {
        ...fastRetry,
        idempotencyKey: key,
      },
    );
    await sleep(200);
    target = await target.restart();
    running.add(target);
    const outcome = await submitting;
    assert.equal(outcome.ok, true);
    assert.ok(outcome.attempts >= 2, `attempts: ${outcome.attempts}`);
    assert.equal((await rowsForKey(target, key)).length, 1);
  });

  test("the answer is lost on the way back: the retry gets the same reference, still one row", async () => {
    const target = await start({ port: 8742 });
    const proxy = await answerLosingProxy(8742);
    const key = randomUUID();
    let lastAnswer: unknown;
    const outcome = await postWithRetry(
      `${proxy.url}/api${apiPaths.leads}`,
      JSON.stringify({ ...contact, idempotencyKey: key }),
      {
        ...fastRetry,
        idempotencyKey: key,
        fetchImpl: async (url, init) => {
          const response = await fetch(url, init);
          lastAnswer = await response.clone().json();
          return response;
        },
      },
    );
    proxy.server.close();
    assert.equal(outcome.ok, true);
    assert.equal(outcome.attempts, 2);
    assert.equal(outcome.status, 200);
    const rows = await rowsForKey(target, key);
    assert.equal(rows.length, 1);
    assert.deepEqual(lastAnswer, { ok: true, reference: rows[0].reference, replayed: true });
  });

  test("mail server down: the lead is stored at once and mailed when the server is back, across a restart", async () => {
    const smtpPort = 8752;
    let target = await start({
      port: 8743,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_TO: "office@brightpath.test",
        OUTBOX_RETRY_BASE_SECONDS: "0.1",
        OUTBOX_RETRY_MAX_SECONDS: "0.5",
        OUTBOX_POLL_SECONDS: "0.1",
      },
    });
    const response = await fetch(`${target.api}${apiPaths.leads}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...contact, firstName: "Mailless" }),
    });
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    const [lead] = await target.query("select id from leads where reference = ?", [reference]);
    assert.ok(lead, "stored before any mail went out");
    await waitUntil(
      async () =>
        Number((await target.query("select attempts from outbox where lead_id = ?", [Number(lead.id)]))[0].attempts) >=
        2,
      10_000,
      "two failed delivery attempts",
    );
    // The receiver restarts while the notification is still owed: the outbox is in the file.
    await target.stop();
    running.delete(target);
    const sink = await new SmtpSink(smtpPort).start();
    try {
      target = await target.restart();
      running.add(target);
      const mail = await waitUntil(
        () => sink.messages.find((message) => message.includes(`X-Lead-Reference: ${reference}`)),
        15_000,
        "the mail once the server is back",
      );
      assert.match(mail, /Reply-To: meera@example\.com/);
      assert.match(mail, /Subject: Contact BP-[0-9A-Z]{5}: Mailless D'Souza/);
      await waitUntil(
        async () =>
          (await target.query("select delivered_at from outbox where lead_id = ?", [Number(lead.id)]))[0].delivered_at,
        5000,
        "the outbox row marked delivered",
      );
      assert.equal(sink.messages.filter((message) => message.includes(reference)).length, 1);
    } finally {
      await sink.stop();
    }
  });

  test("mail server down: the visitor's confirmation and, the day before, reminder go out once it is back", async () => {
    const smtpPort = 8746;
    const target = await start({
      port: 8745,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_TO: "office@brightpath.test",
        SITE_URL: "https://site.test",
        OUTBOX_RETRY_BASE_SECONDS: "0.1",
        OUTBOX_RETRY_MAX_SECONDS: "0.5",
        OUTBOX_POLL_SECONDS: "0.1",
      },
    });
    const { slot, booked } = await bookVadodaraVisit(target, "rekha.booked@example.in", 30);
    const { reference, manageUrl } = booked;
    const [lead] = await target.query("select id from leads where reference = ?", [reference]);
    const rows = async () =>
      target.query("select kind, next_attempt_at, delivered_at, attempts from outbox where lead_id = ? order by id", [
        Number(lead.id),
      ]);
    assert.deepEqual(
      (await rows()).map((row) => row.kind),
      ["lead", "confirmation", "reminder"],
    );
    const reminder = (await rows())[2];
    assert.equal(Number(reminder.next_attempt_at), Date.parse(slot.start) - 24 * 3_600_000, "due a day before");
    await waitUntil(
      async () => Number((await rows())[1].attempts) >= 2,
      10_000,
      "two failed attempts at the confirmation",
    );

    const sink = await new SmtpSink(smtpPort).start();
    try {
      const toVisitor = () => sink.messages.filter((message) => /^To: rekha\.booked@example\.in/m.test(message));
      const confirmation = await waitUntil(() => toVisitor()[0], 15_000, "the confirmation once the server is back");
      assert.match(confirmation, /Subject: Your free consultation is booked: /);
      assert.match(confirmation, /Reply-To: office@brightpath\.test/);
      // The manage link's token, in the text (quoted-printable may fold its line).
      assert.ok(confirmation.replace(/=\r?\n/g, "").includes(new URL(manageUrl).hash.slice(1)), "the manage link");
      const utcStart = new Date(slot.start).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
      assert.match(confirmation, /Content-Type: text\/calendar/);
      assert.match(confirmation, new RegExp(`DTSTART:${utcStart}`));
      assert.equal(toVisitor().length, 1, "no reminder before its time");

      // A day before the consultation (the row's time brought forward, as the clock would).
      await target.query(
        "update outbox set next_attempt_at = ? where id = (select max(id) from outbox where lead_id = ?)",
        [Date.now(), Number(lead.id)],
      );
      const reminderMail = await waitUntil(() => toVisitor()[1], 15_000, "the reminder");
      assert.match(reminderMail, /Subject: Reminder: your free consultation is tomorrow/);
      await waitUntil(
        async () => (await rows()).every((row) => row.delivered_at !== null),
        5000,
        "every row delivered",
      );
      assert.equal(toVisitor().length, 2);
    } finally {
      await sink.stop();
    }
  });

  test("twenty visitors for a one-seat slot while the receiver is killed and restarted: one booking, the rest 409", async () => {
    const target = await start({ port: 8747, env: { RATE_LIMIT_MAX: "0" } });
    await raceForOneSeatAcrossKill(target, {
      retry: fastRetry,
      pauseMs: 300,
      replaced: (restarted) => {
        running.delete(target);
        running.add(restarted);
      },
    });
  });

  test("held by counsellors: twenty visitors for the one free counsellor's slot across a SIGKILL, one booking, held once", async () => {
    const origin = "http://127.0.0.1:8749";
    const target = await start({
      port: 8749,
      env: {
        RATE_LIMIT_MAX: "0",
        BETTER_AUTH_SECRET: "faults-test-secret-0123456789abcdef0123456",
        BETTER_AUTH_URL: origin,
      },
    });
    // Vadodara's one counsellor: its visits have one seat, held by them (issue 43).
    const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "kiran@brightpath.test",
        name: "Kiran",
        role: "counsellor",
        office: "vadodara",
        password: "kiran-vadodara-2026",
      }),
    });
    assert.equal(added.status, 201, await added.clone().text());
    let current = target;
    await raceForOneSeatAcrossKill(target, {
      retry: fastRetry,
      pauseMs: 300,
      replaced: (restarted) => {
        running.delete(target);
        running.add(restarted);
        current = restarted;
      },
    });
    const held = await current.query("select counsellor_id from bookings where cancelled_at is null");
    assert.equal(held.length, 1);
    assert.ok(held[0].counsellor_id, "held by the counsellor");
  });

  test("killed (SIGKILL) mid-upload and mid-burst: no partial row, no half file; retries then store each once", async () => {
    let target = await start({ port: 8744, env: { RATE_LIMIT_MAX: "0" } });
    const resumesDir = path.join(target.dataDir, "resumes");

    // 1. Half of a 3 MB application is on the wire when the process dies.
    const halfKey = randomUUID();
    const half = new Response(careersForm({ bytes: pdfBytes(3 * 1024 * 1024), name: "half.pdf" }, undefined, halfKey));
    const halfBody = new Uint8Array(await half.arrayBuffer());
    const upload = request(`${target.api}${apiPaths.careers}`, {
      method: "POST",
      headers: {
        "Content-Type": half.headers.get("content-type") ?? "",
        "Content-Length": String(halfBody.byteLength),
      },
    });
    upload.on("error", () => undefined);
    upload.write(halfBody.subarray(0, halfBody.byteLength / 2));
    await sleep(200);

    // 2. Forty applications in flight at once; the process dies as the first answers come back.
    const files = Array.from({ length: 40 }, (_, index) => ({ key: randomUUID(), bytes: pdfBytes(64 * 1024 + index) }));
    const send = (port: number, file: (typeof files)[number]) =>
      fetch(`http://127.0.0.1:${port}/api${apiPaths.careers}`, {
        method: "POST",
        body: careersForm({ bytes: file.bytes, name: `cv-${file.key}.pdf` }, undefined, file.key),
      });
    const burst = files.map((file) =>
      send(8744, file).then(
        (response) => response.status,
        () => 0,
      ),
    );
    await Promise.race(burst);
    await target.kill();
    running.delete(target);
    upload.destroy();
    await Promise.all(burst);

    target = await target.restart();
    running.add(target);
    // Every row is whole: lead, resume record and outbox row together, the file complete.
    const leads = await target.query("select * from leads");
    const resumeRows = await target.query("select * from resumes");
    assert.equal(resumeRows.length, leads.length);
    assert.equal((await rowsForKey(target, halfKey)).length, 0);
    for (const resume of resumeRows) {
      const file = path.join(resumesDir, String(resume.storage_key));
      assert.ok(existsSync(file), `file of ${resume.storage_key}`);
      const bytes = readFileSync(file);
      assert.equal(bytes.byteLength, resume.size);
      assert.equal(sha256(bytes), resume.sha256);
    }
    assert.deepEqual(readdirSync(path.join(resumesDir, ".incoming")), [], "no half-written file survives a restart");

    // The visitors' browsers retry with the same keys: each application ends up stored exactly once.
    const retried = await Promise.all(
      files.map((file) =>
        postWithRetry(
          `${target.api}${apiPaths.careers}`,
          careersForm({ bytes: file.bytes, name: `cv-${file.key}.pdf` }, undefined, file.key),
          {
            ...fastRetry,
            idempotencyKey: file.key,
          },
        ),
      ),
    );
    assert.ok(retried.every((outcome) => outcome.ok));
    const stored = await target.query(
      "select l.idempotency_key, r.sha256 from leads l join resumes r on r.lead_id = l.id",
    );
    assert.equal(stored.length, 40);
    const hashOf = new Map(stored.map((row) => [row.idempotency_key, row.sha256]));
    for (const file of files) assert.equal(hashOf.get(file.key), sha256(file.bytes));
  });
});
