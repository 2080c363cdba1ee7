/** The WhatsApp templates and replies (content/whatsapp.yaml), for the lead receiver. */
import { whatsApp } from "content-collections";

export type { WhatsAppContent } from "./schemas/whatsapp";

export const whatsAppTemplates = whatsApp.templates;
export const whatsAppReplies = { optedOut: whatsApp.optedOut, optedIn: whatsApp.optedIn };
