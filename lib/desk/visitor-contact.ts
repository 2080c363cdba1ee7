/**
 * How a counsellor reaches a visitor from the desk in one tap: a tel: link and a WhatsApp chat with a greeting
 * that names the enquiry's reference, from the number exactly as the visitor typed it.
 */
import { whatsappLink } from "@/lib/whatsapp-link";

/**
 * The number in international digits, as tel: and wa.me want it. Visitors are in India: ten digits, or a
 * leading 0 (trunk prefix) before them, are an Indian number; "+" or "00" start a number with its country code.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  return digits;
}

export const callHref = (phone: string) => `tel:+${internationalDigits(phone)}`;

/** The first WhatsApp message, ready to send: who writes, from where, and about which enquiry. */
export function greetingText(visitor: { firstName?: string; reference: string }, counsellor: string, company: string) {
  const hello = visitor.firstName ? `Hello ${visitor.firstName}` : "Hello";
  return `${hello}, this is ${counsellor} from ${company}, about your enquiry ${visitor.reference}. Is this a good time to talk?`;
}

export function whatsappHrefFor(phone: string, text: string): string {
  return whatsappLink(internationalDigits(phone), text);
}
