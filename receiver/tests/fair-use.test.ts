/**
 * Fair use (issue 43), on a fixed clock over a real SQLite file: one person (their e-mail, or their phone however
 * typed) holds at most two upcoming consultations, one after a second no-show in 90 days, and one place per event.
 * Another request is a 409 booking_limit that names none of the bookings, and their links are queued again to
 * the addresses they were booked with. A burst of one person's requests cannot pass the limit: it is counted in
 * the insert. (capacity.test.ts checks the same refusal on D1.)
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiBooked, type ApiError } from "@/contract/api";
import { DAY_MS, ist, istDatePlus, istIso } from "@/contract/india-time";

import { site } from "@/content/site";

import { registrableEvent } from "../src/booking/events";
import { fixedClockReceiver, type FixedClockReceiver } from "./support/fixed-clock";
import { getInTouch, phoneOf } from "./support/submissions";

/** A Monday with no closure in content/booking.yaml: slots from 10:00 IST. */
const MONDAY = "2030-03-04";

describe("fair use, on a fixed clock", () => {
  let receiver: FixedClockReceiver;
  let app: FixedClockReceiver["app"];
  let database: FixedClockReceiver["database"];

  before(async () => {
    receiver = await fixedClockReceiver("fair-use", ist(`${MONDAY}T08:00`));
    ({ app, database } = receiver);
  });
  after(() => receiver.close());

  const post = (path: string, body: unknown) => receiver.post(path, body);
  /** A phone consultation on `day` (days after MONDAY) at `time`, for the person `email` and `phone`. */
  const callBooking = (day: number, time: string, email: string, phone = phoneOf(email)) => ({
    ...getInTouch,
    email,
    phone,
    mode: "phone",
    start: istIso(ist(`${istDatePlus(MONDAY, day)}T${time}`)),
  });
  const bookCall = (...args: Parameters<typeof callBooking>) => post(apiPaths.bookings, callBooking(...args));
  const confirmations = async (reference: string) =>
    Number(
      (
        await database.client.execute({
          sql: "select count(*) as n from outbox join leads on leads.id = outbox.lead_id where reference = ? and kind = 'confirmation'",
          args: [reference],
        })
      ).rows[0].n,
    );
  const referenceOf = async (answer: Response) => {
    assert.equal(answer.status, 201, await answer.clone().text());
    return ((await answer.json()) as ApiBooked).reference;
  };
  const refusal = async (answer: Response) => {
    assert.equal(answer.status, 409, await answer.clone().text());
    return (await answer.json()) as ApiError;
  };

  test("two upcoming consultations per person, by e-mail or by phone however typed; the third is told its links were sent again", async () => {
    receiver.setClock(ist(`${MONDAY}T08:00`));
    const first = await referenceOf(await bookCall(1, "10:00", "meera@example.in", "+91 98250 55501"));
    const second = await referenceOf(await bookCall(2, "10:00", "Meera@Example.in", "+91 98250 55501"));
    const third = await refusal(await bookCall(3, "10:00", "meera@example.in", "+91 98250 55501"));
    assert.equal(third.error, "booking_limit");
    assert.match(third.message, /sent the links to change or cancel them again/);
    assert.doesNotMatch(third.message, /BP-|\d{1,2}:\d{2}/, "names no booking or time");
    assert.deepEqual([await confirmations(first), await confirmations(second)], [2, 2], "each link queued again");

    // Another address with the same phone typed another way is the same person.
    const samePhone = await refusal(await bookCall(4, "10:00", "someone.else@example.in", "098250-55501"));
    assert.equal(samePhone.error, "booking_limit");
    // Someone else books that very slot.
    await referenceOf(await bookCall(4, "10:00", "kiran@example.in"));

    // Once the first has passed, the person may book another.
    receiver.setClock(ist(`${istDatePlus(MONDAY, 1)}T11:00`));
    await referenceOf(await bookCall(5, "10:00", "meera@example.in", "+91 98250 55501"));
  });

  test("a Gujarati or Hindi family is refused in their language, as the page they booked on shows it", async () => {
    receiver.setClock(ist(`${MONDAY}T08:00`));
    const letters = { gu: /[\u0A80-\u0AFF]/gu, hi: /[\u0900-\u097F]/gu };
    for (const [day, language] of [
      [8, "gu"],
      [9, "hi"],
    ] as const) {
      const email = `${language}.family@example.in`;
      const book = (time: string) => post(apiPaths.bookings, { ...callBooking(day, time, email), language });
      await referenceOf(await book("10:00"));
      await referenceOf(await book("10:30"));
      const third = await refusal(await book("11:00"));
      assert.equal(third.error, "booking_limit");
      assert.ok((third.message.match(letters[language]) ?? []).length > 100, third.message);
      assert.doesNotMatch(third.message, /[A-Za-z]{3,}/, "no English words left in it");
      assert.ok(third.message.includes(site.phones[0]), "the number to call for someone else");
    }
  });

  test("a burst of one person's requests for different slots books two, never more", async () => {
    receiver.setClock(ist(`${MONDAY}T08:00`));
    const answers = await Promise.all(
      ["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"].map((time) =>
        bookCall(7, time, "burst@example.in"),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 201, 409, 409, 409, 409, 409, 409]);
  });

  test("a second no-show in 90 days limits the person to one upcoming consultation, until the first is 90 days old", async () => {
    receiver.setClock(ist(`${MONDAY}T08:00`));
    const missed = [
      await referenceOf(await bookCall(1, "14:00", "absent@example.in")),
      await referenceOf(await bookCall(2, "14:00", "absent@example.in")),
    ];
    await database.client.execute({
      sql: `update leads set status = 'closed', closed_reason = 'no_show' where reference in (?, ?)`,
      args: missed,
    });
    receiver.setClock(ist(`${istDatePlus(MONDAY, 3)}T08:00`));
    await referenceOf(await bookCall(4, "14:00", "absent@example.in"));
    assert.equal((await refusal(await bookCall(5, "14:00", "absent@example.in"))).error, "booking_limit");

    // 90 days after the first no-show it no longer counts: two again.
    receiver.setClock(new Date(ist(`${istDatePlus(MONDAY, 1)}T14:00`).getTime() + 90 * DAY_MS + 60_000));
    const later = istDatePlus(MONDAY, 92);
    const answer = await post(apiPaths.bookings, {
      ...getInTouch,
      email: "absent@example.in",
      phone: phoneOf("absent@example.in"),
      mode: "phone",
      start: istIso(ist(`${later}T15:00`)),
    });
    await referenceOf(answer);
  });

  test("one place per person at an event: the second registration is booking_limit, not a second seat", async () => {
    const event = ["ielts-writing-masterclass-online", "canada-study-permit-briefing-surat"]
      .map(registrableEvent)
      .find(Boolean);
    assert.ok(event, "an event with seats in content/resources/events");
    receiver.setClock(new Date(event.closesAt.getTime() - DAY_MS));
    const register = (email: string, phone = phoneOf(email)) =>
      post(`${apiPaths.events}/${event.slug}/registrations`, { ...getInTouch, email, phone });
    await referenceOf(await register("ravi@example.in"));
    const again = await refusal(await register("ravi+again@example.in", phoneOf("ravi@example.in")));
    assert.equal(again.error, "booking_limit");
    assert.match(again.message, /already registered for this event/);
    const seats = (await (await app.request(`/api${apiPaths.events}/${event.slug}`)).json()) as { seatsLeft: number };
    assert.equal(seats.seatsLeft, event.seats - 1);
  });
});
