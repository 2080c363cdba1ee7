/**
 * Field rules shared by the forms, with the messages visitors read.
 * They accept real Indian input: names in any script (Devanagari, Gujarati...),
 * phone numbers as people type them (+91 98765 43210, 098765-43210) and
 * e-mail addresses with "+". Every value is trimmed before it is checked and sent.
 */
// zod/mini: the same checks as "zod" at a fraction of the client bytes (tree-shakable functions, not methods).
import * as z from "zod/mini";

// No `new Function` probe: zod's JIT check trips the strict Content-Security-Policy (no 'unsafe-eval')
// and is reported as a violation even though zod catches it. Runs before any schema below is built.
z.config({ jitless: true });

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 25;
export const LOCATION_MAX = 100;
export const MESSAGE_MAX = 2000;

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

const count = (value: number) => value.toLocaleString("en-IN");

/** A trimmed string that must not be empty unless `optional`. */
function textChecks(optional: boolean, emptyMessage: string) {
  return optional ? [z.trim()] : [z.trim(), z.minLength(1, emptyMessage)];
}

function tooLong(what: string, max: number) {
  return `Please keep your ${what} to ${count(max)} characters or fewer`;
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
      z.trim(),
      z.minLength(1, empty),
      z.maxLength(EMAIL_MAX, tooLong("email address", EMAIL_MAX)),
      z.email(invalid),
    );
}

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** A phone number with 10 to 15 digits, as written by the visitor; an optional one may stay empty. */
export function phoneNumber({ optional = false } = {}) {
  return z.string().check(
    ...textChecks(optional, "Please enter your phone number"),
    z.maxLength(PHONE_MAX, tooLong("phone number", PHONE_MAX)),
    z.refine(
      (value: string) => value === "" || isPhoneNumber(value),
      "Please enter a valid phone number, for example +91 98765 43210",
    ),
  );
}

/** Free text shown and sent as plain text; capped so a mail draft stays deliverable. */
export function freeText(what: string, max = MESSAGE_MAX) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong(what, max)));
}

/** Required free text such as a city. */
export function requiredText(what: string, max: number) {
  return z.string().check(z.trim(), z.minLength(1, `Please enter your ${what}`), z.maxLength(max, tooLong(what, max)));
}

/** A required choice from a select; `message` is shown when nothing is chosen. */
export function requiredChoice<const Value extends string>(values: readonly [Value, ...Value[]], message: string) {
  return z.enum(values, { error: message });
}

/** An optional choice: empty ("Select...") or one of the values. */
export function optionalChoice<const Value extends string>(values: readonly [Value, ...Value[]]) {
  return z.union([z.literal(""), z.enum(values)], { error: "Please choose one of the options" });
}
