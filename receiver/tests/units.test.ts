/** The receiver's pure rules: references, CSV safety, rate limit, retry backoff, settings. */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, test } from "node:test";

import { REFERENCE_PATTERN, type OpenSlot } from "@/contract/api";
import { slotsBetween } from "@/contract/booking-slots";
import { workingWeek } from "@/contract/working-hours";
import { closures, seatsWithoutAccounts } from "@/content/booking";
import { officeHours } from "@/content/company";

import { createReceiverApp, type ReceiverDeps } from "../src/app";
import { ConfigError, readConfig } from "../src/config";
import { csvCell } from "../src/csv";
import { openDatabase } from "../src/node/database";
import { groupCommit } from "../src/node/group-commit";
import { OutboxRunner } from "../src/node/outbox-runner";
import { readNodeSettings } from "../src/node/settings";
import { drainOutbox, retryDelayMs, webhookPayload, webhookSender, type Notification } from "../src/notify";
import { describeLead } from "../src/lead-text";
import { dueAt } from "../src/response-clock";
import { officeIds, type OfficeId } from "@/contract/offices";
import { ist, istIso } from "@/contract/india-time";
import { canHold, holderChoice } from "../src/booking/counsellors";
import { openSlots } from "../src/booking/slots";
import { RateLimiter } from "../src/rate-limit";
import { newReference, randomToken } from "../src/reference";
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_LEASE_MS,
  isUniqueViolation,
  createStore,
  SlotTakenError,
} from "../src/store";
import { tempDir } from "./support/targets";

/** Runs `run` on a fresh SQLite file in a temporary folder, removed afterwards. */
async function withDatabase(
  prefix: string,
  run: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  const dataDir = tempDir(prefix);
  const database = await openDatabase(dataDir);
  try {
    await run(database);
  } finally {
    database.client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("receiver rules", () => {
  test("references match the contract's pattern and hardly ever repeat in a thousand", () => {
    const references = new Set(Array.from({ length: 1000 }, newReference));
    for (const reference of references) assert.match(reference, REFERENCE_PATTERN);
    // 32^5 references: a thousand draws repeat one about 1.5 % of the time (the birthday bound), which the store
    // handles by drawing again (tested below). Three or more repeats happen less than once in a million runs,
    // and at once for a generator with little randomness.
    assert.ok(references.size >= 998, `${1000 - references.size} repeats in a thousand`);
    assert.match(randomToken(18), /^[A-Za-z0-9_-]{24}$/);
  });

  test("CSV cells are quoted, quotes doubled, and formulas made inert", () => {
    assert.equal(csvCell('He said "hi"'), '"He said ""hi"""');
    assert.equal(csvCell("line 1\r\nline 2"), '"line 1\r\nline 2"');
    for (const risky of ['=HYPERLINK("http://x")', "+91 98765 43210", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      assert.equal(csvCell(risky), `"'${risky.replace(/"/g, '""')}"`, risky);
    }
    assert.equal(csvCell("नमस्ते"), '"नमस्ते"');
    assert.equal(csvCell(null), '""');
    assert.equal(csvCell(42), '"42"');
  });

  test("the rate limit counts per key within a window and tells when to come back", () => {
    const limiter = new RateLimiter(2, 60_000);
    assert.deepEqual(limiter.check("a", 0), { allowed: true });
    assert.deepEqual(limiter.check("a", 1000), { allowed: true });
    assert.deepEqual(limiter.check("a", 2000), { allowed: false, retryAfterSeconds: 58 });
    assert.deepEqual(limiter.check("b", 2000), { allowed: true });
    assert.deepEqual(limiter.check("a", 60_000), { allowed: true });
    assert.deepEqual(new RateLimiter(0, 1000).check("a"), { allowed: true });
  });

  test("failed notifications back off exponentially up to the cap", () => {
    const config = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    assert.deepEqual(
      [0, 1, 2, 3, 10, 100].map((attempts) => retryDelayMs(attempts, config)),
      [30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000],
    );
  });

  test("settings: defaults, and a wrong value names its variable", () => {
    const config = readConfig({ ALLOWED_ORIGINS: "https://www.example.com/, http://localhost:3000" });
    assert.deepEqual([...config.allowedOrigins], ["https://www.example.com", "http://localhost:3000"]);
    assert.equal(config.rateLimitMax, 30);
    assert.equal(config.retentionDays, 365);
    assert.equal(config.publicApiUrl, "/api");
    assert.throws(
      () => readConfig({ RETENTION_DAYS: "a year" }),
      (error: Error) => error instanceof ConfigError && /RETENTION_DAYS/.test(error.message),
    );
    assert.throws(() => readConfig({ WEBHOOK_URL: "ftp://x" }), /WEBHOOK_URL/);
    assert.deepEqual(
      [...readConfig({ DESTINATION_OFFICES: "UK=surat, canada = mumbai" }).destinationOffices],
      [
        ["uk", "surat"],
        ["canada", "mumbai"],
      ],
    );
    assert.throws(() => readConfig({ DESTINATION_OFFICES: "mars=surat" }), /DESTINATION_OFFICES: "mars"/);
    assert.throws(
      () => readConfig({ DESTINATION_OFFICES: "uk=pune" }),
      /DESTINATION_OFFICES: "uk=pune" names no office/,
    );
    assert.throws(() => readNodeSettings({ SMTP_URL: "smtp://mail" }), /MAIL_TO/);
    assert.equal(readNodeSettings({}, "/srv").dataDir, "/srv/.data/receiver");
  });

  test("a unique violation is recognised through Drizzle's wrapping", () => {
    const driver = new Error("SQLITE_CONSTRAINT: UNIQUE constraint failed: leads.reference");
    assert.equal(isUniqueViolation(new Error("Failed query", { cause: driver }), "leads.reference"), true);
    assert.equal(isUniqueViolation(driver, "leads.idempotency_key"), false);
  });

  test("a reference that is already taken is drawn again, in the real SQLite file", async () => {
    await withDatabase("units", async ({ db }) => {
      const drawn = ["BP-AAAAA", "BP-AAAAA", "BP-BBBBB"];
      const store = createStore(db, { makeReference: () => drawn.shift() ?? "BP-CCCCC" });
      const lead = (idempotencyKey: string) => ({
        form: "contact" as const,
        status: "new" as const,
        idempotencyKey,
        fields: { firstName: "Asha", email: "asha@example.com" },
        channels: ["webhook" as const],
        receivedAt: new Date(),
      });
      assert.deepEqual(await store.leads.accept(lead("k1")), { reference: "BP-AAAAA", replayed: false });
      // The second lead draws BP-AAAAA again (taken) and is stored under the next draw.
      assert.deepEqual(await store.leads.accept(lead("k2")), { reference: "BP-BBBBB", replayed: false });
      assert.equal(await store.outbox.pending(), 2);
    });
  });

  test("group commit: leads sent together share one transaction; a clash only retries its own lead", async () => {
    await withDatabase("group", async ({ db, client }) => {
      let transactions = 0;
      const drawn = ["BP-11111", "BP-22222", "BP-11111", "BP-33333", "BP-44444"];
      const store = createStore(db, {
        makeReference: () => drawn.shift() ?? "BP-55555",
        batch: groupCommit((statements) => {
          transactions += 1;
          return db.batch(statements);
        }),
      });
      const lead = (idempotencyKey: string) => ({
        form: "contact" as const,
        status: "new" as const,
        idempotencyKey,
        fields: { firstName: "Asha", email: "asha@example.com" },
        channels: ["email" as const],
        receivedAt: new Date(),
      });
      const first = await Promise.all(["a", "b"].map((key) => store.leads.accept(lead(key))));
      assert.deepEqual(
        first.map((accepted) => accepted.reference),
        ["BP-11111", "BP-22222"],
      );
      assert.equal(transactions, 1, "two leads in one transaction");
      // "c" draws BP-11111 (taken), "d" BP-33333, "e" BP-44444: the shared transaction fails, each runs
      // alone, and only "c" draws again.
      const second = await Promise.all(["c", "d", "e"].map((key) => store.leads.accept(lead(key))));
      assert.deepEqual(second, [
        { reference: "BP-55555", replayed: false },
        { reference: "BP-33333", replayed: false },
        { reference: "BP-44444", replayed: false },
      ]);
      const [{ n }] = (await client.execute("select count(*) as n from leads")).rows;
      assert.equal(Number(n), 5);
      assert.equal(await store.outbox.pending(), 5);
    });
  });

  test("outbox runner: the leads of one moment share a drain; one asked for during a drain runs once after it", async (t) => {
    t.mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
    // setImmediate is not mocked: waiting for it lets the finished drain's promise chain settle.
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    let drains = 0;
    let finishDrain = () => {};
    const runner = new OutboxRunner(
      () => {
        drains += 1;
        return new Promise<void>((resolve) => (finishDrain = resolve));
      },
      60_000,
      100,
    );
    runner.start(); // drains at once, as a (re)started receiver does
    assert.equal(drains, 1);
    finishDrain();
    await settled();
    for (let lead = 0; lead < 5; lead += 1) runner.kick();
    t.mock.timers.tick(99);
    assert.equal(drains, 1, "no drain before the gathering time");
    t.mock.timers.tick(1);
    assert.equal(drains, 2, "five leads, one drain");
    runner.kick(); // while that drain runs
    runner.kick();
    finishDrain();
    await settled();
    t.mock.timers.tick(100);
    await settled();
    assert.equal(drains, 3, "asked twice during the drain: one more after it");
    finishDrain();
    const stopped = runner.stop();
    await settled();
    t.mock.timers.tick(60_000);
    await stopped;
    assert.equal(drains, 3, "stopped: no more drains");
  });

  test("who may hold a consultation: office, working week, day off, buffer and daily maximum (the counts GET /slots gives)", () => {
    const at = (time: string) => {
      const start = ist(`2030-01-07T${time}`);
      return { start, end: new Date(start.getTime() + 30 * 60_000) };
    };
    const asha = {
      id: "asha",
      name: "Asha",
      office: "surat" as const,
      workDays: "mon tue",
      workStart: 600,
      workEnd: 1080,
      daysOff: new Set<string>(),
    };
    const visit = { mode: "office" as const, office: "surat" as const };
    const rules = (time: string, query: Parameters<typeof holderChoice>[1] = visit) => ({
      ...holderChoice(at(time), query, []),
      bufferMs: 30 * 60_000,
      dailyMaximum: 2,
    });
    const held = (time: string) => ({
      counsellorId: "asha",
      start: at(time).start.getTime(),
      end: at(time).end.getTime(),
    });
    // 2030-01-07 is a Monday.
    for (const [why, counsellor, choice, theirs, expected] of [
      ["free in her week and hours", asha, rules("11:00"), [], true],
      ["a call: any office", asha, rules("11:00", { mode: "phone" }), [], true],
      ["a visit to another office", asha, rules("11:00", { mode: "office", office: "mumbai" }), [], false],
      ["before her start", asha, rules("09:30"), [], false],
      ["ending after her stop", { ...asha, workEnd: 1050 }, rules("17:30"), [], false],
      ["not one of her days", { ...asha, workDays: "tue wed" }, rules("11:00"), [], false],
      ["her day off", { ...asha, daysOff: new Set(["2030-01-07"]) }, rules("11:00"), [], false],
      ["closed office that day", asha, { ...rules("11:00"), closedOffices: ["surat" as const] }, [], false],
      ["within the buffer after another", asha, rules("11:30"), [held("11:00")], false],
      ["just clear of the buffer", asha, rules("12:00"), [held("11:00")], true],
      ["at her daily maximum", asha, rules("16:00"), [held("11:00"), held("13:00")], false],
    ] as const) {
      assert.equal(canHold(counsellor, choice, theirs), expected, why);
    }
  });

  test("a closure in the calendar takes its offices' slots away that day, and only theirs", () => {
    assert.ok(closures.length > 0, "content/booking.yaml names closures to check");
    for (const closure of closures) {
      const dayBefore = new Date(ist(`${closure.date}T09:00:00`).getTime() - 24 * 3_600_000);
      // A closure on a day the offices are shut anyway takes nothing away.
      if (slotsBetween(closure.date, 1, workingWeek(officeHours.contact.lines), dayBefore).length === 0) continue;
      const closed = (office: OfficeId) => !closure.offices || closure.offices.includes(office);
      const onTheDay = (slots: OpenSlot[]) => slots.filter((slot) => slot.start.startsWith(closure.date));
      const suratCounsellor = (id: string) => ({
        id,
        name: id,
        office: "surat" as const,
        workDays: null,
        workStart: null,
        workEnd: null,
        daysOff: new Set<string>(),
      });
      // Without counsellor accounts, the calendar's seats; with three in Surat, theirs (and none elsewhere).
      for (const roster of [[], ["asha", "bhavin", "chirag"].map(suratCounsellor)]) {
        const seats = (office: OfficeId) =>
          roster.length ? roster.filter((one) => one.office === office).length : seatsWithoutAccounts[office];
        const booked = { held: new Map(), taken: new Map() };
        for (const office of officeIds) {
          const slots = onTheDay(
            openSlots({ mode: "office", office, from: closure.date, days: 1 }, roster, booked, dayBefore),
          );
          if (closed(office) || seats(office) === 0) assert.deepEqual(slots, [], `${office} on ${closure.date}`);
          else assert.ok(slots.length > 0 && slots.every((slot) => slot.available === seats(office)));
        }
        const calls = onTheDay(openSlots({ mode: "phone", from: closure.date, days: 1 }, roster, booked, dayBefore));
        const open = officeIds.filter((office) => !closed(office));
        const callSeats = open.reduce((sum, office) => sum + seats(office), 0);
        assert.deepEqual(
          [...new Set(calls.map((slot) => slot.available))],
          callSeats ? [callSeats] : [],
          `calls on ${closure.date}`,
        );
      }
    }
  });

  test("a booking on a closure day is 422 naming start, and nothing is stored (the clock set before it)", async () => {
    await withDatabase("closure", async ({ db }) => {
      const store = createStore(db);
      /** The receiver's app on this database with its clock at `now`; no file store, no channels. */
      const appAt = (now: Date) =>
        createReceiverApp({
          store,
          resumes: {} as ReceiverDeps["resumes"],
          config: readConfig({ RATE_LIMIT_MAX: "0" }),
          limiter: new RateLimiter(0, 1000),
          channels: [],
          clientIp: () => "127.0.0.1",
          notifyNow: () => undefined,
          now: () => now,
        });
      let checked = 0;
      for (const closure of closures) {
        const start = istIso(ist(`${closure.date}T11:00:00`));
        const office = closure.offices?.[0] ?? "vadodara";
        // A week before, the day is bookable by the calendar's hours and lead time, but closed.
        const weekBefore = new Date(Date.parse(start) - 7 * 24 * 3_600_000);
        if (slotsBetween(closure.date, 1, workingWeek(officeHours.contact.lines), weekBefore).length === 0) continue;
        const withClock = appAt(weekBefore);
        const answer = await withClock.request("/api/bookings", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            firstName: "Asha",
            lastName: "Patel",
            email: "asha@example.com",
            phone: "+91 98250 12345",
            mode: "office",
            office,
            start,
          }),
        });
        assert.equal(answer.status, 422, `${closure.date} ${office}`);
        const { fields } = (await answer.json()) as { fields: Record<string, string> };
        assert.deepEqual(Object.keys(fields), ["start"]);
        assert.match(fields.start, /No counsellor takes consultations at that time/);
        checked += 1;
      }
      assert.ok(checked > 0, "content/booking.yaml names a closure on a working day");
      assert.equal((await store.leads.byIds([1, 2, 3])).size, 0, "nothing stored");
    });
  });

  test("a booked lead's notification names its consultation: the text and the webhook's booking", async () => {
    await withDatabase("booked", async ({ db }) => {
      const store = createStore(db);
      const start = ist("2026-12-01T10:30:00");
      const { reference } = await store.leads.accept({
        form: "get-in-touch",
        status: "booked",
        idempotencyKey: null,
        fields: { firstName: "Asha", lastName: "Patel", email: "asha@example.com", phone: "+91 98250 12345" },
        office: "surat",
        channels: ["webhook"],
        receivedAt: new Date("2026-11-28T09:00:00Z"),
        booking: {
          mode: "office",
          office: "surat",
          pool: "surat",
          start,
          end: new Date(start.getTime() + 30 * 60_000),
          capacity: 1,
        },
      });
      const lead = (await store.leads.find({ reference }))!;
      const { subject, text } = describeLead(lead, "https://example.test/api");
      assert.match(subject, /^Consultation booked, /);
      assert.match(text, /Consultation booked: Tue 1 Dec, 10:30 AM IST, office visit in Surat \(30 minutes\)/);
      const payload = webhookPayload({ lead, kind: "lead", deliveryId: "x" }, "https://example.test/api");
      assert.deepEqual(payload.booking, {
        mode: "office",
        office: "surat",
        start: istIso(ist("2026-12-01T10:30:00")),
        end: istIso(ist("2026-12-01T11:00:00")),
        counsellor: null,
      });
      const plain = (await store.leads.find({ reference }))!;
      await assert.rejects(
        store.leads.accept({
          form: "get-in-touch",
          status: "booked",
          idempotencyKey: null,
          fields: { firstName: "Ravi", email: "ravi@example.com" },
          channels: [],
          receivedAt: new Date(),
          booking: { mode: "office", office: "surat", pool: "surat", start, end: plain.booking!.endAt, capacity: 1 },
        }),
        SlotTakenError,
        "the one seat is taken",
      );
    });
  });

  test("an Idempotency-Key: claimed once, its answer replayed, refused for another submission, then forgotten", async () => {
    await withDatabase("keys", async ({ db }) => {
      const store = createStore(db, { makeReference: () => "BP-KKKKK" });
      const t0 = new Date("2026-11-27T10:00:00Z");
      const later = (ms: number) => new Date(t0.getTime() + ms);
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-a", t0), { outcome: "claimed" });
      // Until the first request is stored, a repeat is told to come back; another submission is refused.
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-a", later(1000)), { outcome: "in_flight" });
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-b", later(1000)), { outcome: "reused" });
      assert.deepEqual(await store.keys.claim("key-1", "/careers", "fp-a", later(1000)), { outcome: "reused" });
      await store.leads.accept({
        form: "contact",
        status: "spam",
        idempotencyKey: "key-1",
        fields: { firstName: "Asha", email: "asha@example.com" },
        channels: [],
        receivedAt: t0,
      });
      // Stored: the same submission gets the first answer, held included.
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-a", later(2000)), {
        outcome: "replay",
        reference: "BP-KKKKK",
        held: true,
      });
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-b", later(2000)), { outcome: "reused" });
      // After 24 hours the key is a new request's again; housekeeping forgets old keys.
      assert.deepEqual(await store.keys.claim("key-1", "/leads", "fp-b", later(IDEMPOTENCY_KEY_TTL_MS + 1)), {
        outcome: "claimed",
      });
      assert.equal(await store.keys.purge(later(2 * IDEMPOTENCY_KEY_TTL_MS + 2)), 1);
    });
  });

  test("a key whose request died unanswered is taken over by its repeat after the lease, or released at once", async () => {
    await withDatabase("lease", async ({ db }) => {
      const store = createStore(db);
      const t0 = new Date("2026-11-27T10:00:00Z");
      assert.deepEqual(await store.keys.claim("key-2", "/leads", "fp", t0), { outcome: "claimed" });
      const afterLease = new Date(t0.getTime() + IDEMPOTENCY_LEASE_MS + 1);
      assert.deepEqual(await store.keys.claim("key-2", "/leads", "other", afterLease), { outcome: "reused" });
      assert.deepEqual(await store.keys.claim("key-2", "/leads", "fp", afterLease), { outcome: "claimed" });
      await store.keys.release("key-2");
      assert.deepEqual(await store.keys.claim("key-2", "/leads", "other", afterLease), { outcome: "claimed" });
    });
  });

  test("the webhook sender takes 2xx as delivered and every redirect as a failure, never following it", async () => {
    const followed: string[] = [];
    const server = createServer((request, response) => {
      const status = Number(request.url?.slice(1));
      if (!status) followed.push(request.url ?? "");
      response.writeHead(status || 200, status >= 300 && status < 400 ? { Location: "/moved" } : {}).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await withDatabase("units", async ({ db }) => {
        const store = createStore(db);
        const { reference } = await store.leads.accept({
          form: "contact",
          status: "new",
          idempotencyKey: "webhook-redirects",
          fields: { firstName: "Asha", email: "asha@example.com" },
          channels: ["webhook"],
          receivedAt: new Date(),
        });
        const lead = (await store.leads.find({ reference }))!;
        const send = (status: number) =>
          webhookSender({
            webhookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${status}`,
            webhookSecret: undefined,
            publicApiUrl: "http://api.test/api",
          })({ lead, deliveryId: `lead-${reference}-webhook`, kind: "lead" });
        await send(200);
        for (const status of [301, 302, 303, 307, 308]) {
          await assert.rejects(send(status), new RegExp(`answered ${status}, a redirect to /moved: not delivered`));
        }
        await assert.rejects(send(500), /webhook answered 500/);
        assert.deepEqual(followed, []);
      });
    } finally {
      server.close();
    }
  });

  test("the first-response clock: due after two working hours across a weekend, alerted once, to the office and the owner", async () => {
    await withDatabase("clock", async ({ db }) => {
      const store = createStore(db);
      /** An IST wall-clock time: 2026-11-28 is a Saturday. */
      const config = { firstResponseHours: 2 };
      const lead = (email: string, receivedAt: Date) => ({
        form: "get-in-touch" as const,
        status: "new" as const,
        idempotencyKey: null,
        fields: { firstName: "Asha", email },
        office: "surat" as const,
        responseDueAt: dueAt(receivedAt, config),
        channels: [] as const,
        receivedAt,
      });
      // Saturday 17:30: half an hour that day (closing at 18:00), Sunday closed, due Monday 11:30.
      const late = await store.leads.accept(lead("late@example.in", ist("2026-11-28T17:30")));
      const answered = await store.leads.accept(lead("answered@example.in", ist("2026-11-28T17:40")));
      const stored = await store.leads.find({ reference: late.reference });
      assert.deepEqual(stored?.responseDueAt, ist("2026-11-30T11:30"));
      const answeredLead = await store.leads.find({ reference: answered.reference });
      await store.desk.change(answeredLead!.id, { status: "contacted", firstResponseAt: ist("2026-11-30T10:05") }, []);

      const channels = ["email", "webhook"] as const;
      assert.equal(
        await store.outbox.queueOverdueAlerts(ist("2026-11-29T20:00"), channels),
        0,
        "Sunday evening: not yet",
      );
      assert.equal(await store.outbox.queueOverdueAlerts(ist("2026-11-30T11:29"), channels), 0, "a minute before");
      assert.equal(
        await store.outbox.queueOverdueAlerts(ist("2026-11-30T11:31"), channels),
        1,
        "due: the unanswered one",
      );
      assert.equal(await store.outbox.queueOverdueAlerts(ist("2026-11-30T15:00"), channels), 0, "once");
      const overdue = await store.desk.inbox({ overdueAt: ist("2026-11-30T11:31") }, 10);
      assert.deepEqual(
        overdue.map((row) => row.lead.reference),
        [late.reference],
      );

      const sent: Notification[] = [];
      const capture = async (notification: Notification) => {
        sent.push(notification);
      };
      const drained = await drainOutbox(
        store,
        { email: capture, webhook: capture },
        { retryBaseMs: 1000, retryMaxMs: 1000, maxAttempts: 3, siteUrl: "https://site.test" },
        () => ist("2026-11-30T11:32"),
      );
      assert.equal(drained.delivered, 2);
      assert.deepEqual(
        sent.map((notification) => [notification.kind, notification.lead.reference]),
        [
          ["overdue", late.reference],
          ["overdue", late.reference],
        ],
      );
      assert.match(sent[0].note ?? "", /first-response time \(due 2026-11-30 11:30:00 IST\)/);
    });
  });
});
