"use client";

import { useEffect, useRef } from "react";

import { site, telHref } from "@/content/site";

export type FormStatusMessage = {
  tone: "success" | "info" | "error";
  title: string;
  body?: React.ReactNode;
};

const toneClass: Record<FormStatusMessage["tone"], string> = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-950",
  info: "border-brand-200 bg-brand-50 text-brand-950",
  error: "border-red-300 bg-red-50 text-red-950",
};

/** "call +91 ... or e-mail ...": offered wherever sending fails. */
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

/**
 * What happened to the last submission, kept on the page after the toast is gone.
 * Success and progress are announced politely; a failure is an alert. The message
 * takes focus when it appears, since the disabled submit button just lost it.
 */
export function FormStatus({
  message,
  pending,
  className,
}: {
  message: FormStatusMessage | null;
  pending: boolean;
  className?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) boxRef.current?.focus();
  }, [message]);

  const box = message ? (
    <div
      ref={boxRef}
      tabIndex={-1}
      className={`rounded-xl border p-4 text-sm leading-relaxed ${toneClass[message.tone]}`}
    >
      <p className="text-base font-semibold">{message.title}</p>
      {message.body ? <p className="mt-1">{message.body}</p> : null}
    </div>
  ) : null;

  return (
    <div className={className}>
      <div role="status">
        {pending ? <span className="sr-only">Sending, please wait.</span> : null}
        {message?.tone !== "error" ? box : null}
      </div>
      {message?.tone === "error" ? <div role="alert">{box}</div> : null}
    </div>
  );
}
