/**
 * Waitlists for events (issue 43): a freed seat is offered to the first in line, held for them for
 * WAITLIST_HOLD_HOURS as a registration they confirm through its link (with the next channel to them when one
 * exists); a hold that runs out frees the seat for the next. Every place that frees a seat calls offerFreedSeats.
 */
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";

import { routedOffice } from "../config";
import type { ReceiverDeps } from "../http/env";
import { SlotTakenError } from "../store";
import { eventOf, eventPool, type RegistrableEvent } from "./events";
import { newManageToken, visitorChannelOf } from "./reserve";

export const WAITLIST_HOLD_HOURS = 24;

/** Offers `event`'s free seats, one by one, to those first in its line, until the seats or the line run out. */
export async function offerFreedSeats(deps: ReceiverDeps, event: RegistrableEvent, at: Date): Promise<string[]> {
  const { store } = deps;
  const pool = eventPool(event.slug);
  const offered: string[] = [];
  if (at >= event.closesAt) return offered;
  for (;;) {
    const entry = await store.waitlists.claimNext(pool, at);
    if (!entry) return offered;
    const fields = JSON.parse(entry.fields) as GetInTouchValues;
    try {
      const { reference } = await store.leads.accept({
        form: "event-registration",
        status: "booked",
        idempotencyKey: null,
        fields,
        office: event.office ?? routedOffice(deps.config, fields.destination),
        responseDueAt: null,
        channels: deps.channels,
        receivedAt: at,
        booking: {
          mode: "event",
          office: event.office,
          pool,
          start: event.start,
          end: event.end,
          capacity: event.seats,
          heldUntil: new Date(at.getTime() + WAITLIST_HOLD_HOURS * 3_600_000),
        },
        manageToken: newManageToken(),
      });
      const lead = (await store.leads.find({ reference }))!;
      await store.waitlists.offered(entry.id, lead.id, visitorChannelOf(deps.channels), at);
      offered.push(reference);
    } catch (error) {
      await store.waitlists.unclaim(entry.id);
      if (error instanceof SlotTakenError) return offered;
      throw error;
    }
  }
}

/** Lets go of every held place whose time ran out by `at`, and offers each freed seat to the next in line. */
export async function expireHolds(deps: ReceiverDeps, at: Date) {
  const expired = await deps.store.waitlists.expiredHolds(at);
  for (const hold of expired) await deps.store.waitlists.letGo(hold, at);
  const events = new Map(
    expired.flatMap((hold) => {
      const event = eventOf(hold);
      return event ? [[event.slug, event] as const] : [];
    }),
  );
  for (const event of events.values()) await offerFreedSeats(deps, event, at);
  return expired.length;
}
