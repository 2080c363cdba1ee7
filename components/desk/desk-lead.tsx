"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import {
  allowedTransition,
  closedReasonLabels,
  closedReasons,
  leadFieldNames,
  leadStatuses,
  leadStatusLabels,
  type ClosedReason,
  type DeskLeadRecord,
  type LeadStatus,
} from "@/contract/desk";
import { fieldLabels, formTitles } from "@/contract/forms";
import { leadSourceFields, leadSourceLabels } from "@/contract/lead-source";
import { TextareaField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { officeById, site } from "@/content/site";
import { deskPages, deskLeadPath } from "@/lib/desk/desk-paths";
import { deskApi, DeskRequestError, sessionEnded } from "@/lib/desk/desk-api";
import { istShortText } from "@/contract/india-time";
import { bookedText, visitorName } from "@/lib/desk/lead-summary";
import { callHref, greetingText, whatsappHrefFor } from "@/lib/desk/visitor-contact";
import { leadNoteSchema, NOTE_MAX } from "@/lib/validations/desk";

import { DeskAlert, DeskDone } from "./desk-alert";
import { DeskNotice, useDeskStaff } from "./desk-gate";
import { DeskPortalPanel } from "./desk-portal";
import { LeadContact } from "./lead-contact";
import { LeadOwner } from "./lead-owner";
import { CounsellorOffNote, StatusBadge } from "./status-badge";
import { useAddressParam } from "./use-address-query";

/** Every field the visitor sent but the name, which heads the page. */
const sentFieldNames = leadFieldNames.filter((name) => name !== "firstName" && name !== "lastName");

const actionClass =
  "inline-flex min-h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-3 py-1 text-center text-base leading-tight font-semibold";

function ContactActions({ record }: { record: DeskLeadRecord }) {
  const staff = useDeskStaff();
  if (!record.phone) {
    return record.email ? (
      <a
        href={`mailto:${record.email}?subject=${encodeURIComponent(`Your enquiry ${record.reference}`)}`}
        className={`${actionClass} bg-brand-700 text-white`}
      >
        E-mail {record.firstName ?? "the visitor"}
      </a>
    ) : null;
  }
  const greeting = greetingText(record, staff.name, site.name);
  return (
    <div className="flex gap-2">
      <a href={callHref(record.phone)} className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800`}>
        Call {record.phone}
      </a>
      <a
        href={whatsappHrefFor(record.phone, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50`}
      >
        WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

function StatusChange({ record, onSaved }: { record: DeskLeadRecord; onSaved: (message: string) => void }) {
  const next = leadStatuses.filter((status) => status !== record.status && allowedTransition(record.status, status));
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [reason, setReason] = useState<ClosedReason | "">("");
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();
  const [saving, setSaving] = useState(false);
  if (next.length === 0) return null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!status) return setProblem({ message: "Choose the new status.", fields: { status: "Choose the new status" } });
    if (status === "closed" && !reason) {
      return setProblem({ message: "Say why it is closed.", fields: { closedReason: "Choose a reason" } });
    }
    setSaving(true);
    try {
      await deskApi.change(record.reference, {
        status,
        ...(status === "closed" ? { closedReason: reason || undefined } : {}),
      });
      setProblem(undefined);
      setStatus("");
      setReason("");
      onSaved(`Status is now ${leadStatusLabels[status]}.`);
    } catch (error) {
      setProblem(
        sessionEnded(error)
          ? undefined
          : error instanceof DeskRequestError
            ? { message: error.message, fields: error.fields }
            : { message: "Not saved.", fields: {} },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className="block">
        <span className="block text-sm font-semibold text-slate-800">New status</span>
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | "")}
          aria-invalid={problem?.fields.status ? true : undefined}
          className="mt-1 block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          <option value="">Choose…</option>
          {next.map((option) => (
            <option key={option} value={option}>
              {leadStatusLabels[option]}
            </option>
          ))}
        </select>
      </label>
      {status === "closed" ? (
        <label className="block">
          <span className="block text-sm font-semibold text-slate-800">Closed because</span>
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value as ClosedReason | "")}
            aria-invalid={problem?.fields.closedReason ? true : undefined}
            className="mt-1 block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            <option value="">Choose a reason…</option>
            {closedReasons.map((option) => (
              <option key={option} value={option}>
                {closedReasonLabels[option]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="hidden sm:block" />
      )}
      <SubmitButton pending={saving} pendingLabel="Saving…">
        Update status
      </SubmitButton>
      {problem ? (
        <div className="sm:col-span-3">
          <DeskAlert>
            {problem.message} {Object.values(problem.fields).join(". ")}
          </DeskAlert>
        </div>
      ) : null}
    </form>
  );
}

type NoteValues = z.infer<typeof leadNoteSchema>;

function NoteForm({
  reference,
  onSaved,
  onSaving,
}: {
  reference: string;
  onSaved: (message: string) => void;
  /** A new save begins: the page's last "saved" no longer describes it. */
  onSaving: () => void;
}) {
  const form = useForm<NoteValues>({ resolver: zodResolver(leadNoteSchema), defaultValues: { note: "" } });
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ note }) => {
    onSaving();
    try {
      await deskApi.change(reference, { note });
      setProblem(undefined);
      form.reset({ note: "" });
      onSaved("Note added.");
    } catch (error) {
      // What was typed stays in the field; the reason is shown beside it (an ended session: over the page).
      if (error instanceof DeskRequestError && error.fields.note) form.setError("note", { message: error.fields.note });
      setProblem(sessionEnded(error) ? undefined : error instanceof Error ? error.message : "Not saved.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextareaField control={form.control} name="note" label="Add a note" rows={3} maxLength={NOTE_MAX} />
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" className="justify-self-start">
        Add note
      </SubmitButton>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `desk-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One lead (?ref= in the address): who, how to reach them, its status and owner, notes, history, source. */
export function DeskLead() {
  const staff = useDeskStaff();
  const ref = useAddressParam("ref");
  const reference = ref === undefined ? undefined : ref?.trim().toUpperCase() || null;
  const [record, setRecord] = useState<DeskLeadRecord>();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  // Bumped after each change: the lead, its history and owner are read again from the receiver.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!reference) return;
    deskApi.lead(reference).then(
      (answer) => {
        setRecord(answer);
        setProblem(undefined);
      },
      (error: unknown) =>
        setProblem(error instanceof DeskRequestError ? error.message : "The lead could not be loaded."),
    );
  }, [reference, version]);

  const onSaved = (message: string) => {
    setSaved(message);
    setVersion((value) => value + 1);
  };

  if (reference === null) return <DeskNotice>Open a lead from the inbox: this address names none.</DeskNotice>;
  if (problem && !record) return <DeskAlert>{problem}</DeskAlert>;
  if (!record) return <DeskNotice>Loading the lead…</DeskNotice>;

  return (
    <article aria-labelledby="desk-lead-heading" className="grid gap-4">
      <a href={deskPages.inbox} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        ← Inbox
      </a>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="desk-lead-heading" className="text-2xl font-bold text-slate-900">
            {visitorName(record)}
          </h2>
          <StatusBadge lead={record} />
        </div>
        <p className="text-sm text-slate-700">
          {formTitles[record.form]} · <span className="font-mono">{record.reference}</span> · received{" "}
          <time dateTime={record.receivedAt}>{istShortText(record.receivedAt)}</time>
        </p>
        <p className="text-sm text-slate-700">
          {record.office ? `${officeById[record.office].city} office` : "No office"} · owner{" "}
          {record.owner ? `${record.owner.name}` : "nobody yet"}
          {record.closedReason ? ` · closed because: ${closedReasonLabels[record.closedReason]}` : ""}
        </p>
        {record.booking ? <p className="text-sm font-semibold text-slate-800">{bookedText(record.booking)}</p> : null}
        {record.booking?.counsellorOff ? <CounsellorOffNote name={record.booking.counsellor} /> : null}
        {record.booking?.meetingUrl ? (
          <a
            href={record.booking.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-brand-800 underline"
          >
            Open the video room<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {record.status === "new" && record.responseDueAt ? (
          <p className={`text-sm font-semibold ${record.overdue ? "text-red-800" : "text-slate-800"}`}>
            {record.overdue ? "Overdue since" : "Answer by"}{" "}
            <time dateTime={record.responseDueAt}>{istShortText(record.responseDueAt)}</time>
          </p>
        ) : null}
        {record.firstResponseAt ? (
          <p className="text-sm text-slate-700">
            First answered <time dateTime={record.firstResponseAt}>{istShortText(record.firstResponseAt)}</time>
          </p>
        ) : null}
      </header>
      <ContactActions record={record} />
      <LeadContact record={record} />
      {saved ? <DeskDone>{saved}</DeskDone> : null}
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      <Section title="Status">
        <StatusChange record={record} onSaved={onSaved} />
        {staff.role === "admin" ? <LeadOwner record={record} onSaved={onSaved} /> : null}
      </Section>
      <Section title="What they sent">
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {sentFieldNames.map((name) =>
            record[name] ? (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-slate-700">{fieldLabels[name]}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{record[name]}</dd>
              </div>
            ) : null,
          )}
          {record.resumeUrl ? (
            <div className="contents">
              <dt className="text-sm font-semibold text-slate-700">{fieldLabels.resume}</dt>
              <dd>
                <a href={record.resumeUrl} className="font-semibold text-brand-700 underline">
                  Download the resume
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>
      <Section title="Notes and history">
        <NoteForm reference={record.reference} onSaved={onSaved} onSaving={() => setSaved(undefined)} />
        {record.history.length > 0 ? (
          <ol aria-label="History" className="mt-4 grid gap-2 border-t border-slate-200 pt-3">
            {record.history.map((event, index) => (
              <li key={index} className="text-sm">
                <span className="font-semibold text-slate-900">
                  {event.kind === "status" ? "Status" : event.kind === "owner" ? "Owner" : "Note"}:
                </span>{" "}
                <span className="whitespace-pre-line text-slate-800">{event.detail}</span>
                <span className="block text-xs text-slate-600">
                  {event.by.name} · <time dateTime={event.at}>{istShortText(event.at)}</time>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-600">No status change, assignment or note yet.</p>
        )}
      </Section>
      <DeskPortalPanel record={record} onChanged={() => setVersion((value) => value + 1)} />
      <Section title="Where they came from">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
          {leadSourceFields.map((field) => (
            <div key={field} className="contents">
              <dt className="font-semibold text-slate-700">{leadSourceLabels[field]}</dt>
              <dd className="break-all text-slate-900">{record.source[field] ?? "—"}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {record.related.length > 0 ? (
        <Section title="Same person's other enquiries">
          <ul className="grid gap-1">
            {record.related.map((other, index) =>
              "reference" in other ? (
                <li key={other.reference}>
                  <a href={deskLeadPath(other.reference)} className="font-semibold text-brand-700 underline">
                    {other.reference}
                  </a>{" "}
                  <span className="text-sm text-slate-700">
                    {formTitles[other.form]} · {leadStatusLabels[other.status]} · {istShortText(other.receivedAt)}
                  </span>
                </li>
              ) : (
                <li key={`elsewhere-${index}`} className="text-sm text-slate-700">
                  {other.office ? `Another enquiry at the ${officeById[other.office].city} office` : "Another enquiry"}
                </li>
              ),
            )}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
