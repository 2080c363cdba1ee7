/**
 * The delivering forms: which endpoint each uses, what it sends, the mail
 * draft and WhatsApp message it falls back to, and how it posts without JavaScript.
 * Values arrive validated and trimmed; they are sent and drafted as plain text
 * (a mail body has no markup).
 */
import type { Language } from "@/contract/languages";
import {
  careerPositions,
  fieldLabels,
  type FieldName,
  fieldText,
  labelOf,
  type LeadFormId,
  optionLabel,
} from "@/contract/forms";
import type { OfficeId } from "@/contract/offices";
import { fieldLines } from "@/contract/lead-text";
import { whatsappOptIn } from "@/content/forms";
import { site } from "@/content/site";
import type { CallbackValues } from "@/contract/validations/callback";
import type { CareersApplicationValues } from "@/contract/validations/careers-application";
import type { ContactValues } from "@/contract/validations/contact";
import type { EstimateValues } from "@/contract/validations/estimate";
import type { GetInTouchValues } from "@/contract/validations/get-in-touch";

import { mailtoHref, type MailDraft } from "@/lib/mailto";

import { HONEYPOT_FIELD } from "@/contract/api";
import type { LeadSource } from "@/contract/lead-source";
import { nativeEndpoint } from "./config";

/** A field's value: text or a choice, a tick (the WhatsApp opt-in) or a file; an optional field may be missing. */
export type FieldValue = string | boolean | File;
export type LeadValues = Record<string, FieldValue | undefined>;

/** The WhatsApp opt-in of the forms that carry it: sent as a boolean, not one of the spec's labelled fields. */
const OPT_IN_FIELD = "whatsappOptIn";

/** A field of the mail draft, in its order (select values read as their labels: contract/forms.ts). */
type DraftField<Values> = keyof Values & keyof typeof fieldLabels;

/** Where a prefilled message goes when the receiver cannot take it. */
type Medium = "e-mail" | "WhatsApp message";

export type LeadForm<Values extends LeadValues> = {
  id: LeadFormId;
  /** The receiver endpoint (contract/api.ts); also picks the form's wording in content/forms.ts. */
  endpoint: "leads" | "careers";
  /** Mail draft recipient when no endpoint is set or the receiver cannot be reached. */
  recipient: string;
  subject: (values: Values) => string;
  /** The subject of the no-JavaScript draft, written before any value is known. */
  nativeSubject: string;
  greeting: string;
  fields: readonly DraftField<Values>[];
  /**
   * Closing lines of the draft or WhatsApp message, e.g. the reminder to attach the
   * resume; without values for the no-JavaScript draft.
   */
  closing?: (values: Partial<Values>, medium: Medium) => string[];
};

const NOT_GIVEN = "(not given)";

const yesNo = (ticked: boolean) => (ticked ? "Yes" : "No");

function displayValue(form: LeadFormId, name: FieldName, value: FieldValue | undefined): string {
  if (value instanceof File) return value.name;
  if (typeof value === "boolean") return yesNo(value);
  if (!value) return NOT_GIVEN;
  return fieldText(form, name, value);
}

/**
 * The message lines for a form's values: every field on its own line, long text below its label, then whether the
 * visitor asked for updates on WhatsApp (on the forms that ask).
 */
function messageLines<Values extends LeadValues>(form: LeadForm<Values>, values: Values, medium: Medium): string[] {
  const optIn = values[OPT_IN_FIELD];
  const lines = [
    ...form.fields.flatMap((name) => fieldLines(fieldLabels[name], displayValue(form.id, name, values[name]))),
    ...(typeof optIn === "boolean" ? fieldLines(whatsappOptIn.label, yesNo(optIn)) : []),
  ];
  const closing = form.closing?.(values, medium) ?? [];
  return [form.greeting, "", ...lines, ...(closing.length ? ["", ...closing] : [])];
}

/** The mail draft for a form's values. */
export function mailDraftFor<Values extends LeadValues>(form: LeadForm<Values>, values: Values): MailDraft {
  return { to: form.recipient, subject: form.subject(values), lines: messageLines(form, values, "e-mail") };
}

/** The same enquiry as the text of a WhatsApp message (lib/whatsapp.ts makes the link). */
export function whatsappTextFor<Values extends LeadValues>(form: LeadForm<Values>, values: Values): string {
  return messageLines(form, values, "WhatsApp message").join("\n");
}

/** What a POST carries beside the form's values. */
export type RequestExtras = {
  /** The bot trap's value (the receiver holds a filled one as spam). */
  trap?: string;
  /** Where the visit began and the form page (lib/leads/visit-source.ts). */
  source?: Partial<LeadSource>;
  /** The office the visitor chose by following its link; the receiver routes the lead there. */
  office?: OfficeId;
  /** The page's language when not English: the office answers and reminds in it (contract/languages.ts). */
  language?: Language;
};

/**
 * The POST body: JSON, or multipart when a file is attached; both name the form and carry the key, the
 * visit's source and the bot trap's value.
 */
export function requestBodyFor<Values extends LeadValues>(
  form: LeadForm<Values>,
  values: Values,
  idempotencyKey: string,
  { trap = "", source = {}, office, language }: RequestExtras = {},
): string | FormData {
  const spoken = language === "en" ? undefined : language;
  const entries = Object.entries(values);
  if (!entries.some(([, value]) => value instanceof File)) {
    return JSON.stringify({
      form: form.id,
      idempotencyKey,
      ...values,
      ...source,
      office,
      language: spoken,
      [HONEYPOT_FIELD]: trap,
    });
  }
  const body = new FormData();
  body.set("form", form.id);
  body.set("idempotencyKey", idempotencyKey);
  for (const [name, value] of entries) {
    if (value !== undefined) body.set(name, typeof value === "boolean" ? String(value) : value);
  }
  for (const [name, value] of Object.entries(source)) if (value) body.set(name, value);
  if (office) body.set("office", office);
  if (spoken) body.set("language", spoken);
  body.set(HONEYPOT_FIELD, trap);
  return body;
}

/** How a form posts before its script runs, or without JavaScript at all. */
export type NativeForm = {
  action: string;
  method: "post";
  encType?: "multipart/form-data" | "text/plain";
  /** Hidden inputs, posted after the fields. */
  hidden: readonly (readonly [name: string, value: string])[];
  /** Whether the bot trap is rendered: only when a receiver checks it. */
  trap: boolean;
  /** The name a field posts under. */
  fieldName: (name: string) => string;
};

const ownName = (name: string) => name;
/** A field's name in a no-JavaScript mail draft: its label ("Send me updates on WhatsApp=true" for the opt-in). */
const draftName = (name: string) => (name === OPT_IN_FIELD ? whatsappOptIn.label : labelOf(name));

/**
 * The no-JavaScript path, fixed at build time: a post to the receiver (which answers
 * with its own HTML page), or without one a mail draft whose body the browser writes
 * as "First Name=Priya" lines, so the fields are named by their labels.
 */
export function nativeFormFor<Values extends LeadValues>(form: LeadForm<Values>): NativeForm {
  const endpoint = nativeEndpoint(form.endpoint);
  if (endpoint) {
    return {
      action: endpoint,
      method: "post",
      encType: form.endpoint === "careers" ? "multipart/form-data" : undefined,
      hidden: [["form", form.id]],
      trap: true,
      fieldName: ownName,
    };
  }
  return {
    action: mailtoHref({ to: form.recipient, subject: form.nativeSubject, lines: [] }),
    method: "post",
    encType: "text/plain",
    hidden: form.closing ? [["Note", form.closing({}, "e-mail").join(" ")]] : [],
    trap: false,
    fieldName: draftName,
  };
}

const fullName = (values: { firstName: string; lastName: string }) =>
  [values.firstName, values.lastName].filter(Boolean).join(" ");

export const getInTouchForm: LeadForm<GetInTouchValues> = {
  id: "get-in-touch",
  endpoint: "leads",
  recipient: site.email,
  subject: (values) => `Free consultation request from ${fullName(values)}`,
  nativeSubject: "Free consultation request",
  greeting: `Hello ${site.name} team, I would like a free consultation.`,
  fields: ["firstName", "lastName", "email", "phone", "destination", "service", "message"],
};

export const contactForm: LeadForm<ContactValues> = {
  id: "contact",
  endpoint: "leads",
  recipient: site.email,
  subject: (values) => `Enquiry from ${fullName(values)}`,
  nativeSubject: "Enquiry",
  greeting: `Hello ${site.name} team,`,
  fields: ["firstName", "lastName", "email", "phone", "destination", "message"],
};

export const careersApplicationForm: LeadForm<CareersApplicationValues> = {
  id: "careers-application",
  endpoint: "careers",
  recipient: site.hrEmail,
  subject: (values) => `Application: ${optionLabel(careerPositions, values.position)} - ${fullName(values)}`,
  nativeSubject: "Job application",
  greeting: "Dear Hiring Team,",
  fields: ["position", "firstName", "lastName", "email", "phone", "experience", "location", "resume", "coverLetter"],
  closing: (values, medium) => [
    `Please remember to attach your resume${values.resume ? ` (${values.resume.name})` : ""} to this ${medium} before you send it: a prefilled ${medium} cannot attach it for you.`,
  ],
};

/** The booking page's call-back request, where no slot can be booked: posts to the leads endpoint like Get In Touch. */
export const callbackForm: LeadForm<CallbackValues> = {
  id: "callback",
  endpoint: "leads",
  recipient: site.email,
  subject: (values) => `Call-back request from ${fullName(values)}`,
  nativeSubject: "Call-back request",
  greeting: `Hello ${site.name} team, please call me back for a free consultation.`,
  fields: [
    "firstName",
    "lastName",
    "email",
    "phone",
    "preferredDay",
    "preferredTime",
    "destination",
    "service",
    "message",
  ],
};

/** "Send me this estimate" on the tools: the estimate and its share link travel in `message`. */
export const estimateForm: LeadForm<EstimateValues> = {
  id: "estimate",
  endpoint: "leads",
  recipient: site.email,
  subject: (values) => `Please send me this estimate: ${fullName(values)}`,
  nativeSubject: "Please send me this estimate",
  greeting: `Hello ${site.name} team, please send me this estimate and help me plan.`,
  fields: ["firstName", "lastName", "email", "phone", "message"],
};
