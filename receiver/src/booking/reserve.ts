/**
 * One reserve flow for whatever takes a seat, a consultation or a place at an event: the lead (status booked)
 * and its seat are stored together or not at all (SlotTakenError when none is left), with the office's
 * notification, the visitor's confirmation and reminder, and a manage link; the same link then shows, moves
 * or cancels it.
 */
import type { ApiBooked, ApiManagedBooking } from "@/contract/api";
import { DEFAULT_LANGUAGE, type Language } from "@/contract/languages";
import type { LeadSource } from "@/contract/lead-source";
import type { OfficeId } from "@/contract/offices";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";
import { consultationText } from "@/content/booking";
import { site } from "@/content/site";
import { istIso } from "@/contract/india-time";

import type { ReceiverDeps } from "../http/env";
import { randomToken } from "../reference";
import type { NotificationChannel } from "../schema";
import { ApiProblem } from "../http/answers";
import { type FairUse, type NewBooking, phone10Of, type StoredLead } from "../store";
import { arrangementIn, eventOf } from "./events";
import { manageUrlOf } from "./visitor-mail";
import { textsIn } from "../visitor-texts";

/** A manage link's secret: 32 random bytes, 43 characters of base64url (contract MANAGE_TOKEN_PATTERN). */
const MANAGE_TOKEN_BYTES = 32;

/** A new manage link's secret. */
export const newManageToken = () => randomToken(MANAGE_TOKEN_BYTES);

/** The channel a visitor's own confirmation and reminder go on: e-mail, or the webhook where a Worker has no SMTP. */
export function visitorChannelOf(channels: readonly NotificationChannel[]): NotificationChannel | undefined {
  return channels.includes("email") ? "email" : channels.includes("webhook") ? "webhook" : undefined;
}

export type Reservation = {
  form: "get-in-touch" | "event-registration";
  fields: GetInTouchValues;
  source: LeadSource;
  /** The office whose counsellors take the lead. */
  office: OfficeId;
  booking: NewBooking;
  idempotencyKey: string | null;
  at: Date;
};

type Person = { phone: string | null; email: string };

/**
 * A booking as its answer states it: the slot, how it happens (in the visitor's language, as their e-mails say it),
 * who holds it and the manage link.
 */
function bookedView(
  reference: string,
  booking: Pick<NewBooking, "mode" | "office" | "pool" | "start" | "end" | "meetingUrl"> & {
    counsellorName: string | null;
  },
  manageToken: string,
  person: Person & { language?: Language },
  deps: Pick<ReceiverDeps, "config" | "channels">,
): ApiBooked {
  const { mode, office, start, end, counsellorName } = booking;
  return {
    ok: true,
    reference,
    start: istIso(start),
    end: istIso(end),
    mode,
    ...(office ? { office } : {}),
    arrangement: arrangementIn(person.language ?? DEFAULT_LANGUAGE, booking, {
      phone: person.phone ?? "",
      email: person.email,
    }),
    ...(counsellorName ? { counsellor: counsellorName } : {}),
    manageUrl: manageUrlOf(deps.config.siteUrl, manageToken, person.language ?? DEFAULT_LANGUAGE),
    confirmationQueued: visitorChannelOf(deps.channels) !== undefined,
  };
}

/**
 * Stores the reservation and answers with its slot, its counsellor and manage link, as stored; SlotTakenError
 * when its seats are gone.
 */
export async function reserve(deps: ReceiverDeps, reservation: Reservation): Promise<ApiBooked> {
  const { store, channels } = deps;
  const manageToken = newManageToken();
  const { reference } = await store.leads.accept({
    form: reservation.form,
    status: "booked",
    idempotencyKey: reservation.idempotencyKey,
    fields: reservation.fields,
    source: reservation.source,
    office: reservation.office,
    responseDueAt: null,
    channels,
    receivedAt: reservation.at,
    booking: reservation.booking,
    manageToken,
    visitorChannel: visitorChannelOf(channels),
  });
  const { booking } = reservation;
  // Held by a counsellor the insert chose: read back who. Else the answer is what was asked for.
  if (!booking.holder)
    return bookedView(reference, { ...booking, counsellorName: null }, manageToken, reservation.fields, deps);
  const stored = await store.leads.find({ reference });
  const answer = stored && bookedAnswer(stored, deps);
  if (!answer) throw new Error(`the booking ${reference} was stored but cannot be read back`);
  return answer;
}

/** Fair use's view of the person booking at `at` (store/seats.ts FairUse). */
export const fairUseOf = (person: { email: string; phone?: string | null }, at: Date): FairUse => ({
  email: person.email.trim().toLowerCase(),
  phone10: phone10Of(person.phone),
  now: at,
});

/**
 * Why a booking refused as taken was really refused: the person's limit (409 booking_limit, their standing
 * bookings' links sent again to the addresses they were booked with, and the answer says so only when queued),
 * or undefined when the seats were simply gone. The answer names none of the bookings. `seatsLeft` false (the
 * slot is full now) skips the check: the seats were gone.
 */
export async function limitRefusal(
  deps: ReceiverDeps,
  person: FairUse,
  booking: Pick<NewBooking, "mode" | "pool">,
  { seatsLeft = true, language = DEFAULT_LANGUAGE }: { seatsLeft?: boolean; language?: Language } = {},
) {
  if (!seatsLeft || !(await deps.store.seats.atLimit(person, booking))) return undefined;
  const channel = visitorChannelOf(deps.channels);
  if (channel) await deps.store.seats.resendLinks(person, booking, channel);
  const event = booking.mode === "event";
  // In the language of the page it was sent from, which shows it under its own title.
  const { limit } = textsIn(language);
  return new ApiProblem(
    409,
    "booking_limit",
    [limit.held(event), limit.links(event, Boolean(channel)), limit.call(site.phones[0])].join(" "),
  );
}

/** A stored booking's answer again (a retry's replay), while it stands. */
export function bookedAnswer(lead: StoredLead, deps: Pick<ReceiverDeps, "config" | "channels">) {
  if (!lead.booking || !lead.manageToken) return undefined;
  const { startAt: start, endAt: end } = lead.booking;
  return bookedView(lead.reference, { ...lead.booking, start, end }, lead.manageToken, lead, deps);
}

/** What the office recorded of a consultation: attended (consulted, or further on), or missed (a no-show). */
function outcomeOf(lead: StoredLead): "attended" | "missed" | undefined {
  if (lead.status === "closed") return lead.closedReason === "no_show" ? "missed" : undefined;
  return ["consulted", "applied", "enrolled"].includes(lead.status) ? "attended" : undefined;
}

/** A consultation that has begun (or passed, or been marked) is kept as it is: changes go through the office. */
export const changeable = (lead: StoredLead, at: Date) =>
  Boolean(lead.booking && lead.booking.startAt > at && !outcomeOf(lead));

/** A booking as its manage link shows it; once cancelled, what was. */
export async function managedView(
  lead: StoredLead,
  at: Date,
  deps: Pick<ReceiverDeps, "config" | "channels" | "store">,
): Promise<ApiManagedBooking> {
  const person = { firstName: lead.firstName, email: lead.email, phone: lead.phone ?? "" };
  const slot = bookedAnswer(lead, deps);
  if (!slot) {
    const last = await deps.store.seats.lastCancelled(lead.id);
    const event = last && eventOf(last);
    const cancelled = last && {
      start: istIso(last.startAt),
      end: istIso(last.endAt),
      mode: last.mode,
      ...(last.office ? { office: last.office } : {}),
      ...(event ? { title: event.title } : {}),
    };
    return { ok: true, reference: lead.reference, status: "cancelled", ...person, ...(cancelled ? { cancelled } : {}) };
  }
  const { start, end, mode, office, arrangement, counsellor, confirmationQueued } = slot;
  return {
    ok: true,
    reference: lead.reference,
    status: "booked",
    changeable: changeable(lead, at),
    ...(lead.booking?.heldUntil ? { heldUntil: lead.booking.heldUntil.toISOString() } : {}),
    ...(outcomeOf(lead) ? { outcome: outcomeOf(lead) } : {}),
    ...(lead.booking?.mode === "event" ? { title: eventOf(lead.booking)?.title } : {}),
    ...person,
    ...{ start, end, mode, office, arrangement, confirmationQueued },
    ...(counsellor ? { counsellor } : {}),
  };
}

/** The visitor cancels through their manage link: the seat is freed and the office told. */
export async function cancelReservation(
  deps: ReceiverDeps,
  lead: StoredLead & { booking: NonNullable<StoredLead["booking"]> },
  at: Date,
) {
  const slot = { ...lead.booking, start: lead.booking.startAt, end: lead.booking.endAt };
  await deps.store.seats.cancel(lead, {
    at,
    detail: `Cancelled the consultation of ${consultationText(slot)}`,
    officeChannels: deps.channels,
    // The family's WhatsApp names it in their language.
    cancelled: { when: textsIn(lead.language).slot(slot) },
  });
}

/** The visitor moves their booking to `booking`'s slot; SlotTakenError when it has no seat left. */
export async function moveReservation(
  deps: ReceiverDeps,
  lead: StoredLead & { booking: NonNullable<StoredLead["booking"]> },
  booking: NewBooking,
  at: Date,
) {
  const current = lead.booking;
  const from = consultationText({ ...current, start: current.startAt, end: current.endAt });
  const to = consultationText({ ...current, start: booking.start, end: booking.end });
  await deps.store.seats.move(lead, booking, visitorChannelOf(deps.channels), {
    at,
    detail: `Moved the consultation from ${from} to ${to}`,
    officeChannels: deps.channels,
  });
}
