/**
 * What Meta's webhook posts for a WhatsApp Business Account (Cloud API "messages" field): the family's messages
 * and the statuses of the office's. The envelope is checked whole; each message and status on its own, so one Meta
 * adds later (a new status, a new kind of message) is skipped and logged without losing the rest of the delivery.
 * https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages
 */
import { z } from "zod";

import type { InboundMessage, StatusReport } from "../store";

const digits = z.string().regex(/^\d{6,20}$/, "a number in E.164 digits");
const unixSeconds = z.string().regex(/^\d{1,12}$/, "unix seconds");

const media = z.looseObject({ caption: z.string().optional() });

const message = z.looseObject({
  from: digits,
  id: z.string().min(1).max(200),
  timestamp: unixSeconds,
  type: z.string().min(1).max(40),
  // Meta's own limit is 4,096 characters.
  text: z.looseObject({ body: z.string().max(10_000) }).optional(),
  image: media.optional(),
  video: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  sticker: media.optional(),
  button: z.looseObject({ text: z.string() }).optional(),
  interactive: z
    .looseObject({
      button_reply: z.looseObject({ title: z.string() }).optional(),
      list_reply: z.looseObject({ title: z.string() }).optional(),
    })
    .optional(),
  reaction: z.looseObject({ emoji: z.string().optional() }).optional(),
});

const status = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: unixSeconds,
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.number(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const change = z.looseObject({
  field: z.string(),
  value: z.looseObject({
    metadata: z.looseObject({ phone_number_id: z.string() }).optional(),
    contacts: z
      .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string().optional() }).optional() }))
      .optional(),
    messages: z.array(z.unknown()).max(1000).optional(),
    statuses: z.array(z.unknown()).max(1000).optional(),
  }),
});

export const webhookNotification = z.looseObject({
  object: z.literal("whatsapp_business_account", {
    error: 'object must be "whatsapp_business_account": this webhook takes WhatsApp notifications only',
  }),
  entry: z.array(z.looseObject({ changes: z.array(change) })).max(100),
});
export type WebhookNotification = z.infer<typeof webhookNotification>;

const dateOf = (seconds: string) => new Date(Number(seconds) * 1000);

/** What a message says in the thread: its text, a button's or reply's title, a media message's caption. */
function textOf(sent: z.infer<typeof message>): { text: string; mediaType: string | null } {
  if (sent.type === "text") return { text: sent.text?.body ?? "", mediaType: null };
  if (sent.type === "button") return { text: sent.button?.text ?? "", mediaType: null };
  if (sent.type === "interactive") {
    return {
      text: sent.interactive?.button_reply?.title ?? sent.interactive?.list_reply?.title ?? "",
      mediaType: null,
    };
  }
  if (sent.type === "reaction") return { text: sent.reaction?.emoji ?? "", mediaType: "reaction" };
  const attached = (sent as Record<string, unknown>)[sent.type] as { caption?: string } | undefined;
  return { text: attached?.caption ?? "", mediaType: sent.type };
}

/** The messages and statuses of the notification for the business number `phoneNumberId` (others are not ours). */
export function readNotification(notification: WebhookNotification, phoneNumberId: string) {
  const messages: InboundMessage[] = [];
  const statuses: StatusReport[] = [];
  let foreign = 0;
  let unread = 0;
  for (const { changes } of notification.entry) {
    for (const { field, value } of changes) {
      if (field !== "messages") continue;
      if (value.metadata && value.metadata.phone_number_id !== phoneNumberId) {
        foreign += (value.messages?.length ?? 0) + (value.statuses?.length ?? 0);
        continue;
      }
      const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? null]));
      for (const item of value.messages ?? []) {
        const parsed = message.safeParse(item);
        if (!parsed.success) {
          unread += 1;
          continue;
        }
        const sent = parsed.data;
        messages.push({
          id: sent.id,
          from: sent.from,
          name: names.get(sent.from)?.trim() || null,
          at: dateOf(sent.timestamp),
          ...textOf(sent),
        });
      }
      for (const item of value.statuses ?? []) {
        const parsed = status.safeParse(item);
        if (!parsed.success) {
          unread += 1;
          continue;
        }
        const reported = parsed.data;
        const error = reported.errors?.[0];
        statuses.push({
          id: reported.id,
          state: reported.status,
          at: dateOf(reported.timestamp),
          error: error
            ? `${error.code}: ${[error.title ?? error.message, error.error_data?.details].filter(Boolean).join(": ")}`
            : null,
        });
      }
    }
  }
  return { messages, statuses, foreign, unread };
}
