"use client";

import { useId, useState } from "react";

import { notify } from "@/components/ui/toaster";
import { mailto, openMailDraft } from "@/lib/mailto";

/**
 * The home page's newsletter sign-up. The static site has no mailing-list
 * backend, so it opens a prefilled e-mail to the consultancy and says so.
 */
export function NewsletterForm({ recipient }: { recipient: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    if (!input.checkValidity()) {
      setError("Please enter a valid email");
      input.focus();
      return;
    }
    setError(null);
    openMailDraft(
      mailto(recipient, "Newsletter subscription", [`Please add ${email.trim()} to your study abroad newsletter.`]),
    );
    void notify("success", "Almost done!", {
      description: `We opened an e-mail to ${recipient}. Send it to confirm your subscription.`,
    });
    setEmail("");
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-8 flex w-full max-w-lg flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
        className="inline-flex h-12 items-center justify-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-accent-300"
      >
        Subscribe
      </button>
    </form>
  );
}
