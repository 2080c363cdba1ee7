import { site } from "@/content/site";

import { whatsappLink } from "./whatsapp-link";

/**
 * A link that opens a WhatsApp chat with the consultancy (the app on a phone,
 * WhatsApp Web elsewhere), with `text` typed in and ready to send. Every WhatsApp
 * link on the site is built by this or, in client code that must not ship the
 * site settings, by whatsappLink with the number passed in.
 */
export function whatsappHref(text?: string): string {
  return whatsappLink(site.whatsapp, text);
}
