/**
 * What the portal e-mails a family member and tells the office, written when queued (store/portal.ts holds them
 * in the outbox; notify.ts sends them as they are). One function per occasion, so every message says the same
 * thing however it was caused.
 */
import { applicationStageLabels, type ApplicationStage, PORTAL_INVITE_HOURS, PORTAL_PATH } from "@/contract/portal";
import { site } from "@/content/site";

import type { FamilyMail } from "../store";

const accountUrl = (siteUrl: string) => `${siteUrl}${PORTAL_PATH}`;
const signature = ["", site.name, site.email];

export function inviteMail(
  to: { email: string; name: string },
  url: string,
  invitedBy: { kind: "counsellor" | "student"; name: string },
): FamilyMail {
  const why =
    invitedBy.kind === "counsellor"
      ? `${invitedBy.name}, your counsellor at ${site.name}, has opened a student account for you: follow your university applications, upload your documents and write to the office in one place.`
      : `${invitedBy.name} has invited you to follow their study-abroad application with ${site.name}: where each application stands, which documents are done, and a thread with the office.`;
  return {
    to: to.email,
    subject: `Your ${site.name} account: set your password`,
    text: [
      `Hello ${to.name},`,
      "",
      why,
      "",
      `Open this link within ${PORTAL_INVITE_HOURS} hours to set your password (it works once):`,
      url,
      ...signature,
    ].join("\n"),
  };
}

/** To the student, or (`student` named) to a parent who follows their application. */
export function stageMail(
  to: { email: string; name: string },
  application: { university: string; program: string },
  stage: ApplicationStage,
  note: string | null,
  siteUrl: string,
  student?: string,
): FamilyMail {
  const whose = student ? `${student}\u2019s` : "Your";
  return {
    to: to.email,
    subject: `${application.university}: ${applicationStageLabels[stage]}`,
    text: [
      `Hello ${to.name},`,
      "",
      `${whose} application to ${application.university} (${application.program}) is now: ${applicationStageLabels[stage]}.`,
      ...(note ? ["", note] : []),
      "",
      `See it in your account: ${accountUrl(siteUrl)}`,
      ...signature,
    ].join("\n"),
  };
}

export function documentMail(
  to: { email: string; name: string },
  document: { title: string; note?: string | null },
  outcome: { kind: "requested" } | { kind: "rejected"; reason: string },
  siteUrl: string,
): FamilyMail {
  const lines =
    outcome.kind === "requested"
      ? [`Your counsellor asks you to upload: ${document.title}.`, ...(document.note ? [document.note] : [])]
      : [`Your ${document.title} could not be accepted: ${outcome.reason}`, "Please upload it again."];
  return {
    to: to.email,
    subject:
      outcome.kind === "requested" ? `Please upload: ${document.title}` : `Please upload again: ${document.title}`,
    text: [
      `Hello ${to.name},`,
      "",
      ...lines,
      "",
      `Upload it in your account: ${accountUrl(siteUrl)}`,
      ...signature,
    ].join("\n"),
  };
}

export function officeMessageMail(to: { email: string; name: string }, from: string, text: string, siteUrl: string) {
  return {
    to: to.email,
    subject: `A message from ${from} at ${site.name}`,
    text: [
      `Hello ${to.name},`,
      "",
      `${from} wrote:`,
      "",
      text,
      "",
      `Answer in your account: ${accountUrl(siteUrl)}`,
      ...signature,
    ].join("\n"),
  } satisfies FamilyMail;
}
