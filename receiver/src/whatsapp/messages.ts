/**
 * What each WhatsApp notification says: the template of its kind (content/whatsapp.yaml) in the lead's language (the
 * version approved under that language's code) with its values in the template's order, or free text; and how it
 * reads in the thread (the approved body, filled in). A booking's messages are written when sent, from the booking as
 * it then stands, its values in the lead's language (visitor-texts.ts); the rest were written when queued (payload).
 */
import { PORTAL_PATH } from "@/contract/portal";
import type { Language } from "@/contract/languages";
import type { WhatsAppTemplateKind } from "@/contract/whatsapp";
import { site } from "@/content/site";
import { whatsAppTemplateIn } from "@/content/whatsapp";

import { arrangementIn, eventOf } from "../booking/events";
import { bookingUrlOf, manageUrlOf } from "../booking/visitor-mail";
import type { NotificationKind } from "../schema";
import type { FamilyMail, StoredLead } from "../store";
import { textsIn } from "../visitor-texts";
import { type OutboundWhatsApp, parameterText } from "./cloud-api";

/** A message written when queued: a template's values, or free text (a reply inside the 24-hour window). */
export type WhatsAppPayload =
  | { template: WhatsAppTemplateKind; values: Record<string, string>; threadMessageId?: number; emailed?: boolean }
  | { text: string; threadMessageId?: number; emailed?: boolean; confirmsConsent?: boolean };

/** A cancelled booking's message names it as it was, in the lead's language (payload of "cancelled"). */
export type CancelledPayload = { when: string };

export type RenderedWhatsApp = { outbound: OutboundWhatsApp; preview: string; template: WhatsAppTemplateKind | null };

export const accountUrlOf = (siteUrl: string) => `${siteUrl}${PORTAL_PATH}`;

/**
 * A template of `kind` in `language` filled with `values`: the parameters in that version's order, and its body as the
 * family reads it.
 */
export function fromTemplate(
  kind: WhatsAppTemplateKind,
  values: Record<string, string>,
  language: Language = "en",
): RenderedWhatsApp {
  const template = whatsAppTemplateIn(kind, language);
  const parameters = template.parameters.map((name) => parameterText(values[name] ?? ""));
  const preview = template.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? "");
  return {
    outbound: { kind: "template", name: template.name, language: template.language, parameters },
    preview,
    template: kind,
  };
}

const bookingTemplates: Partial<
  Record<NotificationKind, { consultation: WhatsAppTemplateKind; event: WhatsAppTemplateKind }>
> = {
  confirmation: { consultation: "booking_confirmation", event: "event_registration" },
  reminder: { consultation: "booking_reminder", event: "event_reminder" },
  reminder_soon: { consultation: "booking_reminder_soon", event: "event_reminder" },
  moved: { consultation: "booking_moved", event: "event_registration" },
};

/** The notification's message, or null when it no longer has anything to say (its booking was cancelled). */
export function whatsAppMessageOf(
  kind: NotificationKind,
  lead: StoredLead,
  payload: string | null | undefined,
  siteUrl: string,
): RenderedWhatsApp | null {
  const templates = bookingTemplates[kind];
  if (templates) {
    const { booking, manageToken } = lead;
    if (!booking || !manageToken) return null;
    const { mode, office, startAt, endAt } = booking;
    const event = eventOf(booking);
    const texts = textsIn(lead.language);
    return fromTemplate(
      event ? templates.event : templates.consultation,
      {
        firstName: lead.firstName,
        when: texts.slot({ mode, office, start: startAt, end: endAt }),
        how: arrangementIn(lead.language, booking, { phone: lead.phone ?? "", email: lead.email }).text,
        counsellor: booking.counsellorName ?? texts.noCounsellor,
        reference: lead.reference,
        manageUrl: manageUrlOf(siteUrl, manageToken, lead.language),
        event: event?.title ?? "",
      },
      lead.language,
    );
  }
  if (!payload) return null;
  if (kind === "cancelled") {
    const { when } = JSON.parse(payload) as CancelledPayload;
    return fromTemplate(
      "booking_cancelled",
      { firstName: lead.firstName, when, reference: lead.reference, bookUrl: bookingUrlOf(siteUrl, lead.language) },
      lead.language,
    );
  }
  const message = JSON.parse(payload) as WhatsAppPayload;
  if ("template" in message) return fromTemplate(message.template, message.values, lead.language);
  return { outbound: { kind: "text", text: message.text }, preview: message.text, template: null };
}

/** The e-mail that carries a message WhatsApp would not deliver, as it read there (its subject in `language`). */
export function instead(to: string, preview: string, language: Language = "en"): FamilyMail {
  return { to, subject: textsIn(language).insteadOfWhatsApp, text: [preview, "", site.name, site.email].join("\n") };
}

/**
 * Whether the family also has this message by e-mail already: a booking's confirmation, reminder and new time
 * always go by e-mail too, and a queued message says whether it was e-mailed.
 */
export function emailedToo(kind: NotificationKind, payload: string | null | undefined): boolean {
  if (kind === "confirmation" || kind === "reminder" || kind === "moved") return true;
  if (kind !== "whatsapp" || !payload) return false;
  return Boolean((JSON.parse(payload) as WhatsAppPayload).emailed);
}
