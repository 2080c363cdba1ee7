"use client";

import { useEffect, useRef } from "react";

import { site, telHref } from "@/content/site";

import { useFormCopy } from "./form-words";

export type FormStatusMessage = {
  tone: "success" | "info" | "warning" | "error";
  title: string;
  body?: React.ReactNode;
  /**
   * Whether the message takes focus when it appears (default yes: the disabled submit
   * button just lost it). No when a field takes it instead, e.g. after a 422.
   */
  focus?: boolean;
};

/**
 * A message's links ignore clicks this soon after it appears: the second click of a double
 * click lands where the submit button was, and focusing the message may have scrolled one
 * of its links (a second mail draft) under the pointer.
 */
const doubleClickGuardMs = 500;

const toneClass: Record<FormStatusMessage["tone"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  info: "border-brand-200 bg-brand-50 text-brand-950",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-300 bg-red-50 text-red-950",
};

/** "call +91 ... or e-mail ...": the general contact points (not a form's fallback: that is FallbackLinks). */
export function ContactLinks({ email }: { email: string }) {
  const phone = site.phones[0];
  return (
    <>
      call{" "}
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap underline">
        {phone}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${email}`} className="font-semibold break-all underline">
        {email}
      </a>
    </>
  );
}

const offerLinkClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-current/30 bg-white px-4 py-2 font-semibold underline-offset-4 hover:underline";

/**
 * The other ways to send what the visitor typed, each prefilled with it: the e-mail
 * draft, WhatsApp (when given) and a phone call. Never a bare mailto: nobody retypes.
 */
export function FallbackLinks({ draftHref, whatsappHref }: { draftHref: string; whatsappHref?: string }) {
  const phone = site.phones[0];
  const { deliveryWording } = useFormCopy();
  return (
    <span className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <a href={draftHref} className={offerLinkClass}>
        {deliveryWording.draftLink}
      </a>
      {whatsappHref ? (
        <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={offerLinkClass}>
          {deliveryWording.whatsappLink}
        </a>
      ) : null}
      <span>
        {deliveryWording.orCall}{" "}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap underline">
          {phone}
        </a>
      </span>
    </span>
  );
}

/**
 * What happened to the last submission, kept on the page after the toast is gone,
 * and while sending, how it is going ("Still trying, 2 of 4"). Success and progress
 * are announced politely; a failure is an alert.
 */
export function FormStatus({
  message,
  pending,
  progress,
  className,
}: {
  message: FormStatusMessage | null;
  pending: boolean;
  /** Shown while pending once the first attempt has gone unanswered. */
  progress?: string | null;
  className?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
    if (message && message.focus !== false) boxRef.current?.focus();
  }, [message]);
  const ignoreDoubleClick = (event: React.MouseEvent) => {
    if (performance.now() - shownAt.current < doubleClickGuardMs) event.preventDefault();
  };

  const box = message ? (
    <div
      ref={boxRef}
      tabIndex={-1}
      onClickCapture={ignoreDoubleClick}
      className={`rounded-xl border p-4 text-sm leading-relaxed ${toneClass[message.tone]}`}
    >
      <p className="text-base font-semibold">{message.title}</p>
      {message.body ? <p className="mt-1">{message.body}</p> : null}
    </div>
  ) : null;
  const alarming = message?.tone === "error" || message?.tone === "warning";

  const { formParts } = useFormCopy();
  return (
    <div className={className}>
      <div role="status">
        {pending && progress ? (
          <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm font-medium text-brand-950">
            {progress}
          </p>
        ) : pending ? (
          <span className="sr-only">{formParts.sendingWait}</span>
        ) : null}
        {alarming ? null : box}
      </div>
      {alarming ? <div role="alert">{box}</div> : null}
    </div>
  );
}
