"use client";

import { useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { notify } from "@/components/ui/toaster";
import { deliveryMessages } from "@/content/forms";
import { deliverLead } from "@/lib/leads/deliver";
import { newIdempotencyKey } from "@/lib/leads/idempotency-key";
import type { LeadForm } from "@/lib/leads/lead-forms";
import { openMailDraft } from "@/lib/leads/mail-draft";

import { ContactLinks, type FormStatusMessage } from "./form-status";

type Values = Record<string, string | File>;

/** Same values, same submission: a visitor retrying after a failure reuses the key, so the backend can de-duplicate. */
function fingerprint(values: Values): string {
  return JSON.stringify(values, (_, value: unknown) =>
    value instanceof File ? `${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

/**
 * Delivers a validated form: to its endpoint with retries, or as a mail draft when
 * none is set. Success resets the form; a draft or a failure keeps everything typed.
 * A filled honeypot pretends success and sends nothing.
 */
export function useLeadDelivery<TIn extends FieldValues, TOut extends Values>(
  form: UseFormReturn<TIn, unknown, TOut>,
  definition: LeadForm<TOut>,
) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submission = useRef<{ key: string; fingerprint: string } | null>(null);
  const busy = useRef(false);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const copy = deliveryMessages[definition.channel];

  const succeed = () => {
    submission.current = null;
    form.reset();
    setStatus({ tone: "success", title: copy.sentTitle, body: copy.sentText });
    void notify("success", copy.sentTitle, { description: copy.sentText });
  };

  const deliver = async (values: TOut) => {
    setStatus(null);
    if (honeypotRef.current?.value) return succeed();

    const print = fingerprint(values);
    if (submission.current?.fingerprint !== print)
      submission.current = { key: newIdempotencyKey(), fingerprint: print };
    const delivery = await deliverLead(definition, values, submission.current.key);

    if (delivery.kind === "sent") return succeed();
    if (delivery.kind === "draft") {
      openMailDraft(delivery.href);
      setStatus({
        tone: "info",
        title: copy.draftTitle,
        body: (
          <>
            {copy.draftText} Your details stay in this form. If no e-mail opened,{" "}
            <a href={delivery.href} className="font-semibold underline">
              open the e-mail draft
            </a>{" "}
            or write to {definition.recipient}.
          </>
        ),
      });
      void notify("info", copy.draftTitle, { description: copy.draftText });
      return;
    }
    const body = (
      <>
        Everything you typed is still in the form. Please try again in a moment, or{" "}
        <ContactLinks email={definition.recipient} />.
      </>
    );
    setStatus({ tone: "error", title: copy.failedTitle, body });
    void notify("error", copy.failedTitle, { description: body, duration: 10_000 });
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button is disabled while submitting; this also stops a second Enter press in the same tick.
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(deliver)(event);
    } finally {
      busy.current = false;
    }
  };

  return { onSubmit, honeypotRef, status };
}
