/** Booking steps the fault tests of both targets share: a free office slot, and the race for its last seat. */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";

import { apiPaths, type OpenSlot } from "@/contract/api";
import { postWithRetry, type RetryOptions } from "@/lib/leads/post-with-retry";

import { waitUntil } from "./sinks";
import { getInTouch, phoneOf } from "./submissions";
import type { Target } from "./targets";

/** The first free Vadodara visit starting at least `hoursAhead` from now. */
export async function vadodaraSlot(target: Target, hoursAhead: number): Promise<OpenSlot> {
  const answer = await target.fetch(`${target.api}${apiPaths.slots}?mode=office&office=vadodara`);
  const { slots } = (await answer.json()) as { slots: OpenSlot[] };
  const slot = slots.find((one) => Date.parse(one.start) > Date.now() + hoursAhead * 3_600_000);
  assert.ok(slot, "a free Vadodara slot");
  return slot;
}

/** A Vadodara visit at `start`, booked by Get In Touch's person under `email`. */
const vadodaraVisit = (start: string, email: string) => ({
  ...getInTouch,
  message: "",
  email,
  phone: phoneOf(email),
  mode: "office",
  office: "vadodara",
  start,
});

/** Books the first free Vadodara visit at least `hoursAhead` away for `email`: 201, and its answer. */
export async function bookVadodaraVisit(target: Target, email: string, hoursAhead: number) {
  const slot = await vadodaraSlot(target, hoursAhead);
  const answer = await target.fetch(`${target.api}${apiPaths.bookings}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(vadodaraVisit(slot.start, email)),
  });
  assert.equal(answer.status, 201, await answer.clone().text());
  const booked = (await answer.json()) as { reference: string; manageUrl: string; confirmationQueued: boolean };
  return { slot, booked };
}

type Restartable = Target & { kill(): Promise<void>; restart(): Promise<Restartable> };

/**
 * Twenty visitors at once, each with its own key and the site's retries, for a slot with one seat left (the
 * target runs without accounts, so a Vadodara visit has the calendar's one seat); the target is SIGKILLed as
 * the first seat commits, losing the answers in flight, and restarted on the same store. Exactly one booking
 * and nineteen 409s, and no lead without its seat. `replaced` hears of the restarted target at once, so the
 * caller stops it even when an assertion fails.
 */
export async function raceForOneSeatAcrossKill<T extends Restartable>(
  target: T,
  options: { retry: Omit<RetryOptions, "idempotencyKey">; replaced: (restarted: T) => void; pauseMs?: number },
): Promise<void> {
  const slot = await vadodaraSlot(target, 3);
  const start = Date.parse(slot.start);
  const outcomes = Array.from({ length: 20 }, (_, index) =>
    postWithRetry(
      `${target.api}${apiPaths.bookings}`,
      JSON.stringify(vadodaraVisit(slot.start, `race${index}@example.in`)),
      {
        ...options.retry,
        idempotencyKey: randomUUID(),
      },
    ),
  );
  const seatTaken = async () =>
    Number((await target.query("select count(*) as n from bookings where start_at = ?", [start]))[0].n) > 0;
  await waitUntil(seatTaken, 20_000, "the first booking stored");
  await target.kill();
  if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  const restarted = (await target.restart()) as T;
  options.replaced(restarted);

  const statuses = (await Promise.all(outcomes)).map((outcome) => outcome.status);
  assert.equal(statuses.filter((status) => status === 201 || status === 200).length, 1, statuses.join(" "));
  assert.equal(statuses.filter((status) => status === 409).length, 19, statuses.join(" "));
  const stored = await restarted.query(
    "select count(*) as n from bookings where start_at = ? and pool = 'vadodara' and cancelled_at is null",
    [start],
  );
  assert.equal(Number(stored[0].n), 1);
  const leads = await restarted.query("select count(*) as n from leads where email like 'race%'");
  assert.equal(Number(leads[0].n), 1, "no lead without its seat");
}
