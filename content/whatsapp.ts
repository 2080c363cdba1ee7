/** The WhatsApp templates and replies (content/whatsapp.yaml), for the lead receiver. */
import { whatsApp } from "content-collections";

import type { Language } from "../contract/languages";
import type { WhatsAppTemplateKind } from "../contract/whatsapp";

export type { WhatsAppContent } from "./schemas/whatsapp";

export const whatsAppTemplates = whatsApp.templates;
export const whatsAppReplies = { optedOut: whatsApp.optedOut, optedIn: whatsApp.optedIn };

/** A template as approved in `language`: its name, that version's language code, values in order, and body. */
export function whatsAppTemplateIn(kind: WhatsAppTemplateKind, language: Language) {
  const template = whatsAppTemplates[kind];
  const version = language === "en" ? template : template[language];
  return { name: template.name, language: version.language, parameters: version.parameters, body: version.body };
}

/** The replies to STOP and START in `language`. */
export function whatsAppRepliesIn(language: Language): { optedOut: string; optedIn: string } {
  return language === "en" ? whatsAppReplies : whatsApp[language];
}
