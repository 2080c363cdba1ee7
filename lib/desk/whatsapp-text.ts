/**
 * The desk's words for the WhatsApp channel (contract/whatsapp.ts), in one place: how a thread message travelled
 * and what WhatsApp has told of it, how a reply from the desk will go, the lead's number and consent, and the
 * inbox's filter and waiting badge. Moments read in IST (contract/india-time.ts). Tested beside it.
 */
import { istShortText } from "@/contract/india-time";
import type { PortalMessage } from "@/contract/portal";
import { countText } from "@/contract/numbers";
import {
  type DeskWhatsApp,
  type MessageChannel,
  WHATSAPP_PARAMETER_MAX,
  whatsAppStateLabels,
} from "@/contract/whatsapp";

import { nearMomentText } from "./desk-time";

/** How a thread message travelled, as its small label says. */
export const channelLabels: Record<MessageChannel | "email", string> = {
  portal: "Portal",
  whatsapp: "WhatsApp",
  email: "E-mail",
};

export const whatsappText = {
  /** The inbox's filter (whatsapp=unanswered). */
  unansweredFilter: "Unanswered WhatsApp",
  /** A lead whose e-mail is empty (a family who only wrote on WhatsApp). */
  noEmail: "No e-mail",
  email: "E-mail",
  whatsapp: "WhatsApp",
  noNumber: "No WhatsApp number: the phone given cannot be one",
} as const;

/** What WhatsApp has told of an office message: "Read", or "Not delivered: <WhatsApp's reason>". */
export function deliveryText(whatsapp: NonNullable<PortalMessage["whatsapp"]>): string {
  const label = whatsAppStateLabels[whatsapp.state];
  return whatsapp.state === "failed" && whatsapp.error ? `${label}: ${whatsapp.error}` : label;
}

/**
 * How a reply typed now will go, said before it is sent (never that it was sent); undefined while the receiver's
 * WhatsApp is off. `now` tells a window ending today ("3:40 PM IST") from one ending tomorrow.
 */
export function replyModeText(whatsapp: DeskWhatsApp | null, now: Date): string | undefined {
  if (!whatsapp) return undefined;
  if (whatsapp.replyAs === "text") {
    const until = whatsapp.windowEndsAt ? `; window open until ${nearMomentText(whatsapp.windowEndsAt, now)}` : "";
    return `Goes on WhatsApp as a message (the family wrote within 24 hours${until})`;
  }
  if (whatsapp.replyAs === "template") {
    return `Goes on WhatsApp as the approved template, your message as one paragraph of up to ${countText(WHATSAPP_PARAMETER_MAX)} characters (no message from the family in the last 24 hours)`;
  }
  if (whatsapp.consent === "out") return "Not on WhatsApp: the family replied STOP";
  if (!whatsapp.number) return "Not on WhatsApp: the lead has no WhatsApp number";
  return "Not on WhatsApp: the family has not opted in";
}

/** Where the family opted in: the site's page ("/get-in-touch"), or on WhatsApp itself (they wrote START). */
const pageText = (page: string) => (page === "whatsapp" ? "on WhatsApp" : `from ${page}`);

/** "Opted in on 28 Nov, 10:05 AM IST from /get-in-touch", "Replied STOP on 29 Nov, 9:12 AM IST" or "Not asked". */
export function consentText(whatsapp: Pick<DeskWhatsApp, "consent" | "consentAt" | "consentPage">): string {
  const on = whatsapp.consentAt ? ` on ${istShortText(whatsapp.consentAt)}` : "";
  if (whatsapp.consent === "in") {
    return `Opted in${on}${whatsapp.consentPage ? ` ${pageText(whatsapp.consentPage)}` : ""}`;
  }
  if (whatsapp.consent === "out") return `Replied STOP${on}`;
  return "Not asked";
}

/** An E.164 number without its plus as people read it: "+91 98765 43210" (India's), else "+<digits>". */
export function whatsappNumberText(number: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(number);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${number}`;
}

/** The inbox row's badge: "WhatsApp waiting since 2:05 PM IST" (with its day when not today). */
export function waitingText(since: string, now: Date): string {
  return `WhatsApp waiting since ${nearMomentText(since, now)}`;
}
