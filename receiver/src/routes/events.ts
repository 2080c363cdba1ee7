/**
 * Events with seats (their content gives them): GET /events/<slug> says how many are left, POST
 * /events/<slug>/registrations takes one through the reserve flow, as a consultation takes its slot, so an
 * event is never over-full; 409 event_full when none is left.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";

import { type ApiBooked, type ApiEventSeats, type ApiWaitlisted, apiPaths } from "@/contract/api";
import { leadSourceOf } from "@/contract/lead-source";
import { type GetInTouchInput, getInTouchSchema } from "@/contract/validations/get-in-touch";

import { eventPool, type RegistrableEvent, registrableEvent } from "../booking/events";
import { bookedAnswer, fairUseOf, limitRefusal, reserve, visitorChannelOf } from "../booking/reserve";
import { routedOffice } from "../config";
import { acceptedResponse, ApiProblem, fieldErrors, invalid, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { JSON_BODY_LIMIT, limitBody, rateLimited } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { absentAsEmpty, readSubmission, type Submission, trapTripped, validSubmission } from "../http/submission";
import { SlotTakenError } from "../store";
import * as z from "zod/mini";

type EventEnv = ReceiverEnv & { Variables: { event: RegistrableEvent } };

/** The event of the address, when it takes registrations by seats; else 404. */
const eventOfPath = createMiddleware<EventEnv>(async (c, next) => {
  const event = registrableEvent(c.req.param("slug") ?? "");
  if (!event) throw notFound("No event with registration by seats has this name: check the event's page.");
  c.set("event", event);
  await next();
});

export function eventRoutes(deps: ReceiverDeps) {
  const { store, config, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The person, as on Get In Touch (their problems kept, to name with the event's), and where they came from. */
  const registrationOf = (input: Submission) => {
    const parsed = z.safeParse(getInTouchSchema, absentAsEmpty(input, getInTouchSchema._zod.def.shape));
    const fields = parsed.success ? {} : fieldErrors(parsed.error.issues);
    return { parsed, fields, at: now(), source: leadSourceOf(input), held: trapTripped(input) };
  };
  type Registration = ReturnType<typeof registrationOf>;

  /** The seats of `event` taken now (held waitlist places included). */
  const seatsTaken = async (event: RegistrableEvent) =>
    (await store.seats.taken(eventPool(event.slug), event.start)).get(event.start.getTime()) ?? 0;

  return new Hono<EventEnv>()
    .post(
      "/:slug/waitlist",
      eventOfPath,
      rateLimited(deps),
      limitBody(JSON_BODY_LIMIT),
      readSubmission(["json", "form"]),
      validSubmission<Registration, GetInTouchInput>(registrationOf),
      async (c) => {
        const event = c.get("event");
        const { parsed, fields, at } = c.req.valid("json");
        if (at >= event.closesAt) fields.event = "Registration for this event has closed";
        const taken = await seatsTaken(event);
        if (!fields.event && taken < event.seats) fields.event = "A seat is free: register for it instead";
        if (!fields.event && !visitorChannelOf(deps.channels)) {
          fields.event = "This event's waitlist is closed: we could not tell you when a seat comes free";
        }
        if (!parsed.success || Object.keys(fields).length) throw invalid(fields);
        const joined = await store.waitlists.join(eventPool(event.slug), parsed.data.email, parsed.data, at);
        return c.json<ApiWaitlisted>({ ok: true, ...joined }, 201);
      },
    )
    .get("/:slug", eventOfPath, async (c) => {
      const event = c.get("event");
      const taken = await seatsTaken(event);
      return c.json<ApiEventSeats>({
        slug: event.slug,
        seats: event.seats,
        seatsLeft: Math.max(0, event.seats - taken),
        open: now() < event.closesAt,
        waitlist: now() < event.closesAt && visitorChannelOf(deps.channels) !== undefined,
      });
    })
    .post(
      "/:slug/registrations",
      eventOfPath,
      rateLimited(deps),
      limitBody(JSON_BODY_LIMIT),
      readSubmission(["json", "form"]),
      validSubmission<Registration, GetInTouchInput>(registrationOf),
      (c, next) => {
        // Whether registration has closed is the event's, so it is checked here, with the fields' own problems.
        const { parsed, fields, at } = c.req.valid("json");
        if (at >= c.get("event").closesAt) fields.event = "Registration for this event has closed";
        if (!parsed.success || Object.keys(fields).length) throw invalid(fields);
        return next();
      },
      idempotent(
        deps,
        ({ parsed, source, held }: Registration, c) => {
          return {
            endpoint: `${apiPaths.events}/${(c.get("event") as RegistrableEvent).slug}`,
            fields: { ...parsed.data, ...source, held },
            heading: `Thank you, ${parsed.data!.firstName}`,
          };
        },
        async (c, reference) => {
          const lead = await store.leads.find({ reference });
          const answer = lead && bookedAnswer(lead, deps);
          return answer && c.json<ApiBooked>({ ...answer, replayed: true }, 200);
        },
      ),
      async (c) => {
        const event = c.get("event");
        const { parsed, at, source, held } = c.req.valid("json");
        const fields = parsed.data!;
        const idempotencyKey = c.get("idempotencyKey");
        const common = { form: "event-registration", idempotencyKey, fields, source } as const;
        if (held) {
          const accepted = await store.leads.accept({
            ...common,
            status: "spam",
            channels: deps.channels,
            receivedAt: at,
          });
          return acceptedResponse(c, accepted, true, `Thank you, ${fields.firstName}`);
        }
        const booking = {
          mode: "event" as const,
          office: event.office,
          pool: eventPool(event.slug),
          start: event.start,
          end: event.end,
          capacity: event.seats,
          fairUse: fairUseOf(fields, at),
        };
        try {
          const booked = await reserve(deps, {
            ...common,
            office: event.office ?? routedOffice(config, fields.destination),
            booking,
            at,
          });
          notifyNow(c);
          return c.json<ApiBooked>(booked, 201);
        } catch (error) {
          if (!(error instanceof SlotTakenError)) throw error;
          const overLimit = await limitRefusal(deps, booking.fairUse, booking, { language: fields.language });
          if (overLimit) throw overLimit;
          throw new ApiProblem(409, "event_full", "This event is full: every seat is taken.");
        }
      },
    );
}
