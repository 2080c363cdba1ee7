"use client";

import { useId, useRef, useState } from "react";

import { SubmitButton } from "@/components/forms/form-actions";
import { documentStatusLabels, PORTAL_FILE_ACCEPT, type DocumentStatus, type PortalDocument } from "@/contract/portal";
import { safeFileName } from "@/contract/validations/resume";
import { portalPage } from "@/content/forms";
import { documentFileUrl, PortalRequestError, uploadDocument } from "@/lib/portal/portal-api";
import { dayOfText, fileProblem, formatFileSize, requestFailure } from "@/lib/portal/portal-text";

import { PortalSection } from "./portal-section";

const copy = portalPage.documents;

const statusClass: Record<DocumentStatus, string> = {
  requested: "border-amber-300 bg-amber-50 text-amber-950",
  uploaded: "border-brand-200 bg-brand-50 text-brand-900",
  approved: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
};

/**
 * The documents checklist: each one's status, the reason when it was rejected, the counsellor's note and, for the
 * student alone, the latest file to download and a control to upload a new version. A parent sees statuses only.
 */
export function PortalDocuments({
  documents,
  canUpload,
  onChange,
}: {
  documents: readonly PortalDocument[];
  /** The student: a parent has neither uploads nor downloads. */
  canUpload: boolean;
  onChange: (document: PortalDocument) => void;
}) {
  return (
    <PortalSection id="documents" title={portalPage.sections.documents} intro={canUpload ? undefined : copy.parentNote}>
      {documents.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="py-4 first:pt-0 last:pb-0">
              <DocumentItem document={document} canUpload={canUpload} onChange={onChange} />
            </li>
          ))}
        </ul>
      )}
    </PortalSection>
  );
}

function DocumentItem({
  document,
  canUpload,
  onChange,
}: {
  document: PortalDocument;
  canUpload: boolean;
  onChange: (document: PortalDocument) => void;
}) {
  const latest = canUpload ? document.files[0] : undefined;
  return (
    <article aria-labelledby={`document-${document.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={`document-${document.id}`} className="text-base font-semibold text-brand-950">
          {document.title}
        </h3>
        <span
          className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${statusClass[document.status]}`}
        >
          {documentStatusLabels[document.status]}
        </span>
      </div>
      {document.status === "rejected" && document.reason ? (
        <p className="mt-3 rounded-lg border-l-4 border-red-600 bg-red-50 px-3 py-2 text-sm text-red-950">
          <strong className="block font-semibold">{copy.reason}</strong>
          {document.reason}
        </p>
      ) : null}
      {document.note ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{document.note}</p> : null}
      {latest ? (
        <p className="mt-2 text-sm text-slate-700">
          <a
            href={documentFileUrl(document.id, latest.id)}
            download={latest.fileName}
            className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline underline-offset-4"
          >
            {copy.latest(latest.fileName)}
          </a>{" "}
          <span className="whitespace-nowrap">
            ({formatFileSize(latest.size)}, {copy.uploadedOn(dayOfText(latest.uploadedAt))})
          </span>
        </p>
      ) : null}
      {canUpload ? <UploadControl document={document} onChange={onChange} /> : null}
    </article>
  );
}

/**
 * One document's upload: checked in the browser first (type by name, size), then sent; a refusal (the receiver's
 * 422 naming `file`) is shown beside the control and the chosen file stays chosen.
 */
function UploadControl({
  document,
  onChange,
}: {
  document: PortalDocument;
  onChange: (document: PortalDocument) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(chosen);
    setDone(undefined);
    setProblem(chosen ? fileProblem(chosen) : undefined);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setDone(undefined);
    if (!file) {
      setProblem(copy.chooseFirst);
      input.current?.focus();
      return;
    }
    const browserProblem = fileProblem(file);
    if (browserProblem) {
      setProblem(browserProblem);
      input.current?.focus();
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      const answer = await uploadDocument(document.id, file);
      const name = safeFileName(file.name);
      setFile(undefined);
      if (input.current) input.current.value = "";
      setDone(`${copy.uploaded(name)}. ${copy.uploadedText}`);
      onChange(answer.document);
    } catch (error) {
      const refusal = error instanceof PortalRequestError ? error : undefined;
      setProblem(refusal ? (refusal.fields.file ?? refusal.message) : requestFailure(0));
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const describedBy = [`${id}-hint`, problem ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-2 sm:max-w-xl">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {copy.chooseFile(document.title)}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {copy.fileHint}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          accept={PORTAL_FILE_ACCEPT}
          onChange={choose}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 aria-invalid:border-red-600"
        />
        <SubmitButton pending={pending} pendingLabel={copy.uploading} className="h-11 shrink-0 px-5 text-sm">
          {document.files.length > 0 ? copy.uploadNew : copy.upload}
        </SubmitButton>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {done}
      </p>
    </form>
  );
}
