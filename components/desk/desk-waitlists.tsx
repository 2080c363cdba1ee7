"use client";

import { useEffect, useState } from "react";

import type { DeskWaitlist } from "@/contract/desk";
import { istShortText } from "@/contract/india-time";
import { events } from "@/content/resources";
import { deskApi, DeskRequestError } from "@/lib/desk/desk-api";
import { deskLeadPath } from "@/lib/desk/desk-paths";

import { DeskAlert } from "./desk-alert";
import { DeskNotice } from "./desk-gate";

/** Where each person in a line stands: waiting, a place held for them, confirmed, or let go. */
function stateText(person: DeskWaitlist["line"][number]): string {
  if (person.state === "waiting") return "Waiting";
  if (person.confirmed) return "Confirmed";
  if (person.heldUntil) return `Place held until ${istShortText(person.heldUntil)}`;
  return "Offer let go or ran out";
}

/** The waitlists of the events that take registrations by seats (issue 43), in order, with each offer's outcome. */
export function DeskWaitlists() {
  const [lines, setLines] = useState<DeskWaitlist[]>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const withSeats = events.filter((event) => event.registration.seats);
    Promise.all(withSeats.map((event) => deskApi.waitlist(event.slug))).then(setLines, (error: unknown) =>
      setProblem(error instanceof DeskRequestError ? error.message : "The waitlists could not be loaded."),
    );
  }, []);
  if (problem) return <DeskAlert>{problem}</DeskAlert>;
  if (!lines) return <DeskNotice>Loading…</DeskNotice>;
  return (
    <section aria-labelledby="waitlists-title" className="grid gap-4">
      <h2 id="waitlists-title" className="text-xl font-bold text-slate-950">
        Event waitlists
      </h2>
      {lines.map((event) => (
        <section
          key={event.slug}
          aria-label={event.title}
          className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <h3 className="font-bold text-slate-900">{event.title}</h3>
          {event.line.length === 0 ? (
            <p className="text-sm text-slate-700">Nobody is waiting.</p>
          ) : (
            <ol className="grid gap-1.5 text-sm">
              {event.line.map((person, index) => (
                <li key={person.email} className="grid gap-0.5 border-t border-slate-100 pt-1.5 first:border-0">
                  <span className="font-semibold text-slate-900">
                    {index + 1}. {person.name || person.email}
                  </span>
                  <span className="text-slate-700">
                    {person.email}
                    {person.phone ? ` · ${person.phone}` : ""} · joined {istShortText(person.joinedAt)}
                  </span>
                  <span className="text-slate-800">
                    {stateText(person)}
                    {person.reference ? (
                      <>
                        {" · "}
                        <a href={deskLeadPath(person.reference)} className="font-semibold text-brand-800 underline">
                          {person.reference}
                        </a>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </section>
  );
}
