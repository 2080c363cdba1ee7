/**
 * The portal's records as the contract shows them (contract/portal.ts): to a student or parent (GET
 * /api/portal/me), and on the desk's lead page. What a parent may not have (files, the manage link) is left out
 * here, once.
 */
import type { OfficeId } from "@/contract/offices";
import {
  type DeskPortal,
  type PortalApplication,
  type PortalConsultation,
  type PortalDocument,
  type PortalMe,
  type PortalMemberKind,
  type PortalMessage,
  type PortalParent,
  sentStages,
} from "@/contract/portal";
import { istIso } from "@/contract/india-time";
import { consultationText } from "@/content/booking";
import { officeById, site, telHref } from "@/content/site";

import { manageUrlOf } from "../booking/visitor-mail";
import type { portalMessages, portalUsers } from "../schema";
import type { Store, StoredApplication, StoredDocument } from "../store";

type PersonLead = Awaited<ReturnType<Store["portal"]["leadsOf"]>>[number];

export const applicationView = (application: StoredApplication): PortalApplication => ({
  id: application.id,
  university: application.university,
  program: application.program,
  intake: application.intake,
  deadline: application.deadline,
  stage: application.stage,
  history: application.history.map(({ stage, note, at, byName }) => ({
    stage,
    note,
    at: at.toISOString(),
    by: byName,
  })),
});

/** A document; `withFiles` false for a parent, who sees statuses only. */
export const documentView = (document: StoredDocument, withFiles = true): PortalDocument => ({
  id: document.id,
  title: document.title,
  note: document.note,
  origin: document.origin,
  status: document.status,
  reason: document.reason,
  updatedAt: document.updatedAt.toISOString(),
  files: withFiles
    ? document.files.map(({ id, fileName, contentType, size, uploadedAt }) => ({
        id,
        fileName,
        contentType,
        size,
        uploadedAt: uploadedAt.toISOString(),
      }))
    : [],
});

/** A thread message as stored, with what WhatsApp last reported of it (store/portal.ts messages). */
export type ThreadMessage = typeof portalMessages.$inferSelect & {
  reported?: { state: "sent" | "delivered" | "read" | "failed"; error: string | null } | null;
};

/** An office message sent on WhatsApp: refused or given up, else what WhatsApp reported, else whether it took it. */
function whatsAppStateOf(message: ThreadMessage): PortalMessage["whatsapp"] {
  if (message.sendError) return { state: "failed", error: message.sendError };
  if (message.reported) {
    return { state: message.reported.state, ...(message.reported.error ? { error: message.reported.error } : {}) };
  }
  return { state: message.whatsappId ? "accepted" : "queued" };
}

export const messageView = (message: ThreadMessage): PortalMessage => ({
  id: message.id,
  from: message.author,
  name: message.authorName,
  text: message.text,
  at: message.at.toISOString(),
  channel: message.channel,
  ...(message.mediaType ? { mediaType: message.mediaType } : {}),
  ...(message.emailed ? { emailed: true as const } : {}),
  ...(message.channel === "whatsapp" && message.author === "office" ? { whatsapp: whatsAppStateOf(message) } : {}),
});

export const parentView = (parent: typeof portalUsers.$inferSelect): PortalParent => ({
  id: parent.id,
  name: parent.name,
  email: parent.email,
  invitedAt: parent.createdAt.toISOString(),
  joined: parent.passwordSetAt !== null,
});

/** "Applications sent: 2 of 3", or where the student is before any application. */
export function stageText(applications: readonly StoredApplication[], leads: readonly PersonLead[], at: Date): string {
  if (applications.length === 0) {
    return leads.some((lead) => lead.booking && lead.booking.startAt > at)
      ? "Your consultation is booked: your counsellor will shortlist universities with you."
      : "Your counsellor is preparing your university shortlist.";
  }
  const granted = applications.some((application) => application.stage === "visa_granted");
  const enrolled = applications.some((application) => application.stage === "enrolled");
  const sent = applications.filter((application) => sentStages.includes(application.stage)).length;
  const standing = applications.filter((application) => application.stage !== "withdrawn").length;
  if (enrolled) return "Enrolled: congratulations.";
  if (granted) return "Visa granted: time to prepare for departure.";
  return `Applications sent: ${sent} of ${standing}`;
}

/** What the student must do next: the next consultation, then documents to upload (rejected ones first). */
export function nextSteps(
  documents: readonly StoredDocument[],
  consultations: readonly PortalConsultation[],
): string[] {
  const rejected = documents.filter((document) => document.status === "rejected");
  const requested = documents.filter((document) => document.status === "requested");
  return [
    // A consultation booked comes first: it is dated, and the checklist is talked through there.
    ...(consultations[0] ? [`Attend your consultation: ${consultations[0].text}`] : []),
    ...rejected.map((document) => `Upload ${document.title} again: ${document.reason ?? "see the reason below"}`),
    ...requested.map((document) => `Upload ${document.title}`),
  ];
}

/** The consultations ahead, soonest first; the manage link only for the student. */
function consultationsOf(
  leads: readonly PersonLead[],
  at: Date,
  kind: PortalMemberKind,
  siteUrl: string,
): PortalConsultation[] {
  return leads
    .flatMap((lead) => {
      const booking = lead.booking;
      if (!booking || booking.endAt <= at || booking.mode === "event") return [];
      const { mode, office, startAt, endAt } = booking;
      return [
        {
          reference: lead.reference,
          start: istIso(startAt),
          end: istIso(endAt),
          text: consultationText({ mode, office, start: startAt, end: endAt }),
          // The portal is English: its link opens the English manage page.
          manageUrl: kind === "student" && lead.manageToken ? manageUrlOf(siteUrl, lead.manageToken, "en") : null,
        },
      ];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The counsellor of the person's newest lead that has one, with their office's phone and the WhatsApp line. */
function counsellorOf(leads: readonly PersonLead[]): PortalMe["counsellor"] {
  const owned = leads.find((lead) => lead.ownerName && lead.office);
  if (!owned?.ownerName || !owned.office) return null;
  const office = officeById[owned.office as OfficeId];
  return {
    name: owned.ownerName,
    office: owned.office,
    officeName: office.city,
    callUrl: telHref(office.phone),
    whatsappUrl: `https://wa.me/${site.whatsapp}`,
  };
}

export async function portalMe(
  store: Store,
  viewer: { kind: PortalMemberKind; name: string; email: string },
  student: { id: string; name: string; email: string },
  siteUrl: string,
  at: Date,
): Promise<PortalMe> {
  const [leads, applications, documents, parents] = await Promise.all([
    store.portal.leadsOf(student.email),
    store.portal.applications(student.email),
    store.portal.documents(student.email),
    store.portal.parentsOf(student.id),
  ]);
  const consultations = consultationsOf(leads, at, viewer.kind, siteUrl);
  return {
    ok: true,
    viewer,
    student: { name: student.name, email: student.email },
    counsellor: counsellorOf(leads),
    stage: stageText(applications, leads, at),
    nextSteps: viewer.kind === "student" ? nextSteps(documents, consultations) : [],
    consultations,
    applications: applications.map(applicationView),
    documents: documents.map((document) => documentView(document, viewer.kind === "student")),
    parents: parents.map(parentView),
  };
}

export async function deskPortal(store: Store, studentEmail: string): Promise<DeskPortal> {
  const student = await store.portal.user(studentEmail);
  const [applications, documents, messages, parents] = await Promise.all([
    store.portal.applications(studentEmail),
    store.portal.documents(studentEmail),
    store.portal.messages(studentEmail),
    student && student.kind === "student" ? store.portal.parentsOf(student.id) : [],
  ]);
  return {
    account:
      student && student.kind === "student"
        ? { invitedAt: student.createdAt.toISOString(), joined: student.passwordSetAt !== null }
        : null,
    applications: applications.map(applicationView),
    documents: documents.map((document) => documentView(document)),
    messages: messages.map(messageView),
    parents: parents.map(parentView),
  };
}
