/**
 * Notifications of new leads and the outbox that retries them until delivered, so an
 * outage of the mail server or webhook delays a notification and never loses it.
 */
import type { ReceiverConfig } from "./config";
import { describeLead, fieldText, leadFieldNames } from "./lead-text";
import type { NotificationChannel } from "./schema";
import type { ClaimedNotification, LeadStore, StoredLead } from "./store";

/** Delivers one lead on one channel; throws when it was not delivered. */
export type Sender = (lead: StoredLead, deliveryId: string) => Promise<void>;
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

/** The webhook's JSON body: every field (option labels resolved), and the resume's name and size. */
export function webhookPayload(lead: StoredLead, apiBase: string) {
  return {
    event: "lead.received",
    reference: lead.reference,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    fields: Object.fromEntries(
      leadFieldNames.filter((name) => lead[name] !== null).map((name) => [name, fieldText(lead, name)]),
    ),
    resume: lead.resume && {
      fileName: lead.resume.fileName,
      size: lead.resume.size,
      sha256: lead.resume.sha256,
      url: `${apiBase}/resumes/${lead.reference}`,
    },
    summary: describeLead(lead, apiBase),
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

/** POSTs the lead as JSON; a 2xx answer is delivery. `Idempotency-Key` lets the far end drop a repeat. */
export function webhookSender(config: Pick<ReceiverConfig, "webhookUrl" | "webhookSecret" | "publicApiUrl">): Sender {
  const url = config.webhookUrl;
  if (!url) throw new Error("webhookSender needs WEBHOOK_URL");
  return async (lead, deliveryId) => {
    const body = JSON.stringify(webhookPayload(lead, config.publicApiUrl));
    const headers: Record<string, string> = { "Content-Type": "application/json", "Idempotency-Key": deliveryId };
    if (config.webhookSecret) headers["X-Lead-Signature"] = `sha256=${await hmacHex(config.webhookSecret, body)}`;
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

export type DrainResult = { delivered: number; failed: number };

/**
 * Sends every due notification once. Safe to run concurrently (each row is claimed by one
 * UPDATE before sending); a failure is rescheduled with exponential backoff, without limit.
 */
export async function drainOutbox(
  store: LeadStore,
  senders: Senders,
  config: Pick<ReceiverConfig, "retryBaseMs" | "retryMaxMs">,
  now: () => Date = () => new Date(),
): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: 0 };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const claimed = await store.claimDueNotifications(now(), CLAIM_LEASE_MS, BATCH_SIZE);
    // Sent side by side; one UPDATE records every delivery of the round.
    const outcomes = await Promise.all(claimed.map((notification) => deliver(store, senders, notification)));
    const delivered = claimed.filter((_, index) => outcomes[index] === "delivered").map(({ id }) => id);
    await store.markDelivered(delivered, now());
    result.delivered += delivered.length;
    for (const [index, outcome] of outcomes.entries()) {
      if (typeof outcome !== "object") continue;
      const notification = claimed[index];
      const delayMs = retryDelayMs(notification.attempts, config);
      await store.markFailed(notification.id, new Date(now().getTime() + delayMs), outcome.reason);
      console.warn(
        `receiver: ${notification.channel} notification of ${outcome.reference} failed (attempt ${notification.attempts + 1}): ${outcome.reason}; next try in ${Math.round(delayMs / 1000)} s`,
      );
      result.failed += 1;
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}

async function deliver(
  store: LeadStore,
  senders: Senders,
  notification: ClaimedNotification,
): Promise<"delivered" | "gone" | { reference: string; reason: string }> {
  const lead = await store.findLead({ id: notification.leadId });
  // Erased since it was queued: the cascade removes the row too.
  if (!lead) return "gone";
  try {
    const send = senders[notification.channel];
    if (!send) throw new Error(`no ${notification.channel} channel is configured on this receiver`);
    await send(lead, `lead-${lead.reference}-${notification.channel}`);
    return "delivered";
  } catch (error) {
    return { reference: lead.reference, reason: error instanceof Error ? error.message : String(error) };
  }
}
