/**
 * Everything a Gujarati or Hindi form says, in English: the forms' copy (content/forms.ts), the field labels and
 * option labels the lead receiver shares (contract/forms.ts, which stay English for the office), and each field's
 * validation messages. content/i18n/forms.gu.yaml and forms.hi.yaml translate exactly this (the content build
 * lays them over it), so a string added here is a missing key there until it is translated.
 */
import {
  callbackDays,
  callbackTimes,
  contactDestinations,
  fieldLabels,
  getInTouchDestinations,
  getInTouchServices,
  type Option,
} from "@/contract/forms";

import { formTexts } from "./forms";

const labelsOf = (options: readonly Option[]): Record<string, string> =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));

/** The fields of the forms a family sends. */
export const familyFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "destination",
  "service",
  "message",
  "preferredDay",
  "preferredTime",
] as const;
export type FamilyField = (typeof familyFields)[number];

/**
 * A field's messages by what is wrong: `empty`, `invalid` (a pattern, a format or a choice) and `tooLong`. The
 * English pages show the contract's own messages (contract/validations); these are what the translations say
 * instead, each naming its field (tests/unit/form-words.test.ts keeps the English ones equal to the contract's).
 */
const validation = {
  firstName: {
    empty: "Please enter your first name",
    invalid: "Please write your first name in letters (any script), without digits or symbols",
    tooLong: "Please shorten your first name",
  },
  lastName: {
    empty: "Please enter your last name",
    invalid: "Please write your last name in letters (any script), without digits or symbols",
    tooLong: "Please shorten your last name",
  },
  email: {
    empty: "Please enter your email address",
    invalid: "Please enter a valid email address",
    tooLong: "Please shorten your email address",
  },
  phone: {
    empty: "Please enter your phone number",
    invalid: "Please enter a valid phone number, for example +91 98765 43210",
    tooLong: "Please shorten your phone number",
  },
  destination: { invalid: "Please choose one of the options" },
  service: { invalid: "Please choose one of the options" },
  message: { empty: "Please enter your message", tooLong: "Please shorten your message" },
  preferredDay: { invalid: "Please choose one of the options" },
  preferredTime: { invalid: "Please choose one of the options" },
  other: { invalid: "Please check this field" },
} satisfies Record<FamilyField | "other", Partial<Record<"empty" | "invalid" | "tooLong", string>>>;

export const formWordsSource = {
  ...formTexts,
  fields: Object.fromEntries(familyFields.map((name) => [name, fieldLabels[name]])) as Record<FamilyField, string>,
  options: {
    destination: labelsOf(getInTouchDestinations),
    service: labelsOf(getInTouchServices),
    contactDestination: labelsOf(contactDestinations),
    preferredDay: labelsOf(callbackDays),
    preferredTime: labelsOf(callbackTimes),
  },
  validation,
};
export type FormWords = typeof formWordsSource;
export type ValidationKind = "empty" | "invalid" | "tooLong";
