/**
 * How the office reaches a lead's family on WhatsApp now: free text while the family's last message is under 24
 * hours old (Meta's customer-service window), else the "office_message" template, and never to a number that
 * replied STOP or never consented.
 */
import { WHATSAPP_WINDOW_MS, type DeskWhatsApp } from "@/contract/whatsapp";

import type { Store } from "../store";

type WhatsAppContact = Awaited<ReturnType<Store["whatsapp"]["contact"]>> | undefined;

function replyAsOf(contact: WhatsAppContact, at: Date): DeskWhatsApp["replyAs"] {
  if (!contact || contact.optedOutAt) return null;
  if (contact.lastInboundAt && at.getTime() - contact.lastInboundAt.getTime() < WHATSAPP_WINDOW_MS) return "text";
  return contact.optedInAt ? "template" : null;
}

/** How a reply to the lead goes now, and the number it goes to; null when not on WhatsApp. */
export async function whatsAppReplyOf(store: Store, lead: { waId: string | null }, at: Date) {
  if (!lead.waId) return null;
  const replyAs = replyAsOf(await store.whatsapp.contact(lead.waId), at);
  return replyAs && { replyAs, to: lead.waId };
}

export async function deskWhatsApp(store: Store, lead: { waId: string | null }, at: Date): Promise<DeskWhatsApp> {
  const contact = lead.waId ? await store.whatsapp.contact(lead.waId) : undefined;
  const windowEnds = contact?.lastInboundAt && new Date(contact.lastInboundAt.getTime() + WHATSAPP_WINDOW_MS);
  return {
    number: lead.waId,
    consent: contact?.optedOutAt ? "out" : contact?.optedInAt ? "in" : "none",
    consentAt: (contact?.optedOutAt ?? contact?.optedInAt)?.toISOString() ?? null,
    consentPage: contact?.optedOutAt ? null : (contact?.optInPage ?? null),
    windowEndsAt: windowEnds && windowEnds > at ? windowEnds.toISOString() : null,
    replyAs: replyAsOf(contact, at),
  };
}
