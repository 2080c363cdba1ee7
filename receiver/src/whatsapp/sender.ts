/**
 * The outbox's WhatsApp channel: each notification to the lead's number, only while it consents (a STOP since it
 * was queued stops it), as its template or free text; the id the Cloud API answers with is stored in the lead's
 * thread. A refusal is final: recorded on the lead and, where the family has no e-mail of it yet, sent by e-mail.
 */
import { site } from "@/content/site";

import { visitorChannelOf } from "../booking/reserve";
import type { ReceiverConfig, WhatsAppConfig } from "../config";
import { FinalSendError, type Sender, type Senders } from "../notify";
import type { NotificationChannel } from "../schema";
import { type Store, threadKeyOf } from "../store";
import { sendWhatsApp, WhatsAppRefusal } from "./cloud-api";
import { emailedToo, instead, type WhatsAppPayload, whatsAppMessageOf } from "./messages";

/** The office's senders, and WhatsApp's beside them when it is set up (the office's e-mail channel its fallback). */
export function withWhatsApp(
  officeSenders: Senders,
  deps: { store: Store; config: Pick<ReceiverConfig, "whatsapp" | "siteUrl">; now: () => Date },
): Senders {
  const { whatsapp, siteUrl } = deps.config;
  if (!whatsapp) return officeSenders;
  const mailChannel = visitorChannelOf(Object.keys(officeSenders) as NotificationChannel[]);
  return { ...officeSenders, whatsapp: whatsAppSender({ ...deps, whatsapp, siteUrl, mailChannel }) };
}

function whatsAppSender(deps: {
  store: Store;
  whatsapp: WhatsAppConfig;
  siteUrl: string;
  /** The channel the family's e-mail goes on, for a refused message's copy; none, no copy. */
  mailChannel: NotificationChannel | undefined;
  now: () => Date;
}): Sender {
  const { store, whatsapp, siteUrl, mailChannel, now } = deps;
  return async ({ lead, kind, payload }) => {
    const to = lead.waId;
    if (!to) throw new FinalSendError("not sent: the lead's phone is not a WhatsApp number");
    const queued = kind === "whatsapp" && payload ? (JSON.parse(payload) as WhatsAppPayload) : undefined;
    const contact = await store.whatsapp.contact(to);
    const optedOut = Boolean(contact?.optedOutAt);
    // A template needs the family's yes; free text answers them inside their 24 hours (Meta refuses it after), and
    // the one message after a STOP is its confirmation.
    const allowed =
      queued && "text" in queued ? !optedOut || queued.confirmsConsent : Boolean(contact?.optedInAt) && !optedOut;
    if (!allowed) throw new FinalSendError("not sent: the number has not opted in to WhatsApp, or replied STOP");
    const message = whatsAppMessageOf(kind, lead, payload, siteUrl);
    if (!message) throw new FinalSendError("not sent: the consultation was cancelled before it");
    let id: string;
    try {
      id = await sendWhatsApp(whatsapp, to, message.outbound);
    } catch (error) {
      if (!(error instanceof WhatsAppRefusal)) throw error;
      const mail =
        mailChannel && lead.email && !emailedToo(kind, payload)
          ? { channel: mailChannel, mail: instead(lead.email, message.preview, lead.language) }
          : undefined;
      await store.whatsapp.undelivered(lead.id, queued?.threadMessageId, {
        how: "refused",
        error: error.message,
        at: now(),
        fallback: mail,
      });
      throw new FinalSendError(error.message);
    }
    await store.whatsapp.sent(queued?.threadMessageId, {
      studentEmail: threadKeyOf(lead),
      author: "office",
      authorId: "whatsapp",
      authorName: message.template ? `${site.name} (automatic)` : site.name,
      text: message.preview,
      at: now(),
      channel: "whatsapp",
      whatsappId: id,
      leadId: lead.id,
    });
  };
}
