/**
 * Seats are people (issue 43) on both targets: once counsellors can work, a consultation is held by one of them,
 * chosen in the insert and named in the answer, the manage link and the calendar file; a counsellor holds one
 * consultation at a time whatever its mode (a visit needs one of its office, a call any); an invited account that
 * never set a password holds none; a day off takes exactly that counsellor's seats and lists what it clashes with;
 * a move keeps its counsellor; an admin's reassignment moves the consultation to a free counsellor or is a 422
 * naming `owner`. The store's own insert with a buffer and a daily maximum is checked on the SQLite file.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiBooked, type OpenSlot } from "@/contract/api";
import type { CounsellorSchedule, DayOffSet, DeskHandedOver, DeskHandover, DeskLeadView } from "@/contract/desk";
import { ist, istDay, istIso } from "@/contract/india-time";
import { closures } from "@/content/booking";

import { holderChoice, type HolderChoice } from "../src/booking/counsellors";
import { openDatabase } from "../src/node/database";
import { staffUsers } from "../src/schema";
import { createStore, SlotTakenError } from "../src/store";
import { IN_PROCESS_ORIGIN, nodeInProcess } from "./support/in-process";
import { phoneOf } from "./support/submissions";
import { EXPORT_TOKEN, signedInAdmin, startWorkersTarget, type Target, tempDir } from "./support/targets";

const AUTH_SECRET = "capacity-test-secret-0123456789abcdef0123456";
/** The real Worker's port for these tests (each test file keeps its own). */
const WORKERS_PORT = 8779;
const DAY_MS = 86_400_000;

const counsellors = {
  asha: { email: "asha@brightpath.test", name: "Asha Shah", office: "surat" },
  bhavin: { email: "bhavin@brightpath.test", name: "Bhavin Desai", office: "surat" },
  chirag: { email: "chirag@brightpath.test", name: "Chirag Mehta", office: "mumbai" },
} as const;
const admin = { email: "admin@brightpath.test", password: "capacity-admin-2026", name: "Anil" };

/** The working days from tomorrow on (IST) that no closure touches: where the tests' consultations go. */
function workingDays(count: number): string[] {
  const days: string[] = [];
  for (let at = Date.now() + DAY_MS; days.length < count; at += DAY_MS) {
    const date = istIso(new Date(at)).slice(0, 10);
    if (istDay(ist(`${date}T12:00`).getTime()).weekday === 6) continue;
    if (closures.some((closure) => closure.date === date)) continue;
    days.push(date);
  }
  return days;
}

for (const [name, start] of [
  ["on Node", (env: Record<string, string>) => nodeInProcess({ ...env, BETTER_AUTH_URL: IN_PROCESS_ORIGIN })],
  // The real workerd: fifty requests at once through getPlatformProxy's synchronous channel can fail it under
  // load (the note in support/in-process.ts), and every call after with it.
  [
    "on Workers (workerd, local D1)",
    (env: Record<string, string>) =>
      startWorkersTarget({ port: WORKERS_PORT, vars: { ...env, BETTER_AUTH_URL: `http://127.0.0.1:${WORKERS_PORT}` } }),
  ],
] as const) {
  describe(`consultations held by counsellors ${name}`, { timeout: 180_000 }, () => {
    let target: Target;
    let cookie: string;
    const [firstDay, secondDay, thirdDay] = workingDays(3);
    const at = (date: string, time: string) => istIso(ist(`${date}T${time}`));

    const addStaff = async (account: Record<string, string>) => {
      const added = await target.fetch(`${target.api}${apiPaths.staff}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${EXPORT_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify(account),
      });
      assert.equal(added.status, 201, await added.clone().text());
    };

    before(async () => {
      target = await start({
        BETTER_AUTH_SECRET: AUTH_SECRET,
        RATE_LIMIT_MAX: "0",
        SITE_URL: "https://site.test",
      });
      for (const counsellor of Object.values(counsellors)) {
        await addStaff({ ...counsellor, role: "counsellor", password: "capacity-pass-2026" });
      }
      // Invited, never set a password: not someone who can hold a consultation.
      await addStaff({ email: "invited@brightpath.test", name: "Invited", role: "counsellor", office: "surat" });
      cookie = await signedInAdmin(target, admin);
    });
    after(async () => {
      await target?.stop();
    });

    const seatsAt = async (query: string, start: string) => {
      const answer = await target.fetch(`${target.api}${apiPaths.slots}?${query}&from=${start.slice(0, 10)}&days=1`);
      assert.equal(answer.status, 200, await answer.clone().text());
      const { slots } = (await answer.json()) as { slots: OpenSlot[] };
      return slots.find((slot) => slot.start === start)?.available ?? 0;
    };
    const book = (body: Record<string, unknown>, email = `${randomUUID().slice(0, 8)}@example.in`) =>
      target.fetch(`${target.api}${apiPaths.bookings}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
        body: JSON.stringify({
          firstName: "Meera",
          lastName: "Joshi",
          email,
          phone: phoneOf(email),
          service: "ielts",
          destination: "canada",
          message: "",
          ...body,
        }),
      });
    const booked = async (body: Record<string, unknown>, email?: string) => {
      const answer = await book(body, email);
      assert.equal(answer.status, 201, await answer.clone().text());
      return (await answer.json()) as ApiBooked;
    };
    const desk = (path: string, init: RequestInit = {}) =>
      target.fetch(`${target.api}${apiPaths.desk}${path}`, {
        ...init,
        headers: { Cookie: cookie, "Content-Type": "application/json", ...init.headers },
      });
    const managed = async (answer: ApiBooked) => {
      const token = new URL(answer.manageUrl).hash.slice(1);
      return (await (await target.fetch(`${target.api}${apiPaths.bookings}/${token}`)).json()) as {
        counsellor?: string;
        start: string;
        arrangement?: { meetingUrl?: string };
      };
    };

    test("a slot has a seat per free counsellor: two Surat visits leave Mumbai's call seat, a third call is 409", async () => {
      const ten = at(firstDay, "10:00");
      assert.equal(await seatsAt("mode=phone", ten), 3, "three who can work; the invited account is none");
      assert.equal(await seatsAt("mode=office&office=surat", ten), 2);
      assert.equal(await seatsAt("mode=office&office=mumbai", ten), 1);
      assert.equal(await seatsAt("mode=office&office=vadodara", ten), 0, "no counsellor of Vadodara");

      const visits = [
        await booked({ mode: "office", office: "surat", start: ten }),
        await booked({ mode: "office", office: "surat", start: ten }),
      ];
      assert.deepEqual(
        visits.map((visit) => visit.counsellor).sort(),
        [counsellors.asha.name, counsellors.bhavin.name],
        "each visit named, each its own counsellor",
      );
      assert.equal(await seatsAt("mode=office&office=surat", ten), 0);
      assert.equal(await seatsAt("mode=video", ten), 1, "Mumbai's counsellor is left for a call");
      const call = await booked({ mode: "phone", start: ten });
      assert.equal(call.counsellor, counsellors.chirag.name);
      const [lead] = await target.query("select office from leads where reference = ?", [call.reference]);
      assert.equal(lead.office, "mumbai", "a call is its counsellor's office's lead");
      const third = await book({ mode: "video", start: ten });
      assert.equal(third.status, 409);
      assert.equal(((await third.json()) as { error: string }).error, "slot_taken");

      // Named where the visitor keeps it: the manage link and the calendar file (the e-mails' lines).
      assert.equal((await managed(call)).counsellor, counsellors.chirag.name);
      const token = new URL(call.manageUrl).hash.slice(1);
      const ics = await (await target.fetch(`${target.api}${apiPaths.bookings}/${token}/calendar.ics`)).text();
      assert.match(ics.replace(/\r?\n[ \t]/g, ""), new RegExp(`Your counsellor: ${counsellors.chirag.name}`));
      const inDesk = (await (await desk(`/leads/${call.reference}`)).json()) as DeskLeadView;
      assert.equal(inDesk.booking?.counsellor, counsellors.chirag.name);
      assert.equal(inDesk.owner?.email, counsellors.chirag.email, "the counsellor who holds it owns it");
    });

    test("fifty requests across both modes for one time never give a counsellor two", async () => {
      const time = at(firstDay, "16:00");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          book(index % 2 ? { mode: "office", office: "surat", start: time } : { mode: "phone", start: time }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 201).length, 3, statuses.join(" "));
      assert.equal(statuses.filter((status) => status === 409).length, 47);
      const holders = await target.query(
        "select counsellor_id, count(*) as n from bookings where start_at = ? and cancelled_at is null group by counsellor_id",
        [Date.parse(time)],
      );
      assert.equal(holders.length, 3);
      assert.ok(holders.every((row) => Number(row.n) === 1 && row.counsellor_id));
      const leads = await target.query(
        "select count(*) as n from leads l join bookings b on b.lead_id = l.id where b.start_at = ?",
        [Date.parse(time)],
      );
      assert.equal(Number(leads[0].n), 3, "no lead without its counsellor");
    });

    test("fair use in the insert on this target too: one person's third upcoming consultation is booking_limit", async () => {
      const email = "twice@example.in";
      await booked({ mode: "phone", start: at(thirdDay, "16:30") }, email);
      await booked({ mode: "video", start: at(thirdDay, "17:00") }, email);
      const third = await book({ mode: "phone", start: at(thirdDay, "17:30") }, email);
      assert.equal(third.status, 409);
      assert.equal(((await third.json()) as { error: string }).error, "booking_limit");
    });

    test("a video consultation has a real room: a new one per booking, or its counsellor's own", async () => {
      const first = await booked({ mode: "video", start: at(thirdDay, "10:30") });
      const room = first.arrangement.meetingUrl;
      assert.match(room ?? "", /^https:\/\/meet\.jit\.si\/BrightPath-[\w-]{16}$/);
      assert.ok(first.arrangement.text.includes(room!), "the sentence gives the link");
      const token = new URL(first.manageUrl).hash.slice(1);
      const ics = await (await target.fetch(`${target.api}${apiPaths.bookings}/${token}/calendar.ics`)).text();
      assert.match(ics.replace(/\r?\n[ \t]/g, ""), new RegExp(`LOCATION:${room!.replace(/[.]/g, "\\.")}`));
      const second = await booked({ mode: "video", start: at(thirdDay, "10:30") });
      assert.notEqual(second.arrangement.meetingUrl, room, "each booking its own room");

      const holder = Object.values(counsellors).find((one) => one.name === first.counsellor)!;
      const own = "https://meet.jit.si/BrightPath-room-of-" + holder.email.split("@")[0];
      const set = await desk(`/counsellors/${holder.email}/hours`, {
        method: "PUT",
        body: JSON.stringify({ workDays: null, workStart: null, workEnd: null, meetingUrl: own }),
      });
      assert.equal(set.status, 200, await set.clone().text());
      assert.equal(((await managed(first)) as { arrangement?: { meetingUrl?: string } }).arrangement?.meetingUrl, own);
      const inDesk = (await (await desk(`/leads/${first.reference}`)).json()) as DeskLeadView;
      assert.equal(inDesk.booking?.meetingUrl, own);
      const wrong = await desk(`/counsellors/${holder.email}/hours`, {
        method: "PUT",
        body: JSON.stringify({ workDays: null, workStart: null, workEnd: null, meetingUrl: "http://insecure.example" }),
      });
      assert.equal(wrong.status, 422);
      await desk(`/counsellors/${holder.email}/hours`, {
        method: "PUT",
        body: JSON.stringify({ workDays: null, workStart: null, workEnd: null, meetingUrl: null }),
      });
    });

    test("a move keeps its counsellor when they are free", async () => {
      const call = await booked({ mode: "phone", start: at(thirdDay, "14:00") });
      const token = new URL(call.manageUrl).hash.slice(1);
      const moved = await target.fetch(`${target.api}${apiPaths.bookings}/${token}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ start: at(thirdDay, "15:30") }),
      });
      assert.equal(moved.status, 200, await moved.clone().text());
      const view = await managed(call);
      assert.deepEqual([view.start, view.counsellor], [at(thirdDay, "15:30"), call.counsellor]);
    });

    test("a day off takes exactly that counsellor's seats and lists its clashes; an admin gives the clash to a free counsellor", async () => {
      const noon = at(secondDay, "12:00");
      const visit = await booked({ mode: "office", office: "surat", start: noon });
      const holder = Object.values(counsellors).find((one) => one.name === visit.counsellor)!;
      const other = holder === counsellors.asha ? counsellors.bhavin : counsellors.asha;
      const eleven = at(secondDay, "11:00");
      assert.equal(await seatsAt("mode=office&office=surat", eleven), 2);

      const set = await desk(`/counsellors/${holder.email}/days-off`, {
        method: "POST",
        body: JSON.stringify({ date: secondDay }),
      });
      assert.equal(set.status, 201, await set.clone().text());
      const { schedule, clashes } = (await set.json()) as DayOffSet;
      assert.deepEqual(schedule.daysOff, [secondDay]);
      assert.deepEqual(
        clashes.map((lead) => lead.reference),
        [visit.reference],
      );
      assert.equal(await seatsAt("mode=office&office=surat", eleven), 1, "their seat gone that day");
      const flagged = (await (await desk(`/leads/${visit.reference}`)).json()) as DeskLeadView;
      assert.equal(flagged.booking?.counsellorOff, true, "the desk keeps showing the clash until it is given away");
      assert.equal(await seatsAt("mode=phone", eleven), 2);
      assert.equal(await seatsAt("mode=office&office=surat", at(thirdDay, "11:00")), 2, "and only that day");

      const reassign = (owner: string) =>
        desk(`/leads/${visit.reference}`, { method: "PATCH", body: JSON.stringify({ owner }) });
      const elsewhere = await reassign(counsellors.chirag.email);
      assert.equal(elsewhere.status, 422, "a Surat visit needs a Surat counsellor");
      assert.deepEqual(Object.keys(((await elsewhere.json()) as { fields: object }).fields), ["owner"]);
      const given = await reassign(other.email);
      assert.equal(given.status, 200, await given.clone().text());
      const givenView = (await given.json()) as DeskLeadView;
      assert.deepEqual([givenView.booking?.counsellor, givenView.booking?.counsellorOff], [other.name, undefined]);
      assert.equal((await managed(visit)).counsellor, other.name, "the visitor's manage page names the new one");

      const listed = (await (await desk("/counsellors")).json()) as { counsellors: CounsellorSchedule[] };
      assert.deepEqual(
        listed.counsellors.map((one) => one.email).sort(),
        [...Object.values(counsellors).map((one) => one.email), "invited@brightpath.test"].sort(),
        "every counsellor account, for an admin",
      );
      const removed = await desk(`/counsellors/${holder.email}/days-off/${secondDay}`, { method: "DELETE" });
      assert.deepEqual(((await removed.json()) as CounsellorSchedule).daysOff, []);
    });

    test("disabling a counsellor: the desk lists what they hold; a handover moves what it can, the rest stays named", async () => {
      const first = await booked({ mode: "office", office: "surat", start: at(thirdDay, "10:00") });
      const holder = Object.values(counsellors).find((one) => one.name === first.counsellor)!;
      const taker = holder === counsellors.asha ? counsellors.bhavin : counsellors.asha;
      // Both Surat counsellors busy at 11:30: the holder's cannot go to the taker.
      const busy = [
        await booked({ mode: "office", office: "surat", start: at(thirdDay, "11:30") }),
        await booked({ mode: "office", office: "surat", start: at(thirdDay, "11:30") }),
      ];
      const stuck = busy.find((one) => one.counsellor === holder.name)!;
      const listed = (await (await desk(`/staff/${holder.email}/handover`)).json()) as DeskHandover;
      const listedReferences = listed.leads.map((lead) => lead.reference);
      assert.ok(listedReferences.includes(first.reference) && listedReferences.includes(stuck.reference));

      const handed = await desk(`/staff/${holder.email}/handover`, {
        method: "POST",
        body: JSON.stringify({ to: taker.email }),
      });
      assert.equal(handed.status, 200, await handed.clone().text());
      const { moved, notMoved } = (await handed.json()) as DeskHandedOver;
      assert.ok(moved.includes(first.reference));
      // The 11:30 visit, and any other of theirs at a time the taker holds one too (the earlier tests' days).
      assert.ok(notMoved.some((one) => one.reference === stuck.reference));
      for (const one of notMoved) assert.match(one.reason, new RegExp(`${taker.name} is not free`));
      assert.equal((await managed(first)).counsellor, taker.name, "the family's page names who takes it");
      const left = (await (await desk(`/staff/${holder.email}/handover`)).json()) as DeskHandover;
      assert.deepEqual(
        left.leads.map((lead) => lead.reference).sort(),
        notMoved.map((one) => one.reference).sort(),
        "what could not move stays theirs, and only that",
      );
      const nobody = await desk(`/staff/${holder.email}/handover`, {
        method: "POST",
        body: JSON.stringify({ to: holder.email }),
      });
      assert.equal(nobody.status, 422);
    });

    test("a counsellor's own hours: seats only within them; a wrong time is 422 naming the field", async () => {
      const hours = (body: object) =>
        desk(`/counsellors/${counsellors.chirag.email}/hours`, { method: "PUT", body: JSON.stringify(body) });
      for (const [body, field] of [
        [{ workDays: ["mon"], workStart: "25:00", workEnd: null }, "workStart"],
        [{ workDays: ["someday"], workStart: null, workEnd: null }, "workDays"],
        [{ workDays: null, workStart: "15:00", workEnd: "11:00" }, "workEnd"],
      ] as const) {
        const answer = await hours(body);
        assert.equal(answer.status, 422, JSON.stringify(body));
        assert.deepEqual(Object.keys(((await answer.json()) as { fields: object }).fields), [field]);
      }
      const set = await hours({ workDays: null, workStart: "13:00", workEnd: null });
      assert.equal(set.status, 200, await set.clone().text());
      assert.equal(await seatsAt("mode=office&office=mumbai", at(thirdDay, "12:30")), 0, "before their start");
      assert.equal(await seatsAt("mode=office&office=mumbai", at(thirdDay, "13:00")), 1);
    });
  });
}

describe("the office's day on Node: Attended and No-show from the start, with undo", { timeout: 60_000 }, () => {
  test("marked once begun, taken back within ten minutes but not after; the manage link says what happened", async () => {
    const target = await nodeInProcess({
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: IN_PROCESS_ORIGIN,
      RATE_LIMIT_MAX: "0",
      SITE_URL: "https://site.test",
    });
    // A second connection to the receiver's file stores consultations that began ten minutes ago.
    const { db, client } = await openDatabase(target.dataDir);
    try {
      const store = createStore(db);
      const begun = new Date(Date.now() - 10 * 60_000);
      const consultation = async (email: string) => {
        const manageToken = randomUUID().replace(/-/g, "").padEnd(43, "x");
        const { reference } = await store.leads.accept({
          form: "get-in-touch",
          status: "booked",
          idempotencyKey: null,
          fields: { firstName: "Meera", email },
          office: "surat",
          channels: [],
          receivedAt: new Date(begun.getTime() - DAY_MS),
          booking: {
            mode: "office",
            office: "surat",
            pool: "surat",
            start: begun,
            end: new Date(begun.getTime() + 30 * 60_000),
            capacity: 5,
          },
          manageToken,
        });
        return { reference, manageApi: `${target.api}${apiPaths.bookings}/${manageToken}` };
      };
      const cookie = await signedInAdmin(target, admin);
      const change = (reference: string, body: object) =>
        target.fetch(`${target.api}${apiPaths.desk}/leads/${reference}`, {
          method: "PATCH",
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const outcome = async (manageApi: string) =>
        (await (await target.fetch(manageApi)).json()) as { outcome?: string; changeable: boolean };

      const attended = await consultation("attended@example.in");
      assert.equal((await change(attended.reference, { status: "consulted" })).status, 200);
      const shown = await outcome(attended.manageApi);
      assert.deepEqual([shown.outcome, shown.changeable], ["attended", false]);
      const undone = await change(attended.reference, { status: "booked" });
      assert.equal(undone.status, 200, await undone.clone().text());
      assert.equal((await outcome(attended.manageApi)).outcome, undefined, "undone: as before");

      const missed = await consultation("missed@example.in");
      assert.equal((await change(missed.reference, { status: "closed", closedReason: "no_show" })).status, 200);
      assert.equal((await outcome(missed.manageApi)).outcome, "missed");
      // Eleven minutes later, the mark stands.
      await client.execute({
        sql: "update lead_events set at = at - 660000 where lead_id = (select id from leads where reference = ?)",
        args: [missed.reference],
      });
      assert.equal((await change(missed.reference, { status: "booked" })).status, 422);
      assert.equal((await outcome(missed.manageApi)).outcome, "missed");
    } finally {
      client.close();
      await target.stop();
    }
  });
});

describe("the store's choice of counsellor (SQLite)", () => {
  test("a buffer between consultations and a daily maximum per counsellor, in the insert itself", async () => {
    const dataDir = tempDir("capacity-store");
    const { db, client } = await openDatabase(dataDir);
    try {
      const store = createStore(db);
      await db.insert(staffUsers).values({
        id: "u1",
        name: "Asha",
        email: "a@x.test",
        role: "counsellor",
        office: "surat",
        passwordSetAt: new Date(),
      });
      const date = "2030-01-07";
      const slot = (time: string) => ({
        start: ist(`${date}T${time}`),
        end: new Date(ist(`${date}T${time}`).getTime() + 30 * 60_000),
      });
      const rules = (choice: HolderChoice): HolderChoice => ({ ...choice, bufferMs: 30 * 60_000, dailyMaximum: 2 });
      const bookAt = (time: string) =>
        store.leads.accept({
          form: "get-in-touch",
          status: "booked",
          idempotencyKey: null,
          fields: { firstName: "Meera", email: `${time.replace(":", "")}@example.in` },
          office: "surat",
          channels: [],
          receivedAt: new Date(),
          booking: {
            mode: "office",
            office: "surat",
            pool: "surat",
            ...slot(time),
            capacity: 1,
            holder: rules(holderChoice(slot(time), { mode: "office", office: "surat" }, [])),
          },
        });
      await bookAt("10:00");
      await assert.rejects(bookAt("10:30"), SlotTakenError, "within the buffer after 10:00");
      await assert.rejects(bookAt("09:30"), SlotTakenError, "within the buffer before 10:00");
      await bookAt("11:00");
      await assert.rejects(bookAt("15:00"), SlotTakenError, "a third in the day is over the maximum");
      const held = await store.seats.held(ist(`${date}T00:00`), ist(`${date}T23:59`));
      assert.deepEqual(
        held.map((one) => one.counsellorId),
        ["u1", "u1"],
      );
    } finally {
      client.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
