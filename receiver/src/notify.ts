/**
 * Notifications of new leads and the outbox that retries them until delivered, so an
 * outage of the mail server or webhook delays a notification and never loses it.
 */
import { istDateTimeText } from "@/contract/india-time";
import { consultationText } from "@/content/booking";

import type { ReceiverConfig } from "./config";
import {
  bookingView,
  describeLead,
  type OfficeAlertKind,
  sourceOf,
  visitorFields,
  visitorMessageKinds,
  type VisitorMessageKind,
} from "./lead-text";
import type { NotificationChannel, NotificationKind } from "./schema";
import type { ClaimedNotification, Store, StoredLead } from "./store";
import { type VisitorMessage, visitorMessage } from "./booking/visitor-mail";

/**
 * One notification to deliver: a new lead; ("undelivered") the office's alert that the lead's notification
 * on another channel was given up, with why (`note`); ("overdue") the alert that it is still unanswered
 * past its first-response time, also to its owner (`cc`); ("booking_changed") that the visitor moved or
 * cancelled their consultation; or, to the visitor (`visitor`), their booking's confirmation or reminder.
 */
export type Notification = {
  lead: StoredLead;
  deliveryId: string;
  kind: NotificationKind;
  note?: string;
  cc?: string;
  visitor?: VisitorMessage;
  /** What was written when it was queued (a portal e-mail, a WhatsApp message's values or text). */
  payload?: string | null;
};

/**
 * A notification that must not be tried again: the far end refused it for good, or it has nothing left to say
 * (consent withdrawn, its booking cancelled). It is given up at once, without alerting the office.
 */
export class FinalSendError extends Error {
  override name = "FinalSendError";
}

const webhookEvents: Record<NotificationKind, string> = {
  lead: "lead.received",
  undelivered: "lead.undelivered",
  overdue: "lead.overdue",
  booking_changed: "booking.changed",
  confirmation: "booking.confirmation",
  reminder: "booking.reminder",
  missed: "booking.missed",
  seat_offered: "waitlist.offered",
  portal_family: "portal.family_message",
  portal_office: "portal.office_note",
  reminder_soon: "booking.reminder_soon",
  moved: "booking.moved",
  cancelled: "booking.cancelled",
  whatsapp: "whatsapp.message",
  family_wrote: "whatsapp.family_wrote",
};

function isVisitorMessage(kind: NotificationKind): kind is VisitorMessageKind {
  return visitorMessageKinds.includes(kind);
}

/** The office's alert of a notification (its kind and note), if it is one. */
export function officeAlertOf({ kind, note }: Notification): { kind: OfficeAlertKind; note: string } | undefined {
  return note && isOfficeAlert(kind) ? { kind, note } : undefined;
}

const officeAlertKinds: readonly NotificationKind[] = [
  "undelivered",
  "overdue",
  "booking_changed",
  "portal_office",
  "family_wrote",
] satisfies OfficeAlertKind[];
const isOfficeAlert = (kind: NotificationKind): kind is OfficeAlertKind => officeAlertKinds.includes(kind);

/** Delivers one notification on one channel; throws when it was not delivered. */
export type Sender = (notification: Notification) => Promise<void>;
export type Senders = Partial<Record<NotificationChannel, Sender>>;

/** How long a claimed notification is reserved for its sender before another drain may retry it. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Claimed per round; stays under D1's 100 bound parameters per query. */
const BATCH_SIZE = 50;
const MAX_ROUNDS = 10;
const WEBHOOK_TIMEOUT_MS = 10_000;

export function retryDelayMs(attempts: number, config: Pick<ReceiverConfig, "retryBaseMs" | "retryMaxMs">): number {
  return Math.min(config.retryBaseMs * 2 ** Math.min(attempts, 30), config.retryMaxMs);
}

/** The webhook's JSON body: every field (option labels resolved), where the lead came from, and the resume. */
export function webhookPayload(notification: Notification, apiBase: string) {
  const { lead, kind, note, cc, visitor } = notification;
  return {
    event: webhookEvents[kind],
    // A Worker has no SMTP: the far end sends the visitor's confirmation and reminder as given.
    ...(visitor ? { visitorMessage: visitor } : {}),
    ...(note ? { note } : {}),
    ...(cc ? { owner: cc } : {}),
    reference: lead.reference,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    // The language of the page it came from (contract/languages.ts); `visitorMessage` is written in it.
    language: lead.language,
    fields: visitorFields(lead),
    source: sourceOf(lead),
    ...(lead.booking && { booking: bookingView(lead.booking) }),
    resume: lead.resume && {
      fileName: lead.resume.fileName,
      size: lead.resume.size,
      sha256: lead.resume.sha256,
      url: `${apiBase}/resumes/${lead.reference}`,
    },
    summary: describeLead(lead, apiBase, officeAlertOf(notification)),
  };
}

async function hmacHex(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(body)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * POSTs the lead as JSON; a 2xx answer is delivery. `Idempotency-Key` lets the far end drop a repeat. A
 * redirect is not followed: a 301, 302 or 303 would turn the POST into a GET that delivers nothing, so it is
 * a failed delivery that names where WEBHOOK_URL should point.
 */
export function webhookSender(config: Pick<ReceiverConfig, "webhookUrl" | "webhookSecret" | "publicApiUrl">): Sender {
  const url = config.webhookUrl;
  if (!url) throw new Error("webhookSender needs WEBHOOK_URL");
  return async (notification) => {
    const body = JSON.stringify(webhookPayload(notification, config.publicApiUrl));
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "Idempotency-Key": notification.deliveryId,
    };
    if (config.webhookSecret) headers["X-Lead-Signature"] = `sha256=${await hmacHex(config.webhookSecret, body)}`;
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("Location");
      throw new Error(
        `webhook answered ${response.status}, a redirect${location ? ` to ${location}` : ""}: not delivered (set WEBHOOK_URL to the final address)`,
      );
    }
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

export type DrainResult = { delivered: number; failed: number };

/**
 * Sends every due notification once. Safe to run concurrently (each row is claimed by one UPDATE before
 * sending); a failure is rescheduled with exponential backoff, and after `maxAttempts` given up: logged, and
 * the office alerted on every other channel (e-mail when the webhook is the one that failed), so nothing
 * retries forever unseen and the lead still reaches someone.
 */
export async function drainOutbox(
  store: Store,
  senders: Senders,
  config: Pick<ReceiverConfig, "retryBaseMs" | "retryMaxMs" | "maxAttempts" | "siteUrl">,
  now: () => Date = () => new Date(),
): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const claimed = await store.outbox.claimDue(now(), CLAIM_LEASE_MS, BATCH_SIZE);
    const leadsOfRound = await store.leads.byIds([...new Set(claimed.map(({ leadId }) => leadId))]);
    // Sent side by side; one UPDATE records every delivery of the round.
    const outcomes = await Promise.all(
      claimed.map((notification) =>
        deliver(store, senders, notification, leadsOfRound.get(notification.leadId), config.siteUrl),
      ),
    );
    const delivered = claimed.filter((_, index) => outcomes[index] === "delivered").map(({ id }) => id);
    await store.outbox.markDelivered(delivered, now());
    result.delivered += delivered.length;
    for (const [index, outcome] of outcomes.entries()) {
      const notification = claimed[index];
      if (outcome === "obsolete") {
        await store.outbox.markDead(notification.id, now(), "not sent: the consultation was cancelled before it", []);
        continue;
      }
      if (typeof outcome === "object" && outcome.final) {
        await store.outbox.markDead(notification.id, now(), outcome.reason, []);
        console.warn(
          `receiver: ${notification.channel} notification of ${outcome.reference} not sent: ${outcome.reason}`,
        );
        continue;
      }
      if (typeof outcome !== "object") continue;
      const attempt = notification.attempts + 1;
      result.failed += 1;
      if (attempt >= config.maxAttempts) {
        // An alert about an alert is not sent on: it is given up and logged. A lead given up on one channel, or a
        // message to a family given up on WhatsApp, reaches the office on the others.
        const others =
          notification.kind === "lead" || notification.channel === "whatsapp"
            ? channelsBut(senders, notification.channel)
            : [];
        await store.outbox.markDead(notification.id, now(), outcome.reason, others);
        console.error(
          `receiver: gave up the ${notification.channel} notification of ${outcome.reference} after ${attempt} attempts: ${outcome.reason}` +
            (others.length
              ? `; the office is alerted by ${others.join(" and ")}`
              : "; no other channel to alert the office"),
        );
        continue;
      }
      const delayMs = retryDelayMs(notification.attempts, config);
      await store.outbox.markFailed(notification.id, new Date(now().getTime() + delayMs), outcome.reason);
      console.warn(
        `receiver: ${notification.channel} notification of ${outcome.reference} failed (attempt ${attempt}): ${outcome.reason}; next try in ${Math.round(delayMs / 1000)} s`,
      );
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}

/** The configured channels to the office other than `channel` (WhatsApp reaches families only). */
function channelsBut(senders: Senders, channel: NotificationChannel): NotificationChannel[] {
  return (Object.keys(senders) as NotificationChannel[]).filter((other) => other !== channel && other !== "whatsapp");
}

async function deliver(
  store: Store,
  senders: Senders,
  notification: ClaimedNotification,
  lead: StoredLead | undefined,
  siteUrl: string,
): Promise<"delivered" | "gone" | "obsolete" | { reference: string; reason: string; final?: boolean }> {
  // Erased since it was queued: the cascade removes the row too.
  if (!lead) return "gone";
  const { booking, manageToken } = lead;
  // WhatsApp's own sender tells a booking's message that is no longer due.
  if (notification.channel !== "whatsapp" && isVisitorMessage(notification.kind) && !(booking && manageToken)) {
    return "obsolete";
  }
  try {
    const send = senders[notification.channel];
    if (!send) throw new Error(`no ${notification.channel} channel is configured on this receiver`);
    const portalMail =
      notification.kind === "portal_family" && notification.payload
        ? (JSON.parse(notification.payload) as VisitorMessage)
        : undefined;
    const note =
      notification.kind === "portal_office" || notification.kind === "family_wrote"
        ? (notification.payload ?? undefined)
        : notification.kind === "undelivered"
          ? await undeliveredNote(store, lead.id)
          : notification.kind === "overdue"
            ? overdueNote(lead)
            : notification.kind === "booking_changed"
              ? bookingChangedNote(lead)
              : undefined;
    await send({
      lead,
      // A portal message is one of many of its kind on the lead: its row's id tells the far end which.
      deliveryId: `lead-${lead.reference}-${notification.channel}${notification.kind === "lead" ? "" : `-${notification.kind}`}${notification.payload ? `-${notification.id}` : ""}`,
      kind: notification.kind,
      note,
      cc:
        notification.kind === "overdue" || notification.kind === "family_wrote"
          ? await store.staff.ownerEmailOf(lead.id)
          : undefined,
      payload: notification.payload,
      // WhatsApp writes its own from the lead and the payload.
      visitor:
        portalMail ??
        (notification.channel !== "whatsapp" && isVisitorMessage(notification.kind) && booking && manageToken
          ? visitorMessage(notification.kind, { ...lead, booking, manageToken }, siteUrl)
          : undefined),
    });
    return "delivered";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { reference: lead.reference, reason, final: error instanceof FinalSendError };
  }
}

/** What the visitor changed: the consultation's new time, or that they cancelled it. */
function bookingChangedNote(lead: StoredLead): string {
  if (!lead.booking) {
    return "The visitor cancelled their consultation through their manage link, and the lead is closed (reason: cancelled). You may call to offer another time.";
  }
  const { mode, office, startAt, endAt } = lead.booking;
  return `The visitor moved their consultation through their manage link. It is now: ${consultationText({ mode, office, start: startAt, end: endAt })}.`;
}

/** Why an overdue alert is sent. */
function overdueNote(lead: StoredLead): string {
  const due = lead.responseDueAt ? ` (due ${istDateTimeText(lead.responseDueAt)} IST)` : "";
  return `Nobody has answered this lead within its first-response time${due}: it is still new in the desk. Please call or write to the visitor now.`;
}

/** Why an alert is sent: which notifications of the lead were given up, after how many attempts, and the last error. */
async function undeliveredNote(store: Store, leadId: number): Promise<string> {
  const dead = await store.outbox.deadOf(leadId);
  const lines = dead.map(
    (row) =>
      `The ${row.channel} notification was given up after ${row.attempts} attempts (last error: ${row.lastError ?? "none"}).`,
  );
  return [...lines, "The lead is below: please take it from here."].join("\n");
}
