/**
 * The booking page's and the manage page's calls to the lead receiver (contract/api.ts): the free slots, a
 * booking (with retries under one Idempotency-Key, as every form sends), and the visitor's own booking through
 * the manage link's token.
 */
import {
  apiUrl,
  type ApiBooked,
  type ApiError,
  type ApiEventSeats,
  type ApiManagedBooking,
  type ApiSlotTaken,
  MANAGE_TOKEN_PATTERN,
} from "@/contract/api";
import type { ConsultationMode } from "@/contract/booking-slots";
import type { OfficeId } from "@/contract/offices";
import { deliveryTiming, receiverApiBase } from "@/lib/leads/config";
import { deliveryOf, type Delivery } from "@/lib/leads/deliver";
import { postWithRetry, type RetryOptions } from "@/lib/leads/post-with-retry";

export type OpenSlot = { start: string; end: string; available: number };
export type SlotChoice = { mode: ConsultationMode; office?: OfficeId };

/** Whether this page can book at all: a receiver is configured (plain static hosting has none). */
export function canBook(): boolean {
  return receiverApiBase() !== undefined;
}

function api(path: "slots" | "bookings" | "events"): string {
  const base = receiverApiBase();
  if (!base) throw new Error("no lead receiver is configured");
  return apiUrl(base, path);
}

/** The free slots of the next 14 days for a way of meeting; throws when the receiver cannot answer. */
export async function fetchSlots({ mode, office }: SlotChoice, signal?: AbortSignal): Promise<OpenSlot[]> {
  const query = new URLSearchParams({ mode, ...(office ? { office } : {}) });
  const response = await fetch(`${api("slots")}?${query}`, {
    signal: signal ?? AbortSignal.timeout(deliveryTiming("leads").attemptTimeoutMs),
  });
  if (!response.ok) throw new Error(`the receiver answered ${response.status}`);
  return ((await response.json()) as { slots: OpenSlot[] }).slots;
}

/**
 * What became of a booking or an event registration: booked, its slot taken first (with the nearest free ones),
 * the event full, or a form's outcome.
 */
export type BookingOutcome =
  | { kind: "booked"; booking: ApiBooked }
  | { kind: "taken"; alternatives: OpenSlot[] }
  | { kind: "full" }
  | Exclude<Delivery, { kind: "sent" }>;

/** Sends one consultation booking (POST /bookings). */
export function sendBooking(
  body: Record<string, string>,
  idempotencyKey: string,
  options: Pick<RetryOptions, "onAttempt"> = {},
): Promise<BookingOutcome> {
  return postBooking(api("bookings"), body, idempotencyKey, options);
}

/** Registers for an event with seats (POST /events/<slug>/registrations). */
export function sendRegistration(
  slug: string,
  body: Record<string, string>,
  idempotencyKey: string,
  options: Pick<RetryOptions, "onAttempt"> = {},
): Promise<BookingOutcome> {
  return postBooking(`${api("events")}/${encodeURIComponent(slug)}/registrations`, body, idempotencyKey, options);
}

/** An event's seats, or undefined when the receiver has none for it (no seats in its content) or cannot answer. */
export async function fetchEventSeats(slug: string): Promise<ApiEventSeats | undefined> {
  try {
    const response = await fetch(`${api("events")}/${encodeURIComponent(slug)}`, {
      signal: AbortSignal.timeout(deliveryTiming("leads").attemptTimeoutMs),
    });
    return response.ok ? ((await response.json()) as ApiEventSeats) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends one booking, retrying network errors and 5xx within the forms' deadline under `idempotencyKey`. */
async function postBooking(
  url: string,
  body: Record<string, string>,
  idempotencyKey: string,
  options: Pick<RetryOptions, "onAttempt">,
): Promise<BookingOutcome> {
  const { deadlineMs, attemptTimeoutMs, baseDelayMs } = deliveryTiming("leads");
  const outcome = await postWithRetry(url, JSON.stringify({ ...body, idempotencyKey }), {
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

const manageApi = (token: string, action = "") => `${api("bookings")}/${token}${action}`;

/** The calendar file of a booking (the receiver makes it: UTC times, one UID per booking). */
export function calendarFileUrl(token: string): string {
  return manageApi(token, "/calendar.ics");
}

export type ManageAnswer =
  | { kind: "booking"; booking: ApiManagedBooking }
  | { kind: "taken"; alternatives: OpenSlot[] }
  | { kind: "refused"; status: number; message: string; fields?: Record<string, string> }
  | { kind: "unreachable" };

/** One call on a booking through its token: read it, cancel it, or move it to `start`. */
export async function manageBooking(
  token: string,
  action: { kind: "read" } | { kind: "cancel" } | { kind: "move"; start: string },
): Promise<ManageAnswer> {
  let response: Response;
  try {
    response = await fetch(
      manageApi(token, action.kind === "read" ? "" : action.kind === "cancel" ? "/cancel" : "/reschedule"),
      action.kind === "read"
        ? { signal: AbortSignal.timeout(deliveryTiming("leads").attemptTimeoutMs) }
        : {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(action.kind === "move" ? { start: action.start } : {}),
            signal: AbortSignal.timeout(deliveryTiming("leads").attemptTimeoutMs),
          },
    );
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
