"use client";

import { useEffect, useId, useRef, useState } from "react";

import { notify } from "@/components/ui/toaster";
import type { newsletterForm } from "@/content/forms";
import { nativeEndpoint } from "@/lib/leads/config";
import { newIdempotencyKey } from "@/lib/leads/idempotency-key";
import type { SubscribeResult } from "@/lib/leads/newsletter";
import { mailtoHref, openMailDraft } from "@/lib/mailto";

/** The checks and delivery load when the visitor first uses the form, not with the home page. */
const loadDelivery = () => import("@/lib/leads/newsletter");
const STORAGE_KEY = "brightpath:unsent:newsletter";

type Shown = Exclude<SubscribeResult, { kind: "invalid" }>;

/** The form's own words (content/forms.ts), passed by the page: importing them would ship all form copy with the home page. */
type NewsletterCopy = typeof newsletterForm;

/** sessionStorage may be missing or refuse writes: keeping the address is then skipped. */
function keep(email: string | null) {
  try {
    if (email) sessionStorage.setItem(STORAGE_KEY, email);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // The form still works.
  }
}

/**
 * The home page's newsletter sign-up. It posts to the lead receiver like the other
 * forms (without JavaScript too: the address goes in the POST body, never the URL),
 * or with no receiver opens a prefilled e-mail. The address stays in the field, and
 * in this tab's storage across a reload, until the subscription is confirmed.
 */
export function NewsletterForm({ recipient, copy }: { recipient: string; copy: NewsletterCopy }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const submission = useRef<{ email: string; key: string } | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const endpoint = nativeEndpoint("newsletter");

  // After mount (so hydration matches the server HTML): adopt an address typed before
  // the script ran, else restore one kept from before a reload.
  useEffect(() => {
    let restored = inputRef.current?.value;
    try {
      restored ||= sessionStorage.getItem(STORAGE_KEY) ?? "";
    } catch {
      // No storage: nothing to restore.
    }
    if (restored) setEmail(restored);
  }, []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setShown(null);
    try {
      if (submission.current?.email !== email) submission.current = { email, key: newIdempotencyKey() };
      const { subscribe } = await loadDelivery();
      const result = await subscribe(email, recipient, submission.current.key, setProgress);
      if (result.kind === "invalid") {
        setError(result.message);
        inputRef.current?.focus();
        return;
      }
      setError(null);
      if (result.kind === "draft" && result.draftHref) openMailDraft(result.draftHref);
      if (result.clear) {
        setEmail("");
        keep(null);
      }
      setShown(result);
      void notify(result.tone, result.title, { id: "newsletter", description: result.text });
    } finally {
      setProgress(null);
      setPending(false);
      busy.current = false;
    }
  };

  const alarming = shown?.tone === "error" || shown?.tone === "warning";
  const message = shown ? (
    <p className="mt-4 rounded-lg bg-white/10 p-3 text-sm leading-relaxed text-white">
      <strong className="block">{shown.title}</strong>
      {shown.text}{" "}
      {shown.draftHref ? (
        <a href={shown.draftHref} className="font-semibold underline">
          {shown.draftLink}
        </a>
      ) : null}
    </p>
  ) : null;

  return (
    <div className="mt-8 w-full max-w-lg">
      <form
        noValidate
        onSubmit={onSubmit}
        method="post"
        {...(endpoint
          ? { action: endpoint }
          : {
              action: mailtoHref({ to: recipient, subject: copy.draftSubject, lines: [] }),
              encType: "text/plain",
            })}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {copy.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            // Without JavaScript a mail draft reads "<line>=<address>".
            name={endpoint ? "email" : copy.draftLine}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onFocus={() => void loadDelivery()}
            onChange={(event) => {
              setEmail(event.target.value);
              keep(event.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-12 w-full rounded-lg border border-white/30 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
          />
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-accent-200">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-accent-300 disabled:cursor-wait disabled:opacity-80 sm:min-w-36"
        >
          {pending ? copy.sending : copy.submit}
        </button>
      </form>
      <div role="status">
        {progress ? <p className="mt-4 text-sm text-white">{progress}</p> : null}
        {alarming ? null : message}
      </div>
      {alarming ? <div role="alert">{message}</div> : null}
    </div>
  );
}
