"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { FormStatus, type FormStatusMessage } from "@/components/forms/form-status";
import { ButtonLink } from "@/components/ui/button";
import { PORTAL_PASSWORD_MIN } from "@/contract/portal";
import { portalWelcomePage as copy } from "@/content/forms";
import { lookUpWelcome, PortalRequestError, type PortalWelcome as Welcome } from "@/lib/portal/portal-api";
import { portalAuth } from "@/lib/portal/portal-auth";
import { portalPasswordSchema, type PortalPasswordValues } from "@/lib/portal/portal-forms";
import { welcomeTokenOf } from "@/lib/portal/portal-text";

import { PortalNotice } from "./portal-notice";

type Loaded =
  | { state: "reading" }
  | { state: "no-token" }
  | { state: "used" }
  | { state: "unreachable"; message: string }
  | { state: "ready"; token: string; welcome: Welcome }
  | { state: "done" };

const SIGN_IN_PATH = "/signin";

/**
 * The link of an invite or a "Forgot password?" e-mail (/account/welcome#<token>): the token is read from the
 * fragment, which no request carries, and sent only in the bodies of POST /api/portal/welcome (whose link it is)
 * and Better Auth's reset-password (the new password). A used, expired or unknown link says who to ask.
 */
export function PortalWelcome() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "reading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const token = welcomeTokenOf(window.location.hash);
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoaded({ state: "no-token" });
      return;
    }
    let current = true;
    lookUpWelcome(token).then(
      (welcome) => current && setLoaded({ state: "ready", token, welcome }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof PortalRequestError && (error.status === 404 || error.status === 410)) {
          setLoaded({ state: "used" });
        } else {
          setLoaded({ state: "unreachable", message: error instanceof Error ? error.message : copy.unreachable });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (loaded.state === "reading") {
    return (
      <p role="status" className="text-slate-700">
        {copy.reading}
      </p>
    );
  }
  if (loaded.state === "no-token") {
    return (
      <PortalNotice role="alert" tone="warning" title={copy.noTokenTitle}>
        <p>{copy.noTokenText}</p>
        <p className="mt-1">{copy.usedText}</p>
      </PortalNotice>
    );
  }
  if (loaded.state === "used") return <UsedLink />;
  if (loaded.state === "unreachable") {
    return (
      <PortalNotice role="alert" tone="error" title={loaded.message}>
        <button
          type="button"
          onClick={() => {
            setLoaded({ state: "reading" });
            setAttempt((count) => count + 1);
          }}
          className="mt-2 font-semibold underline underline-offset-4"
        >
          Try again
        </button>
      </PortalNotice>
    );
  }
  if (loaded.state === "done") return <PasswordSet />;
  return (
    <SetPassword
      token={loaded.token}
      welcome={loaded.welcome}
      onUsed={() => setLoaded({ state: "used" })}
      onDone={() => setLoaded({ state: "done" })}
    />
  );
}

function UsedLink() {
  return (
    <PortalNotice role="alert" tone="warning" title={copy.usedTitle}>
      <p>{copy.usedText}</p>
      <p className="mt-2">{copy.joinedAlready}</p>
      <ButtonLink href={SIGN_IN_PATH} variant="outline" className="mt-3">
        {copy.signIn}
      </ButtonLink>
    </PortalNotice>
  );
}

function PasswordSet() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <PortalNotice ref={ref} tabIndex={-1} role="status" tone="success" title={copy.doneTitle}>
      <p>{copy.doneText}</p>
      <ButtonLink href={SIGN_IN_PATH} className="mt-4">
        {copy.signIn}
      </ButtonLink>
    </PortalNotice>
  );
}

function SetPassword({
  token,
  welcome,
  onUsed,
  onDone,
}: {
  token: string;
  welcome: Welcome;
  onUsed: () => void;
  onDone: () => void;
}) {
  const form = useForm<PortalPasswordValues>({
    resolver: zodResolver(portalPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });
  const [status, setStatus] = useState<FormStatusMessage | null>(null);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setStatus(null);
    let refused: { status: number; code?: string } | null;
    try {
      const { error } = await portalAuth.resetPassword({ newPassword, token });
      refused = error ? { status: error.status, code: error.code } : null;
    } catch {
      refused = { status: 0 };
    }
    if (!refused) {
      form.reset();
      onDone();
      return;
    }
    if (refused.code === "INVALID_TOKEN" || (refused.status === 400 && !refused.code)) {
      onUsed();
      return;
    }
    if (refused.code === "PASSWORD_TOO_SHORT" || refused.code === "PASSWORD_TOO_LONG") {
      form.setError("newPassword", {
        message:
          refused.code === "PASSWORD_TOO_SHORT"
            ? "That password is too short: choose a longer one"
            : "That password is too long: choose a shorter one",
      });
      return;
    }
    setStatus({ tone: "error", title: refused.status === 0 ? copy.unreachable : copy.notSet });
  });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-brand-950">{copy.greeting(welcome.name)}</h2>
      <p className="mt-2 text-slate-700">{copy.signsInAs(welcome.email)}</p>
      {welcome.kind === "parent" ? <p className="mt-1 text-slate-700">{copy.parentNote}</p> : null}
      <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
        {/* The account's e-mail beside the new password, so a password manager saves the pair. */}
        <input type="email" name="username" autoComplete="username" value={welcome.email} readOnly hidden />
        <TextField
          control={form.control}
          name="newPassword"
          label={copy.newPassword}
          hint={`At least ${PORTAL_PASSWORD_MIN} characters`}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          control={form.control}
          name="repeatPassword"
          label={copy.repeatPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={"Saving\u2026"} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
        <FormStatus message={status} pending={form.formState.isSubmitting} />
      </form>
    </div>
  );
}
