/**
 * No-shows that recover (issue 43), on a fixed clock over a real SQLite file: marking a no-show queues the
 * family's "we missed you, book again" for when the ten minutes' undo has passed, an undo takes it back, and the
 * desk counts the no-shows of the consultations that began in the last 90 days per counsellor and per source.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiBooked } from "@/contract/api";
import type { DeskNoShows } from "@/contract/desk";
import { ist, istDatePlus, istIso } from "@/contract/india-time";

import { visitorMessage } from "../src/booking/visitor-mail";
import { MARK_UNDO_MS } from "../src/routes/desk";
import { addStaff } from "../src/staff";
import { fixedClockReceiver, type FixedClockReceiver } from "./support/fixed-clock";
import { getInTouch, phoneOf } from "./support/submissions";

/** A Monday with no closure in content/booking.yaml. */
const MONDAY = "2030-03-04";

describe("no-shows on a fixed clock", () => {
  let receiver: FixedClockReceiver;
  let app: FixedClockReceiver["app"];
  let database: FixedClockReceiver["database"];
  let store: FixedClockReceiver["deps"]["store"];
  let cookie = "";

  before(async () => {
    receiver = await fixedClockReceiver("no-shows", ist(`${MONDAY}T08:00`), { staff: true });
    ({ app, database } = receiver);
    store = receiver.deps.store;
    await addStaff(receiver.deps.staff!, {
      email: "asha@brightpath.test",
      name: "Asha Shah",
      role: "counsellor",
      office: "surat",
      password: "asha-surat-2026",
    });
    cookie = await receiver.adminCookie();
  });
  after(() => receiver.close());

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

    receiver.setClock(ist(`${istDatePlus(MONDAY, 1)}T12:05`));
    assert.equal((await change(absent, { status: "closed", closedReason: "no_show" })).status, 200);
    assert.deepEqual(
      await missedMessages(absent),
      [receiver.now().getTime() + MARK_UNDO_MS],
      "sent once the undo has passed",
    );
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
    receiver.setClock(new Date(ist(`${istDatePlus(MONDAY, 1)}T12:30`).getTime() + 91 * 86_400_000));
    const later = (await (
      await app.request(`/api${apiPaths.desk}/no-shows`, { headers: { Cookie: cookie } })
    ).json()) as DeskNoShows;
    assert.deepEqual([later.byCounsellor, later.bySource], [[], []]);
  });
});
