"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { TextareaField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { istShortText } from "@/contract/india-time";
import type { PortalMessage } from "@/contract/portal";
import { messageSchema, PORTAL_MESSAGE_MAX } from "@/contract/validations/portal";
import { portalPage } from "@/content/forms";
import { fetchMessages, PortalRequestError, sendMessage } from "@/lib/portal/portal-api";
import { messageAuthor, oldestFirst, requestFailure, whatsappNote } from "@/lib/portal/portal-text";
import { mediaTypeLabel } from "@/lib/whatsapp-media";

import { PortalSection } from "./portal-section";

const copy = portalPage.messages;

/** How often the thread is asked for again while the page is in view. */
const REFRESH_MS = 60_000;

type Thread = { messages: PortalMessage[]; announcement: string };

type MessageInput = z.input<typeof messageSchema>;
type MessageValues = z.infer<typeof messageSchema>;

const fromClass: Record<PortalMessage["from"], string> = {
  student: "border-brand-200 bg-brand-50",
  parent: "border-violet-200 bg-violet-50",
  family: "border-emerald-200 bg-emerald-50",
  office: "border-slate-200 bg-white",
};

/** One message: who wrote it and when, whether it went on WhatsApp, a media message's type before its caption. */
function MessageItem({ message }: { message: PortalMessage }) {
  const note = whatsappNote(message);
  const failed = message.whatsapp?.state === "failed";
  return (
    <li className={`rounded-xl border p-3 ${fromClass[message.from]}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          <span className="font-semibold text-brand-950">{messageAuthor(message)}</span>
          {note ? <span className={failed ? "font-semibold text-red-800" : "text-slate-600"}> · {note}</span> : null}
        </span>
        <time dateTime={message.at} className="text-slate-600">
          {istShortText(message.at)}
        </time>
      </p>
      <p className="mt-1 leading-relaxed wrap-anywhere whitespace-pre-line text-slate-900">
        {message.mediaType ? (
          <span className="mr-1.5 inline-block rounded bg-white/70 px-1.5 text-sm font-semibold text-slate-800">
            {mediaTypeLabel(message.mediaType)}
            {message.text ? <span className="sr-only">:</span> : null}
          </span>
        ) : null}
        {message.text}
      </p>
    </li>
  );
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : requestFailure(0));

/**
 * The thread with the office, oldest first, each message marked with who wrote it; asked for again every minute
 * while the page is in view, a new message announced politely. What was typed stays in the box when sending fails.
 */
export function PortalMessages({ onSignedOut }: { onSignedOut: () => void }) {
  const [thread, setThread] = useState<Thread>();
  const [loadProblem, setLoadProblem] = useState<string>();
  const messages = thread?.messages;

  /** Takes the thread as the receiver holds it; announces the messages not seen before (not on the first load). */
  const take = useCallback((answer: PortalMessage[]) => {
    setThread((before) => {
      const seen = new Set(before?.messages.map((message) => message.id));
      const arrived = before ? answer.filter((message) => !seen.has(message.id)).length : 0;
      return {
        messages: oldestFirst(answer),
        announcement: arrived > 0 ? copy.arrived(arrived) : (before?.announcement ?? ""),
      };
    });
  }, []);

  const load = useCallback(async () => {
    try {
      const answer = await fetchMessages();
      setLoadProblem(undefined);
      take(answer.messages);
    } catch (error) {
      if (error instanceof PortalRequestError && error.status === 401) onSignedOut();
      else setLoadProblem(errorMessage(error));
    }
  }, [take, onSignedOut]);

  useEffect(() => {
    // `load` sets state only once the receiver answered, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    const again = () => {
      if (document.visibilityState === "visible") void load();
    };
    const timer = window.setInterval(again, REFRESH_MS);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", again);
    };
  }, [load]);

  const form = useForm<MessageInput, unknown, MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { text: "" },
  });
  const [sendProblem, setSendProblem] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setSendProblem(undefined);
    try {
      const answer = await sendMessage(text);
      form.reset({ text: "" });
      setThread((before) => ({
        messages: oldestFirst([...(before?.messages ?? []), answer.message]),
        announcement: copy.sent,
      }));
    } catch (error) {
      if (error instanceof PortalRequestError && error.fields.text) {
        form.setError("text", { message: error.fields.text }, { shouldFocus: true });
      }
      if (error instanceof PortalRequestError && error.status === 401) onSignedOut();
      setSendProblem(`${errorMessage(error)} ${copy.kept}`);
    }
  });

  return (
    <PortalSection id="messages" title={portalPage.sections.messages} intro={copy.intro}>
      <p aria-live="polite" className="sr-only">
        {thread?.announcement}
      </p>
      {messages === undefined ? (
        loadProblem ? (
          <div role="alert" className="text-sm text-red-800">
            <p>{loadProblem}</p>
            <button
              type="button"
              onClick={() => void load()}
              className="mt-1 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {copy.reload}
            </button>
          </div>
        ) : (
          <p role="status" className="text-slate-700">
            {copy.loading}
          </p>
        )
      ) : messages.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ol aria-label={copy.listLabel} className="max-h-[32rem] space-y-3 overflow-y-auto" tabIndex={0}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      {messages !== undefined && loadProblem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {loadProblem}
        </p>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-3">
        <TextareaField
          control={form.control}
          name="text"
          label={copy.label}
          rows={4}
          maxLength={PORTAL_MESSAGE_MAX}
          required
        />
        {sendProblem ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950">
            <p className="font-semibold">{copy.notSent}</p>
            <p className="mt-1">{sendProblem}</p>
          </div>
        ) : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={copy.sending} className="w-full sm:w-auto">
          {copy.send}
        </SubmitButton>
      </form>
    </PortalSection>
  );
}
