/**
 * Field rules shared by the forms, with the messages visitors read.
 * They accept real Indian input: names in any script (Devanagari, Gujarati...),
 * phone numbers as people type them (+91 98765 43210, 098765-43210) and
 * e-mail addresses with "+". Every value is trimmed before it is checked and sent.
 */
// zod/mini: the same checks as "zod" at a fraction of the client bytes (tree-shakable functions, not methods).
import * as z from "zod/mini";

import { DEFAULT_LANGUAGE, type Language, languages } from "../languages";
import { countText } from "../numbers";
import { multiLine, singleLine } from "../plain-text";

import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "./limits";

// No `new Function` probe: zod's JIT check trips the strict Content-Security-Policy (no 'unsafe-eval')
// and is reported as a violation even though zod catches it. Runs before any schema below is built.
z.config({ jitless: true });

/**
 * Letters and combining marks of any script (Devanagari and Gujarati vowel signs are
 * marks), zero-width (non-)joiners used in Indic conjuncts, and the spaces, dots,
 * apostrophes and hyphens of names such as "D'Souza" or "R. K. Mehta".
 */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\u200c\u200d' \u2019.-]*$/u;

/** Digits with the separators people type: spaces, hyphens, dots, brackets and a leading "+". */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 15;

/** A trimmed line of text that must not be empty unless `optional`. */
function textChecks(optional: boolean, emptyMessage: string) {
  const clean = [z.overwrite(singleLine), z.trim()];
  return optional ? clean : [...clean, z.minLength(1, emptyMessage)];
}

function tooLong(what: string, max: number) {
  return `Please keep your ${what} to ${countText(max)} characters or fewer`;
}

/** A first or last name; an optional one may stay empty. */
export function personName(what: "first name" | "last name", { optional = false } = {}) {
  return z.string().check(
    ...textChecks(optional, `Please enter your ${what}`),
    z.maxLength(NAME_MAX, tooLong(what, NAME_MAX)),
    z.refine(
      (value: string) => value === "" || NAME_PATTERN.test(value),
      `Please write your ${what} in letters (any script), without digits or symbols`,
    ),
  );
}

/** An e-mail address; the messages can be replaced so sign-in shows the spec's own. */
export function emailAddress({
  empty = "Please enter your email address",
  invalid = "Please enter a valid email address",
} = {}) {
  return z
    .string()
    .check(
      z.overwrite(singleLine),
      z.trim(),
      z.minLength(1, empty),
      z.maxLength(EMAIL_MAX, tooLong("email address", EMAIL_MAX)),
      z.email(invalid),
    );
}

/**
 * The zero of each decimal digit set a visitor in India may type: ASCII, Arabic-Indic
 * and Urdu (Extended Arabic-Indic), Devanagari, Bengali, Gurmukhi, Gujarati, Odia,
 * Tamil, Telugu, Kannada, Malayalam, and full-width digits from East Asian keyboards.
 */
const DIGIT_ZEROS = [
  0x0030, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10,
];

/** "९" -> "9"; a digit of another set stays as it is (and fails the check). */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? digit : String(code - zero);
}

/**
 * A phone number as typed, in the form the checks and the counsellors read: any
 * script's digits become 0-9, typographic dashes a hyphen, full-width "+" and brackets
 * ASCII, "(+91) 98765 43210" becomes "+91 98765 43210", and runs of spaces one space.
 * The visitor's own grouping is kept.
 */
export function normalizePhone(value: string): string {
  return value
    .replace(/\p{Nd}/gu, asciiDigit)
    .replace(/[\u2010-\u2015\u2212\uff0d]/g, "-")
    .replace(/\uff0b/g, "+")
    .replace(/\uff08/g, "(")
    .replace(/\uff09/g, ")")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\(\s*\+\s*(\d{1,4})\s*\)\s*/, "+$1 ");
}

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * A phone number with 10 to 15 digits, as written by the visitor; an optional one may
 * stay empty. Normalised (normalizePhone) before it is checked, here in the shared schema,
 * so the browser and the receiver accept the same input and store the same value.
 */
export function phoneNumber({ optional = false } = {}) {
  return z.string().check(
    z.overwrite((value: string) => normalizePhone(singleLine(value))),
    ...textChecks(optional, "Please enter your phone number"),
    z.maxLength(PHONE_MAX, tooLong("phone number", PHONE_MAX)),
    z.refine(
      (value: string) => value === "" || isPhoneNumber(value),
      "Please enter a valid phone number, for example +91 98765 43210",
    ),
  );
}

/**
 * A consent box, unticked unless the visitor ticks it: `true` from JSON, "on" or "true" from a form post (an
 * unticked box posts nothing, read as ""). Anything else is refused rather than taken for consent.
 */
export function consentBox() {
  return z.pipe(
    z.union([z.boolean(), z.literal(""), z.literal("on"), z.literal("true"), z.literal("false")], {
      error: "Send the consent as true or false",
    }),
    z.transform((value) => value === true || value === "on" || value === "true"),
  );
}

export const LANGUAGE_CHOICES = `Send language as one of: ${languages.join(", ")}`;

/**
 * The language of the page a form was sent from (contract/languages.ts), so the office answers and reminds in it.
 * Optional: absent (or empty, as a form post may send it) is English; any other value is refused, naming the field.
 */
export function pageLanguage() {
  return z.optional(
    z.pipe(
      z.union([z.literal(""), z.enum(languages)], LANGUAGE_CHOICES),
      z.transform((value): Language => value || DEFAULT_LANGUAGE),
    ),
  );
}

/** Free text of several lines shown and sent as plain text; capped so a mail draft stays deliverable. */
export function freeText(what: string, max = MESSAGE_MAX) {
  return z.string().check(z.overwrite(multiLine), z.trim(), z.maxLength(max, tooLong(what, max)));
}

/** Required one-line text such as a city. */
export function requiredText(what: string, max: number) {
  return z
    .string()
    .check(
      z.overwrite(singleLine),
      z.trim(),
      z.minLength(1, `Please enter your ${what}`),
      z.maxLength(max, tooLong(what, max)),
    );
}

/** A required choice from a select; `message` is shown when nothing is chosen. */
export function requiredChoice<const Value extends string>(values: readonly [Value, ...Value[]], message: string) {
  return z.enum(values, { error: message });
}

/** An optional choice: empty ("Select...") or one of the values. */
export function optionalChoice<const Value extends string>(values: readonly [Value, ...Value[]]) {
  return z.union([z.literal(""), z.enum(values)], { error: "Please choose one of the options" });
}
