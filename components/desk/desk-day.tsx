"use client";

import { useCallback, useEffect, useState } from "react";

import { dayLabel, istDateOf, istDatePlus, timeLabel } from "@/contract/india-time";
import { bookingModeLabels } from "@/content/booking";
import { type DeskDay as Day, type DeskLeadView } from "@/contract/desk";
import { officeIds, type OfficeId } from "@/contract/offices";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";
import { deskLeadPath } from "@/lib/desk/desk-paths";
import { visitorName } from "@/lib/desk/lead-summary";
import { officeById, telHref } from "@/content/site";

import { DeskAlert } from "./desk-alert";
import { useDeskStaff } from "./desk-gate";
import { DeskNoShowCounts } from "./desk-no-shows";
import { CounsellorOffNote, StatusBadge } from "./status-badge";

const controlClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 hover:border-slate-400";
const actionClass =
  "inline-flex h-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:opacity-60";

/** How long a mark can be taken back (the receiver's MARK_UNDO_MS). */
const UNDO_MS = 10 * 60_000;

type Outcome = "attended" | "no_show" | "undo";

/**
 * One booked consultation: when, how, who (with a call link), who holds it and its status; from its start, the
 * two outcomes, and for ten minutes after marking one, its undo.
 */
function BookingRow({
  lead,
  onOutcome,
  busy,
  markedAt,
  now,
}: {
  lead: DeskLeadView;
  onOutcome: (lead: DeskLeadView, outcome: Outcome) => void;
  busy: boolean;
  markedAt?: number;
  now: number;
}) {
  const booking = lead.booking!;
  const open = lead.status === "booked";
  const started = now >= Date.parse(booking.start);
  const undoable = !open && markedAt !== undefined && now - markedAt < UNDO_MS;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
      <div className="flex items-start justify-between gap-2">
        <p>
          <span className="text-lg font-bold text-slate-950 tabular-nums">{timeLabel(new Date(booking.start))}</span>{" "}
          <span className="text-sm text-slate-700">{bookingModeLabels[booking.mode]}</span>
        </p>
        <StatusBadge lead={lead} />
      </div>
      <p className="text-sm">
        <a href={deskLeadPath(lead.reference)} className="font-semibold text-brand-800 underline">
          {visitorName(lead)}
        </a>{" "}
        · <span className="font-mono">{lead.reference}</span>
        {lead.phone ? (
          <>
            {" "}
            ·{" "}
            <a href={telHref(lead.phone)} className="whitespace-nowrap text-brand-800 underline">
              {lead.phone}
            </a>
          </>
        ) : null}
      </p>
      <p className="text-xs text-slate-600">
        {booking.counsellor ? `With ${booking.counsellor}` : (lead.owner?.name ?? "No owner")}
      </p>
      {booking.counsellorOff ? <CounsellorOffNote name={booking.counsellor} /> : null}
      {open && !started ? (
        <p className="text-xs text-slate-600">Attended and No-show open at {timeLabel(new Date(booking.start))}.</p>
      ) : null}
      {undoable ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => onOutcome(lead, "undo")}
          className={`${actionClass} justify-self-start border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
        >
          Undo {lead.status === "consulted" ? "Attended" : "No-show"}
        </button>
      ) : null}
      {open && started ? (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOutcome(lead, "attended")}
            className={`${actionClass} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            Attended
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onOutcome(lead, "no_show")}
            className={`${actionClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          >
            No-show
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * A day of an office's booked consultations (issue 34), by time: from its start, the counsellor marks each
 * attended (the lead moves to consulted) or a no-show (closed, reason no-show), and may undo it for ten minutes.
 * An admin picks the office; a counsellor sees theirs.
 */
export function DeskDay() {
  const staff = useDeskStaff();
  const [date, setDate] = useState(() => istDateOf(new Date()));
  const [office, setOffice] = useState<string>(staff.office ?? officeIds[0]);
  const [day, setDay] = useState<Day>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<string>();
  // When this desk marked each consultation, for its undo.
  const [marked, setMarked] = useState<Record<string, number>>({});
  // The time the rows are drawn at, moved on every half minute: the marks open at the start, the undo closes.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const load = useCallback(async () => {
    try {
      setDay(await deskApi.day(date, staff.role === "admin" ? office : undefined));
      setError(undefined);
    } catch (problem) {
      setError(problem instanceof DeskRequestError ? problem.message : "The day could not be loaded.");
    }
  }, [date, office, staff.role]);

  useEffect(() => {
    // The day's bookings are fetched whenever the day or office changes; the answer is the state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const markOutcome = async (lead: DeskLeadView, outcome: Outcome) => {
    setBusy(lead.reference);
    try {
      await deskApi.change(
        lead.reference,
        outcome === "attended"
          ? { status: "consulted" }
          : outcome === "no_show"
            ? { status: "closed", closedReason: "no_show" }
            : { status: "booked" },
      );
      const markedNow = Date.now();
      setMarked((all) => ({ ...all, [lead.reference]: markedNow }));
      setNow(markedNow);
      await load();
    } catch (problem) {
      setError(problem instanceof DeskRequestError ? problem.message : "The change was not saved.");
    } finally {
      setBusy(undefined);
    }
  };

  const shown = day && day.date === date ? day : undefined;
  return (
    <section aria-labelledby="day-title" className="grid gap-3">
      <h2 id="day-title" className="text-xl font-bold text-slate-950">
        {dayLabel(date)} · {officeById[(shown?.office ?? office) as OfficeId].city}
      </h2>
      <div className="grid grid-cols-[auto_1fr_auto] items-end gap-2">
        <button
          type="button"
          onClick={() => setDate(istDatePlus(date, -1))}
          className={`${actionClass} border-slate-300`}
        >
          <span aria-hidden="true">←</span>
          <span className="sr-only">Previous day</span>
        </button>
        <label className="block text-xs font-semibold text-slate-700">
          Day
          <input
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            className={controlClass}
          />
        </label>
        <button
          type="button"
          onClick={() => setDate(istDatePlus(date, 1))}
          className={`${actionClass} border-slate-300`}
        >
          <span aria-hidden="true">→</span>
          <span className="sr-only">Next day</span>
        </button>
      </div>
      {staff.role === "admin" ? (
        <label className="block text-xs font-semibold text-slate-700">
          Office
          <select value={office} onChange={(event) => setOffice(event.target.value)} className={controlClass}>
            {officeIds.map((one) => (
              <option key={one} value={one}>
                {officeById[one].city}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {error ? <DeskAlert>{error}</DeskAlert> : null}
      {!shown ? (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      ) : shown.bookings.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          No consultations booked this day.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Consultations by time">
          {shown.bookings.map((lead) => (
            <BookingRow
              key={lead.reference}
              lead={lead}
              onOutcome={markOutcome}
              busy={busy === lead.reference}
              markedAt={marked[lead.reference]}
              now={now}
            />
          ))}
        </ol>
      )}
      <DeskNoShowCounts />
    </section>
  );
}
