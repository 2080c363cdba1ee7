"use client";

import { useCallback, useEffect, useState } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import type { PortalDocument, PortalMe } from "@/contract/portal";
import { portalPage as copy } from "@/content/forms";
import { fetchMe, fetchSignedIn, openPage, PortalRequestError } from "@/lib/portal/portal-api";
import { portalAuth } from "@/lib/portal/portal-auth";
import { requestFailure } from "@/lib/portal/portal-text";

import { PortalApplications } from "./portal-applications";
import { PortalDocuments } from "./portal-documents";
import { PortalMessages } from "./portal-messages";
import { PortalMyData } from "./portal-my-data";
import { PortalNotice } from "./portal-notice";
import { PortalOverview } from "./portal-overview";
import { PortalParents } from "./portal-parents";

const SIGN_IN_PATH = "/signin";

type Loaded =
  | { state: "loading" }
  | { state: "signed-out" }
  | { state: "failed"; message: string }
  | { state: "ready"; me: PortalMe; at: Date };

type SectionId = keyof typeof copy.sections;

/**
 * The student's or parent's account (GET /api/portal/me): the overview, applications, documents, the thread with
 * the office, the parents (the student's alone) and the account's data, stacked on one page with an in-page
 * nav. Without a session it asks to sign in; what a parent may not do (uploads, downloads, invites) is not shown.
 */
export function PortalAccount() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  const failed = useCallback((error: unknown) => {
    if (error instanceof PortalRequestError && error.status === 401) setLoaded({ state: "signed-out" });
    else setLoaded({ state: "failed", message: error instanceof Error ? error.message : requestFailure(0) });
  }, []);

  useEffect(() => {
    let current = true;
    // Asked first who is signed in, so a visit signed out leaves no refused request in the console.
    fetchSignedIn()
      .then((session) => {
        if (!session) throw new PortalRequestError(401, requestFailure(401));
        return fetchMe();
      })
      .then(
        (me) => current && setLoaded({ state: "ready", me, at: new Date() }),
        (error: unknown) => current && failed(error),
      );
    return () => {
      current = false;
    };
  }, [attempt, failed]);

  /** Reads the account again after a change (an invite, a removal); the page stays as it is if that fails. */
  const refresh = useCallback(async () => {
    try {
      const me = await fetchMe();
      setLoaded({ state: "ready", me, at: new Date() });
    } catch (error) {
      if (error instanceof PortalRequestError && error.status === 401) setLoaded({ state: "signed-out" });
    }
  }, []);

  const signedOut = useCallback(() => setLoaded({ state: "signed-out" }), []);

  const documentChanged = useCallback((document: PortalDocument) => {
    setLoaded((now) =>
      now.state === "ready"
        ? {
            ...now,
            me: {
              ...now.me,
              documents: now.me.documents.map((held) => (held.id === document.id ? document : held)),
            },
          }
        : now,
    );
  }, []);

  if (loaded.state === "loading") {
    return (
      <p role="status" className="text-slate-700">
        {copy.loading}
      </p>
    );
  }
  if (loaded.state === "signed-out") {
    return (
      <PortalNotice role="status" title={copy.signedOutTitle}>
        <p>{copy.signedOutText}</p>
        <ButtonLink href={SIGN_IN_PATH} className="mt-4">
          {copy.signIn}
        </ButtonLink>
      </PortalNotice>
    );
  }
  if (loaded.state === "failed") {
    return (
      <PortalNotice role="alert" tone="error" title={loaded.message}>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => {
            setLoaded({ state: "loading" });
            setAttempt((count) => count + 1);
          }}
        >
          {copy.tryAgain}
        </Button>
      </PortalNotice>
    );
  }

  const { me, at } = loaded;
  const student = me.viewer.kind === "student";
  const sections: SectionId[] = student
    ? ["overview", "applications", "documents", "messages", "parents", "data"]
    : ["overview", "applications", "documents", "messages", "data"];

  return (
    <div className="grid gap-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="font-semibold text-brand-950">{copy.signedInAs(me.viewer.name, me.viewer.kind)}</p>
          <p className="text-sm break-all text-slate-600">{me.viewer.email}</p>
          {student ? null : <p className="mt-2 text-sm text-slate-700">{copy.parentView(me.student.name)}</p>}
        </div>
        <SignOutButton />
      </div>

      <nav aria-label={copy.navLabel}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-400 hover:bg-brand-50"
              >
                {copy.sections[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <PortalOverview me={me} now={at} />
      <PortalApplications applications={me.applications} />
      <PortalDocuments documents={me.documents} canUpload={student} onChange={documentChanged} />
      <PortalMessages onSignedOut={signedOut} />
      {student ? <PortalParents parents={me.parents} onChanged={refresh} /> : null}
      <PortalMyData canAskErasure={student} />
    </div>
  );
}

function SignOutButton() {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    let ok: boolean;
    try {
      const { error } = await portalAuth.signOut();
      ok = !error;
    } catch {
      ok = false;
    }
    if (ok) {
      openPage(SIGN_IN_PATH);
      return;
    }
    setPending(false);
    void notify("error", copy.signOutFailed);
  };
  return (
    <Button variant="outline" className="min-h-11 self-start" disabled={pending} onClick={() => void signOut()}>
      {pending ? copy.signingOut : copy.signOut}
    </Button>
  );
}
