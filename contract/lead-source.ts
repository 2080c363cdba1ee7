/**
 * Where a lead came from, as the site sends it and the receiver stores it: the visit's first page and the
 * site that linked to it (first touch, kept by the site for the browser tab's session, no cookie), the
 * campaign's utm_* parameters of that first page, and the page the form was sent from. A form posted without
 * JavaScript sends the form page only.
 *
 * None of it is something the visitor typed or can correct, so nothing here ever refuses a lead: a value is
 * made one line, cut to a length a spreadsheet cell reads, and left out when empty.
 */
import { singleLine } from "./plain-text";

/** The posted field names (JSON and form posts), the stored columns and the desk's `source` keys. */
export const leadSourceFields = [
  "landingPage",
  "referrer",
  "formPage",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

export type LeadSourceField = (typeof leadSourceFields)[number];
export type LeadSource = Record<LeadSourceField, string | null>;

/** The campaign parameters of a landing page's address, by the field each is stored in. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Partial<Record<LeadSourceField, string>>;

/** What counsellors read in the e-mail, the webhook's text and the CSV. */
export const leadSourceLabels: Record<LeadSourceField, string> = {
  landingPage: "Landing page",
  referrer: "Referred by",
  formPage: "Form sent from",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
};

/** Long enough for any real address with its query; a value beyond it is cut, never refused. */
export const SOURCE_VALUE_MAX_LENGTH = 500;

/** The source fields of a submission (any other keys ignored), each one clean line or null. */
export function leadSourceOf(submission: Record<string, unknown>): LeadSource {
  const source = {} as LeadSource;
  for (const field of leadSourceFields) {
    const value = submission[field];
    const text = typeof value === "string" ? singleLine(value).trim().slice(0, SOURCE_VALUE_MAX_LENGTH).trim() : "";
    source[field] = text || null;
  }
  return source;
}
