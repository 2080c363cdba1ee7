/**
 * The counsellors' export (CSV for Excel and Google Sheets): UTF-8 with a byte-order mark so
 * Excel reads Devanagari names right, every field quoted, CRLF rows, and any value starting
 * with = + - @ or a tab made inert with a leading apostrophe (no formula runs on opening).
 */
import { leadKindTitle } from "@/contract/desk";
import { fieldLabels, formTitles } from "@/contract/forms";
import { languageNames } from "@/contract/languages";
import { leadSourceFields, leadSourceLabels } from "@/contract/lead-source";

import { istDateTimeText } from "@/contract/india-time";

import { bookingText, fieldText, leadFieldNames } from "./lead-text";
import { firstResponseText } from "./response-clock";
import type { StoredLead, Subscriber } from "./store";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

const headers = [
  "Reference",
  "Received (IST)",
  "Form",
  "Booked (IST)",
  "Counsellor",
  "Video room",
  "Status",
  "Closed because",
  "Office",
  "Owner",
  "First response (IST)",
  "Working time to first response",
  ...leadFieldNames.map((name) => fieldLabels[name]),
  "Language",
  "Resume file",
  "Resume size (bytes)",
  "Resume download",
  "Unsubscribe link",
  ...leadSourceFields.map((field) => leadSourceLabels[field]),
];

export function leadsCsv(
  leads: readonly (StoredLead & { ownerEmail: string | null })[],
  subscribers: readonly Subscriber[],
  apiBase: string,
): string {
  const rows: (string | number | null)[][] = [
    ...leads.map((lead) => [
      lead.reference,
      istDateTimeText(lead.receivedAt),
      leadKindTitle({ form: lead.form, viaBooking: lead.manageToken !== null }, formTitles[lead.form]),
      lead.booking ? bookingText(lead.booking) : "",
      lead.booking?.counsellorName ?? "",
      lead.booking?.mode === "video" ? (lead.booking.meetingUrl ?? "") : "",
      lead.status,
      lead.closedReason,
      lead.office,
      lead.ownerEmail,
      lead.firstResponseAt && istDateTimeText(lead.firstResponseAt),
      lead.firstResponseAt && firstResponseText(lead.receivedAt, lead.firstResponseAt),
      ...leadFieldNames.map((name) => fieldText(lead, name)),
      languageNames[lead.language].english,
      lead.resume?.fileName ?? "",
      lead.resume?.size ?? "",
      lead.resume ? `${apiBase}/resumes/${lead.reference}` : "",
      "",
      ...leadSourceFields.map((field) => lead[field]),
    ]),
    // A subscriber has a status and an address: the lead's other columns are empty.
    ...subscribers.map((subscriber) => [
      subscriber.reference,
      istDateTimeText(subscriber.subscribedAt),
      "Newsletter",
      "",
      "",
      "",
      subscriber.status,
      "",
      "",
      "",
      "",
      "",
      ...leadFieldNames.map((name) => (name === "email" ? subscriber.email : "")),
      "",
      "",
      "",
      "",
      `${apiBase}/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`,
      ...leadSourceFields.map(() => ""),
    ]),
  ];
  return `\uFEFF${[headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
