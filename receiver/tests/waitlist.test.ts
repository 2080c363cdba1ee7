/**
 * Waitlists for events (issue 43), on a fixed clock over a real SQLite file: a full event takes names in order;
 * two seats freed at once are offered to the first two, each held for 24 hours as a registration they confirm
 * through its link; a hold that runs out passes the seat to the next in line; the desk sees the line. The same
 * line and offer on D1.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiWaitlisted } from "@/contract/api";
import type { DeskWaitlist } from "@/contract/desk";

import { registrableEvent, type RegistrableEvent } from "../src/booking/events";
import { expireHolds, WAITLIST_HOLD_HOURS } from "../src/booking/waitlist";
import { fixedClockReceiver, type FixedClockReceiver } from "./support/fixed-clock";
import { workerInProcess } from "./support/in-process";
import { getInTouch, phoneOf } from "./support/submissions";

const HOUR_MS = 3_600_000;

describe("an event's waitlist, on a fixed clock", () => {
  let receiver: FixedClockReceiver;
  let app: FixedClockReceiver["app"];
  let database: FixedClockReceiver["database"];
  let deps: FixedClockReceiver["deps"];
  let event: RegistrableEvent;
  let cookie = "";

  before(async () => {
    const found = ["ielts-writing-masterclass-online", "canada-study-permit-briefing-surat"]
      .map(registrableEvent)
      .find(Boolean);
    assert.ok(found, "an event with seats in content/resources/events");
    event = found;
    receiver = await fixedClockReceiver("waitlist", new Date(event.closesAt.getTime() - 3 * 24 * HOUR_MS), {
      staff: true,
    });
    ({ app, database, deps } = receiver);
    cookie = await receiver.adminCookie();
  });
  after(() => receiver.close());

  const person = (name: string) => ({
    ...getInTouch,
    email: `${name}@example.in`,
    phone: phoneOf(`${name}@example.in`),
  });
  const post = (path: string, body: unknown = {}) => receiver.post(path, body);
  const eventApi = () => `${apiPaths.events}/${event.slug}`;
  const seatsLeft = async () =>
    ((await (await app.request(`/api${eventApi()}`)).json()) as { seatsLeft: number }).seatsLeft;
  const tokenOf = async (email: string) =>
    String(
      (
        await database.client.execute({
          sql: "select manage_token from leads where email = ? and status = 'booked' order by id desc limit 1",
          args: [email],
        })
      ).rows[0]?.manage_token ?? "",
    );
  const queued = async (email: string, kind: string) =>
    Number(
      (
        await database.client.execute({
          sql: "select count(*) as n from outbox join leads on leads.id = outbox.lead_id where leads.email = ? and kind = ?",
          args: [email, kind],
        })
      ).rows[0].n,
    );

  test("full: the line in order; two seats freed at once go to the first two, held; confirmed, or passed on at 24 hours", async () => {
    const notFull = await post(`${eventApi()}/waitlist`, person("early"));
    assert.equal(notFull.status, 422, "a seat is free: register instead");
    for (let seat = 0; seat < event.seats; seat += 1) {
      assert.equal((await post(`${eventApi()}/registrations`, person(`seat${seat}`))).status, 201);
    }
    assert.equal(await seatsLeft(), 0);

    const joined: ApiWaitlisted[] = [];
    for (const name of ["asha", "bhavin", "chitra"]) {
      const answer = await post(`${eventApi()}/waitlist`, person(name));
      assert.equal(answer.status, 201, await answer.clone().text());
      joined.push((await answer.json()) as ApiWaitlisted);
    }
    assert.deepEqual(
      joined.map((one) => one.position),
      [1, 2, 3],
    );
    const again = (await (await post(`${eventApi()}/waitlist`, person("asha"))).json()) as ApiWaitlisted;
    assert.equal(again.position, 1, "joining again keeps the place");

    // Two registered people cancel at the same moment: two offers, to the first two, and no seat to spare.
    const [first, second] = [await tokenOf("seat0@example.in"), await tokenOf("seat1@example.in")];
    const cancels = await Promise.all([
      post(`${apiPaths.bookings}/${first}/cancel`),
      post(`${apiPaths.bookings}/${second}/cancel`),
    ]);
    assert.deepEqual(
      cancels.map((answer) => answer.status),
      [200, 200],
    );
    assert.equal(await seatsLeft(), 0, "the freed seats are held for the line");
    assert.deepEqual(
      [await queued("asha@example.in", "seat_offered"), await queued("bhavin@example.in", "seat_offered")],
      [1, 1],
    );
    assert.equal(await queued("chitra@example.in", "seat_offered"), 0, "the third still waits");

    // Asha confirms through her link; her confirmation and reminder are queued then, not before.
    const ashaToken = await tokenOf("asha@example.in");
    const held = (await (await app.request(`/api${apiPaths.bookings}/${ashaToken}`)).json()) as { heldUntil?: string };
    assert.equal(held.heldUntil, new Date(receiver.now().getTime() + WAITLIST_HOLD_HOURS * HOUR_MS).toISOString());
    assert.equal(await queued("asha@example.in", "confirmation"), 0);
    const confirmed = await post(`${apiPaths.bookings}/${ashaToken}/confirm`);
    assert.equal(confirmed.status, 200, await confirmed.clone().text());
    assert.equal(((await confirmed.json()) as { heldUntil?: string }).heldUntil, undefined);
    assert.equal(await queued("asha@example.in", "confirmation"), 1);

    // Bhavin lets his hold run out: at 24 hours it passes to Chitra.
    receiver.setClock(new Date(receiver.now().getTime() + WAITLIST_HOLD_HOURS * HOUR_MS - 60_000));
    assert.equal(await expireHolds(deps, receiver.now()), 0, "a minute before, nothing runs out");
    receiver.setClock(new Date(receiver.now().getTime() + 60_000));
    assert.equal(await expireHolds(deps, receiver.now()), 1);
    assert.equal(await queued("chitra@example.in", "seat_offered"), 1);
    assert.equal(await seatsLeft(), 0);

    const line = (await (
      await app.request(`/api${apiPaths.desk}/events/${event.slug}/waitlist`, { headers: { Cookie: cookie } })
    ).json()) as DeskWaitlist;
    assert.deepEqual(
      line.line.map(({ email, state, confirmed: done, heldUntil }) => [email, state, done, heldUntil !== null]),
      [
        ["asha@example.in", "offered", true, false],
        ["bhavin@example.in", "offered", false, false],
        ["chitra@example.in", "offered", false, true],
      ],
    );
  });
});

describe("an event's waitlist on Workers (D1 of workerd)", { timeout: 120_000 }, () => {
  test("a full event's line, and a cancellation's seat offered to the first and confirmed", async () => {
    const target = await workerInProcess({
      RATE_LIMIT_MAX: "0",
      SITE_URL: "https://site.test",
      // A channel to visitors (nothing listens: the offers wait in the outbox), so the event keeps a line.
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
    });
    try {
      const event = ["ielts-writing-masterclass-online", "canada-study-permit-briefing-surat"]
        .map(registrableEvent)
        .find(Boolean)!;
      const post = (path: string, body: unknown = {}) =>
        target.fetch(`${target.api}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const person = (name: string) => ({
        ...getInTouch,
        email: `${name}@example.in`,
        phone: phoneOf(`${name}@example.in`),
      });
      const eventApi = `${apiPaths.events}/${event.slug}`;
      const tokens: string[] = [];
      for (let seat = 0; seat < event.seats; seat += 1) {
        const answer = await post(`${eventApi}/registrations`, person(`d1seat${seat}`));
        assert.equal(answer.status, 201, await answer.clone().text());
        tokens.push(new URL(((await answer.json()) as { manageUrl: string }).manageUrl).hash.slice(1));
      }
      const seats = (await (await target.fetch(`${target.api}${eventApi}`)).json()) as { waitlist: boolean };
      assert.equal(seats.waitlist, true);
      for (const [name, position] of [
        ["first", 1],
        ["second", 2],
      ] as const) {
        const joined = await post(`${eventApi}/waitlist`, person(name));
        assert.equal(joined.status, 201, await joined.clone().text());
        assert.equal(((await joined.json()) as ApiWaitlisted).position, position);
      }
      assert.equal((await post(`${apiPaths.bookings}/${tokens[0]}/cancel`)).status, 200);
      const [offer] = await target.query(
        "select l.manage_token, b.held_until from leads l join bookings b on b.lead_id = l.id where l.email = 'first@example.in' and b.cancelled_at is null",
      );
      assert.ok(offer?.held_until, "the first in line holds the freed seat");
      const confirmed = await post(`${apiPaths.bookings}/${String(offer.manage_token)}/confirm`);
      assert.equal(confirmed.status, 200, await confirmed.clone().text());
      const [after] = await target.query(
        "select b.held_until from leads l join bookings b on b.lead_id = l.id where l.email = 'first@example.in' and b.cancelled_at is null",
      );
      assert.equal(after.held_until, null);
      const second = await target.query("select state from waitlist where email = 'second@example.in'");
      assert.equal(second[0].state, "waiting");
    } finally {
      await target.stop();
    }
  });
});
