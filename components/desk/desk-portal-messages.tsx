"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { TextareaField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { istShortText } from "@/contract/india-time";
import type { PortalMessage } from "@/contract/portal";
import { messageSchema, PORTAL_MESSAGE_MAX } from "@/contract/validations/portal";
import type { DeskWhatsApp } from "@/contract/whatsapp";
import { deskApi, sessionEnded } from "@/lib/desk/desk-api";
import { replyModeText } from "@/lib/desk/whatsapp-text";

import { DeskAlert } from "./desk-alert";
import { PortalPart, quietButtonClass, refusalOf } from "./desk-portal-shared";
import { ChannelTag, DeliveryTicks, MediaTag } from "./desk-whatsapp";

/** Where the lead page's "answer it" link leads: the thread, far down the page. */
export const MESSAGES_ANCHOR = "messages";

/** How many of the latest messages show at once; the earlier ones fold away. */
const SHOWN_MESSAGES = 8;

const fromLabels: Record<PortalMessage["from"], string> = {
  student: "Student",
  parent: "Parent",
  family: "Family",
  office: "Office",
};

/** One message: who, when, how it travelled; a media message's type before its caption; on WhatsApp, its ticks. */
function MessageItem({ message }: { message: PortalMessage }) {
  const office = message.from === "office";
  return (
    <li
      className={`grid gap-1 rounded-lg px-3 py-2 text-sm ${office ? "ml-6 bg-brand-50" : "mr-6 border border-slate-200 bg-white"}`}
    >
      <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-slate-600">
        <span>
          <span className="font-semibold text-slate-900">{message.name}</span> ({fromLabels[message.from]}) ·{" "}
          <time dateTime={message.at}>{istShortText(message.at)}</time>
        </span>
        <ChannelTag channel={message.channel} />
        {message.emailed ? <ChannelTag channel="email" /> : null}
      </span>
      <span className="wrap-anywhere whitespace-pre-line text-slate-900">
        {message.mediaType ? <MediaTag type={message.mediaType} captioned={message.text !== ""} /> : null}
        {message.text}
      </span>
      {message.whatsapp ? <DeliveryTicks whatsapp={message.whatsapp} /> : null}
    </li>
  );
}

type MessageInput = z.input<typeof messageSchema>;
type MessageValues = z.output<typeof messageSchema>;

/**
 * The office's reply; above the box, how it will go on WhatsApp (`whatsapp`, as the lead was last read), nothing
 * extra while the receiver's WhatsApp is off.
 */
function SendMessage({
  reference,
  whatsapp,
  onChanged,
}: {
  reference: string;
  whatsapp: DeskWhatsApp | null;
  onChanged: () => void;
}) {
  const form = useForm<MessageInput, unknown, MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { text: "" },
  });
  const [problem, setProblem] = useState<string>();
  // Tells a window ending today from one ending tomorrow.
  const [now] = useState(() => new Date());
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await deskApi.sendMessage(reference, text);
      setProblem(undefined);
      form.reset();
      onChanged();
    } catch (error) {
      setProblem(refusalOf(form, error, "The message was not sent. Try again."));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send a message" className="grid gap-2">
      <TextareaField
        control={form.control}
        name="text"
        label="Message"
        hint={replyModeText(whatsapp, now)}
        rows={3}
        maxLength={PORTAL_MESSAGE_MAX}
      />
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending…" className="justify-self-start">
        Send
      </SubmitButton>
    </form>
  );
}

/**
 * The thread with the student, their parents and, on WhatsApp, the family (IST times), newest last, and the
 * office's reply. Shown whether or not the student has a portal account.
 */
export function PortalMessages({
  reference,
  messages: loaded,
  joined,
  whatsapp,
  onChanged,
}: {
  reference: string;
  messages: PortalMessage[];
  joined: boolean;
  /** The lead's WhatsApp, which says how a reply goes; null while the receiver's WhatsApp is off. */
  whatsapp: DeskWhatsApp | null;
  onChanged: () => void;
}) {
  // Messages checked for since the lead was loaded; a new load of the lead replaces them.
  const [checked, setChecked] = useState<{ after: PortalMessage[]; messages: PortalMessage[] }>();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const messages = checked?.after === loaded ? checked.messages : loaded;
  const earlier = messages.slice(0, -SHOWN_MESSAGES);
  const latest = messages.slice(-SHOWN_MESSAGES);

  async function check() {
    setChecking(true);
    try {
      const answer = await deskApi.messages(reference);
      setChecked({ after: loaded, messages: answer.messages });
      setProblem(undefined);
    } catch (error) {
      setProblem(sessionEnded(error) ? undefined : error instanceof Error ? error.message : "Not checked.");
    } finally {
      setChecking(false);
    }
  }

  return (
    <PortalPart title="Messages" anchor={MESSAGES_ANCHOR}>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">No messages yet.</p>
      ) : (
        <>
          {earlier.length > 0 ? (
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
                Earlier messages ({earlier.length})
              </summary>
              <ol aria-label="Earlier messages" className="grid gap-2">
                {earlier.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </ol>
            </details>
          ) : null}
          <ol aria-label="Messages, newest last" className="grid gap-2">
            {latest.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        </>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={check} disabled={checking} className={quietButtonClass}>
          {checking ? "Checking…" : "Check for new messages"}
        </button>
        {joined ? null : (
          <p className="text-xs text-slate-600">The student reads the thread once they join the portal.</p>
        )}
      </div>
      {problem ? <DeskAlert>{problem}</DeskAlert> : null}
      <SendMessage reference={reference} whatsapp={whatsapp} onChanged={onChanged} />
    </PortalPart>
  );
}
