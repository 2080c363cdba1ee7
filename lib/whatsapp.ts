import { site } from "@/content/site";

/**
 * A link that opens a WhatsApp chat with the consultancy (the app on a phone,
 * WhatsApp Web elsewhere), with `text` typed in and ready to send. The one
 * builder of WhatsApp links on the site.
 */
export function whatsappHref(text?: string): string {
  const base = `https://wa.me/${site.whatsapp}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
