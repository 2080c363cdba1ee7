"use client";

import { useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { HONEYPOT_FIELD } from "@/contract/api";
import type { BookingOutcome } from "@/lib/booking/booking-api";
import { leadSourceNow } from "@/lib/leads/visit-source";
import { useFormCopy, useFormLanguage } from "@/components/forms/form-words";
import type { FormStatusMessage } from "@/components/forms/form-status";
import { markRefusedFields, useSubmission } from "@/components/forms/use-submission";

type Sender<Body> = (
  body: Body,
  key: string,
  options: { onAttempt: (attempt: number, attempts: number) => void },
) => Promise<BookingOutcome>;

/**
 * Sends a request for a seat (a consultation's slot or an event's place) as every form sends: the visit's source,
 * the page's language (Gujarati or Hindi; none for English) and the bot trap with it, one Idempotency-Key per
 * distinct submission, progress while it retries. The outcomes
 * every such form words alike (fields refused, held, rate-limited, not sent) become the status; the caller
 * handles booked, taken and full. What was typed is always kept.
 */
export function useSeatRequest<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  notSent: string,
) {
  const submission = useSubmission();
  const trapRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const { deliveryWording, bookingPage } = useFormCopy();
  const language = useFormLanguage();

  const send = async <Body extends object>(
    fields: Body,
    sender: Sender<Body>,
  ): Promise<Extract<BookingOutcome, { kind: "booked" | "taken" | "full" }> | undefined> => {
    setStatus(null);
    const source = Object.entries(leadSourceNow(window.location, () => window.sessionStorage)).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    const body = {
      ...fields,
      ...Object.fromEntries(source),
      // The receiver writes the confirmation and reminders in it; English pages send none, as before.
      ...(language === "en" ? {} : { language }),
      [HONEYPOT_FIELD]: trapRef.current?.value ?? "",
    };
    const key = submission.keyFor(JSON.stringify(body));
    // Whatever goes wrong on the way (a throw included) is "not sent", with what was typed kept.
    const outcome = await Promise.resolve()
      .then(() => sender(body, key, { onAttempt: submission.onAttempt }))
      .catch((): BookingOutcome => ({ kind: "unreachable" }));
    submission.settled();
    switch (outcome.kind) {
      case "booked":
        submission.delivered();
        return outcome;
      case "taken":
      case "full":
        return outcome;
      case "invalid": {
        const names = markRefusedFields(form, outcome.fields);
        const other = Object.keys(outcome.fields).find((name) => !names.includes(name));
        setStatus({
          tone: "error",
          title: deliveryWording.checkFieldsTitle,
          body: `${other ? outcome.fields[other] : deliveryWording.checkFieldsText(names.length)} ${deliveryWording.kept}`,
          focus: names.length === 0,
        });
        return undefined;
      }
      case "held":
        setStatus({ tone: "warning", title: bookingPage.heldTitle, body: deliveryWording.heldText });
        return undefined;
      case "limit":
        setStatus({ tone: "warning", title: deliveryWording.limitTitle, body: outcome.message });
        return undefined;
      case "rate-limited":
        setStatus({
          tone: "warning",
          title: deliveryWording.rateLimitedTitle,
          body: `${deliveryWording.retryIn(outcome.retryAfterSeconds)} ${deliveryWording.kept}`,
        });
        return undefined;
      case "refused":
      case "unreachable":
        setStatus({
          tone: "error",
          title: bookingPage.notSentTitle,
          body: `${outcome.kind === "refused" && outcome.message ? outcome.message : deliveryWording.unreachableText} ${deliveryWording.kept} ${notSent}`,
        });
        return undefined;
    }
  };

  return { send, trapRef, status, setStatus, progress: submission.progress };
}
