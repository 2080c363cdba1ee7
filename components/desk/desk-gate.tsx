"use client";

import { createContext, useContext } from "react";

import { officeById } from "@/content/site";
import { noReceiverMessage } from "@/lib/desk/desk-api";
import { deskPages } from "@/lib/desk/desk-paths";
import { staffAuth, type DeskStaff } from "@/lib/desk/staff-auth";
import { receiverApiBase } from "@/lib/leads/config";

import { DeskSignIn } from "./desk-sign-in";

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
        }}
      >
        Sign out
      </button>
    </nav>
  );
}

/** Shows its children to a signed-in staff member, with the desk's bar; the sign-in form to anyone else. */
export function DeskGate({ children }: { children: React.ReactNode }) {
  const { data, isPending, error, refetch } = staffAuth.useSession();
  if (!receiverApiBase()) return <DeskNotice>{noReceiverMessage}</DeskNotice>;
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
  if (!data) return <DeskSignIn />;
  const staff = data.user as unknown as DeskStaff;
  return (
    <StaffContext value={staff}>
      <DeskBar staff={staff} />
      {children}
    </StaffContext>
  );
}
