/**
 * The lead receiver's HTTP contract, shared by the site (lib/leads, components/forms)
 * and the receiver (receiver/). One owner: both sides import these names.
 *
 * The site is built with NEXT_PUBLIC_LEAD_API, the receiver's API base URL
 * ("/api" behind the same origin, or "https://leads.example.workers.dev/api");
 * each endpoint below is that base plus its path.
 */

import type { BookingMode } from "./booking-slots";
import type { OfficeId } from "./offices";

/** Endpoint paths under the API base. */
export const apiPaths = {
  /**
   * Get In Touch, contact and tool estimates: JSON, or a urlencoded/multipart form post without JavaScript.
   * DELETE with ?email= and the counsellors' bearer token erases that person's data (answer: ApiErased).
   */
  leads: "/leads",
  /** Careers application: multipart with the resume. */
  careers: "/careers",
  /** Newsletter sign-up: JSON { email } or a form post. */
  newsletter: "/newsletter",
  /** GET (the link in every newsletter mail) or POST (one-click List-Unsubscribe) with ?token=. */
  unsubscribe: "/newsletter/unsubscribe",
  health: "/health",
  /** GET ?mode=office|phone|video&office=&from=YYYY-MM-DD&days=14: the free consultation slots (receiver/src/slots.ts). */
  slots: "/slots",
  /**
   * POST { mode, office?, start, firstName, lastName, email, phone, service?, destination?, message? } with an
   * Idempotency-Key: 201 ApiBooked; 409 { error: "slot_taken", alternatives } when its seats are gone.
   * With the manage link's token, /bookings/<token>: GET ApiManagedBooking; GET /calendar.ics the calendar file;
   * POST /cancel; POST /reschedule { start } (409 slot_taken as above). A token not known is a 404.
   */
  bookings: "/bookings",
  /**
   * An event with seats (its content gives them): GET /events/<slug> ApiEventSeats; POST /events/<slug>/registrations
   * { firstName, lastName, email, phone } with an Idempotency-Key: 201 ApiBooked (mode "event", the join details as
   * its arrangement); 409 event_full when every seat is taken; 422 naming `event` once registration has closed.
   */
  events: "/events",
  /** Counsellors' CSV export; Authorization: Bearer <LEADS_EXPORT_TOKEN>. */
  leadsCsv: "/leads.csv",
  /** A stored resume by lead reference, same bearer token: /resumes/BP-7F3K2. */
  resumes: "/resumes",
  /** Staff accounts (Better Auth): /auth/sign-in/email, /auth/sign-out, /auth/get-session, /auth/change-password. */
  auth: "/auth",
  /** POST: adds a staff account (receiver/src/staff.ts), with the export token: the first admin of a Worker. */
  staff: "/staff",
  /** The counsellors' desk, JSON with the staff session cookie (receiver/src/desk.ts). */
  desk: "/desk",
  /**
   * The student and parent portal, JSON with the portal's own session cookie (contract/portal.ts): its accounts
   * under /portal/auth (Better Auth), then /portal/me, /portal/documents, /portal/messages, /portal/parents.
   */
  portal: "/portal",
  /**
   * Meta's WhatsApp webhook (receiver/src/routes/whatsapp.ts), while WHATSAPP_* are set: GET /whatsapp/webhook
   * answers the verification; POST takes notifications signed with X-Hub-Signature-256.
   */
  whatsapp: "/whatsapp",
} as const;

export type ApiPath = keyof typeof apiPaths;

/**
 * The bot trap's field name. Chosen so no browser autofill matches it (no "company",
 * "website", "url", "name" or "email" in it); its label says to leave it empty.
 */
export const HONEYPOT_FIELD = "bp_trap_7q";

/** The header (and body field `idempotencyKey`) naming one submission; retries reuse it. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** "BP-" and five characters of Crockford base32 (no I, L, O, U): short enough to read out on a call. */
export const REFERENCE_PATTERN = /^BP-[0-9A-HJKMNP-TV-Z]{5}$/;

/**
 * Accepted, stored and passed to a counsellor (201). The same Idempotency-Key with the same submission within
 * 24 hours gets the first answer again, with `replayed: true` (200).
 */
export type ApiAccepted = {
  ok: true;
  reference: string;
  /** True when this answer repeats an earlier one for the same Idempotency-Key (no new row). */
  replayed?: boolean;
  /**
   * True when the bot trap was filled: stored as spam for a counsellor to review, not
   * notified. The site keeps the form as typed and says it is held for review.
   */
  held?: boolean;
};

/**
 * A consultation booked (POST /bookings): times as ISO 8601 in IST, with its offset; `manageUrl` is the site's manage
 * page with the booking's secret token in its fragment (#): whoever holds it may move or cancel the booking.
 */
export type ApiBooked = ApiAccepted & {
  start: string;
  end: string;
  mode: BookingMode;
  office?: OfficeId;
  /** How it happens, as the confirmation e-mail says it: the office's address and map link, or who calls whom. */
  arrangement: { text: string; address?: string; mapUrl?: string; meetingUrl?: string };
  /** The counsellor who holds it, by name; absent for an event, and while the calendar's seats stand in for counsellors. */
  counsellor?: string;
  manageUrl: string;
  /** Whether a confirmation e-mail (and the reminder) is queued: only when the receiver has a channel for them. */
  confirmationQueued: boolean;
};

/** The site's booking page, where a visitor books again (the no-show message links it). */
export const BOOKING_PATH = "/book-consultation";
/** The site's page a booking's manage link opens, with the token in its fragment (never sent to a server). */
export const BOOKING_MANAGE_PATH = `${BOOKING_PATH}/manage`;

/** A manage link's token (the part after "#"): 43 characters of base64url. */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A booking as its manage link shows it: the slot while it stands (and whether it may still change), or cancelled. */
export type ApiManagedBooking = {
  ok: true;
  reference: string;
  firstName: string;
  email: string;
  phone: string;
} & (
  | ({
      status: "booked";
      changeable: boolean;
      /** An event registration's event; absent for a consultation. */
      title?: string;
      /** A place offered from the event's waitlist, held for the person until then (ISO 8601) to confirm. */
      heldUntil?: string;
      /** What the office recorded once it began: attended, or missed (a no-show); absent before. */
      outcome?: "attended" | "missed";
    } & Pick<ApiBooked, "start" | "end" | "mode" | "office" | "arrangement" | "counsellor" | "confirmationQueued">)
  | {
      status: "cancelled";
      /** What was cancelled: its slot and, for an event, its title. */
      cancelled?: Pick<ApiBooked, "start" | "end" | "mode" | "office"> & { title?: string };
    }
);

/**
 * A place in a full event's waitlist (POST /events/<slug>/waitlist with the Get In Touch fields): how many wait
 * before the person, plus one, and whether they wait or were offered a place already.
 */
export type ApiWaitlisted = { ok: true; position: number; state: "waiting" | "offered" | "left" };

/** An event's seats: how many in all and still free, and whether registration is open. */
export type ApiEventSeats = {
  slug: string;
  seats: number;
  seatsLeft: number;
  open: boolean;
  /** Whether a full event takes names for its waitlist: only while the receiver can tell them a seat is free. */
  waitlist: boolean;
};

/** A consultation slot with a seat left: its times as ISO 8601 in IST, and how many seats are free. */
export type OpenSlot = { start: string; end: string; available: number };

/** GET /slots: the free slots of the bookable days asked for, by time. */
export type ApiSlots = { slots: OpenSlot[] };

/** The free slots nearest the one asked for, when it was taken (409 slot_taken). */
export type ApiSlotTaken = ApiError & { alternatives: OpenSlot[] };

export type ApiErrorCode =
  /** 400: the body is not JSON / not a parsable form. */
  | "malformed"
  /** 409: the consultation slot has no seat left; `alternatives` are the nearest free ones. */
  | "slot_taken"
  /** 409: the booking was cancelled, or has begun: it can no longer change through its manage link. */
  | "booking_cancelled"
  | "booking_closed"
  /** 409: every seat of the event is taken. */
  | "event_full"
  /**
   * 409: the person (their e-mail, or their phone however typed) already holds two upcoming consultations (one
   * after a second no-show in 90 days), or is registered for the event; their links were sent again when queued.
   */
  | "booking_limit"
  /** 422: fields failed the shared schema; `fields` names each with its message. */
  | "invalid"
  /** 413: body or resume over the limit; `fields.resume` when it is the file. */
  | "too_large"
  /** 415: a content type the endpoint does not take. */
  | "unsupported_media_type"
  /** 403: a cross-origin request from an origin not in ALLOWED_ORIGINS. */
  | "origin_not_allowed"
  /** 429: over the per-IP rate limit; `retryAfterSeconds` (also the Retry-After header). */
  | "rate_limited"
  /** 401: missing or wrong bearer token (counsellor endpoints), or no staff session (the desk). */
  | "unauthorized"
  /** 403: a staff member asked for what only an admin may do. */
  | "forbidden"
  | "not_found"
  /** 405: the path takes other methods (the Allow header lists them). */
  | "method_not_allowed"
  /** 409: the first request with this Idempotency-Key is still being stored; send again after Retry-After. */
  | "request_in_progress"
  /** 422: this Idempotency-Key came with another submission or endpoint: a new submission needs a new key. */
  | "idempotency_key_reused"
  /** 503: the receiver cannot store anything just now (database busy or not writable); Retry-After says when. */
  | "unavailable"
  /** 5xx: the receiver could not store it; the site retries with the same key. */
  | "server_error";

export type ApiError = {
  ok: false;
  error: ApiErrorCode;
  /** One sentence a visitor can act on. */
  message: string;
  /** Field name -> the schema's own message for that field. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
};

export type ApiAnswer = ApiAccepted | ApiError;

/** What an erasure request (DELETE /leads?email=) removed. */
export type ApiErased = { ok: true; leads: number; resumes: number; subscribers: number };

/** Joins the API base and an endpoint path ("/api" + "/leads"). */
export function apiUrl(base: string, path: ApiPath): string {
  return `${base.replace(/\/+$/, "")}${apiPaths[path]}`;
}
