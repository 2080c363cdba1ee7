"use client";

import { useEffect, useState } from "react";

import type { DeskHandedOver, DeskLeadView } from "@/contract/desk";
import type { StaffListing } from "@/contract/validations/staff";
import { officeById } from "@/content/site";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";
import { deskLeadPath } from "@/lib/desk/desk-paths";
import { bookedText, visitorName } from "@/lib/desk/lead-summary";

import { DeskAlert, DeskDone } from "./desk-alert";

const buttonClass = "h-11 rounded-lg border px-4 text-sm font-semibold disabled:opacity-60";

/**
 * Before a staff member is disabled: what they hold (open leads, consultations ahead) and who takes it. Handing
 * over moves each lead (and its consultation, to a counsellor free then); what cannot move is listed and stays.
 */
export function Handover({
  person,
  staff,
  onDone,
  onCancel,
}: {
  person: StaffListing;
  staff: readonly StaffListing[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [held, setHeld] = useState<DeskLeadView[]>();
  const [to, setTo] = useState("");
  const [result, setResult] = useState<DeskHandedOver>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const takers = staff.filter((other) => other.active && other.email !== person.email);

  useEffect(() => {
    deskApi.handover(person.email).then(
      (answer) => setHeld(answer.leads),
      (error: unknown) => setProblem(error instanceof DeskRequestError ? error.message : "Not loaded."),
    );
  }, [person.email]);

  const disable = async (handed?: DeskHandedOver) => {
    await deskApi.setStaffActive(person.email, false);
    const left = handed?.notMoved.length ?? held?.length ?? 0;
    onDone(
      `${person.name} is disabled.${handed ? ` ${handed.moved.length} handed over.` : ""}${left ? ` ${left} still theirs: reassign from each lead's page.` : ""}`,
    );
  };

  const act = async (handOver: boolean) => {
    setBusy(true);
    try {
      if (!handOver) return await disable();
      const handed = await deskApi.handOver(person.email, to);
      setResult(handed);
      if (handed.notMoved.length === 0) return await disable(handed);
      // What stays theirs, read again: the list shows only that now.
      setHeld((await deskApi.handover(person.email)).leads);
    } catch (error) {
      setProblem(error instanceof DeskRequestError ? (error.fields.to ?? error.message) : "Not done.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={`Disable ${person.name}`}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {!held && !problem ? <p role="status">Checking what {person.name} holds…</p> : null}
      {held && held.length === 0 ? <p>{person.name} holds no open leads or consultations ahead.</p> : null}
      {held && held.length > 0 ? (
        <>
          <p className="font-semibold">
            {person.name} holds{" "}
            {held.length === 1 ? "1 open lead or consultation" : `${held.length} open leads and consultations`} ahead.
            Who takes {held.length === 1 ? "it" : "them"}?
          </p>
          <ul className="grid gap-1">
            {held.map((lead) => (
              <li key={lead.reference}>
                <a href={deskLeadPath(lead.reference)} className="font-semibold text-brand-800 underline">
                  {visitorName(lead)} · {lead.reference}
                </a>
                {lead.booking ? <span className="block text-xs">{bookedText(lead.booking)}</span> : null}
              </li>
            ))}
          </ul>
          <label className="block text-xs font-semibold">
            Give them to
            <select
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
            >
              <option value="">Choose who takes them</option>
              {takers.map((other) => (
                <option key={other.email} value={other.email}>
                  {other.name} ({other.office ? officeById[other.office].city : "admin"})
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      {result && result.notMoved.length ? (
        <div role="alert" className="grid gap-1">
          <p className="font-semibold">
            {result.moved.length} handed over; these could not be, and stay with {person.name}:
          </p>
          <ul>
            {result.notMoved.map((one) => (
              <li key={one.reference}>
                <a href={deskLeadPath(one.reference)} className="underline">
                  {one.reference}
                </a>
                : {one.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {result && result.notMoved.length === 0 ? <DeskDone>All handed over.</DeskDone> : null}
      <div className="flex flex-wrap gap-2">
        {held && held.length > 0 ? (
          <button
            type="button"
            disabled={busy || !to}
            onClick={() => act(true)}
            className={`${buttonClass} border-brand-700 bg-brand-700 text-white`}
          >
            Hand over and disable
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy || !held}
          onClick={() => act(false)}
          className={`${buttonClass} border-slate-300 bg-white text-slate-900`}
        >
          {held && held.length > 0 ? "Disable, keep them theirs" : `Disable ${person.name}`}
        </button>
        <button type="button" onClick={onCancel} className={`${buttonClass} border-transparent text-brand-800`}>
          Keep {person.name} active
        </button>
      </div>
    </section>
  );
}
