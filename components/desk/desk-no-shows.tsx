"use client";

import { useEffect, useState } from "react";

import { type DeskNoShows, NO_SHOW_WINDOW_DAYS, type NoShowLine } from "@/contract/desk";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";

import { DeskAlert } from "./desk-alert";

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { label: string; line: NoShowLine }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-1 text-left text-xs font-semibold text-slate-700">{caption}</caption>
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-semibold">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            No-shows
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Of
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(({ label, line }) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 font-medium text-slate-900">
              {label}
            </th>
            <td className="py-1.5 text-right font-bold text-slate-950 tabular-nums">{line.noShows}</td>
            <td className="py-1.5 text-right text-slate-700 tabular-nums">{line.consultations}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The no-shows of the consultations that began in the last 90 days, per counsellor and per source (issue 43). */
export function DeskNoShowCounts() {
  const [counts, setCounts] = useState<DeskNoShows>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    deskApi
      .noShows()
      .then(setCounts, (error: unknown) =>
        setProblem(error instanceof DeskRequestError ? error.message : "The no-show counts could not be loaded."),
      );
  }, []);
  return (
    <section aria-labelledby="no-shows-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <h2 id="no-shows-title" className="text-base font-bold text-slate-950">
        No-shows, last {NO_SHOW_WINDOW_DAYS} days
      </h2>
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {counts && counts.byCounsellor.length + counts.bySource.length === 0 ? (
        <p className="text-sm text-slate-700">No consultation has taken place in this time yet.</p>
      ) : null}
      {counts?.byCounsellor.length ? (
        <CountTable
          caption="By counsellor"
          heading="Counsellor"
          rows={counts.byCounsellor.map((line) => ({ label: line.name, line }))}
        />
      ) : null}
      {counts?.bySource.length ? (
        <CountTable
          caption="By source"
          heading="Source (utm_source)"
          rows={counts.bySource.map((line) => ({ label: line.source ?? "No campaign (direct or referral)", line }))}
        />
      ) : null}
    </section>
  );
}
