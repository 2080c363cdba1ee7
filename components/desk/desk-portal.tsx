"use client";

import { useRef, useState } from "react";

import type { DeskLeadRecord } from "@/contract/desk";
import { istShortText } from "@/contract/india-time";
import { PORTAL_INVITE_HOURS, type DeskPortal, type PortalInvited, type PortalParent } from "@/contract/portal";
import { site } from "@/content/site";
import { deskApi, DeskRequestError, sessionEnded } from "@/lib/desk/desk-api";
import { internationalDigits } from "@/lib/desk/visitor-contact";
import { whatsappLink } from "@/lib/whatsapp-link";

import { DeskAlert, DeskDone } from "./desk-alert";
import { useDeskStaff } from "./desk-gate";
import { PortalApplications } from "./desk-portal-applications";
import { PortalDocuments } from "./desk-portal-documents";
import { PortalMessages } from "./desk-portal-messages";
import { PortalPart, quietButtonClass } from "./desk-portal-shared";

type PartProps = { record: DeskLeadRecord; onChanged: () => void };

/** The one-time invite link just made: copy it, share it on WhatsApp, and whether the receiver e-mailed it. */
function InviteLink({ record, invited }: { record: DeskLeadRecord; invited: PortalInvited }) {
  const staff = useDeskStaff();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>();
  const greeting = record.firstName ? `Hello ${record.firstName}` : "Hello";
  const text =
    `${greeting}, this is ${staff.name} from ${site.name}. Your student portal is ready: open this link to set ` +
    `your password (it works once, within ${PORTAL_INVITE_HOURS} hours): ${invited.inviteUrl}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(invited.inviteUrl);
      setCopied("Link copied.");
    } catch {
      input.current?.select();
      setCopied("The link is selected: copy it from your keyboard or menu.");
    }
  }

  return (
    <div className="grid gap-2">
      <DeskDone>
        Invite link made: it works once, for {PORTAL_INVITE_HOURS} hours.{" "}
        {invited.emailed
          ? `E-mailed to ${record.email || "the student"}.`
          : "It was not e-mailed: send it to the student yourself."}
      </DeskDone>
      <input
        ref={input}
        readOnly
        value={invited.inviteUrl}
        aria-label="Invite link"
        onFocus={(event) => event.target.select()}
        className="h-11 w-full rounded-lg border border-slate-300 px-3 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={quietButtonClass}>
          Copy
        </button>
        <a
          href={whatsappLink(record.phone ? internationalDigits(record.phone) : "", text)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-emerald-700 bg-white px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
        >
          Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p role="status" className="self-center text-sm text-slate-700">
          {copied}
        </p>
      </div>
    </div>
  );
}

function PortalAccount({ record, account, onChanged }: PartProps & { account: DeskPortal["account"] }) {
  const [invited, setInvited] = useState<PortalInvited>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  async function invite() {
    setSending(true);
    try {
      setInvited(await deskApi.invite(record.reference));
      setProblem(undefined);
      onChanged();
    } catch (error) {
      setProblem(
        sessionEnded(error)
          ? undefined
          : error instanceof DeskRequestError
            ? [error.message, ...Object.values(error.fields)].join(" ")
            : "No invite was made. Try again.",
      );
    } finally {
      setSending(false);
    }
  }

  const state = !account
    ? "Not invited"
    : account.joined
      ? `Joined (invited ${istShortText(account.invitedAt)})`
      : `Invited ${istShortText(account.invitedAt)}, not joined yet`;
  return (
    <PortalPart title="Account">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className={`text-sm font-semibold ${account?.joined ? "text-emerald-800" : "text-slate-800"}`}>{state}</p>
        {account?.joined ? null : (
          <button
            type="button"
            onClick={invite}
            disabled={sending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {sending ? "Inviting…" : account ? "Send a new invite link" : "Invite to the student portal"}
          </button>
        )}
      </div>
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      {invited ? <InviteLink record={record} invited={invited} /> : null}
    </PortalPart>
  );
}

function PortalParents({ parents }: { parents: PortalParent[] }) {
  return (
    <PortalPart title="Parents">
      {parents.length === 0 ? (
        <p className="text-sm text-slate-600">The student has invited no parent.</p>
      ) : (
        <ul className="grid gap-2">
          {parents.map((parent) => (
            <li key={parent.id} className="text-sm">
              <span className="font-semibold text-slate-900">{parent.name}</span>{" "}
              <span className="break-all text-slate-700">{parent.email}</span>
              <span className="block text-xs text-slate-600">
                Invited <time dateTime={parent.invitedAt}>{istShortText(parent.invitedAt)}</time> ·{" "}
                {parent.joined ? "joined" : "not joined yet"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PortalPart>
  );
}

/**
 * The lead's student portal: the account and its invite link, applications, documents, the message thread and
 * the parents. After each change `onChanged` reads the lead again; what is typed in a form stays until it is saved.
 */
export function DeskPortalPanel({ record, onChanged }: PartProps) {
  const { portal, reference } = record;
  const heading = (
    <h3 id="desk-student-portal" className="text-base font-bold text-slate-900">
      Student portal
    </h3>
  );
  if (!portal) {
    return (
      <section aria-labelledby="desk-student-portal" className="rounded-xl border border-slate-200 bg-white p-4">
        {heading}
        <p className="mt-2 text-sm text-slate-700">
          This person&apos;s student portal is kept by the office that invited them: ask an admin.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="desk-student-portal" className="rounded-xl border border-slate-200 bg-white p-4">
      {heading}
      <div className="mt-3 grid gap-4">
        <PortalAccount record={record} account={portal.account} onChanged={onChanged} />
        <PortalApplications reference={reference} applications={portal.applications} onChanged={onChanged} />
        <PortalDocuments reference={reference} documents={portal.documents} onChanged={onChanged} />
        <PortalMessages
          reference={reference}
          messages={portal.messages}
          joined={Boolean(portal.account?.joined)}
          whatsapp={record.whatsapp}
          onChanged={onChanged}
        />
        <PortalParents parents={portal.parents} />
      </div>
    </section>
  );
}
