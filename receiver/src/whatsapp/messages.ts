/**
 * What each WhatsApp notification says: the template of its kind (content/whatsapp.yaml) with its values in the
 * template's order, or free text; and how it reads in the thread (the approved body, filled in). A booking's
 * messages are written when sent, from the booking as it then stands; the rest were written when queued (payload).
 */
import { BOOKING_PATH } from "@/contract/api";
import { PORTAL_PATH } from "@/contract/portal";
import type { WhatsAppTemplateKind } from "@/contract/whatsapp";
import { consultationText } from "@/content/booking";
import { site } from "@/content/site";
import { whatsAppTemplates } from "@/content/whatsapp";

import { arrangementOf, eventOf } from "../booking/events";
import { manageUrlOf } from "../booking/visitor-mail";
import type { NotificationKind } from "../schema";
import type { FamilyMail, StoredLead } from "../store";
import { type OutboundWhatsApp, parameterText } from "./cloud-api";

/** A message written when queued: a template's values, or free text (a reply inside the 24-hour window). */
export type WhatsAppPayload =
  | { template: WhatsAppTemplateKind; values: Record<string, string>; threadMessageId?: number; emailed?: boolean }
  | { text: string; threadMessageId?: number; emailed?: boolean; confirmsConsent?: boolean };

/** A cancelled booking's message names it as it was (payload of "cancelled"). */
export type CancelledPayload = { when: string };

export type RenderedWhatsApp = { outbound: OutboundWhatsApp; preview: string; template: WhatsAppTemplateKind | null };

export const accountUrlOf = (siteUrl: string) => `${siteUrl}${PORTAL_PATH}`;

/** A template of `kind` filled with `values`: the parameters in its order, and its body as the family reads it. */
export function fromTemplate(kind: WhatsAppTemplateKind, values: Record<string, string>): RenderedWhatsApp {
  const template = whatsAppTemplates[kind];
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
    return fromTemplate(event ? templates.event : templates.consultation, {
      firstName: lead.firstName,
      when: consultationText({ mode, office, start: startAt, end: endAt }),
      how: arrangementOf(booking, { phone: lead.phone ?? "", email: lead.email }).text,
      counsellor: booking.counsellorName ?? `the ${site.name} team`,
      reference: lead.reference,
      manageUrl: manageUrlOf(siteUrl, manageToken),
      event: event?.title ?? "",
    });
  }
  if (!payload) return null;
  if (kind === "cancelled") {
    const { when } = JSON.parse(payload) as CancelledPayload;
    return fromTemplate("booking_cancelled", {
      firstName: lead.firstName,
      when,
      reference: lead.reference,
      bookUrl: `${siteUrl}${BOOKING_PATH}`,
    });
  }
  const message = JSON.parse(payload) as WhatsAppPayload;
  if ("template" in message) return fromTemplate(message.template, message.values);
  return { outbound: { kind: "text", text: message.text }, preview: message.text, template: null };
}

/** The e-mail that carries a message WhatsApp would not deliver, as it read there. */
export function instead(to: string, preview: string): FamilyMail {
  return { to, subject: `A message from ${site.name}`, text: [preview, "", site.name, site.email].join("\n") };
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
