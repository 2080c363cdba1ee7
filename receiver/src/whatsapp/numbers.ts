/**
 * A phone number as WhatsApp addresses it: E.164 digits without the plus ("919876543210"). libphonenumber-js
 * reads it as typed with its full metadata (the numbers each country gives out), India being the country when none
 * is given (so "98765 43210" and "098765-43210" gain 91); a number it cannot make valid is none.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export function whatsAppNumberOf(phone: string | null | undefined): string | null {
  if (!phone) return null;
  // "0091 ..." is how an international call is dialled from India: the same as "+91 ...".
  const dialled = phone.trim().replace(/^00(?=[1-9])/, "+");
  const parsed = parsePhoneNumberFromString(dialled, "IN");
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}
