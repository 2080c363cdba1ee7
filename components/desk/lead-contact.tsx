"use client";

import { useState } from "react";

import type { DeskLeadRecord } from "@/contract/desk";
import { consentText, waitingText, whatsappNumberText, whatsappText } from "@/lib/desk/whatsapp-text";

import { MESSAGES_ANCHOR } from "./desk-portal-messages";
import { LanguageName } from "./language-name";

/**
 * How the lead can be written to, under the call and chat buttons: their e-mail ("No e-mail" for a family who only
 * wrote on WhatsApp), the language of the page they wrote from (their confirmations and reminders go in it) and,
 * while the receiver's WhatsApp is on, the number the office's WhatsApp writes to and whether the family opted in.
 */
export function LeadContact({
  record,
}: {
  record: Pick<DeskLeadRecord, "email" | "reference" | "language" | "whatsapp" | "whatsappWaitingSince" | "portal">;
}) {
  const { email, language, whatsapp, whatsappWaitingSince } = record;
  // The time the page was opened: the waiting line says "today" as then.
  const [now] = useState(() => new Date());
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-slate-700">{whatsappText.email}</dt>
      <dd className="min-w-0 break-all text-slate-900">
        {email ? (
          <a
            href={`mailto:${email}?subject=${encodeURIComponent(`Your enquiry ${record.reference}`)}`}
            className="font-semibold text-brand-800 underline"
          >
            {email}
          </a>
        ) : (
          <span className="text-slate-600">{whatsappText.noEmail}</span>
        )}
      </dd>
      <dt className="font-semibold text-slate-700">Language</dt>
      <dd className="min-w-0 text-slate-900">
        <LanguageName language={language} />
      </dd>
      {whatsapp ? (
        <>
          <dt className="font-semibold text-slate-700">{whatsappText.whatsapp}</dt>
          <dd className="min-w-0 text-slate-900">
            {whatsapp.number ? (
              <>
                <span className="font-mono whitespace-nowrap">{whatsappNumberText(whatsapp.number)}</span> ·{" "}
                <span className={whatsapp.consent === "out" ? "font-semibold text-red-800" : undefined}>
                  {consentText(whatsapp)}
                </span>
              </>
            ) : (
              <span className="text-slate-600">{whatsappText.noNumber}</span>
            )}
            {whatsappWaitingSince && record.portal ? (
              <a
                href={`#${MESSAGES_ANCHOR}`}
                className="mt-1 flex min-h-11 items-center font-semibold text-emerald-900 underline underline-offset-2"
              >
                <time dateTime={whatsappWaitingSince}>{waitingText(whatsappWaitingSince, now)}</time>: answer it
              </a>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
