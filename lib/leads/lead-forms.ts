/**
 * The three delivering forms: which endpoint each uses, what it sends and the
 * mail draft it falls back to. Values arrive validated and trimmed; they are
 * sent and drafted as plain text (a mail body has no markup).
 */
import {
  careerPositions,
  contactDestinations,
  experienceLevels,
  fieldLabels,
  getInTouchDestinations,
  getInTouchServices,
  optionLabel,
  type Option,
} from "@/content/forms";
import { site } from "@/content/site";
import type { CareersApplicationValues } from "@/lib/validations/careers-application";
import type { ContactValues } from "@/lib/validations/contact";
import type { GetInTouchValues } from "@/lib/validations/get-in-touch";

import type { LeadChannel } from "./config";
import type { MailDraft } from "./mail-draft";

export type LeadFormId = "get-in-touch" | "contact" | "careers-application";

type FieldValue = string | File;

/** One line of the mail draft; `options` turns a select's value into its label. */
type DraftField<Values> = { name: keyof Values & keyof typeof fieldLabels; options?: readonly Option[] };

export type LeadForm<Values extends Record<string, FieldValue>> = {
  id: LeadFormId;
  channel: LeadChannel;
  /** Mail draft recipient when no endpoint is set. */
  recipient: string;
  subject: (values: Values) => string;
  greeting: string;
  fields: readonly DraftField<Values>[];
  /** Closing lines of the draft, e.g. the reminder to attach the resume. */
  closing?: (values: Values) => string[];
};

const NOT_GIVEN = "(not given)";

function displayValue(value: FieldValue | undefined, options?: readonly Option[]): string {
  if (value instanceof File) return value.name;
  if (!value) return NOT_GIVEN;
  return options ? optionLabel(options, value) : value;
}

/** The mail draft for a form's values: every field on its own line, long text below its label. */
export function mailDraftFor<Values extends Record<string, FieldValue>>(
  form: LeadForm<Values>,
  values: Values,
): MailDraft {
  const fieldLines = form.fields.flatMap(({ name, options }) => {
    const label = fieldLabels[name];
    const text = displayValue(values[name], options);
    return text.includes("\n") ? [`${label}:`, ...text.split(/\r?\n/), ""] : [`${label}: ${text}`];
  });
  return {
    to: form.recipient,
    subject: form.subject(values),
    lines: [form.greeting, "", ...fieldLines, ...(form.closing ? ["", ...form.closing(values)] : [])],
  };
}

/** The POST body: JSON, or multipart when a file is attached; both name the form and carry the key. */
export function requestBodyFor<Values extends Record<string, FieldValue>>(
  form: LeadForm<Values>,
  values: Values,
  idempotencyKey: string,
): string | FormData {
  const entries = Object.entries(values);
  if (!entries.some(([, value]) => value instanceof File)) {
    return JSON.stringify({ form: form.id, idempotencyKey, ...values });
  }
  const body = new FormData();
  body.set("form", form.id);
  body.set("idempotencyKey", idempotencyKey);
  for (const [name, value] of entries) body.set(name, value);
  return body;
}

const fullName = (values: { firstName: string; lastName: string }) =>
  [values.firstName, values.lastName].filter(Boolean).join(" ");

export const getInTouchForm: LeadForm<GetInTouchValues> = {
  id: "get-in-touch",
  channel: "lead",
  recipient: site.email,
  subject: (values) => `Free consultation request from ${fullName(values)}`,
  greeting: `Hello ${site.name} team, I would like a free consultation.`,
  fields: [
    { name: "firstName" },
    { name: "lastName" },
    { name: "email" },
    { name: "phone" },
    { name: "destination", options: getInTouchDestinations },
    { name: "service", options: getInTouchServices },
    { name: "message" },
  ],
};

export const contactForm: LeadForm<ContactValues> = {
  id: "contact",
  channel: "lead",
  recipient: site.email,
  subject: (values) => `Enquiry from ${fullName(values)}`,
  greeting: `Hello ${site.name} team,`,
  fields: [
    { name: "firstName" },
    { name: "lastName" },
    { name: "email" },
    { name: "phone" },
    { name: "destination", options: contactDestinations },
    { name: "message" },
  ],
};

export const careersApplicationForm: LeadForm<CareersApplicationValues> = {
  id: "careers-application",
  channel: "careers",
  recipient: site.hrEmail,
  subject: (values) => `Application: ${optionLabel(careerPositions, values.position)} - ${fullName(values)}`,
  greeting: "Dear Hiring Team,",
  fields: [
    { name: "position", options: careerPositions },
    { name: "firstName" },
    { name: "lastName" },
    { name: "email" },
    { name: "phone" },
    { name: "experience", options: experienceLevels },
    { name: "location" },
    { name: "resume" },
    { name: "coverLetter" },
  ],
  closing: (values) => [
    `Please remember to attach your resume (${values.resume.name}) to this e-mail before you send it: a mail draft cannot attach it for you.`,
  ],
};
