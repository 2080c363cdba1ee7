/**
 * Consultations: GET /slots (the free ones), POST /bookings (one of them, for the person of Get In Touch), and the
 * visitor's own booking through its manage link's token: GET /bookings/<token>, its .ics, POST .../cancel and
 * POST .../reschedule.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import * as z from "zod/mini";

import { type ApiBooked, type ApiSlots, type ApiSlotTaken, apiPaths, MANAGE_TOKEN_PATTERN } from "@/contract/api";
import { BOOKING_DAYS, type BookingMode, type Slot } from "@/contract/booking-slots";
import { videoMeeting } from "@/content/booking";
import { istDateOf, istIso } from "@/contract/india-time";
import type { Language } from "@/contract/languages";
import { leadSourceOf } from "@/contract/lead-source";
import {
  bookingRequestSchema,
  type BookingRequest,
  rescheduleSchema,
  slotsQuerySchema,
} from "@/contract/validations/booking";

import { bookableFree, bookableRoster, freeSlots, nearestOf, slotAt } from "../booking/availability";
import {
  bookedAnswer,
  cancelReservation,
  changeable,
  fairUseOf,
  limitRefusal,
  managedView,
  moveReservation,
  reserve,
  visitorChannelOf,
} from "../booking/reserve";
import { eventOf } from "../booking/events";
import { offerFreedSeats } from "../booking/waitlist";
import { bookableDays, calendarSeatsOn, holderFor, poolOf, type Roster, type SlotQuery } from "../booking/slots";
import { consultationIcs } from "../booking/visitor-mail";
import { randomToken } from "../reference";
import { routedOffice } from "../config";
import { acceptedResponse, ApiProblem, attachment, fieldErrors, invalid, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { JSON_BODY_LIMIT, limitBody, rateLimited } from "../http/guards";
import { idempotent } from "../http/idempotency";
import {
  absentAsEmpty,
  readSubmission,
  type Submission,
  trapTripped,
  validQuery,
  validSubmission,
} from "../http/submission";
import { SlotTakenError, type StoredLead } from "../store";
import { textsIn } from "../visitor-texts";

/**
 * 409 for a booking the store refused: the person's limit when the slot still has a seat (booking_limit, with
 * `fairUse`), else the slot's seats went first and the nearest free ones of the same kind are offered instead.
 */
async function refused(
  c: Context,
  deps: ReceiverDeps,
  { query, start, at, roster }: { query: SlotQuery; start: Date; at: Date; roster: Roster },
  person?: { fairUse: Parameters<typeof limitRefusal>[1]; language?: Language },
) {
  const free = await bookableFree(deps.store, query, at, roster);
  if (person) {
    const seatsLeft = free.some((slot) => Date.parse(slot.start) === start.getTime());
    const overLimit = await limitRefusal(
      deps,
      person.fairUse,
      { mode: query.mode, pool: poolOf(query) },
      { seatsLeft, language: person.language },
    );
    if (overLimit) throw overLimit;
  }
  return c.json<ApiSlotTaken>(
    {
      ok: false,
      error: "slot_taken",
      message: "That slot was just taken: please choose another.",
      alternatives: nearestOf(free, start),
    },
    409,
  );
}

/**
 * How a consultation's seat is taken: by a counsellor free for it (keeping `current` when free), or, while no
 * counsellor can work, one of the calendar's seats.
 */
function seatsFor(slot: Slot, query: SlotQuery, roster: Roster, current: string | null = null) {
  return roster.length
    ? { capacity: 1, holder: holderFor(slot, query, current) }
    : { capacity: calendarSeatsOn(istDateOf(slot.start), query) };
}

/** A new video consultation's own room on the content's meeting service: unguessable, one per booking. */
const newVideoRoom = (mode: BookingMode) =>
  mode === "video" ? `${videoMeeting.service}${videoMeeting.roomPrefix}-${randomToken(12)}` : null;

export function bookingRoutes(deps: ReceiverDeps) {
  const { store, config, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The booking request, checked whole: the person's fields, the way of meeting and a slot of the calendar. */
  async function bookingOf(input: Record<string, unknown>) {
    const at = now();
    const parsed = z.safeParse(
      bookingRequestSchema,
      absentAsEmpty(input, bookingRequestSchema._zod.def.shape, ["office"]),
    );
    const fields = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const roster = await bookableRoster(store, at);
    const choice = parsed.success ? parsed.data : undefined;
    const query: SlotQuery | undefined = choice && { mode: choice.mode, office: choice.office || undefined };
    const checked = choice && query && slotAt(new Date(choice.start), query, at, roster);
    if (checked?.problem) fields.start = checked.problem;
    if (!choice || !query || !checked?.slot || Object.keys(fields).length) throw invalid(fields);
    const { firstName, lastName, email, phone, destination, service, message, whatsappOptIn, language } = choice;
    const person = { firstName, lastName, email, phone, destination, service, message, whatsappOptIn, language };
    return {
      person,
      query,
      slot: checked.slot,
      roster,
      at,
      source: leadSourceOf(input),
      held: trapTripped(input),
    };
  }

  /** The new time asked for; checked once the booking is known to move at all (an event does not). */
  const moveOf = (input: Submission) => z.safeParse(rescheduleSchema, input);

  /** The booking its manage link names, or the 404 that says the link is not known. */
  async function managedLead(token: string) {
    const lead = MANAGE_TOKEN_PATTERN.test(token) ? await store.leads.byManageToken(token) : undefined;
    if (!lead) throw notFound("This booking link is not known: check that it is complete, as in your e-mail.");
    return lead;
  }

  /** 409: the booking was cancelled, or has begun: it no longer changes through its link. In its language. */
  const refusedChange = (lead: StoredLead) => {
    const { unchangeable } = textsIn(lead.language);
    return lead.booking
      ? new ApiProblem(409, "booking_closed", unchangeable.begun)
      : new ApiProblem(409, "booking_cancelled", unchangeable.cancelled);
  };

  /** The lead's booking while it may still change through its link; else why not (409). */
  function standingBooking(lead: StoredLead, at: Date) {
    if (lead.booking && changeable(lead, at)) return { ...lead, booking: lead.booking };
    throw refusedChange(lead);
  }

  return new Hono<ReceiverEnv>()
    .get(apiPaths.slots, validQuery(slotsQuerySchema), async (c) => {
      const { mode, office, from: asked, days } = c.req.valid("query");
      const at = now();
      const { first, last } = bookableDays(at);
      const from = asked ?? first;
      if (from < first || from > last)
        throw invalid({ from: `Send from as a day from ${first} to ${last} (YYYY-MM-DD, IST)` });
      const query = { mode, office: office || undefined };
      return c.json<ApiSlots>({ slots: await freeSlots(store, query, from, Number(days ?? BOOKING_DAYS), at) });
    })
    .post(
      apiPaths.bookings,
      rateLimited(deps),
      limitBody(JSON_BODY_LIMIT),
      readSubmission(["json", "form"]),
      validSubmission<Awaited<ReturnType<typeof bookingOf>>, BookingRequest>(bookingOf),
      idempotent(
        deps,
        ({ person, query, slot, source, held }: Awaited<ReturnType<typeof bookingOf>>) => {
          const booked = {
            start: istIso(slot.start),
            end: istIso(slot.end),
            mode: query.mode,
            ...(query.office ? { office: query.office } : {}),
          };
          return {
            endpoint: apiPaths.bookings,
            fields: { ...person, ...source, ...booked, held },
            heading: `Thank you, ${person.firstName}`,
          };
        },
        async (c, reference) => {
          const lead = await store.leads.find({ reference });
          const answer = lead && bookedAnswer(lead, deps);
          return answer && c.json<ApiBooked>({ ...answer, replayed: true }, 200);
        },
      ),
      async (c) => {
        const { person, query, slot, roster, at, source, held } = c.req.valid("json");
        const idempotencyKey = c.get("idempotencyKey");
        if (held) {
          // A filled bot trap is kept as spam for review, as on every form, and takes no seat.
          const spam = { form: "get-in-touch", status: "spam", idempotencyKey, fields: person, source } as const;
          const accepted = await store.leads.accept({ ...spam, channels: deps.channels, receivedAt: at });
          return acceptedResponse(c, accepted, true, `Thank you, ${person.firstName}`);
        }
        const booking = {
          ...slot,
          mode: query.mode,
          office: query.office ?? null,
          pool: poolOf(query),
          ...seatsFor(slot, query, roster),
          fairUse: fairUseOf(person, at),
          meetingUrl: newVideoRoom(query.mode),
        };
        try {
          const booked = await reserve(deps, {
            form: "get-in-touch",
            fields: person,
            source,
            office: query.office ?? routedOffice(config, person.destination),
            booking,
            idempotencyKey,
            at,
          });
          notifyNow(c);
          return c.json<ApiBooked>(booked, 201);
        } catch (error) {
          if (!(error instanceof SlotTakenError)) throw error;
          return refused(
            c,
            deps,
            { query, start: slot.start, at, roster },
            {
              fairUse: booking.fairUse,
              language: person.language,
            },
          );
        }
      },
    )
    .get(`${apiPaths.bookings}/:token`, async (c) => {
      const lead = await managedLead(c.req.param("token"));
      return c.json(await managedView(lead, now(), deps));
    })
    .get(`${apiPaths.bookings}/:token/calendar.ics`, async (c) => {
      const lead = await managedLead(c.req.param("token"));
      if (!lead.booking || !lead.manageToken) throw refusedChange(lead);
      const ics = consultationIcs({ ...lead, booking: lead.booking, manageToken: lead.manageToken }, config.siteUrl);
      c.header("Content-Disposition", attachment(`consultation-${lead.reference}.ics`));
      return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
    })
    .post(`${apiPaths.bookings}/:token/cancel`, rateLimited(deps), async (c) => {
      const at = now();
      const lead = standingBooking(await managedLead(c.req.param("token")), at);
      await cancelReservation(deps, lead, at);
      // An event's freed seat goes to the first in its waitlist.
      const event = eventOf(lead.booking);
      if (event) await offerFreedSeats(deps, event, at);
      notifyNow(c);
      return c.json(await managedView((await store.leads.find({ id: lead.id }))!, at, deps));
    })
    .post(`${apiPaths.bookings}/:token/confirm`, rateLimited(deps), async (c) => {
      const at = now();
      const lead = standingBooking(await managedLead(c.req.param("token")), at);
      if (!lead.booking.heldUntil) {
        throw new ApiProblem(409, "booking_closed", textsIn(lead.language).unchangeable.alreadyYours);
      }
      await store.waitlists.confirm(lead.id, lead.booking.startAt, visitorChannelOf(deps.channels), at);
      notifyNow(c);
      return c.json(await managedView((await store.leads.find({ id: lead.id }))!, at, deps));
    })
    .post(
      `${apiPaths.bookings}/:token/reschedule`,
      rateLimited(deps),
      limitBody(JSON_BODY_LIMIT),
      readSubmission(["json", "form"]),
      validSubmission<ReturnType<typeof moveOf>, z.input<typeof rescheduleSchema>>(moveOf),
      async (c) => {
        const at = now();
        const lead = standingBooking(await managedLead(c.req.param("token")), at);
        const current = lead.booking;
        if (current.mode === "event") {
          throw invalid(
            { start: "An event registration cannot move to another time: cancel it instead" },
            "An event happens once.",
          );
        }
        const query = { mode: current.mode, office: current.office ?? undefined };
        const roster = await bookableRoster(store, at);
        const parsed = c.req.valid("json");
        const checked = parsed.success ? slotAt(new Date(parsed.data.start), query, at, roster) : undefined;
        const slot = checked?.slot;
        if (!parsed.success || !slot || slot.start.getTime() === current.startAt.getTime()) {
          const problem = parsed.success ? checked?.problem : fieldErrors(parsed.error.issues).start;
          throw invalid({ start: problem ?? "This is the time already booked: choose another" });
        }
        const seats = { ...seatsFor(slot, query, roster, current.counsellorId), meetingUrl: current.bookingRoom };
        try {
          await moveReservation(
            deps,
            lead,
            { ...slot, ...query, office: current.office, pool: poolOf(query), ...seats },
            at,
          );
        } catch (error) {
          if (!(error instanceof SlotTakenError)) throw error;
          return refused(c, deps, { query, start: slot.start, at, roster });
        }
        notifyNow(c);
        return c.json(await managedView((await store.leads.find({ id: lead.id }))!, at, deps));
      },
    );
}
