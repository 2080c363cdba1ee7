/**
 * The e-mail drafts behind buttons the spec gives no action: "Apply Now" and "Send Your Resume" on
 * /careers/openings, "Register Now" on events, and file requests (downloads, the program brochure).
 */

import type { JobOpening } from "@/content/jobs";
import type { Download, StudyEvent } from "@/content/resources";
import { offices, site } from "@/content/site";

import { eventDateText, eventPlaceText, eventTimeText } from "./events";
import { fileSizeText } from "./format";
import { mailto } from "./mailto";

/** The "Apply Now" mail draft for one opening, to the HR address. */
export function applyMailto(opening: Pick<JobOpening, "position" | "location">): string {
  return mailto(site.hrEmail, `Application: ${opening.position} (${opening.location})`, [
    "Dear Hiring Team,",
    "",
    `I would like to apply for the ${opening.position} position at your ${opening.location} office.`,
    "",
    "Please find my resume attached (PDF, DOC or DOCX, up to 5MB).",
    "",
    "Full name:",
    "Phone number:",
    "Years of experience:",
    "Current location:",
    "",
    "Kind regards,",
  ]);
}

/** The "Send Your Resume" general-inquiry mail draft, to the HR address. */
export function generalInquiryMailto(): string {
  return mailto(site.hrEmail, `General Application: Resume for ${site.name}`, [
    "Dear Hiring Team,",
    "",
    "I would like to be considered for future openings at your company.",
    "",
    "Please find my resume attached (PDF, DOC or DOCX, up to 5MB).",
    "",
    "Full name:",
    "Phone number:",
    "Role of interest:",
    `Preferred office (${offices.map((office) => office.city).join(", ")}):`,
    "",
    "Kind regards,",
  ]);
}

/** The "Register Now" mail draft for one event, to the main address. */
export function eventRegistrationMailto(event: Pick<StudyEvent, "title" | "start" | "end" | "location">): string {
  const date = eventDateText(event);
  return mailto(site.email, `Event registration: ${event.title} (${date})`, [
    "Hello,",
    "",
    `Please register me for "${event.title}" on ${date}, ${eventTimeText(event)}.`,
    `Location: ${eventPlaceText(event)}`,
    "",
    "Full name:",
    "Phone number:",
    "Number of attendees (including parents):",
    "Destination or course of interest:",
    "",
    "Thank you,",
  ]);
}

/** The mail draft that asks for a file by e-mail (downloads, brochures) while no files are online. */
export function fileRequestMailto(item: { title: string } & Partial<Pick<Download, "format" | "sizeKb">>): string {
  const format = item.format && item.sizeKb ? ` (${item.format}, ${fileSizeText(item.sizeKb)})` : "";
  return mailto(site.email, `File request: ${item.title}`, [
    "Hello,",
    "",
    `Please e-mail me the ${item.title}${format}.`,
    "",
    "Full name:",
    "Phone number:",
    "Destination or course of interest:",
    "",
    "Thank you,",
  ]);
}
