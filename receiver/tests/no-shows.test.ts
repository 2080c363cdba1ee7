/**
 * No-shows that recover (issue 43), on a fixed clock over a real SQLite file: marking a no-show queues the
 * family's "we missed you, book again" for when the ten minutes' undo has passed, an undo takes it back, and the
 * desk counts the no-shows of the consultations that began in the last 90 days per counsellor and per source.
 */
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiBooked } from "@/contract/api";
import type { DeskNoShows } from "@/contract/desk";
import { ist, istDatePlus, istIso } from "@/contract/india-time";

import { createReceiverApp, type ReceiverApp } from "../src/app";
import { createStaffAuth } from "../src/auth";
import { visitorMessage } from "../src/booking/visitor-mail";
import { readConfig } from "../src/config";
import { openDatabase } from "../src/node/database";
import { RateLimiter } from "../src/rate-limit";
import { MARK_UNDO_MS } from "../src/routes/desk";
import { addStaff } from "../src/staff";
import { createStore, type Store } from "../src/store";
import { getInTouch, phoneOf } from "./support/submissions";
import { cookieOf, tempDir } from "./support/targets";

/** A Monday with no closure in content/booking.yaml. */
const MONDAY = "2030-03-04";
const ORIGIN = "http://desk.test";

describe("no-shows on a fixed clock", () => {
  const dataDir = tempDir("no-shows");
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let store: Store;
  let app: ReceiverApp;
  let clock = ist(`${MONDAY}T08:00`);
  let cookie = "";

  before(async () => {
    database = await openDatabase(dataDir);
    store = createStore(database.db);
    const config = readConfig({
      RATE_LIMIT_MAX: "0",
      SITE_URL: "https://site.test",
      BETTER_AUTH_SECRET: "no-shows-test-secret-0123456789abcdef01234",
      BETTER_AUTH_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
    });
    const staff = createStaffAuth(database.db, { ...config, authSecret: config.authSecret! });
    app = createReceiverApp({
      store,
      resumes: {} as never,
      config,
      limiter: new RateLimiter(0, 1000),
      // A visitor channel: the no-show message is queued on it.
      channels: ["webhook"],
      clientIp: () => "127.0.0.1",
      notifyNow: () => undefined,
      now: () => clock,
      staff,
    });
    await addStaff(staff, {
      email: "asha@brightpath.test",
      name: "Asha Shah",
      role: "counsellor",
      office: "surat",
      password: "asha-surat-2026",
    });
    await addStaff(staff, { email: "admin@brightpath.test", name: "Anil", role: "admin", password: "anil-admin-2026" });
    const signedIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email: "admin@brightpath.test", password: "anil-admin-2026" }),
    });
    assert.equal(signedIn.status, 200, await signedIn.clone().text());
    cookie = cookieOf(signedIn);
  });
  after(() => {
    database.client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const bookCall = async (time: string, email: string, utmSource?: string) => {
    const answer = await app.request(`/api${apiPaths.bookings}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...getInTouch,
        email,
        phone: phoneOf(email),
        mode: "phone",
        start: istIso(ist(`${istDatePlus(MONDAY, 1)}T${time}`)),
        ...(utmSource ? { utmSource } : {}),
      }),
    });
    assert.equal(answer.status, 201, await answer.clone().text());
    return ((await answer.json()) as ApiBooked).reference;
  };
  const change = (reference: string, body: object) =>
    app.request(`/api${apiPaths.desk}/leads/${reference}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify(body),
    });
  const missedMessages = async (reference: string) =>
    (
      await database.client.execute({
        sql: "select next_attempt_at from outbox join leads on leads.id = outbox.lead_id where reference = ? and kind = 'missed'",
        args: [reference],
      })
    ).rows.map((row) => Number(row.next_attempt_at));

  test("a no-show queues 'we missed you' for after the undo window; an undo takes it back; the desk counts them", async () => {
    const absent = await bookCall("11:00", "absent@example.in", "facebook");
    const undone = await bookCall("11:30", "undone@example.in", "facebook");
    const present = await bookCall("12:00", "present@example.in");

    clock = ist(`${istDatePlus(MONDAY, 1)}T12:05`);
    assert.equal((await change(absent, { status: "closed", closedReason: "no_show" })).status, 200);
    assert.deepEqual(await missedMessages(absent), [clock.getTime() + MARK_UNDO_MS], "sent once the undo has passed");
    const lead = (await store.leads.find({ reference: absent }))!;
    const message = visitorMessage(
      "missed",
      { ...lead, booking: lead.booking!, manageToken: lead.manageToken! },
      "https://site.test",
    );
    assert.match(message.subject, /^We missed you/);
    assert.match(message.text, /https:\/\/site\.test\/book-consultation/);
    assert.equal(message.ics, undefined, "no calendar file: nothing stands");

    assert.equal((await change(undone, { status: "closed", closedReason: "no_show" })).status, 200);
    assert.equal((await change(undone, { status: "booked" })).status, 200);
    assert.deepEqual(await missedMessages(undone), [], "an undone no-show sends nothing");
    assert.equal((await change(present, { status: "consulted" })).status, 200);
    assert.deepEqual(await missedMessages(present), []);

    const counts = (await (
      await app.request(`/api${apiPaths.desk}/no-shows`, { headers: { Cookie: cookie } })
    ).json()) as DeskNoShows;
    assert.deepEqual(counts.byCounsellor, [
      { name: "Asha Shah", email: "asha@brightpath.test", consultations: 3, noShows: 1 },
    ]);
    assert.deepEqual(
      counts.bySource.map(({ source, consultations, noShows }) => [source, consultations, noShows]),
      [
        ["facebook", 2, 1],
        [null, 1, 0],
      ],
    );

    // Ninety days on, those consultations are out of the window.
    clock = new Date(ist(`${istDatePlus(MONDAY, 1)}T12:30`).getTime() + 91 * 86_400_000);
    const later = (await (
      await app.request(`/api${apiPaths.desk}/no-shows`, { headers: { Cookie: cookie } })
    ).json()) as DeskNoShows;
    assert.deepEqual([later.byCounsellor, later.bySource], [[], []]);
  });
});
