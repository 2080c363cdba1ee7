"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { TextareaField, TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { istShortText } from "@/contract/india-time";
import { documentStatusLabels, type DocumentStatus, type PortalDocument } from "@/contract/portal";
import { NOTE_MAX } from "@/contract/validations/desk";
import { documentRequestSchema, documentReviewSchema } from "@/contract/validations/portal";
import { formatFileSize } from "@/contract/validations/resume";
import { deskApi, documentFileUrl } from "@/lib/desk/desk-api";

import { DeskAlert, DeskDone } from "./desk-alert";
import { PortalPart, refusalOf } from "./desk-portal-shared";

const statusClass: Record<DocumentStatus, string> = {
  requested: "bg-slate-200 text-slate-800",
  uploaded: "bg-accent-100 text-accent-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
};

type ReviewInput = z.input<typeof documentReviewSchema>;
type ReviewValues = z.output<typeof documentReviewSchema>;

/** An uploaded document approved, or rejected with the reason the student reads (the schema refuses none). */
function Review({ document, onChanged }: { document: PortalDocument; onChanged: () => void }) {
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(documentReviewSchema),
    defaultValues: { status: "approved", reason: "" },
  });
  const [problem, setProblem] = useState<string>();
  const [verdict, setVerdict] = useState<"approved" | "rejected">();
  const send = form.handleSubmit(async ({ status, reason }) => {
    try {
      await deskApi.reviewDocument(document.id, status === "rejected" ? { status, reason } : { status });
      setProblem(undefined);
      form.reset();
      onChanged();
    } catch (error) {
      setProblem(refusalOf(form, error, "The review was not saved. Try again."));
    }
  });
  const review = (status: "approved" | "rejected") => {
    setVerdict(status);
    form.setValue("status", status);
    // An approval needs no reason: a rejection's earlier "say why" no longer stands.
    if (status === "approved") form.clearErrors("reason");
    void send();
  };
  const pending = form.formState.isSubmitting;
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-label={`Review ${document.title}`}
      className="grid gap-2"
    >
      <TextareaField
        control={form.control}
        name="reason"
        label="Reason, if you reject it"
        hint="The student reads it"
        rows={2}
        maxLength={NOTE_MAX}
      />
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => review("approved")}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-emerald-700 px-5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-70"
        >
          {pending && verdict === "approved" ? "Approving…" : "Approve"}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => review("rejected")}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-white px-5 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70"
        >
          {pending && verdict === "rejected" ? "Rejecting…" : "Reject"}
        </button>
      </div>
    </form>
  );
}

type RequestInput = z.input<typeof documentRequestSchema>;
type RequestValues = z.output<typeof documentRequestSchema>;

function RequestDocument({ reference, onChanged }: { reference: string; onChanged: () => void }) {
  const form = useForm<RequestInput, unknown, RequestValues>({
    resolver: zodResolver(documentRequestSchema),
    defaultValues: { title: "", note: "" },
  });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const onSubmit = form.handleSubmit(async ({ title, note }) => {
    setDone(undefined);
    try {
      await deskApi.requestDocument(reference, { title, ...(note ? { note } : {}) });
      setProblem(undefined);
      form.reset();
      setDone(`Asked for ${title}.`);
      onChanged();
    } catch (error) {
      setProblem(refusalOf(form, error, "The document was not requested. Try again."));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request a document" className="grid gap-3">
      <TextField control={form.control} name="title" label="Document" autoComplete="off" required />
      <TextareaField control={form.control} name="note" label="Note for the student" rows={2} maxLength={NOTE_MAX} />
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {done ? <DeskDone>{done}</DeskDone> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Requesting…" className="justify-self-start">
        Request a document
      </SubmitButton>
    </form>
  );
}

function DocumentItem({ document, onChanged }: { document: PortalDocument; onChanged: () => void }) {
  return (
    <li className="grid gap-2 border-b border-slate-200 pb-3 text-sm last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold break-words text-slate-900">{document.title}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[document.status]}`}>
          {documentStatusLabels[document.status]}
        </span>
        <span className="text-xs text-slate-600">
          {document.origin === "checklist" ? "Visa checklist" : "Asked for"} · last change{" "}
          <time dateTime={document.updatedAt}>{istShortText(document.updatedAt)}</time>
        </span>
      </div>
      {document.reason ? (
        <p className="whitespace-pre-line text-red-900">
          <span className="font-semibold">Rejected because:</span> {document.reason}
        </p>
      ) : null}
      {document.note ? (
        <p className="whitespace-pre-line text-slate-800">
          <span className="font-semibold">Note:</span> {document.note}
        </p>
      ) : null}
      {document.files.length > 0 ? (
        <ul aria-label={`Files of ${document.title}, newest first`} className="grid gap-1">
          {document.files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-2">
              <a
                href={documentFileUrl(document.id, file.id)}
                download={file.fileName}
                className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline"
              >
                {file.fileName}
              </a>
              <span className="text-xs text-slate-600">
                {formatFileSize(file.size)} · <time dateTime={file.uploadedAt}>{istShortText(file.uploadedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {document.status === "uploaded" ? <Review document={document} onChanged={onChanged} /> : null}
    </li>
  );
}

/** The student's documents, each with every file version uploaded; uploaded ones wait for a review. */
export function PortalDocuments({
  reference,
  documents,
  onChanged,
}: {
  reference: string;
  documents: PortalDocument[];
  onChanged: () => void;
}) {
  return (
    <PortalPart title="Documents">
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">No documents yet.</p>
      ) : (
        <ul className="grid gap-3">
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <details open={documents.length === 0} className="rounded-lg border border-slate-200 px-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
          Request a document
        </summary>
        <div className="pb-3">
          <RequestDocument reference={reference} onChanged={onChanged} />
        </div>
      </details>
    </PortalPart>
  );
}
