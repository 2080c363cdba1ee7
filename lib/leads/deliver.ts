import { deliveryTiming, leadEndpoint, type LeadEndpoint } from "./config";
import { type LeadForm, type LeadValues, requestBodyFor, type RequestExtras } from "./lead-forms";
import { postWithRetry, type PostOutcome, type RetryOptions } from "./post-with-retry";

/** What became of one send to the receiver, in the terms the visitor is told. */
export type Delivery =
  /** Stored and passed to a counsellor. */
  | { kind: "sent"; reference?: string }
  /** Stored as suspected spam (the bot trap was filled): not confirmed to the visitor. */
  | { kind: "held"; reference?: string }
  /** Fields the receiver refused, each with the schema's message (422, or a 413 naming the resume). */
  | { kind: "invalid"; fields: Record<string, string> }
  /** Any other final refusal (400, 403, 413, 415...), with the receiver's sentence when it sent one. */
  | { kind: "refused"; status: number; message?: string }
  | { kind: "rate-limited"; retryAfterSeconds?: number }
  /** Network errors, timeouts or 5xx until the deadline: nothing was stored. */
  | { kind: "unreachable"; status?: number };

/** Reads the receiver's answer (contract/api.ts) into a Delivery. */
export function deliveryOf(outcome: PostOutcome): Delivery {
  const { answer, status } = outcome;
  if (outcome.ok) {
    const reference = answer?.ok ? answer.reference : undefined;
    return answer?.ok && answer.held ? { kind: "held", reference } : { kind: "sent", reference };
  }
  if (status === undefined || status >= 500) return { kind: "unreachable", status };
  if (status === 429) return { kind: "rate-limited", retryAfterSeconds: outcome.retryAfterSeconds };
  const error = answer && !answer.ok ? answer : undefined;
  if (error?.fields && Object.keys(error.fields).length) return { kind: "invalid", fields: error.fields };
  return { kind: "refused", status, message: error?.message };
}

type SendOptions = Pick<RetryOptions, "onAttempt" | "fetchImpl">;

/** Posts to one receiver endpoint within that endpoint's time limits (lib/leads/config.ts). */
export async function sendToReceiver(
  endpoint: LeadEndpoint,
  url: string,
  body: string | FormData,
  idempotencyKey: string,
  options: SendOptions = {},
): Promise<Delivery> {
  const { deadlineMs, attemptTimeoutMs, baseDelayMs } = deliveryTiming(endpoint);
  const outcome = await postWithRetry(url, body, {
    idempotencyKey,
    deadlineMs,
    timeoutMs: attemptTimeoutMs,
    baseDelayMs,
    ...options,
  });
  return deliveryOf(outcome);
}

/**
 * Posts a form's values (with the bot trap's value and the visit's source) to its endpoint, or reports that
 * there is none, in which case the form offers its mail draft.
 */
export async function deliverLead<Values extends LeadValues>(
  form: LeadForm<Values>,
  values: Values,
  idempotencyKey: string,
  { trap, source, office, language, ...options }: SendOptions & RequestExtras = {},
): Promise<Delivery | { kind: "draft" }> {
  const url = leadEndpoint(form.endpoint);
  if (!url) return { kind: "draft" };
  return sendToReceiver(
    form.endpoint,
    url,
    requestBodyFor(form, values, idempotencyKey, { trap, source, office, language }),
    idempotencyKey,
    options,
  );
}
