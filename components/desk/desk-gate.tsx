"use client";

import { createContext, useContext, useEffect, useRef, useState } from "react";

import { officeById } from "@/content/site";
import { noReceiverMessage, sessionEndedMessage, sessionEvents } from "@/lib/desk/desk-api";
import { deskPages } from "@/lib/desk/desk-paths";
import { staffAuth, type DeskStaff } from "@/lib/desk/staff-auth";
import { receiverApiBase } from "@/lib/leads/config";

import { DeskSignIn, SignInForm } from "./desk-sign-in";

const StaffContext = createContext<DeskStaff | null>(null);

/** The signed-in staff member; only inside DeskGate. */
export function useDeskStaff(): DeskStaff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useDeskStaff is used outside DeskGate");
  return staff;
}

export function DeskNotice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
      {children}
    </p>
  );
}

const barLink = "rounded-md px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50";

function DeskBar({ staff }: { staff: DeskStaff }) {
  return (
    <nav
      aria-label="Desk"
      className="mb-4 flex flex-wrap items-center gap-x-1 gap-y-2 border-b border-slate-200 pb-3 text-sm"
    >
      <a href={deskPages.inbox} className={barLink}>
        Inbox
      </a>
      <a href={deskPages.day} className={barLink}>
        Day
      </a>
      <a href={deskPages.waitlists} className={barLink}>
        Waitlists
      </a>
      {staff.role === "admin" || staff.office ? (
        <a href={deskPages.schedule} className={barLink}>
          Schedule
        </a>
      ) : null}
      {staff.role === "admin" ? (
        <a href={deskPages.staff} className={barLink}>
          Staff
        </a>
      ) : null}
      <a href={deskPages.account} className={barLink}>
        Password
      </a>
      <span className="ml-auto text-slate-600">
        {staff.name} · {staff.office ? officeById[staff.office].city : "All offices"}
      </span>
      <button
        type="button"
        className={barLink}
        onClick={async () => {
          await staffAuth.signOut();
          // A fresh desk: the sign-in page, not the "sign in again" over this one.
          window.location.assign(deskPages.inbox);
        }}
      >
        Sign out
      </button>
    </nav>
  );
}

/**
 * Signing in again over the page, a modal <dialog> (the platform's: focus kept inside, Escape-proof here), when
 * the session ended while the page was open: what was typed stays in the page beneath.
 */
function SessionEndedDialog({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="session-ended-title"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-5 shadow-lg backdrop:bg-slate-900/40"
    >
      <h2 id="session-ended-title" className="text-xl font-bold text-slate-900">
        Sign in again
      </h2>
      <p className="mt-1 text-sm text-slate-700">{sessionEndedMessage}</p>
      <SignInForm email={email} onSignedIn={onSignedIn} />
    </dialog>
  );
}

/**
 * Shows its children to a signed-in staff member, with the desk's bar; the sign-in form to anyone else. A session
 * that ends while the page is open keeps the page and asks to sign in again over it.
 */
export function DeskGate({ children }: { children: React.ReactNode }) {
  const { data, isPending, error, refetch } = staffAuth.useSession();
  const [ended, setEnded] = useState(false);
  // The staff member the page was opened by, kept while they sign in again.
  const [known, setKnown] = useState<DeskStaff>();
  const current = data?.user as unknown as DeskStaff | undefined;
  if (current && current.id !== known?.id) setKnown(current);
  useEffect(() => {
    const onEnded = () => setEnded(true);
    sessionEvents.addEventListener("ended", onEnded);
    return () => sessionEvents.removeEventListener("ended", onEnded);
  }, []);
  if (!receiverApiBase()) return <DeskNotice>{noReceiverMessage}</DeskNotice>;
  if (known && (ended || !current)) {
    return (
      <StaffContext value={known}>
        <DeskBar staff={known} />
        {children}
        {ended || !isPending ? <SessionEndedDialog email={known.email} onSignedIn={() => setEnded(false)} /> : null}
      </StaffContext>
    );
  }
  if (isPending) return <DeskNotice>Checking your session…</DeskNotice>;
  if (error && !data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>The desk could not reach the receiver to check your session.</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!current) return <DeskSignIn />;
  return (
    <StaffContext value={current}>
      <DeskBar staff={current} />
      {children}
    </StaffContext>
  );
}
