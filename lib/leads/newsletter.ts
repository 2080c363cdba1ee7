/**
 * The newsletter sign-up's checks and delivery, loaded by the home page's form only
 * when the visitor starts using it (the form itself stays a few lines of script).
 */
import { deliveryWording as wording, newsletterForm as form, newsletterMessages as copy } from "@/content/forms";
import { mailtoHref } from "@/lib/mailto";
import { newsletterSchema } from "@/contract/validations/newsletter";

import { leadEndpoint } from "./config";
import { type Delivery, sendToReceiver } from "./deliver";

export type SubscribeResult =
  /** The address is not one: say why on the field. */
  | { kind: "invalid"; message: string }
  | {
      kind: "sent" | "held" | "draft" | "refused" | "rate-limited" | "unreachable";
      tone: "success" | "info" | "warning" | "error";
      title: string;
      text: string;
      /** The prefilled e-mail, offered whenever the address is not confirmed, and its link text. */
      draftHref?: string;
      draftLink: string;
      /** Only a confirmed subscription clears the field. */
      clear: boolean;
    };

/** The e-mail asking to be subscribed, for draft mode and as the fallback. */
export function newsletterDraftHref(recipient: string, email: string): string {
  return mailtoHref({ to: recipient, subject: form.draftSubject, lines: [`${form.draftLine}: ${email}`] });
}

/**
 * Checks the address with the shared schema, then posts `{ email, idempotencyKey }`
 * to the receiver, or reports draft mode (the caller opens the draft).
 */
export async function subscribe(
  input: string,
  recipient: string,
  idempotencyKey: string,
  /** "Still trying, 2 of 4" while the receiver has not answered; null on the first attempt. */
  onProgress?: (text: string | null) => void,
): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: input });
  if (!parsed.success) return { kind: "invalid", message: parsed.error.issues[0]?.message ?? form.label };
  const { email } = parsed.data;
  const draftHref = newsletterDraftHref(recipient, email);
  /** Anything short of a confirmed subscription keeps the address and offers the prefilled e-mail. */
  const unconfirmed = (
    kind: Exclude<SubscribeResult["kind"], "invalid" | "sent">,
    tone: "info" | "warning" | "error",
    title: string,
    text: string,
  ) => ({ kind, tone, title, text, draftHref, draftLink: wording.draftLink, clear: false }) as const;

  const url = leadEndpoint("newsletter");
  if (!url) return unconfirmed("draft", "info", copy.draftTitle, `${copy.draftText} ${wording.noMailApp}`);
  let delivery: Delivery;
  try {
    delivery = await sendToReceiver("newsletter", url, JSON.stringify({ email, idempotencyKey }), idempotencyKey, {
      onAttempt: (attempt, attempts) => onProgress?.(attempt > 1 ? wording.stillTrying(attempt, attempts) : null),
    });
  } catch {
    delivery = { kind: "unreachable" };
  }
  const reference = "reference" in delivery && delivery.reference ? ` ${wording.reference(delivery.reference)}` : "";
  switch (delivery.kind) {
    case "sent":
      return {
        kind: "sent",
        tone: "success",
        title: copy.sentTitle,
        text: `${copy.sentText} ${email}.${reference}`,
        draftLink: wording.draftLink,
        clear: true,
      };
    case "held":
      return unconfirmed("held", "warning", copy.heldTitle, `${wording.heldText}${reference}`);
    case "invalid":
      return { kind: "invalid", message: delivery.fields.email ?? Object.values(delivery.fields)[0] };
    case "refused":
      return unconfirmed("refused", "error", wording.refusedTitle, delivery.message ?? copy.notSentTitle);
    case "rate-limited":
      return unconfirmed(
        "rate-limited",
        "warning",
        wording.rateLimitedTitle,
        wording.retryIn(delivery.retryAfterSeconds),
      );
    case "unreachable":
      return unconfirmed("unreachable", "error", copy.notSentTitle, wording.unreachableText);
  }
}
