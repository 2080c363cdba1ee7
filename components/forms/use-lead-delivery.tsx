"use client";

import { useMemo, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { notify, type ToastVariant } from "@/components/ui/toaster";
import { deliverLead, type Delivery } from "@/lib/leads/deliver";
import {
  type LeadForm,
  type LeadValues,
  mailDraftFor,
  nativeFormFor,
  type RequestExtras,
  whatsappTextFor,
} from "@/lib/leads/lead-forms";
import { leadSourceNow } from "@/lib/leads/visit-source";
import { mailtoHref, openMailDraft } from "@/lib/mailto";
import { whatsappHref } from "@/lib/whatsapp";

import { NativeFieldNames } from "./fields";
import { FallbackLinks, type FormStatusMessage } from "./form-status";
import { useFormCopy, useFormLanguage } from "./form-words";
import { checksUnavailableStatus } from "./lazy-checks";
import { forgetUnsentValues, usePersistedValues } from "./use-persisted-values";
import { markRefusedFields, useSubmission } from "./use-submission";

/** Same values, same submission: a visitor retrying after a failure reuses the key, so the receiver can de-duplicate. */
function fingerprint(values: LeadValues): string {
  return JSON.stringify(values, (_, value: unknown) =>
    value instanceof File ? `${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

/**
 * Delivers a validated form: to the lead receiver with retries (within the deadline,
 * reporting progress), or as a mail draft when there is none. Only a confirmed
 * delivery clears the form; every other outcome keeps what was typed, says what to
 * do next and offers the same message prefilled by e-mail and WhatsApp.
 * Also keeps unsent values across a reload (usePersistedValues). `office`: the office the visitor chose.
 */
export function useLeadDelivery<TIn extends FieldValues, TOut extends LeadValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  definition: LeadForm<TOut>,
  { office }: Pick<RequestExtras, "office"> = {},
) {
  const native = useMemo(() => nativeFormFor(definition), [definition]);
  const trapRef = useRef<HTMLInputElement>(null);
  const submission = useSubmission();
  const busy = useRef(false);
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const { deliveryMessages, deliveryWording: wording } = useFormCopy();
  const language = useFormLanguage();
  const copy = deliveryMessages[definition.endpoint];
  usePersistedValues(form, definition.id);

  /** The on-page status and a toast saying the same; one toast per form, replaced on each submit. */
  const report = (message: FormStatusMessage, variant: ToastVariant, description: string) => {
    setStatus(message);
    void notify(variant, message.title, { id: definition.id, description });
  };

  const announce = (delivery: Delivery, fallback: React.ReactNode) => {
    const reference = "reference" in delivery && delivery.reference ? wording.reference(delivery.reference) : "";
    switch (delivery.kind) {
      case "sent":
        submission.delivered();
        form.reset();
        forgetUnsentValues(definition.id);
        return report(
          { tone: "success", title: copy.sentTitle, body: `${reference} ${copy.sentText}`.trim() },
          "success",
          `${reference} ${copy.sentText}`.trim(),
        );
      case "held":
        return report(
          {
            tone: "warning",
            title: copy.heldTitle,
            body: (
              <>
                {reference} {wording.heldText} {wording.kept} {wording.otherWays} {fallback}
              </>
            ),
          },
          "warning",
          `${reference} ${wording.heldText}`.trim(),
        );
      case "invalid": {
        const names = markRefusedFields(form, delivery.fields);
        if (names.length) {
          return report(
            {
              tone: "error",
              title: wording.checkFieldsTitle,
              body: `${wording.checkFieldsText(names.length)} ${wording.kept}`,
              focus: false,
            },
            "error",
            delivery.fields[names[0]],
          );
        }
        // Fields this form does not show: nothing the visitor can fix here.
        return announce({ kind: "refused", status: 422 }, fallback);
      }
      case "refused":
        return report(
          {
            tone: "error",
            title: wording.refusedTitle,
            body: (
              <>
                {delivery.message} {wording.kept} {wording.otherWays} {fallback}
              </>
            ),
          },
          "error",
          `${delivery.message ?? ""} ${wording.kept}`.trim(),
        );
      case "rate-limited":
        return report(
          {
            tone: "warning",
            title: wording.rateLimitedTitle,
            body: (
              <>
                {wording.retryIn(delivery.retryAfterSeconds)} {wording.kept} {wording.otherWays} {fallback}
              </>
            ),
          },
          "warning",
          `${wording.retryIn(delivery.retryAfterSeconds)} ${wording.kept}`,
        );
      case "unreachable":
        return report(
          {
            tone: "error",
            title: copy.notSentTitle,
            body: (
              <>
                {wording.unreachableText} {wording.kept} {wording.otherWays} {fallback} {wording.tryAgain}
              </>
            ),
          },
          "error",
          `${wording.unreachableText} ${wording.kept} ${wording.otherWaysBelow}`,
        );
    }
  };

  const deliver = async (values: TOut) => {
    setStatus(null);
    const draftHref = mailtoHref(mailDraftFor(definition, values));
    const fallback = (
      <FallbackLinks draftHref={draftHref} whatsappHref={whatsappHref(whatsappTextFor(definition, values))} />
    );

    let delivery: Delivery | { kind: "draft" };
    try {
      delivery = await deliverLead(definition, values, submission.keyFor(fingerprint(values)), {
        trap: native.trap ? (trapRef.current?.value ?? "") : "",
        source: leadSourceNow(window.location, () => window.sessionStorage),
        office,
        language,
        onAttempt: submission.onAttempt,
      });
    } catch {
      delivery = { kind: "unreachable" };
    }
    submission.settled();

    if (delivery.kind !== "draft") return announce(delivery, fallback);
    // No receiver: the visitor sends the prefilled e-mail. Nothing tells the page whether a mail app opened.
    openMailDraft(draftHref);
    report(
      {
        tone: "info",
        title: copy.draftTitle,
        body: (
          <>
            {copy.draftText} {wording.noMailApp} {fallback} {wording.kept}
          </>
        ),
      },
      "info",
      wording.draftToast,
    );
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button is disabled while submitting; this also stops a double click or a second Enter in the same tick.
    if (busy.current) return;
    busy.current = true;
    try {
      await form.handleSubmit(deliver, (errors) => {
        // Each press starts afresh: an earlier outcome's message goes once the fields speak for themselves.
        const unavailable = checksUnavailableStatus(errors, wording);
        if (unavailable) report(unavailable, "error", unavailable.body as string);
        else setStatus(null);
      })(event);
    } finally {
      busy.current = false;
    }
  };

  return { onSubmit, native, trapRef, status, progress: submission.progress };
}

export type LeadDelivery = ReturnType<typeof useLeadDelivery>;

/**
 * The <form> of a lead form: posts natively (to the receiver, or as a mail draft) until
 * its script runs, then delivers through useLeadDelivery.
 */
export function LeadFormElement({
  delivery,
  className,
  onFocus,
  children,
}: {
  delivery: LeadDelivery;
  className?: string;
  /** Fetches the form's checks (lazySchemaResolver) when the visitor first focuses a field. */
  onFocus?: () => void;
  children: React.ReactNode;
}) {
  const { native, onSubmit } = delivery;
  return (
    <form
      action={native.action}
      method={native.method}
      encType={native.encType}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={className}
    >
      <NativeFieldNames value={native.fieldName}>{children}</NativeFieldNames>
    </form>
  );
}
