/**
 * Every rule of the receiver that depends on the date, on a fixed clock a minute either side of its boundary:
 * the booking lead time, the bookable days and IST's midnight, an event's registration closing, a booking's
 * manage link once it has begun, and the visitor's reminder the day before. The app runs in-process over a
 * real SQLite file, its clock set by the test (the `now` every route reads), never today's.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiBooked } from "@/contract/api";
import { BOOKING_DAYS, LEAD_TIME_MINUTES } from "@/contract/booking-slots";
import { DAY_MS, ist, istDatePlus, istIso } from "@/contract/india-time";

import { registrableEvent } from "../src/booking/events";
import { fixedClockReceiver, type FixedClockReceiver } from "./support/fixed-clock";
import { getInTouch, phoneOf } from "./support/submissions";

const MINUTE_MS = 60_000;
/** A Monday with no closure in content/booking.yaml: slots from 10:00 to 18:30 IST. */
const MONDAY = "2030-03-04";

describe("the receiver's date rules, on a fixed clock", () => {
  let receiver: FixedClockReceiver;
  let app: FixedClockReceiver["app"];
  let database: FixedClockReceiver["database"];
  let visitors = 0;

  before(async () => {
    receiver = await fixedClockReceiver("date-rules", ist(`${MONDAY}T08:00`));
    ({ app, database } = receiver);
  });
  after(() => receiver.close());

  const post = (path: string, body: unknown) => receiver.post(path, body);
  /** A phone consultation at `start` for a new visitor, asked at `at`. */
  const bookCall = (start: Date, at: Date) => {
    receiver.setClock(at);
    visitors += 1;
    return post(apiPaths.bookings, {
      ...getInTouch,
      email: `dated${visitors}@example.in`,
      phone: phoneOf(`dated${visitors}@example.in`),
      mode: "phone",
      start: istIso(start),
    });
  };
  const queued = async (reference: string, kind: string) =>
    (
      await database.client.execute({
        sql: "select count(*) as n from outbox join leads on leads.id = outbox.lead_id where reference = ? and kind = ?",
        args: [reference, kind],
      })
    ).rows[0].n;

  test("a slot may be booked from its lead time before it, not a minute later", async () => {
    const start = ist(`${MONDAY}T15:00`);
    const leadTime = LEAD_TIME_MINUTES * MINUTE_MS;
    assert.equal((await bookCall(start, new Date(start.getTime() - leadTime))).status, 201);
    const late = await bookCall(
      ist(`${MONDAY}T15:30`),
      new Date(ist(`${MONDAY}T15:30`).getTime() - leadTime + MINUTE_MS),
    );
    assert.equal(late.status, 422);
    assert.deepEqual(Object.keys(((await late.json()) as { fields: object }).fields), ["start"]);
  });

  test("the last bookable day is the 14th counting today (IST); the day after is refused", async () => {
    const asked = ist(`${MONDAY}T09:00`);
    const lastDay = istDatePlus(MONDAY, BOOKING_DAYS - 1);
    // 2030-03-17 is a Sunday: the last bookable working day's slot, and the same time a day past the window.
    const lastWorking = istDatePlus(lastDay, -1);
    assert.equal((await bookCall(ist(`${lastWorking}T11:00`), asked)).status, 201);
    assert.equal((await bookCall(ist(`${istDatePlus(lastDay, 1)}T11:00`), asked)).status, 422);
  });

  test("at IST midnight the first bookable day moves to the next day", async () => {
    const slots = async (at: Date, from: string) => {
      receiver.setClock(at);
      return (await app.request(`/api${apiPaths.slots}?mode=phone&from=${from}`)).status;
    };
    const midnight = ist(istDatePlus(MONDAY, 1));
    assert.equal(await slots(new Date(midnight.getTime() - MINUTE_MS), MONDAY), 200);
    assert.equal(await slots(midnight, MONDAY), 422);
    assert.equal(await slots(midnight, istDatePlus(MONDAY, 1)), 200);
  });

  test("an event takes registrations until it closes, and not from that minute", async () => {
    const event = ["ielts-writing-masterclass-online", "canada-study-permit-briefing-surat"]
      .map(registrableEvent)
      .find(Boolean);
    assert.ok(event, "an event with seats in content/resources/events");
    const register = (at: Date, email: string) => {
      receiver.setClock(at);
      return post(`${apiPaths.events}/${event.slug}/registrations`, { ...getInTouch, email, phone: phoneOf(email) });
    };
    assert.equal((await register(new Date(event.closesAt.getTime() - MINUTE_MS), "early@example.in")).status, 201);
    const closed = await register(event.closesAt, "late@example.in");
    assert.equal(closed.status, 422);
    assert.deepEqual(Object.keys(((await closed.json()) as { fields: object }).fields), ["event"]);
  });

  test("a booking changes through its link until it begins; from its start it is the office's", async () => {
    const start = ist(`${istDatePlus(MONDAY, 2)}T12:00`);
    const manageOf = async (answer: Response) => ((await answer.json()) as ApiBooked).manageUrl.split("#")[1];
    const before = await manageOf(await bookCall(start, ist(`${MONDAY}T09:00`)));
    const begun = await manageOf(await bookCall(ist(`${istDatePlus(MONDAY, 2)}T12:30`), ist(`${MONDAY}T09:00`)));
    receiver.setClock(new Date(start.getTime() - MINUTE_MS));
    assert.equal((await post(`${apiPaths.bookings}/${before}/cancel`, {})).status, 200);
    receiver.setClock(ist(`${istDatePlus(MONDAY, 2)}T12:30`));
    const refused = await post(`${apiPaths.bookings}/${begun}/cancel`, {});
    assert.equal(refused.status, 409);
    assert.equal(((await refused.json()) as { error: string }).error, "booking_closed");
  });

  test("the reminder is queued when the booking is more than a day ahead, and not when it is less", async () => {
    const start = ist(`${istDatePlus(MONDAY, 3)}T16:00`);
    const dayAhead = (minutes: number) => new Date(start.getTime() - DAY_MS + minutes * MINUTE_MS);
    const early = (await (await bookCall(start, dayAhead(-1))).json()) as ApiBooked;
    const later = (await (await bookCall(ist(`${istDatePlus(MONDAY, 3)}T16:30`), dayAhead(31))).json()) as ApiBooked;
    assert.equal(await queued(early.reference, "confirmation"), 1);
    assert.equal(await queued(early.reference, "reminder"), 1);
    assert.equal(await queued(later.reference, "confirmation"), 1);
    assert.equal(await queued(later.reference, "reminder"), 0);
  });
});
