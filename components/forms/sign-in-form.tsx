"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";

import { ButtonLink } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { PORTAL_PATH } from "@/contract/portal";
import { signInOutcomes, signInPage } from "@/content/forms";
import { site } from "@/content/site";
import { fetchSignedIn } from "@/lib/portal/portal-api";
import { signInRefusal } from "@/lib/portal/portal-text";
import type { SignInInput, SignInValues } from "@/lib/validations/sign-in";

import { CheckboxField, NativeFieldNames, TextField } from "./fields";
import { SubmitButton, UnsavedHint } from "./form-actions";
import { formBehaviour } from "./form-behaviour";
import { checksUnavailableStatus, lazySchemaResolver } from "./lazy-checks";
import { ContactLinks, FormStatus, type FormStatusMessage } from "./form-status";
import { forgetUnsentValues, usePersistedValues } from "./use-persisted-values";

const FORM_ID = "signin";
/** The note a submit without JavaScript scrolls to (and reveals with :target). */
const NEEDS_SCRIPT_ID = "sign-in-needs-javascript";
/** No field is ever posted: without a name a control is left out of any submission. */
const noNativeNames = () => undefined;

const resolver = lazySchemaResolver(() => import("@/lib/validations/sign-in").then((module) => module.signInSchema));

/**
 * The portal's Better Auth client, fetched when the visitor first reaches the form (or presses a button), not with
 * the page: most visitors of /signin never sign in, and the client is most of the sign-in's script.
 */
let authLoading: Promise<typeof import("@/lib/portal/portal-auth")> | undefined;
const loadAuth = () =>
  (authLoading ??= import("@/lib/portal/portal-auth").catch((error: unknown) => {
    authLoading = undefined;
    throw error;
  }));
const preloadAuth = () => void loadAuth().catch(() => undefined);

/** A Better Auth call's refusal status: the receiver's, or 0 when it (or the client's script) could not be reached. */
async function authStatus(
  call: (
    auth: (typeof import("@/lib/portal/portal-auth"))["portalAuth"],
  ) => Promise<{ error: { status: number } | null }>,
) {
  try {
    const { portalAuth } = await loadAuth();
    const { error } = await call(portalAuth);
    return error ? error.status : null;
  } catch {
    return 0;
  }
}

const emptyValues: SignInInput = { email: "", password: "", remember: true };

const providerButtonClass =
  "inline-flex h-12 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 text-base font-semibold text-slate-800 shadow-sm transition-colors hover:border-slate-400 hover:bg-slate-50";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-slate-900">
      <path d="M16.4 12.7c0-2.5 2-3.7 2.1-3.8a4.6 4.6 0 0 0-3.6-2c-1.5-.1-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.8 3-.5 7.5 1.2 9.9.8 1.2 1.8 2.5 3.1 2.5s1.7-.8 3.2-.8 1.9.8 3.2.8 2.2-1.2 3-2.4c.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.3c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
    </svg>
  );
}

const getInTouchLink = (
  <a href="/get-in-touch" className="font-semibold underline">
    Get in touch
  </a>
);

/** Tells the visitor honestly that a provider sign-in is not available, and who can help instead. */
function explainProvider(provider: string) {
  void notify("info", signInPage.providerUnavailable(provider), {
    description: <>Your counsellor can help with your application meanwhile. {getInTouchLink}</>,
    duration: 8000,
  });
}

/**
 * "Continue with Google/Apple": Better Auth sends the browser to the provider and back to the account. When the
 * receiver has no such provider configured (it answers 404, or 400 for a provider it does not know), the visitor
 * is told so honestly; any other refusal says what to do.
 */
async function continueWith(provider: "google" | "apple", name: string) {
  const status = await authStatus((auth) =>
    auth.signIn.social({ provider, callbackURL: new URL(PORTAL_PATH, window.location.origin).href }),
  );
  if (status === null) return;
  if (status === 400 || status === 404) explainProvider(name);
  else void notify("error", signInRefusal(status));
}

/**
 * Sign-in (spec part 1, sections 2, 4 and 5) to the student and parent portal: the e-mail and password go to the
 * receiver's Better Auth (POST /api/portal/auth/sign-in/email, in the body, never a URL); only once it answered
 * 200 does the spec's toast say "Welcome back!", and the browser goes to the account. The password is never kept
 * (left out of the persisted values, cleared after every try). "Forgot password?" e-mails a set-password link to
 * the address in the Email field, with the same answer whether or not it has an account.
 *
 * Before the script runs, or without JavaScript, there is nothing a submission could
 * reach, so none of the controls has a name: the form's GET carries no data (no
 * password in a request or URL, no e-mail either) and only reloads this page at the
 * note saying sign-in needs JavaScript and who can help meanwhile.
 */
export function SignInForm() {
  // A client-side navigation keeps the root layout's toaster, so "Welcome back!" stays on screen at the account.
  const router = useRouter();
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver,
    defaultValues: emptyValues,
    ...formBehaviour,
  });
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const { control, formState } = form;
  usePersistedValues(form, FORM_ID, { exclude: ["password"] });

  const [signedInAs, setSignedInAs] = useState<string>();
  const [resetPending, setResetPending] = useState(false);

  // Already signed in (the portal's session cookie): offer the way to the account.
  useEffect(() => {
    let current = true;
    fetchSignedIn()
      .then((session) => {
        if (current && session) setSignedInAs(session.email);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = form.handleSubmit(
    async ({ email, password, remember }) => {
      setStatus(null);
      const refused = await authStatus((auth) => auth.signIn.email({ email, password, rememberMe: remember }));
      form.reset({ email, password: "", remember });
      if (refused !== null) {
        setStatus({ tone: "error", title: signInRefusal(refused) });
        return;
      }
      forgetUnsentValues(FORM_ID);
      const signedIn = `${signInPage.signedInAs} ${email}`;
      setStatus({ tone: "success", title: signedIn, body: signInOutcomes.openingAccount });
      void notify("success", signInPage.welcomeTitle, { description: signedIn });
      router.push(PORTAL_PATH);
    },
    (errors) => setStatus(checksUnavailableStatus(errors)),
  );

  /** "Forgot password?": checks the Email field, then asks for a set-password link to it. */
  const requestReset = async () => {
    if (resetPending) return;
    preloadAuth();
    if (!(await form.trigger("email", { shouldFocus: true }))) {
      setStatus({
        tone: "info",
        title: signInPage.passwordHelpTitle,
        body: signInOutcomes.resetNeedsEmail,
        focus: false,
      });
      return;
    }
    const email = form.getValues("email").trim();
    setResetPending(true);
    // The receiver says whether it can e-mail a link at all (the same for any address).
    let emailed = false;
    const refused = await authStatus(async (auth) => {
      const answer = await auth.requestPasswordReset({ email });
      emailed = (answer.data as { emailed?: boolean } | null)?.emailed === true;
      return answer;
    });
    setResetPending(false);
    if (refused === null && emailed) {
      setStatus({ tone: "success", title: signInPage.passwordHelpTitle, body: signInOutcomes.resetSent });
    } else if (refused === null) {
      setStatus({
        tone: "info",
        title: signInPage.passwordHelpTitle,
        body: (
          <>
            {signInOutcomes.resetNoMail} <ContactLinks email={site.email} />.
          </>
        ),
      });
    } else {
      setStatus({
        tone: "error",
        title: refused === 429 ? signInOutcomes.tooManyTries : signInOutcomes.resetNotSent,
        body: (
          <>
            For help, <ContactLinks email={site.email} />.
          </>
        ),
      });
    }
  };

  return (
    <div className="space-y-6">
      {signedInAs ? (
        <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
          <p className="font-semibold">{signInOutcomes.signedInAlready(signedInAs)}</p>
          <ButtonLink href={PORTAL_PATH} className="mt-3">
            {signInOutcomes.goToAccount}
          </ButtonLink>
        </div>
      ) : null}
      <div className="grid gap-3">
        <button type="button" className={providerButtonClass} onClick={() => void continueWith("google", "Google")}>
          <GoogleMark />
          {signInPage.google}
        </button>
        <button type="button" className={providerButtonClass} onClick={() => void continueWith("apple", "Apple")}>
          <AppleMark />
          {signInPage.apple}
        </button>
      </div>

      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        {signInPage.divider}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>

      <form
        method="get"
        action={`/signin#${NEEDS_SCRIPT_ID}`}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => {
          resolver.preload();
          preloadAuth();
        }}
        className="grid gap-5"
      >
        <p
          id={NEEDS_SCRIPT_ID}
          className="hidden scroll-mt-24 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950 target:block"
        >
          <strong className="block text-base">{signInPage.needsScriptTitle}</strong>
          {signInOutcomes.needsScriptText} For help, <ContactLinks email={site.email} />.
        </p>
        <NativeFieldNames value={noNativeNames}>
          <TextField
            control={control}
            name="email"
            type="email"
            label={signInPage.emailLabel}
            required
            autoComplete="username"
            placeholder={site.email}
            spellCheck={false}
          />
          <TextField
            control={control}
            name="password"
            type="password"
            label={signInPage.passwordLabel}
            required
            autoComplete="current-password"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <CheckboxField control={control} name="remember" label={signInPage.remember} />
            <button
              type="button"
              onClick={() => void requestReset()}
              aria-disabled={resetPending || undefined}
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline aria-disabled:cursor-wait aria-disabled:opacity-70"
            >
              {signInPage.forgotPassword}
            </button>
          </div>
        </NativeFieldNames>
        <SubmitButton pending={formState.isSubmitting} pendingLabel={"Signing in\u2026"} className="w-full">
          {signInPage.submit}
        </SubmitButton>
        <UnsavedHint shown={formState.isDirty && !formState.isSubmitting}>
          Unsaved changes: press {signInPage.submit} when you are ready.
        </UnsavedHint>
        <FormStatus message={status} pending={formState.isSubmitting} />
      </form>

      <p className="text-center text-sm text-slate-700">
        {signInPage.noAccount}{" "}
        <a href="/get-in-touch" className="font-semibold text-brand-700 hover:underline">
          {signInPage.getInTouch}
        </a>
      </p>
    </div>
  );
}
