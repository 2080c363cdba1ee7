/**
 * The booking page's, the manage page's and the events' calls to the lead receiver, through its typed client
 * (lib/receiver-client.ts): the free slots, a booking or an event registration (with retries under one
 * Idempotency-Key, as every form sends), an event's seats, and the visitor's own booking through the manage
 * link's token.
 */
import type { InferRequestType } from "hono/client";

import {
  type ApiBooked,
  type ApiError,
  type ApiManagedBooking,
  type ApiSlotTaken,
  type ApiWaitlisted,
  MANAGE_TOKEN_PATTERN,
  type OpenSlot,
} from "@/contract/api";
import { deliveryTiming, nativeEndpoint, receiverApiBase } from "@/lib/leads/config";
import { deliveryOf, type Delivery } from "@/lib/leads/deliver";
import { postWithRetry, type RetryOptions } from "@/lib/leads/post-with-retry";
import { receiverClient } from "@/lib/receiver-client";

type Client = ReturnType<typeof receiverClient>;
/** What the booking page sends: the person, as on Get In Touch, and the slot (contract/validations/booking.ts). */
export type BookingRequest = InferRequestType<Client["bookings"]["$post"]>["json"];
/** What an event registration sends: the person, as on Get In Touch. */
export type RegistrationRequest = InferRequestType<Client["events"][":slug"]["registrations"]["$post"]>["json"];
export type SlotChoice = Pick<InferRequestType<Client["slots"]["$get"]>["query"], "mode" | "office">;

/** Whether this page can book at all: a receiver is configured (plain static hosting has none). */
export function canBook(): boolean {
  return receiverApiBase() !== undefined;
}

/**
 * What the first paint can know of canBook(): false in an export built without a receiver (the page says so from
 * its first paint, so nothing moves when the script arrives), else unknown until the browser checks.
 */
export function canBookAtBuild(): false | undefined {
  return nativeEndpoint("leads") ? undefined : false;
}

const timeout = () => AbortSignal.timeout(deliveryTiming("leads").attemptTimeoutMs);

/** The free slots of the next 14 days for a way of meeting; throws when the receiver cannot answer. */
export async function fetchSlots({ mode, office }: SlotChoice, signal?: AbortSignal): Promise<OpenSlot[]> {
  const response = await receiverClient().slots.$get(
    { query: { mode, ...(office ? { office } : {}) } },
    { init: { signal: signal ?? timeout() } },
  );
  if (!response.ok) throw new Error(`the receiver answered ${response.status}`);
  return (await response.json()).slots;
}

/**
 * What became of a booking or an event registration: booked, its slot taken first (with the nearest free ones),
 * the event full, or a form's outcome.
 */
export type BookingOutcome =
  | { kind: "booked"; booking: ApiBooked }
  | { kind: "taken"; alternatives: OpenSlot[] }
  | { kind: "full" }
  /** The person holds what one person may (two consultations, one place per event): the receiver's words. */
  | { kind: "limit"; message: string }
  | Exclude<Delivery, { kind: "sent" }>;

type SendOptions = Pick<RetryOptions, "onAttempt">;

/** Sends one consultation booking (POST /bookings). */
export function sendBooking(body: BookingRequest, idempotencyKey: string, options: SendOptions = {}) {
  return postBooking(receiverClient().bookings.$url(), body, idempotencyKey, options);
}

/** Registers for an event with seats (POST /events/<slug>/registrations). */
/** Puts the person on a full event's waitlist: their place in line, or why not (the receiver's words, by field). */
export async function joinWaitlist(
  slug: string,
  body: RegistrationRequest,
): Promise<
  { kind: "joined"; position: number } | { kind: "refused"; message: string; fields: Record<string, string> }
> {
  try {
    const response = await receiverClient().events[":slug"].waitlist.$post(
      { param: { slug }, json: body as never },
      { init: { signal: timeout() } },
    );
    const answer = (await response.json().catch(() => undefined)) as ApiWaitlisted | ApiError | undefined;
    if (answer?.ok) return { kind: "joined", position: answer.position };
    return {
      kind: "refused",
      message: answer?.message ?? `The booking service answered ${response.status}.`,
      fields: answer?.fields ?? {},
    };
  } catch {
    return { kind: "refused", message: "We could not reach the booking service just now.", fields: {} };
  }
}

export function sendRegistration(
  slug: string,
  body: RegistrationRequest,
  idempotencyKey: string,
  options: SendOptions = {},
) {
  const url = receiverClient().events[":slug"].registrations.$url({ param: { slug } });
  return postBooking(url, body, idempotencyKey, options);
}

/** An event's seats, or undefined when the receiver has none for it (no seats in its content) or cannot answer. */
export async function fetchEventSeats(slug: string) {
  try {
    const response = await receiverClient().events[":slug"].$get({ param: { slug } }, { init: { signal: timeout() } });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** Sends one booking, retrying network errors and 5xx within the forms' deadline under `idempotencyKey`. */
async function postBooking(
  url: URL,
  body: object,
  idempotencyKey: string,
  options: SendOptions,
): Promise<BookingOutcome> {
  const { deadlineMs, attemptTimeoutMs, baseDelayMs } = deliveryTiming("leads");
  const outcome = await postWithRetry(url.href, JSON.stringify({ ...body, idempotencyKey }), {
    idempotencyKey,
    deadlineMs,
    timeoutMs: attemptTimeoutMs,
    baseDelayMs,
    ...options,
  });
  const answer = outcome.answer as ApiBooked | ApiSlotTaken | ApiError | undefined;
  if (outcome.status === 409 && answer && !answer.ok && answer.error === "slot_taken") {
    return { kind: "taken", alternatives: (answer as ApiSlotTaken).alternatives };
  }
  if (outcome.status === 409 && answer && !answer.ok && answer.error === "event_full") return { kind: "full" };
  if (outcome.status === 409 && answer && !answer.ok && answer.error === "booking_limit") {
    return { kind: "limit", message: answer.message };
  }
  const delivery = deliveryOf(outcome);
  if (delivery.kind === "sent") {
    return answer?.ok && "manageUrl" in answer ? { kind: "booked", booking: answer } : { kind: "held" };
  }
  return delivery;
}

/** The manage link's token, from the page's fragment (#...), when it has the right shape. */
export function manageTokenOf(hash: string): string | undefined {
  const token = hash.replace(/^#/, "");
  return MANAGE_TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The calendar file of a booking (the receiver makes it: UTC times, one UID per booking). */
export function calendarFileUrl(token: string): string {
  return receiverClient().bookings[":token"]["calendar.ics"].$url({ param: { token } }).href;
}

export type ManageAnswer =
  | { kind: "booking"; booking: ApiManagedBooking }
  | { kind: "taken"; alternatives: OpenSlot[] }
  | { kind: "refused"; status: number; message: string; fields?: Record<string, string> }
  | { kind: "unreachable" };

/** One call on a booking through its token: read it, cancel it, or move it to `start`. */
export async function manageBooking(
  token: string,
  action: { kind: "read" } | { kind: "cancel" } | { kind: "confirm" } | { kind: "move"; start: string },
): Promise<ManageAnswer> {
  const booking = receiverClient().bookings[":token"];
  const param = { token };
  const init = { init: { signal: timeout() } };
  let response: Response;
  try {
    response =
      action.kind === "read"
        ? await booking.$get({ param }, init)
        : action.kind === "cancel"
          ? await booking.cancel.$post({ param }, init)
          : action.kind === "confirm"
            ? await booking.confirm.$post({ param }, init)
            : await booking.reschedule.$post({ param, json: { start: action.start } }, init);
  } catch {
    return { kind: "unreachable" };
  }
  if (response.status >= 500) return { kind: "unreachable" };
  const answer = (await response.json().catch(() => undefined)) as
    ApiManagedBooking | ApiSlotTaken | ApiError | undefined;
  if (answer?.ok) return { kind: "booking", booking: answer };
  if (answer && answer.error === "slot_taken")
    return { kind: "taken", alternatives: (answer as ApiSlotTaken).alternatives };
  return {
    kind: "refused",
    status: response.status,
    message: answer?.message ?? `The booking service answered ${response.status}.`,
    fields: answer?.fields,
  };
}
