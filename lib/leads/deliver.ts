import { leadEndpoint } from "./config";
import { type LeadForm, mailDraftFor, requestBodyFor } from "./lead-forms";
import { mailtoHref } from "./mail-draft";
import { postWithRetry, type RetryOptions } from "./post-with-retry";

export type Delivery =
  | { kind: "sent" }
  /** No endpoint: the visitor sends the prefilled e-mail themselves. */
  | { kind: "draft"; href: string }
  | { kind: "failed"; status?: number };

/** Posts a form's values to its endpoint (with retries), or prepares its mail draft when there is none. */
export async function deliverLead<Values extends Record<string, string | File>>(
  form: LeadForm<Values>,
  values: Values,
  idempotencyKey: string,
  retry: Omit<RetryOptions, "idempotencyKey"> = {},
): Promise<Delivery> {
  const endpoint = leadEndpoint(form.channel);
  if (!endpoint) return { kind: "draft", href: mailtoHref(mailDraftFor(form, values)) };
  const outcome = await postWithRetry(endpoint, requestBodyFor(form, values, idempotencyKey), {
    ...retry,
    idempotencyKey,
  });
  return outcome.ok ? { kind: "sent" } : { kind: "failed", status: outcome.status };
}
