/**
 * The lead receiver's HTTP API (the contract in contract/api.ts), one Hono app for both
 * targets: node/main.ts and worker/index.ts only supply the store, the file store and
 * how to reach the client IP and the outbox.
 */
import { isAPIError } from "better-auth/api";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { timingSafeEqual } from "hono/utils/buffer";

import { isLeadFormId, labelOf } from "@/contract/forms";
import { BOOKING_DAYS, bookingModes } from "@/contract/booking-slots";
import { IST_ISO_EXAMPLE, istDateOf, istIso, istMidnightOf, type IstDate } from "@/contract/india-time";
import { consultationText } from "@/content/booking";
import { leadSourceOf } from "@/contract/lead-source";
import {
  apiPaths,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  REFERENCE_PATTERN,
  type ApiAccepted,
  type ApiBooked,
  type ApiError,
  type ApiErrorCode,
  type ApiErased,
  type ApiEventSeats,
  type ApiManagedBooking,
  type ApiSlotTaken,
  MANAGE_TOKEN_PATTERN,
} from "@/contract/api";
import { formatFileSize, RESUME_MAX_BYTES, safeFileName } from "@/contract/validations/resume";
import {
  detectDocumentKind,
  isGenuineResume,
  notADocumentMessage,
  SIGNATURE_BYTES,
  type DocumentKind,
} from "@/contract/validations/file-signature";
import { getInTouchSchema } from "@/contract/validations/get-in-touch";
import { careersSchema, isLeadSchemaId, leadSchemas, newsletterSchema } from "@/contract/validations/lead-schemas";
import { newStaffSchema } from "@/contract/validations/staff";

import { STAFF_CLIENT_IP_HEADER, type StaffAuth } from "./auth";
import type { ReceiverConfig } from "./config";
import { deskRoutes } from "./desk";
import { addStaff } from "./staff";
import { leadsCsv } from "./csv";
import { fieldErrors, jsonError } from "./json-error";
import {
  acceptedPage,
  type BackLink,
  fixFieldsPage,
  PAGE_CSP,
  problemPage,
  unsubscribedPage,
  unsubscribePage,
} from "./html-page";
import type { RateLimiter } from "./rate-limit";
import { randomToken } from "./reference";
import { dueAt } from "./response-clock";
import {
  bookableDays,
  bookableDaysFrom,
  calendarSlot,
  openSlots,
  poolOf,
  seatsOn,
  type Counsellors,
  type SlotQuery,
} from "./slots";
import { sha256Hex, type ResumeStore } from "./resume-store";
import { type NotificationChannel, officeIds } from "./schema";
import {
  type Accepted,
  type LeadFields,
  type LeadStore,
  type ResumeRecord,
  SlotTakenError,
  type StoredLead,
  unavailableCause,
} from "./store";
import { consultationIcs, manageUrlOf } from "./visitor-mail";
import { arrangementOf, eventOf, eventPool, registrableEvent } from "./events";

export type ReceiverDeps = {
  store: LeadStore;
  resumes: ResumeStore;
  /** Proves the target's file store takes a write (the readiness check); throws saying why when it does not. */
  proveFilesWritable?: () => Promise<void>;
  config: ReceiverConfig;
  limiter: RateLimiter;
  /** Channels a new lead gets an outbox row for. */
  channels: readonly NotificationChannel[];
  clientIp: (c: Context) => string;
  /** Starts delivering queued notifications now; the answer does not wait for it. */
  notifyNow: (c: Context) => void;
  /** Staff accounts; absent while BETTER_AUTH_SECRET is unset. */
  staff?: StaffAuth;
  now?: () => Date;
};

export const JSON_BODY_LIMIT = 64 * 1024;
/** The resume plus room for the other fields and the multipart framing. */
export const CAREERS_BODY_LIMIT = RESUME_MAX_BYTES + 256 * 1024;
/** Who the access record names for a request made with LEADS_EXPORT_TOKEN. */
const EXPORT_TOKEN_ACTOR = "export token";
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
/** What a request naming an office that is not one of ours is told (Get In Touch, slots, bookings). */
const OFFICE_CHOICES = `Send office as one of: ${officeIds.join(", ")}`;
const MODE_CHOICES = `Send mode as one of: ${bookingModes.join(", ")}`;
/** A manage link's secret: 32 random bytes, 43 characters of base64url (contract MANAGE_TOKEN_PATTERN). */
const MANAGE_TOKEN_BYTES = 32;
/** A date and time with its offset (a bare local time is ambiguous), as IST_ISO_EXAMPLE. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const contentTypes: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const wantsHtml = (c: Context) => (c.req.header("Accept") ?? "").includes("text/html");

/** What every handler may read: the way back to the site for the no-JavaScript pages. */
export type ReceiverEnv = { Variables: { back: BackLink } };

/** True when `origin` is the receiver's own (behind nginx, same host) or one ALLOWED_ORIGINS lists. */
function isKnownOrigin(c: Context, origin: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === c.req.header("Host");
  } catch {
    return false;
  }
}

/**
 * Back to the page's site: the Origin that posted when ALLOWED_ORIGINS lists it, else this origin's root.
 * Never derived from Host, which any client sets: the link must not lead to a site nobody configured.
 */
function backLink(c: Context, config: ReceiverConfig): BackLink {
  const origin = c.req.header("Origin");
  const href = origin && config.allowedOrigins.has(origin) ? `${origin}/` : "/";
  return { href, siteName: config.siteName };
}

const problemHeadings: Partial<Record<ApiErrorCode, string>> = {
  too_large: "That is too large to send",
  rate_limited: "Too many submissions just now",
  server_error: "We could not save this just now",
};

/** An ApiError as JSON, or as a small page for a form posted without JavaScript. */
async function fail(
  c: Context<ReceiverEnv>,
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  extra: Pick<ApiError, "fields" | "retryAfterSeconds"> = {},
): Promise<Response> {
  if (extra.retryAfterSeconds !== undefined) c.header("Retry-After", String(extra.retryAfterSeconds));
  if (wantsHtml(c)) {
    const problems = Object.entries(extra.fields ?? {}).map(([name, text]) => ({
      label: labelOf(name),
      message: text,
    }));
    const page =
      problems.length > 0
        ? fixFieldsPage({ problems, back: c.get("back") })
        : problemPage({
            heading: problemHeadings[error] ?? "Please check your request",
            message,
            back: c.get("back"),
          });
    return c.html(page, status);
  }
  return jsonError(c, status, error, message, extra);
}

function accept(c: Context<ReceiverEnv>, accepted: Accepted, held: boolean, heading: string) {
  if (accepted.replayed) c.header("Idempotent-Replayed", "true");
  if (wantsHtml(c)) {
    return c.html(
      acceptedPage({ reference: accepted.reference, heading, held, back: c.get("back") }),
      accepted.replayed ? 200 : 201,
    );
  }
  const body: ApiAccepted = { ok: true, reference: accepted.reference };
  if (accepted.replayed) body.replayed = true;
  if (held) body.held = true;
  return c.json(body, accepted.replayed ? 200 : 201);
}

type Submission = Record<string, unknown>;
type BodyKind = "json" | "form";

const isObject = (value: unknown): value is Submission =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a JSON object or a form post; a Response when the body is unusable. */
async function readSubmission(c: Context, kinds: readonly BodyKind[]): Promise<Submission | Response> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json" && kinds.includes("json")) {
    let value: unknown;
    try {
      value = await c.req.json();
    } catch {
      return fail(
        c,
        400,
        "malformed",
        "The request body is not valid JSON: send one JSON object with the form's fields.",
      );
    }
    if (!isObject(value)) return fail(c, 400, "malformed", "Send one JSON object with the form's fields.");
    return value;
  }
  if ((type === "application/x-www-form-urlencoded" || type === "multipart/form-data") && kinds.includes("form")) {
    try {
      return await c.req.parseBody();
    } catch {
      return fail(c, 400, "malformed", "The form data could not be read: please send the form again.");
    }
  }
  const expected = kinds
    .map((kind) =>
      kind === "json" ? "application/json" : type === "" || kinds.length > 1 ? "a form post" : "multipart/form-data",
    )
    .join(" or ");
  return fail(
    c,
    415,
    "unsupported_media_type",
    `Send this as ${expected}, not ${type || "a body without a Content-Type"}.`,
  );
}

/** The Idempotency-Key header (or the body's idempotencyKey); null when neither is sent. */
async function idempotencyKeyOf(c: Context, input: Submission): Promise<string | null | Response> {
  const raw = c.req.header(IDEMPOTENCY_HEADER) ?? input.idempotencyKey;
  if (raw === undefined || raw === "") return null;
  if (typeof raw === "string" && IDEMPOTENCY_KEY_PATTERN.test(raw)) return raw;
  return fail(c, 422, "invalid", "The idempotency key is not usable.", {
    fields: { idempotencyKey: "Send 1 to 128 visible ASCII characters, the same on every retry" },
  });
}

/** Absent fields read as empty, so a missing field gets the schema's own message ("Please enter your first name"). */
function absentAsEmpty(input: Submission, shape: object, except: readonly string[] = []): Submission {
  const complete = { ...input };
  for (const name of Object.keys(shape)) {
    if (complete[name] === undefined && !except.includes(name)) complete[name] = "";
  }
  return complete;
}

const trapTripped = (input: Submission) => {
  const trap = input[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;
};

/**
 * What a request with an Idempotency-Key submits, as a hex SHA-256: the endpoint and the validated fields in a
 * fixed order (and the resume's own hash): the same submission gives the same fingerprint.
 */
function fingerprintOf(endpoint: string, fields: Record<string, unknown>): string {
  const canonical = JSON.stringify([endpoint, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  return sha256Hex(new TextEncoder().encode(canonical));
}

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Constant-time check of `Authorization: Bearer <LEADS_EXPORT_TOKEN>`. */
async function counsellorAuthorized(c: Context, token: string | undefined): Promise<boolean> {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!token || !presented) return false;
  return timingSafeEqual(presented, token);
}

export function createReceiverApp(deps: ReceiverDeps): Hono<ReceiverEnv> {
  const app = new Hono<ReceiverEnv>().basePath("/api");
  const { store, resumes, config, limiter, channels, clientIp, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();

  app.use("*", async (c, next) => {
    c.set("back", backLink(c, config));
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Content-Security-Policy", PAGE_CSP);
  });

  // Cross-origin callers must be listed; the receiver's own origin (behind nginx) always may post.
  app.use("*", async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin === undefined || isKnownOrigin(c, origin, config.allowedOrigins)) return next();
    return fail(
      c,
      403,
      "origin_not_allowed",
      `This receiver does not take submissions from ${origin}: add it to ALLOWED_ORIGINS.`,
    );
  });

  app.use(
    "*",
    cors({
      origin: (origin) => origin,
      allowMethods: ["GET", "POST"],
      allowHeaders: ["Content-Type", IDEMPOTENCY_HEADER],
      exposeHeaders: ["Retry-After"],
      maxAge: 600,
    }),
  );

  /** The office that takes a lead the visitor sent to none: the destination's counsellors' when set, else the default. */
  const routedOffice = (destination: string | null | undefined) =>
    (destination && config.destinationOffices.get(destination)) || config.defaultOffice;

  const rateLimited: MiddlewareHandler = async (c, next) => {
    const decision = limiter.check(clientIp(c));
    if (decision.allowed) return next();
    return fail(
      c,
      429,
      "rate_limited",
      `Too many submissions from your network just now: please wait ${decision.retryAfterSeconds} seconds and send again.`,
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
  };

  /**
   * Reads and drops the rest of a refused upload before answering, as nginx's lingering close does: a
   * client still sending would otherwise meet a closed connection (a reset on screen) instead of the answer.
   * Past `maxBytes` the rest is left to the server to cut off.
   */
  const discardBody = async (request: Request, maxBytes: number) => {
    try {
      const reader = request.body?.getReader();
      if (!reader) return;
      let read = 0;
      while (read <= maxBytes) {
        const chunk = await reader.read();
        if (chunk.done) return;
        read += chunk.value.byteLength;
      }
      await reader.cancel();
    } catch {
      // Already read by the limit check, or the client went away: nothing left to drop.
    }
  };

  const limitBody = (maxSize: number, field?: string): MiddlewareHandler =>
    bodyLimit({
      maxSize,
      onError: async (c) => {
        await discardBody(c.req.raw, maxSize * 4);
        const size = Number(c.req.header("Content-Length") ?? 0);
        const limit = formatFileSize(field ? RESUME_MAX_BYTES : maxSize);
        const message = field
          ? `Your resume must be ${limit} or smaller${size ? ` (this upload is ${formatFileSize(size)})` : ""}`
          : `The request is larger than ${limit}: please shorten your message.`;
        // The rest of the upload is never read: the client must not reuse this connection.
        c.header("Connection", "close");
        return fail(c, 413, "too_large", message, field ? { fields: { [field]: message } } : {});
      },
    });

  const counsellorOnly: MiddlewareHandler = async (c, next) => {
    const token = config.exportToken;
    if (await counsellorAuthorized(c, token)) return next();
    c.header("WWW-Authenticate", 'Bearer realm="leads"');
    return fail(
      c,
      401,
      "unauthorized",
      token
        ? "Send Authorization: Bearer <LEADS_EXPORT_TOKEN>."
        : "Counsellor access is switched off: set LEADS_EXPORT_TOKEN on the receiver.",
    );
  };

  /**
   * Stores a submission once per Idempotency-Key: a repeat of it (same endpoint and fields) gets the first
   * answer; the key with another submission is refused (422); a repeat while the first is still being stored
   * is asked to come back (409). `storeIt` runs only for a claimed key, or without one.
   */
  async function once(
    c: Context<ReceiverEnv>,
    key: string | null,
    submission: { endpoint: string; fields: Record<string, unknown>; heading: string },
    storeIt: () => Promise<Response>,
    /** The first answer again for a stored lead, when it says more than its reference (a booking's slot). */
    replay?: (reference: string) => Promise<Response | undefined>,
  ): Promise<Response> {
    if (!key) return storeIt();
    const fingerprint = fingerprintOf(submission.endpoint, submission.fields);
    const claim = await store.claimKey(key, submission.endpoint, fingerprint, now());
    if (claim.outcome === "replay") {
      const again = !claim.held && (await replay?.(claim.reference));
      if (again) return again;
      return accept(c, { reference: claim.reference, replayed: true }, claim.held, submission.heading);
    }
    if (claim.outcome === "reused") {
      return fail(c, 422, "idempotency_key_reused", "This Idempotency-Key came with another submission.", {
        fields: { idempotencyKey: "Send a new submission with a new key; a retry repeats the first one exactly" },
      });
    }
    if (claim.outcome === "in_flight") {
      return fail(c, 409, "request_in_progress", "This submission is still being stored: send it again shortly.", {
        retryAfterSeconds: 2,
      });
    }
    try {
      return await storeIt();
    } catch (error) {
      await store.releaseKey(key).catch(() => undefined);
      throw error;
    }
  }

  // Readiness: ok only while a write to the database (and, on Node, the resume folder) goes through.
  app.get(apiPaths.health, async (c) => {
    try {
      await store.proveWrite(now());
      await deps.proveFilesWritable?.();
    } catch (error) {
      const reason = unavailableCause(error)?.message ?? (error instanceof Error ? error.message : String(error));
      console.error(`receiver: not ready: ${reason}`);
      return fail(c, 503, "unavailable", `The receiver cannot store anything just now: ${reason}`, {
        retryAfterSeconds: 30,
      });
    }
    return c.json({
      ok: true,
      pendingNotifications: await store.pendingNotifications(),
      deadNotifications: await store.deadNotifications(),
    });
  });

  /** The slots of `days` days from `from` with a seat left; days past the bookable ones are never offered. */
  async function freeSlots(query: SlotQuery, from: IstDate, days: number, at: Date, counsellors?: Counsellors) {
    return openSlots(
      { ...query, from, days: bookableDaysFrom(from, days, at) },
      counsellors ?? (await store.activeCounsellors()),
      await store.takenSeats(poolOf(query), new Date(istMidnightOf(from)!)),
      at,
    );
  }

  // The free consultation slots (receiver/src/slots.ts): within the bookable days, with a seat left.
  app.get(apiPaths.slots, async (c) => {
    const at = now();
    const { first, last } = bookableDays(at);
    const mode = bookingModes.find((known) => known === c.req.query("mode"));
    const office = officeIds.find((known) => known === c.req.query("office"));
    const from = c.req.query("from") ?? first;
    const daysText = c.req.query("days") ?? String(BOOKING_DAYS);
    const days = /^\d{1,2}$/.test(daysText) ? Number(daysText) : NaN;
    const fields: Record<string, string> = {};
    if (!mode) fields.mode = MODE_CHOICES;
    if ((mode === "office" || c.req.query("office") !== undefined) && !office) {
      fields.office = OFFICE_CHOICES;
    }
    if (istMidnightOf(from) === null || from < first || from > last) {
      fields.from = `Send from as a day from ${first} to ${last} (YYYY-MM-DD, IST)`;
    }
    if (!(days >= 1 && days <= BOOKING_DAYS)) fields.days = `Send days as a whole number from 1 to ${BOOKING_DAYS}`;
    if (!mode || Object.keys(fields).length)
      return fail(c, 422, "invalid", "Some fields need your attention.", { fields });
    return c.json({ slots: await freeSlots({ mode, office }, from, days, at) });
  });

  /**
   * The calendar's slot at `start` (ISO 8601 with its offset) for a booking of `query`, as GET /slots could offer
   * it now; else what to send instead. Shared by a new booking and a move.
   */
  function slotAt(start: unknown, query: Partial<SlotQuery>, at: Date, counsellors: Counsellors) {
    const instant = typeof start === "string" && ISO_WITH_OFFSET.test(start) ? new Date(start) : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      return { problem: `Send start as ISO 8601 with its offset, e.g. ${IST_ISO_EXAMPLE}` };
    }
    const slot = calendarSlot(instant, at);
    if (!slot || istDateOf(slot.start) > bookableDays(at).last) {
      return {
        problem: "Choose a slot GET /api/slots offers: on the half hour in office hours, from 2 hours to 14 days ahead",
      };
    }
    if (query.mode && seatsOn(istDateOf(slot.start), { ...query, mode: query.mode }, counsellors) === 0) {
      return { problem: "No counsellor takes consultations that day: choose another day" };
    }
    return { slot };
  }

  /** 409: the slot's seats went first; the nearest free ones of the same kind are offered instead. */
  async function slotTaken(c: Context, query: SlotQuery, start: Date, at: Date, counsellors: Counsellors) {
    const free = await freeSlots(query, bookableDays(at).first, BOOKING_DAYS, at, counsellors);
    const distance = (other: { start: string }) => Math.abs(Date.parse(other.start) - start.getTime());
    return c.json<ApiSlotTaken>(
      {
        ok: false,
        error: "slot_taken",
        message: "That slot was just taken: please choose another.",
        alternatives: free.sort((a, b) => distance(a) - distance(b)).slice(0, 3),
      },
      409,
    );
  }

  /** The channel a visitor's own confirmation and reminder go on: e-mail, or the webhook where a Worker has no SMTP. */
  const visitorChannel: NotificationChannel | undefined = channels.includes("email")
    ? "email"
    : channels.includes("webhook")
      ? "webhook"
      : undefined;

  /** A booked lead's answer: its slot and manage link (the 201, and a retry's replay). */
  function bookedAnswer(lead: StoredLead): ApiBooked | undefined {
    if (!lead.booking || !lead.manageToken) return undefined;
    const { mode, office, startAt, endAt } = lead.booking;
    return {
      ok: true,
      reference: lead.reference,
      start: istIso(startAt),
      end: istIso(endAt),
      mode,
      ...(office ? { office } : {}),
      arrangement: arrangementOf(lead.booking, { phone: lead.phone ?? "", email: lead.email }),
      manageUrl: manageUrlOf(config.siteUrl, lead.manageToken),
      confirmationQueued: visitorChannel !== undefined,
    };
  }

  /** A retried booking or registration's first answer again, with its slot and manage link (200, replayed). */
  async function replayBooked(c: Context, reference: string) {
    const lead = await store.findLead({ reference });
    const answer = lead && bookedAnswer(lead);
    if (!answer) return undefined;
    c.header("Idempotent-Replayed", "true");
    return c.json<ApiBooked>({ ...answer, replayed: true }, 200);
  }

  /**
   * Books a consultation: a lead with status "booked" and its seat in the slot, stored together or not at all
   * (store.takeSeat: the database refuses a slot with no seat left). The same rules as Get In Touch for the
   * person; the slot must be one GET /slots could offer now.
   */
  app.post(apiPaths.bookings, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const input = await readSubmission(c, ["json", "form"]);
    if (input instanceof Response) return input;
    const at = now();
    const parsed = getInTouchSchema.safeParse(absentAsEmpty(input, getInTouchSchema.shape));
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const mode = bookingModes.find((known) => known === input.mode);
    const office = officeIds.find((known) => known === input.office);
    if (!mode) fields.mode = MODE_CHOICES;
    if ((mode === "office" || (input.office !== undefined && input.office !== "")) && !office) {
      fields.office = OFFICE_CHOICES;
    }
    const counsellors = await store.activeCounsellors();
    const { slot, problem } = slotAt(input.start, { mode, office }, at, counsellors);
    if (problem) fields.start = problem;
    if (!parsed.success || !mode || !slot || Object.keys(fields).length) {
      return fail(c, 422, "invalid", "Some fields need your attention.", { fields });
    }
    const idempotencyKey = await idempotencyKeyOf(c, input);
    if (idempotencyKey instanceof Response) return idempotencyKey;
    const query = { mode, office };
    const source = leadSourceOf(input);
    const booked = { start: istIso(slot.start), end: istIso(slot.end), mode, ...(office ? { office } : {}) };
    const heading = `Thank you, ${parsed.data.firstName}`;
    // A filled bot trap is kept as spam for review, as on every form, and takes no seat.
    const held = trapTripped(input);
    try {
      return await once(
        c,
        idempotencyKey,
        { endpoint: apiPaths.bookings, fields: { ...parsed.data, ...source, ...booked, held }, heading },
        async () => {
          if (held) {
            const spam = { form: "get-in-touch", status: "spam", idempotencyKey, fields: parsed.data, source } as const;
            return accept(c, await store.acceptLead({ ...spam, channels, receivedAt: at }), true, heading);
          }
          const manageToken = randomToken(MANAGE_TOKEN_BYTES);
          const { reference } = await store.acceptLead({
            form: "get-in-touch",
            status: "booked",
            idempotencyKey,
            fields: parsed.data,
            source,
            office: office ?? routedOffice(parsed.data.destination),
            responseDueAt: null,
            channels,
            receivedAt: at,
            booking: {
              ...slot,
              mode,
              office: office ?? null,
              pool: poolOf(query),
              capacity: seatsOn(istDateOf(slot.start), query, counsellors),
            },
            manageToken,
            visitorChannel,
          });
          notifyNow(c);
          const manageUrl = manageUrlOf(config.siteUrl, manageToken);
          const { phone, email } = parsed.data;
          const arrangement = arrangementOf({ mode, office: office ?? null, pool: poolOf(query) }, { phone, email });
          const confirmationQueued = visitorChannel !== undefined;
          return c.json<ApiBooked>({ ok: true, reference, ...booked, arrangement, manageUrl, confirmationQueued }, 201);
        },
        (reference) => replayBooked(c, reference),
      );
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return slotTaken(c, query, slot.start, at, counsellors);
    }
  });

  /** The event of the address, when it takes registrations by seats (its content gives them). */
  const eventAt = (c: Context<ReceiverEnv>) => registrableEvent(c.req.param("slug") ?? "");
  const noSuchEvent = (c: Context<ReceiverEnv>) =>
    fail(c, 404, "not_found", "No event with registration by seats has this name: check the event's page.");
  const seatsLeftAt = async (event: NonNullable<ReturnType<typeof registrableEvent>>) =>
    Math.max(
      0,
      event.seats - ((await store.takenSeats(eventPool(event.slug), event.start)).get(event.start.getTime()) ?? 0),
    );

  // An event's seats: how many, how many are left, and whether registration is still open.
  app.get(`${apiPaths.events}/:slug`, async (c) => {
    const event = eventAt(c);
    if (!event) return noSuchEvent(c);
    return c.json<ApiEventSeats>({
      slug: event.slug,
      seats: event.seats,
      seatsLeft: await seatsLeftAt(event),
      open: now() < event.closesAt,
    });
  });

  /**
   * Registers a visitor for an event: a lead ("event-registration", status booked) with a seat of the event's
   * pool, taken in the same insert as a consultation's (store.takeSeat), so the event is never over-full. The
   * answer is a booking's, with the join details as its arrangement; a full event is 409 event_full.
   */
  app.post(`${apiPaths.events}/:slug/registrations`, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const event = eventAt(c);
    if (!event) return noSuchEvent(c);
    const input = await readSubmission(c, ["json", "form"]);
    if (input instanceof Response) return input;
    const at = now();
    const parsed = getInTouchSchema.safeParse(absentAsEmpty(input, getInTouchSchema.shape));
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (at >= event.closesAt) fields.event = "Registration for this event has closed";
    if (!parsed.success || Object.keys(fields).length) {
      return fail(c, 422, "invalid", "Some fields need your attention.", { fields });
    }
    const idempotencyKey = await idempotencyKeyOf(c, input);
    if (idempotencyKey instanceof Response) return idempotencyKey;
    const source = leadSourceOf(input);
    const heading = `Thank you, ${parsed.data.firstName}`;
    const held = trapTripped(input);
    const booking = {
      mode: "event" as const,
      office: event.office,
      pool: eventPool(event.slug),
      start: event.start,
      end: event.end,
      capacity: event.seats,
    };
    try {
      return await once(
        c,
        idempotencyKey,
        { endpoint: `${apiPaths.events}/${event.slug}`, fields: { ...parsed.data, ...source, held }, heading },
        async () => {
          const common = { form: "event-registration", idempotencyKey, fields: parsed.data, source } as const;
          if (held)
            return accept(
              c,
              await store.acceptLead({ ...common, status: "spam", channels, receivedAt: at }),
              true,
              heading,
            );
          const manageToken = randomToken(MANAGE_TOKEN_BYTES);
          const { reference } = await store.acceptLead({
            ...common,
            status: "booked",
            office: event.office ?? routedOffice(parsed.data.destination),
            responseDueAt: null,
            channels,
            receivedAt: at,
            booking,
            manageToken,
            visitorChannel,
          });
          notifyNow(c);
          return c.json<ApiBooked>(
            {
              ok: true,
              reference,
              start: istIso(event.start),
              end: istIso(event.end),
              mode: "event",
              ...(event.office ? { office: event.office } : {}),
              arrangement: event.join,
              manageUrl: manageUrlOf(config.siteUrl, manageToken),
              confirmationQueued: visitorChannel !== undefined,
            },
            201,
          );
        },
        (reference) => replayBooked(c, reference),
      );
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return fail(c, 409, "event_full", "This event is full: every seat is taken.");
    }
  });

  /** The booking a manage link names, or the 404 that says the link is not known. */
  async function managedLead(c: Context<ReceiverEnv>) {
    const token = c.req.param("token") ?? "";
    const lead = MANAGE_TOKEN_PATTERN.test(token) ? await store.leadByManageToken(token) : undefined;
    if (lead) return lead;
    return fail(c, 404, "not_found", "This booking link is not known: check that it is complete, as in your e-mail.");
  }

  /** A consultation that has begun (or passed) is kept as it is: changes go through the office. */
  const changeable = (lead: StoredLead, at: Date) => Boolean(lead.booking && lead.booking.startAt > at);

  function managedView(lead: StoredLead, at: Date): ApiManagedBooking {
    const person = { firstName: lead.firstName, email: lead.email, phone: lead.phone ?? "" };
    const slot = bookedAnswer(lead);
    if (!slot) return { ok: true, reference: lead.reference, status: "cancelled", ...person };
    const { start, end, mode, office, arrangement } = slot;
    return {
      ok: true,
      reference: lead.reference,
      status: "booked",
      changeable: changeable(lead, at),
      ...(lead.booking?.mode === "event" ? { title: eventOf(lead.booking)?.title } : {}),
      ...person,
      ...{ start, end, mode, office, arrangement },
    };
  }

  const refuseChange = (c: Context<ReceiverEnv>, lead: StoredLead) =>
    fail(
      c,
      409,
      lead.booking ? "booking_closed" : "booking_cancelled",
      lead.booking
        ? "This consultation has already begun: please call the office to change it."
        : "This consultation was cancelled: book a new one on the booking page.",
    );

  // The visitor's own booking, through the manage link's token: what it is, its calendar file, moving and cancelling it.
  app.get(`${apiPaths.bookings}/:token`, async (c) => {
    const lead = await managedLead(c);
    if (lead instanceof Response) return lead;
    return c.json(managedView(lead, now()));
  });

  app.get(`${apiPaths.bookings}/:token/calendar.ics`, async (c) => {
    const lead = await managedLead(c);
    if (lead instanceof Response) return lead;
    if (!lead.booking || !lead.manageToken) return refuseChange(c, lead);
    const ics = consultationIcs({ ...lead, booking: lead.booking, manageToken: lead.manageToken }, config.siteUrl);
    c.header("Content-Disposition", contentDisposition(`consultation-${lead.reference}.ics`));
    return c.body(ics, 200, { "Content-Type": "text/calendar; charset=utf-8" });
  });

  app.post(`${apiPaths.bookings}/:token/cancel`, rateLimited, async (c) => {
    const lead = await managedLead(c);
    if (lead instanceof Response) return lead;
    const at = now();
    if (!lead.booking || !changeable(lead, at)) return refuseChange(c, lead);
    const detail = `Cancelled the consultation of ${consultationText({ ...lead.booking, start: lead.booking.startAt, end: lead.booking.endAt })}`;
    await store.cancelBooking(lead, { at, detail, officeChannels: channels });
    notifyNow(c);
    return c.json(managedView((await store.findLead({ id: lead.id }))!, at));
  });

  app.post(`${apiPaths.bookings}/:token/reschedule`, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const lead = await managedLead(c);
    if (lead instanceof Response) return lead;
    const input = await readSubmission(c, ["json", "form"]);
    if (input instanceof Response) return input;
    const at = now();
    const current = lead.booking;
    if (!current || !changeable(lead, at)) return refuseChange(c, lead);
    if (current.mode === "event") {
      return fail(c, 422, "invalid", "An event happens once.", {
        fields: { start: "An event registration cannot move to another time: cancel it instead" },
      });
    }
    const query = { mode: current.mode, office: current.office ?? undefined };
    const counsellors = await store.activeCounsellors();
    const { slot, problem } = slotAt(input.start, query, at, counsellors);
    const sameSlot = slot && slot.start.getTime() === current.startAt.getTime();
    if (!slot || sameSlot) {
      return fail(c, 422, "invalid", "Some fields need your attention.", {
        fields: { start: problem ?? "This is the time already booked: choose another" },
      });
    }
    const from = consultationText({ ...current, start: current.startAt, end: current.endAt });
    const to = consultationText({ ...current, start: slot.start, end: slot.end });
    try {
      await store.moveBooking(
        lead,
        {
          ...slot,
          ...query,
          office: current.office,
          pool: poolOf(query),
          capacity: seatsOn(istDateOf(slot.start), query, counsellors),
        },
        visitorChannel,
        { at, detail: `Moved the consultation from ${from} to ${to}`, officeChannels: channels },
      );
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return slotTaken(c, query, slot.start, at, counsellors);
    }
    notifyNow(c);
    return c.json(managedView((await store.findLead({ id: lead.id }))!, at));
  });

  app.post(apiPaths.leads, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const input = await readSubmission(c, ["json", "form"]);
    if (input instanceof Response) return input;
    const form = input.form;
    if (!isLeadFormId(form) || !isLeadSchemaId(form)) {
      return fail(c, 422, "invalid", "Say which form this is.", {
        fields: { form: `Send form as one of: ${Object.keys(leadSchemas).join(", ")}` },
      });
    }
    const schema = leadSchemas[form];
    const parsed = schema.safeParse(absentAsEmpty(input, schema.shape));
    if (!parsed.success) {
      return fail(c, 422, "invalid", "Some fields need your attention.", { fields: fieldErrors(parsed.error.issues) });
    }
    // The office the visitor chose (an office's link to the form); a site only ever sends one of ours.
    const chosenOffice = officeIds.find((office) => office === input.office);
    if (input.office !== undefined && input.office !== "" && !chosenOffice) {
      return fail(c, 422, "invalid", "Unknown office.", {
        fields: { office: OFFICE_CHOICES },
      });
    }
    const idempotencyKey = await idempotencyKeyOf(c, input);
    if (idempotencyKey instanceof Response) return idempotencyKey;
    const held = trapTripped(input);
    const fields: LeadFields = parsed.data;
    const source = leadSourceOf(input);
    const heading = `Thank you, ${parsed.data.firstName}`;
    return once(
      c,
      idempotencyKey,
      { endpoint: apiPaths.leads, fields: { form, ...fields, ...source, office: chosenOffice, held }, heading },
      async () => {
        const receivedAt = now();
        const accepted = await store.acceptLead({
          form,
          status: held ? "spam" : "new",
          idempotencyKey,
          fields,
          source,
          office: chosenOffice ?? routedOffice(fields.destination),
          responseDueAt: held ? null : dueAt(receivedAt, config),
          channels,
          receivedAt,
        });
        if (!held) notifyNow(c);
        return accept(c, accepted, held, heading);
      },
    );
  });

  app.post(apiPaths.careers, rateLimited, limitBody(CAREERS_BODY_LIMIT, "resume"), async (c) => {
    const input = await readSubmission(c, ["form"]);
    if (input instanceof Response) return input;
    const parsed = careersSchema.safeParse(absentAsEmpty(input, careersSchema.shape, ["resume"]));
    if (!parsed.success) {
      const tooLarge = input.resume instanceof File && input.resume.size > RESUME_MAX_BYTES;
      return fail(c, tooLarge ? 413 : 422, tooLarge ? "too_large" : "invalid", "Some fields need your attention.", {
        fields: fieldErrors(parsed.error.issues),
      });
    }
    const { resume: file, ...values } = parsed.data;
    if (!(await isGenuineResume(file))) {
      return fail(c, 422, "invalid", "The resume is not a PDF, DOC or DOCX document.", {
        fields: { resume: notADocumentMessage },
      });
    }
    const idempotencyKey = await idempotencyKeyOf(c, input);
    if (idempotencyKey instanceof Response) return idempotencyKey;
    const heading = `Thank you for applying, ${values.firstName}`;
    const held = trapTripped(input);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectDocumentKind(bytes.subarray(0, SIGNATURE_BYTES)) ?? "pdf";
    const resume: ResumeRecord = {
      storageKey: randomToken(18),
      fileName: safeFileName(file.name),
      contentType: contentTypes[kind],
      size: bytes.byteLength,
      sha256: sha256Hex(bytes),
    };
    const source = leadSourceOf(input);
    const submitted = { ...values, ...source, held, resume: [resume.sha256, resume.fileName, resume.size] };
    return once(c, idempotencyKey, { endpoint: apiPaths.careers, fields: submitted, heading }, async () => {
      // The file first, then the row: a crash in between leaves only an unreferenced file, swept later.
      await resumes.put(resume.storageKey, bytes, resume.contentType);
      let accepted: Accepted;
      try {
        accepted = await store.acceptLead({
          form: "careers-application",
          status: held ? "spam" : "new",
          idempotencyKey,
          fields: values,
          source,
          resume,
          channels,
          receivedAt: now(),
        });
      } catch (error) {
        await resumes.delete([resume.storageKey]).catch(() => undefined);
        throw error;
      }
      if (!held) notifyNow(c);
      return accept(c, accepted, held, heading);
    });
  });

  app.post(apiPaths.newsletter, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const input = await readSubmission(c, ["json", "form"]);
    if (input instanceof Response) return input;
    const parsed = newsletterSchema.safeParse(absentAsEmpty(input, newsletterSchema.shape));
    if (!parsed.success) {
      return fail(c, 422, "invalid", "Please check your e-mail address.", { fields: fieldErrors(parsed.error.issues) });
    }
    const held = trapTripped(input);
    const accepted = await store.subscribe(parsed.data.email, held ? "spam" : "subscribed", now());
    return accept(c, accepted, held, "You are subscribed to our newsletter");
  });

  /** GET shows a button, never unsubscribes: mail scanners open links, people press buttons. */
  app.get(apiPaths.unsubscribe, (c) => {
    const token = c.req.query("token") ?? "";
    return c.html(unsubscribePage({ action: `${c.req.path}?token=${encodeURIComponent(token)}`, back: c.get("back") }));
  });

  // One-click unsubscribe (RFC 8058): a POST with the token in the link.
  app.post(apiPaths.unsubscribe, rateLimited, limitBody(JSON_BODY_LIMIT), async (c) => {
    const token = c.req.query("token") ?? "";
    const reference = token ? await store.unsubscribe(token, now()) : undefined;
    if (!reference) {
      return fail(c, 404, "not_found", "This unsubscribe link is not known: it may be incomplete.", {
        fields: { token: "Use the whole link from the newsletter e-mail" },
      });
    }
    if (wantsHtml(c)) return c.html(unsubscribedPage(c.get("back")));
    return c.json<ApiAccepted>({ ok: true, reference });
  });

  // Counsellor routes count against the rate limit too: guessing the token is slow.
  app.get(apiPaths.leadsCsv, rateLimited, counsellorOnly, async (c) => {
    const [allLeads, allSubscribers] = [await store.allLeads(), await store.allSubscribers()];
    const csv = leadsCsv(allLeads, allSubscribers, config.publicApiUrl);
    await store.recordAccess("export", EXPORT_TOKEN_ACTOR, allLeads.length + allSubscribers.length, now());
    c.header("Content-Disposition", `attachment; filename="leads-${now().toISOString().slice(0, 10)}.csv"`);
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  app.get(`${apiPaths.resumes}/:reference`, rateLimited, counsellorOnly, async (c) => {
    const reference = c.req.param("reference").toUpperCase();
    const lead = REFERENCE_PATTERN.test(reference) ? await store.findLead({ reference }) : undefined;
    const bytes = lead?.resume ? await resumes.get(lead.resume.storageKey) : null;
    if (!lead?.resume || !bytes) return fail(c, 404, "not_found", `No resume is stored for ${reference}.`);
    c.header("Content-Disposition", contentDisposition(lead.resume.fileName));
    return c.body(bytes, 200, { "Content-Type": lead.resume.contentType });
  });

  // Erasure request (DPDP Act): `npm run leads:delete -- --email x --api <url>` calls this.
  app.delete(apiPaths.leads, rateLimited, counsellorOnly, async (c) => {
    const email = c.req.query("email")?.trim() ?? "";
    if (!email.includes("@")) {
      return fail(c, 422, "invalid", "Say whose data to erase.", { fields: { email: "Send ?email=<address>" } });
    }
    const removed = await store.erase(email);
    await resumes.delete(removed.storageKeys);
    await store.recordAccess("erasure", EXPORT_TOKEN_ACTOR, removed.leads + removed.subscribers, now());
    return c.json<ApiErased>({
      ok: true,
      leads: removed.leads,
      resumes: removed.storageKeys.length,
      subscribers: removed.subscribers,
    });
  });

  // Staff accounts (auth.ts): Better Auth answers everything under /api/auth/, told the client's address
  // as this receiver reads it (clientIp: the proxy's or the edge's header, never one a client sets).
  app.on(["GET", "POST"], `${apiPaths.auth}/*`, (c) => {
    if (!deps.staff) {
      return fail(c, 503, "unavailable", "Staff accounts are switched off: set BETTER_AUTH_SECRET on the receiver.");
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(STAFF_CLIENT_IP_HEADER, clientIp(c));
    return deps.staff.handler(new Request(c.req.raw, { headers }));
  });

  // The counsellors' desk (desk.ts), behind the staff session.
  app.route(apiPaths.desk, deskRoutes({ store, staffAuth: deps.staff, config, now }));

  app.post(apiPaths.staff, rateLimited, counsellorOnly, limitBody(JSON_BODY_LIMIT), async (c) => {
    if (!deps.staff) {
      return fail(c, 503, "unavailable", "Staff accounts are switched off: set BETTER_AUTH_SECRET on the receiver.");
    }
    const input = await readSubmission(c, ["json"]);
    if (input instanceof Response) return input;
    const parsed = newStaffSchema.safeParse(input);
    if (!parsed.success) {
      return fail(c, 422, "invalid", "Some fields need your attention.", { fields: fieldErrors(parsed.error.issues) });
    }
    try {
      return c.json({ ok: true, ...(await addStaff(deps.staff, parsed.data)) }, 201);
    } catch (error) {
      // Better Auth's refusals (an address that already has an account) say what is wrong.
      if (!isAPIError(error)) throw error;
      return fail(c, 422, "invalid", error.message, { fields: { email: error.message } });
    }
  });

  // Every other method on a known path: 405 with the methods it takes.
  const methods: [string, string[]][] = [
    [apiPaths.health, ["GET"]],
    [apiPaths.leads, ["POST", "DELETE"]],
    [apiPaths.careers, ["POST"]],
    [apiPaths.newsletter, ["POST"]],
    [apiPaths.unsubscribe, ["GET", "POST"]],
    [apiPaths.leadsCsv, ["GET"]],
    [`${apiPaths.resumes}/:reference`, ["GET"]],
    [apiPaths.staff, ["POST"]],
  ];
  for (const [path, allowed] of methods) {
    app.all(path, (c) => {
      c.header("Allow", [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", "));
      return fail(c, 405, "method_not_allowed", `${c.req.method} is not taken here: send ${allowed.join(" or ")}.`);
    });
  }

  app.notFound((c) => fail(c, 404, "not_found", `Nothing is at ${c.req.method} ${c.req.path}.`));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const unavailable = unavailableCause(error);
    if (unavailable) {
      return fail(
        c,
        503,
        "unavailable",
        `We could not save this just now: ${unavailable.message}. Nothing was lost: please send it again.`,
        {
          retryAfterSeconds: unavailable.retryAfterSeconds,
        },
      );
    }
    console.error(`receiver: ${c.req.method} ${c.req.path} failed:`, error);
    return fail(
      c,
      500,
      "server_error",
      "We could not save this just now. Please try again in a moment: nothing you typed is lost.",
    );
  });

  return app;
}
