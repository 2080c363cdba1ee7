/**
 * Consultation slots (issue 34) on both targets: GET /api/slots keeps the calendar's rules in every answer, has
 * the calendar's seats while no counsellor can work (capacity.test.ts: once they can), leaves closures out, and names each wrong query field in a 422. The calendar's arithmetic with a
 * fake clock (a weekday, a Saturday, a Sunday, the lead time) is contract/booking-slots.test.ts.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, test } from "node:test";

import { apiPaths, HONEYPOT_FIELD, MANAGE_TOKEN_PATTERN, type OpenSlot } from "@/contract/api";
import { ist, istDateOf, istDay, istIso } from "@/contract/india-time";
import { closures, seatsWithoutAccounts } from "@/content/booking";
import { events } from "@/content/resources";

import { type OfficeId, officeIds } from "@/contract/offices";

import { bookVadodaraVisit, raceForOneSeatAcrossKill } from "./support/bookings";
import { phoneOf } from "./support/submissions";
import { IN_PROCESS_ORIGIN, nodeInProcess, workerInProcess } from "./support/in-process";
import { waitUntil, WebhookSink } from "./support/sinks";
import { signedInAdmin, startWorkersTarget, type Target, type WorkersTarget } from "./support/targets";

const AUTH_SECRET = "slots-test-secret-0123456789abcdef0123456789";
const HOUR_MS = 3_600_000;

const closedOn = (office: OfficeId, date: string) =>
  closures.some((closure) => closure.date === date && (!closure.offices || closure.offices.includes(office)));

/** GET /api/slots, checked against the rules every answer keeps. */
async function slotsOf(target: Target, query: string): Promise<OpenSlot[]> {
  const asked = Date.now();
  const response = await target.fetch(`${target.api}${apiPaths.slots}?${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  const { slots } = (await response.json()) as { slots: OpenSlot[] };
  assert.ok(slots.length > 0, "a fortnight has free slots");
  for (const { start, end, available } of slots) {
    assert.equal(start, istIso(new Date(start)), "IST, with its offset");
    assert.match(start, /T\d{2}:(00|30):00/, "on the half-hour grid");
    assert.equal(Date.parse(end) - Date.parse(start), 30 * 60_000);
    assert.ok(Date.parse(start) >= asked + 2 * HOUR_MS, `${start}: not within two hours of asking`);
    assert.ok(Date.parse(start) < asked + 15 * 24 * HOUR_MS, `${start}: within 14 days`);
    assert.notEqual(istDay(Date.parse(start)).weekday, 6, `${start}: not on a Sunday`);
    assert.ok(available > 0);
  }
  return slots;
}

/** The calendar's seats a slot of these offices has on its day (no counsellor accounts): each open office's. */
function expectedSeats(slot: OpenSlot, offices: readonly OfficeId[]) {
  return offices
    .filter((office) => !closedOn(office, slot.start.slice(0, 10)))
    .reduce((sum, office) => sum + seatsWithoutAccounts[office], 0);
}

for (const [name, start] of [
  [
    "on Node",
    () =>
      nodeInProcess({
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: IN_PROCESS_ORIGIN,
        RATE_LIMIT_MAX: "0",
        SITE_URL: "https://site.test",
      }),
  ],
  [
    "on Workers (D1 of workerd)",
    () =>
      workerInProcess({
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: IN_PROCESS_ORIGIN,
        RATE_LIMIT_MAX: "0",
        SITE_URL: "https://site.test",
      }),
  ],
] as const) {
  describe(`consultation slots ${name}`, { timeout: 120_000 }, () => {
    let target: Target;
    before(async () => {
      target = await start();
    });
    after(async () => {
      await target?.stop();
    });

    test("seats: the calendar's while no counsellor can work (each office's, and all open offices' for a call)", async () => {
      for (const office of officeIds) {
        for (const slot of await slotsOf(target, `mode=office&office=${office}`)) {
          assert.equal(slot.available, expectedSeats(slot, [office]), `${office} ${slot.start}`);
        }
      }
      for (const mode of ["phone", "video"]) {
        for (const slot of await slotsOf(target, `mode=${mode}`)) {
          assert.equal(slot.available, expectedSeats(slot, officeIds), `${mode} ${slot.start}`);
        }
      }
    });

    test("a shorter window: only its days", async () => {
      const today = istDateOf(new Date());
      const tomorrow = istDateOf(new Date(Date.now() + 24 * HOUR_MS));
      const [slots, all] = [
        await target.fetch(`${target.api}${apiPaths.slots}?mode=phone&from=${tomorrow}&days=1`),
        await slotsOf(target, `mode=phone&from=${today}`),
      ];
      assert.equal(slots.status, 200);
      const { slots: oneDay } = (await slots.json()) as { slots: OpenSlot[] };
      assert.ok(oneDay.every((slot) => slot.start.startsWith(tomorrow)));
      assert.deepEqual(
        oneDay,
        all.filter((slot) => slot.start.startsWith(tomorrow)),
      );
    });

    test("a wrong query is 422 naming each field", async () => {
      const far = istDateOf(new Date(Date.now() + 20 * 24 * HOUR_MS));
      for (const [query, named] of [
        ["", ["mode"]],
        ["mode=taxi", ["mode"]],
        ["mode=office", ["office"]],
        ["mode=office&office=delhi", ["office"]],
        ["mode=phone&office=Surat", ["office"]],
        ["mode=phone&from=2020-01-01", ["from"]],
        ["mode=phone&from=2026-02-30", ["from"]],
        [`mode=phone&from=${far}`, ["from"]],
        ["mode=phone&days=0", ["days"]],
        ["mode=phone&days=15", ["days"]],
        ["mode=phone&days=two", ["days"]],
        ["mode=video&office=x&from=soon&days=-1", ["office", "from", "days"]],
      ] as const) {
        const response = await target.fetch(`${target.api}${apiPaths.slots}?${query}`);
        assert.equal(response.status, 422, query);
        const { fields } = (await response.json()) as { fields: Record<string, string> };
        assert.deepEqual(Object.keys(fields).sort(), [...named].sort(), query);
      }
    });

    const visitor = {
      firstName: "Aarav",
      lastName: "Sharma",
      email: "aarav.book@example.in",
      phone: "+91 98765 43210",
      service: "ielts",
      destination: "canada",
      message: "",
    };
    const book = (body: Record<string, unknown>, key = randomUUID()) =>
      target.fetch(`${target.api}${apiPaths.bookings}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ ...visitor, phone: phoneOf(String(body.email ?? visitor.email)), ...body }),
      });
    /** Bookings standing in one office's (or the calls') slot. */
    const bookingsAt = async (start: string, pool: string) =>
      Number(
        (
          await target.query(
            "select count(*) as n from bookings where start_at = ? and pool = ? and cancelled_at is null",
            [Date.parse(start), pool],
          )
        )[0].n,
      );

    test("a booked visit is a booked lead, its slot is no longer offered, and a retry with its key is the same booking", async () => {
      const [slot] = await slotsOf(target, "mode=office&office=vadodara");
      const key = randomUUID();
      const answer = await book({ mode: "office", office: "vadodara", start: slot.start }, key);
      assert.equal(answer.status, 201, await answer.clone().text());
      const booked = (await answer.json()) as {
        reference: string;
        start: string;
        end: string;
        office: string;
        manageUrl: string;
      };
      assert.deepEqual(
        { start: booked.start, end: booked.end, office: booked.office },
        { start: slot.start, end: slot.end, office: "vadodara" },
      );
      const [lead] = await target.query("select status, office from leads where reference = ?", [booked.reference]);
      assert.deepEqual({ ...lead }, { status: "booked", office: "vadodara" });
      const left = (await slotsOf(target, "mode=office&office=vadodara")).find((other) => other.start === slot.start);
      assert.equal(left?.available ?? 0, slot.available - 1);
      // The desk shows it with its slot.
      const cookie = await signedInAdmin(target, {
        email: "anil@brightpath.test",
        password: "slots-admin-2026",
        name: "Anil",
      });
      const inDesk = await target.fetch(`${target.api}${apiPaths.desk}/leads/${booked.reference}`, {
        headers: { Cookie: cookie },
      });
      assert.equal(inDesk.status, 200);
      assert.deepEqual(((await inDesk.json()) as { booking: unknown }).booking, {
        mode: "office",
        office: "vadodara",
        start: slot.start,
        end: slot.end,
        counsellor: null,
      });
      const again = await book({ mode: "office", office: "vadodara", start: slot.start }, key);
      assert.equal(again.status, 200);
      const repeated = (await again.json()) as { reference: string; manageUrl: string; start: string };
      assert.deepEqual(
        { reference: repeated.reference, start: repeated.start, manageUrl: repeated.manageUrl },
        { reference: booked.reference, start: booked.start, manageUrl: booked.manageUrl },
        "the same booking, with its manage link",
      );
      assert.equal(await bookingsAt(slot.start, "vadodara"), 1, "one booking for the retried request");
    });

    test("twenty visitors at once for a slot: as many bookings as it has seats, the rest 409 with free alternatives", async () => {
      const [slot] = await slotsOf(target, "mode=office&office=vadodara");
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          book({ mode: "office", office: "vadodara", start: slot.start, email: `rush${index}@example.in` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 201).length, slot.available, statuses.join(" "));
      assert.equal(statuses.filter((status) => status === 409).length, 20 - slot.available);
      for (const answer of answers.filter((one) => one.status === 409)) {
        const refused = (await answer.json()) as { error: string; alternatives: OpenSlot[] };
        assert.equal(refused.error, "slot_taken");
        assert.ok(refused.alternatives.length > 0);
        assert.ok(refused.alternatives.every((other) => other.start !== slot.start));
      }
      assert.equal(await bookingsAt(slot.start, "vadodara"), slot.available);
      const refusedLeads = await target.query("select count(*) as n from leads where email like 'rush%'");
      assert.equal(Number(refusedLeads[0].n), slot.available, "no lead without its seat");
    });

    test("a booking with the bot trap filled is held as spam and takes no seat", async () => {
      const [slot] = await slotsOf(target, "mode=office&office=mumbai");
      const answer = await book({
        mode: "office",
        office: "mumbai",
        start: slot.start,
        email: "bot@example.in",
        [HONEYPOT_FIELD]: "https://spam.example",
      });
      assert.equal(answer.status, 201);
      assert.equal(((await answer.json()) as { held?: boolean }).held, true);
      const [lead] = await target.query("select status from leads where email = 'bot@example.in'");
      assert.equal(lead.status, "spam");
      assert.equal(await bookingsAt(slot.start, "mumbai"), 0);
    });

    test("the manage link: view, calendar file, move (not into a full slot), cancel; a wrong token is refused", async () => {
      const slots = await slotsOf(target, "mode=office&office=mumbai");
      const [first, second, full] = slots.filter((slot) => slot.available === 1);
      // Another visitor takes the last seat of `full`.
      assert.equal(
        (await book({ mode: "office", office: "mumbai", start: full.start, email: "x@example.in" })).status,
        201,
      );
      const answer = await book({ mode: "office", office: "mumbai", start: first.start, email: "mover@example.in" });
      assert.equal(answer.status, 201);
      const booked = (await answer.json()) as { reference: string; manageUrl: string };
      const manage = new URL(booked.manageUrl);
      assert.equal(`${manage.origin}${manage.pathname}`, "https://site.test/book-consultation/manage");
      const token = manage.hash.slice(1);
      assert.match(token, MANAGE_TOKEN_PATTERN);
      const manageApi = `${target.api}${apiPaths.bookings}/${token}`;
      const view = async () => (await (await target.fetch(manageApi)).json()) as Record<string, unknown>;
      const { arrangement, ...shown } = await view();
      assert.match(
        (arrangement as { text: string }).text,
        /^Meet your counsellor at our Mumbai office, .+Mumbai/,
        "where to come, from the content",
      );
      assert.deepEqual(shown, {
        ok: true,
        reference: booked.reference,
        status: "booked",
        changeable: true,
        firstName: visitor.firstName,
        email: "mover@example.in",
        phone: phoneOf("mover@example.in"),
        start: first.start,
        end: first.end,
        mode: "office",
        office: "mumbai",
        confirmationQueued: false,
      });

      // The calendar file: the slot's instants in UTC.
      const ics = await target.fetch(`${manageApi}/calendar.ics`);
      assert.equal(ics.status, 200);
      assert.match(ics.headers.get("Content-Type") ?? "", /^text\/calendar/);
      const calendar = await ics.text();
      const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
      assert.match(calendar, new RegExp(`DTSTART:${utc(first.start)}\r?\n`));
      assert.match(calendar, new RegExp(`DTEND:${utc(first.end)}\r?\n`));
      assert.match(calendar, new RegExp(`UID:${booked.reference}@site.test`));

      const move = (start: string) =>
        target.fetch(`${manageApi}/reschedule`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ start }),
        });
      const refused = await move(full.start);
      assert.equal(refused.status, 409);
      assert.equal(((await refused.json()) as { error: string }).error, "slot_taken");
      for (const wrong of [first.start, istIso(ist("2020-01-06T10:00")), first.start.slice(0, 19)]) {
        const answer = await move(wrong);
        assert.equal(answer.status, 422, wrong);
        assert.deepEqual(Object.keys(((await answer.json()) as { fields: object }).fields), ["start"]);
      }
      assert.equal(await bookingsAt(first.start, "mumbai"), 1, "a refused move keeps the booking");
      const moved = await move(second.start);
      assert.equal(moved.status, 200, await moved.clone().text());
      assert.equal(((await moved.json()) as { start: string }).start, second.start);
      assert.equal(await bookingsAt(first.start, "mumbai"), 0, "the old slot is free again");
      assert.equal(await bookingsAt(second.start, "mumbai"), 1);

      const cancel = () => target.fetch(`${manageApi}/cancel`, { method: "POST" });
      assert.equal((await cancel()).status, 200);
      assert.equal(await bookingsAt(second.start, "mumbai"), 0, "cancelling frees the seat");
      const cancelledView = await view();
      assert.equal(cancelledView.status, "cancelled");
      assert.deepEqual(
        cancelledView.cancelled,
        { start: second.start, end: second.end, mode: "office", office: "mumbai" },
        "says what was cancelled",
      );
      const [lead] = await target.query("select status, closed_reason from leads where reference = ?", [
        booked.reference,
      ]);
      assert.deepEqual({ ...lead }, { status: "closed", closed_reason: "cancelled" });
      const again = await cancel();
      assert.equal(again.status, 409);
      assert.equal(((await again.json()) as { error: string }).error, "booking_cancelled");
      assert.equal((await move(first.start)).status, 409);

      for (const wrong of [`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "short", token.slice(0, 20)]) {
        const answer = await target.fetch(`${target.api}${apiPaths.bookings}/${wrong}`);
        assert.equal(answer.status, 404, wrong);
        assert.equal(
          (await target.fetch(`${target.api}${apiPaths.bookings}/${wrong}/cancel`, { method: "POST" })).status,
          404,
        );
      }
    });

    test("the desk's day: an office's bookings by time; no attended or no-show before the start; a cancellation frees the seat", async () => {
      const cookie = await signedInAdmin(target, {
        email: "dayadmin@brightpath.test",
        password: "slots-day-2026",
        name: "Day Admin",
      });
      const desk = (path: string, init: RequestInit = {}) =>
        target.fetch(`${target.api}${apiPaths.desk}${path}`, {
          ...init,
          headers: { Cookie: cookie, "Content-Type": "application/json", ...init.headers },
        });
      const slots = (await slotsOf(target, "mode=office&office=mumbai")).filter((slot) => slot.available === 1);
      const date = slots.at(-1)!.start.slice(0, 10);
      const [late, early, third] = slots.filter((slot) => slot.start.startsWith(date)).reverse();
      const references: string[] = [];
      for (const [slot, email] of [
        [late, "late@example.in"],
        [early, "early@example.in"],
        [third, "third@example.in"],
      ] as const) {
        const answer = await book({ mode: "office", office: "mumbai", start: slot.start, email });
        assert.equal(answer.status, 201);
        references.push(((await answer.json()) as { reference: string }).reference);
      }
      const day = async () => {
        const answer = await desk(`/day?office=mumbai&date=${date}`);
        assert.equal(answer.status, 200);
        return (
          (await answer.json()) as { bookings: { reference: string; status: string; booking: { start: string } }[] }
        ).bookings;
      };
      const shown = await day();
      assert.deepEqual(
        shown.map((lead) => lead.booking.start),
        [third.start, early.start, late.start],
        "by time",
      );
      assert.ok(shown.every((lead) => lead.status === "booked"));

      const [lateRef, earlyRef, thirdRef] = references;
      const change = (reference: string, body: object) =>
        desk(`/leads/${reference}`, { method: "PATCH", body: JSON.stringify(body) });
      // Attended and No-show wait for the consultation's start (capacity.test.ts marks them after it).
      for (const [reference, body] of [
        [earlyRef, { status: "consulted" }],
        [lateRef, { status: "closed", closedReason: "no_show" }],
      ] as const) {
        const early = await change(reference, body);
        assert.equal(early.status, 422, JSON.stringify(body));
        assert.deepEqual(Object.keys(((await early.json()) as { fields: object }).fields), ["status"]);
      }
      assert.equal((await change(thirdRef, { status: "closed", closedReason: "cancelled" })).status, 200);
      assert.equal(await bookingsAt(third.start, "mumbai"), 0, "cancelling frees the seat");
      assert.ok((await slotsOf(target, "mode=office&office=mumbai")).some((slot) => slot.start === third.start));
      assert.deepEqual(
        (await day()).map((lead) => [lead.reference, lead.status]),
        [
          [earlyRef, "booked"],
          [lateRef, "booked"],
        ],
      );
      for (const query of ["office=delhi&date=" + date, "office=mumbai&date=2026-02-30"]) {
        assert.equal((await desk(`/day?${query}`)).status, 422, query);
      }
    });

    test("an event's seats: registrations until full (409 event_full), seats left, a retry, a cancellation", async () => {
      // The upcoming event with the fewest seats in the content (sample dates: content must keep one ahead).
      const [event] = events
        .filter((one) => one.registration.seats && Date.parse(one.registration.closes ?? one.start) > Date.now())
        .sort((a, b) => a.registration.seats! - b.registration.seats!);
      assert.ok(event, "content/resources/events has an upcoming event with seats: add one");
      const seats = event.registration.seats!;
      const eventApi = `${target.api}${apiPaths.events}/${event.slug}`;
      const seatsNow = async () => (await (await target.fetch(eventApi)).json()) as Record<string, unknown>;
      // No waitlist here: this receiver has no channel to tell anyone a seat came free (waitlist.test.ts has one).
      assert.deepEqual(await seatsNow(), { slug: event.slug, seats, seatsLeft: seats, open: true, waitlist: false });
      const register = (email: string, key = randomUUID()) =>
        target.fetch(`${eventApi}/registrations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({ ...visitor, email, phone: phoneOf(email) }),
        });
      const key = randomUUID();
      const first = await register("seat0@example.in", key);
      assert.equal(first.status, 201, await first.clone().text());
      const booked = (await first.json()) as { reference: string; manageUrl: string; start: string; mode: string };
      assert.equal(booked.mode, "event");
      assert.equal(Date.parse(booked.start), Date.parse(event.start));
      const answers = await Promise.all(
        Array.from({ length: seats - 1 + 3 }, (_, index) => register(`seat${index + 1}@example.in`)),
      );
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 201).length, seats - 1, statuses.join(" "));
      assert.equal(statuses.filter((status) => status === 409).length, 3);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        assert.equal(((await refused.json()) as { error: string }).error, "event_full");
      }
      assert.equal((await seatsNow()).seatsLeft, 0);
      const registered = await target.query("select count(*) as n from leads where form = 'event-registration'");
      assert.equal(Number(registered[0].n), seats, "no registration without its seat");

      const again = await register("seat0@example.in", key);
      assert.equal(again.status, 200);
      assert.equal(((await again.json()) as { reference: string }).reference, booked.reference);
      const token = new URL(booked.manageUrl).hash.slice(1);
      const manageApi = `${target.api}${apiPaths.bookings}/${token}`;
      const moved = await target.fetch(`${manageApi}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ start: booked.start }),
      });
      assert.equal(moved.status, 422, "an event does not move");
      assert.equal((await target.fetch(`${manageApi}/cancel`, { method: "POST" })).status, 200);
      assert.equal((await seatsNow()).seatsLeft, 1, "a cancellation frees its seat");
      assert.equal((await target.fetch(`${target.api}${apiPaths.events}/no-such-event`)).status, 404);
      const wrong = await register("not-an-address");
      assert.equal(wrong.status, 422);
      assert.deepEqual(Object.keys(((await wrong.json()) as { fields: object }).fields), ["email"]);
    });

    test("a wrong booking is 422 naming the field, and nothing is stored", async () => {
      const [slot] = await slotsOf(target, "mode=phone");
      const day = slot.start.slice(0, 10);
      const sunday = ist(`${day}T12:00`);
      while (istDay(sunday.getTime()).weekday !== 6) sunday.setTime(sunday.getTime() + 24 * HOUR_MS);
      const sundayDate = istDateOf(sunday);
      const stored = async () => Number((await target.query("select count(*) as n from leads"))[0].n);
      const before = await stored();
      for (const [body, field] of [
        [{ mode: "phone", start: istIso(ist("2020-01-06T10:00")) }, "start"],
        [{ mode: "phone", start: istIso(ist(`${day}T21:00`)) }, "start"],
        [{ mode: "phone", start: istIso(ist(`${day}T10:15`)) }, "start"],
        [{ mode: "phone", start: istIso(ist(`${sundayDate}T11:00`)) }, "start"],
        [{ mode: "phone", start: slot.start.slice(0, 19) }, "start"],
        [{ mode: "phone", start: "soon" }, "start"],
        [{ mode: "phone" }, "start"],
        [{ mode: "taxi", start: slot.start }, "mode"],
        [{ mode: "office", office: "delhi", start: slot.start }, "office"],
        [{ mode: "office", start: slot.start }, "office"],
        [{ mode: "phone", start: slot.start, firstName: "A".repeat(200) }, "firstName"],
        [{ mode: "phone", start: slot.start, email: "not-an-address" }, "email"],
      ] as const) {
        const answer = await book(body);
        assert.equal(answer.status, 422, JSON.stringify(body));
        const { fields } = (await answer.json()) as { fields: Record<string, string> };
        assert.deepEqual(Object.keys(fields), [field], JSON.stringify(body));
      }
      assert.equal(await stored(), before, "nothing stored");
    });
  });
}

describe("bookings on Workers (workerd, local D1) across faults", { timeout: 180_000 }, () => {
  // One Worker for both faults (a workerd start costs seconds): killed and restarted in the first, its webhook
  // down in the second.
  const sink = new WebhookSink();
  let target: WorkersTarget;
  before(async () => {
    await sink.start();
    target = await startWorkersTarget({
      port: 8773,
      vars: {
        RATE_LIMIT_MAX: "0",
        WEBHOOK_URL: sink.url,
        SITE_URL: "https://site.test",
        OUTBOX_RETRY_BASE_SECONDS: "0.1",
        OUTBOX_RETRY_MAX_SECONDS: "0.5",
      },
    });
  });
  after(async () => {
    await target?.stop();
    await sink.stop();
  });

  test("twenty visitors for a one-seat slot while the Worker is killed and restarted: one booking, the rest 409", async () => {
    // Retries span the Worker's restart (a few seconds of workerd starting).
    const retry = { retries: 12, baseDelayMs: 500, maxDelayMs: 4000, timeoutMs: 10_000, deadlineMs: 60_000 };
    await raceForOneSeatAcrossKill(target, { retry, replaced: (restarted) => (target = restarted) });
  });

  test("webhook down: the visitor's confirmation and, the day before, reminder reach it once it is back", async () => {
    sink.status = 503;
    const visitor = "rekha.w@example.in";
    // Hers only: the race's bookings were confirmed to the same webhook.
    const toHer = (event: string) =>
      sink.calls.find(
        (call) => call.body.event === event && (call.body.visitorMessage as { to: string }).to === visitor,
      );
    const { slot, booked } = await bookVadodaraVisit(target, visitor, 30);
    const { reference, confirmationQueued } = booked;
    assert.equal(confirmationQueued, true, "queued on the webhook");
    const kinds = async () =>
      (
        await target.query(
          "select kind, attempts, delivered_at from outbox where lead_id = (select id from leads where reference = ?) order by id",
          [reference],
        )
      ).map((row) => ({ ...row }));
    assert.deepEqual(
      (await kinds()).map((row) => row.kind),
      ["lead", "confirmation", "reminder"],
    );
    await waitUntil(
      async () => {
        await target.trigger();
        const [, confirmation] = await kinds();
        return Number(confirmation.attempts) >= 2 && confirmation.delivered_at === null;
      },
      20_000,
      "the confirmation failing while the webhook is down",
    );

    sink.status = 200;
    await waitUntil(
      async () => {
        await target.trigger();
        return toHer("booking.confirmation");
      },
      20_000,
      "the confirmation once the webhook is back",
    );
    const confirmation = toHer("booking.confirmation")!;
    const message = confirmation.body.visitorMessage as { to: string; subject: string; ics: string };
    assert.equal(message.to, visitor);
    assert.match(message.subject, /^Your free consultation is booked: /);
    const utcStart = new Date(slot.start).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
    assert.match(message.ics, new RegExp(`DTSTART:${utcStart}`));
    assert.equal(toHer("booking.reminder"), undefined, "no reminder before its time");

    // A day before the consultation (the row's time brought forward, as the clock would).
    await target.query(
      "update outbox set next_attempt_at = ? where kind = 'reminder' and lead_id = (select id from leads where reference = ?)",
      [Date.now(), reference],
    );
    const reminder = await waitUntil(
      async () => {
        await target.trigger();
        return toHer("booking.reminder");
      },
      20_000,
      "the reminder",
    );
    assert.match((reminder.body.visitorMessage as { subject: string }).subject, /^Reminder: your free consultation/);
  });
});
