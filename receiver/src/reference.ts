import { REFERENCE_PATTERN } from "@/contract/api";

/** Crockford base32: no I, L, O or U, so a reference read out on a call is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 5;

/** A new "BP-7F3K2" reference: 32^5 (about 33 million) values; the store retries on the rare clash. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  // 256 is a multiple of 32, so the low five bits of each byte are uniform.
  const reference = `BP-${Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("")}`;
  if (!REFERENCE_PATTERN.test(reference)) throw new Error(`reference ${reference} breaks REFERENCE_PATTERN`);
  return reference;
}

/** A random URL-safe secret (unsubscribe tokens, resume storage keys). */
export function randomToken(bytes = 24): string {
  const value = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = "";
  for (const byte of value) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
