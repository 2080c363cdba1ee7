/**
 * The desk's side of the student portal, under /api/desk with the staff session (desk.ts mounts it): the invite,
 * applications and their stages, documents (request, review, download), and the thread. A counsellor reaches
 * the records of people with a lead in their office; anything else is 404, as if absent.
 *   POST  /desk/leads/:reference/invite          -> 201 PortalInvited (the link, e-mailed when a channel exists)
 *   POST  /desk/leads/:reference/applications    { university, program, intake, deadline?, stage? } -> 201
 *   PATCH /desk/applications/:id                 { stage, note? }
 *   POST  /desk/leads/:reference/documents       { title, note? } -> 201
 *   PATCH /desk/documents/:id                    { status: approved | rejected, reason? }
 *   GET   /desk/documents/:id/file?version=      -> the file, as an attachment
 *   GET   /desk/leads/:reference/messages, POST { text } -> the thread; a new message e-mails the family
 */
import { Hono } from "hono";

import { applicationStageLabels, type PortalInvited, type PortalMessages } from "@/contract/portal";
import type { WhatsAppTemplateKind } from "@/contract/whatsapp";
import {
  applicationChangeSchema,
  documentRequestSchema,
  documentReviewSchema,
  messageSchema,
  newApplicationSchema,
} from "@/contract/validations/portal";

import { visitorChannelOf } from "../booking/reserve";
import { invalid, notFound } from "../http/answers";
import { type DeskEnv, jsonObject, type Staff } from "../http/desk-session";
import type { ReceiverDeps } from "../http/env";
import { accountsOn } from "../http/guards";
import { validJson } from "../http/submission";
import type { PortalAuth } from "../portal/accounts";
import { inviteStudent } from "../portal/invites";
import { documentMail, officeMessageMail, stageMail } from "../portal/mail";
import { applicationView, documentView, messageView } from "../portal/views";
import { personKey, type Store, threadKeyOf } from "../store";
import { accountUrlOf, type WhatsAppPayload } from "../whatsapp/messages";
import { whatsAppReplyOf } from "../whatsapp/replies";

/**
 * Whether `staff` may reach the portal records of `studentEmail`: an admin always; a counsellor of the office the
 * student was invited by (before an invite, of an office with a lead of theirs). A lead anybody sent with the
 * address to another office opens nothing of it.
 */
export async function portalVisible(store: Store, staff: Staff, studentEmail: string): Promise<boolean> {
  if (staff.role === "admin") return true;
  return staff.office !== null && (await store.portal.visibleTo(studentEmail, staff.office));
}

/**
 * Whether `staff`, who may see `lead`, may see its thread: the person's portal records (portalVisible), or for a
 * lead without an e-mail (a family who only wrote on WhatsApp) its number's thread, which is the lead's own.
 */
export async function threadVisible(store: Store, staff: Staff, lead: { email: string }): Promise<boolean> {
  return !lead.email.trim() || portalVisible(store, staff, personKey(lead.email));
}
import { documentFileResponse } from "./portal";

/** How a message greets a person: the first word of their name. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Who in the family is e-mailed: the student, and each parent who joined. */
async function familyOf(store: Store, studentEmail: string) {
  const student = await store.portal.user(studentEmail);
  if (!student || student.kind !== "student") return [];
  const parents = (await store.portal.parentsOf(student.id)).filter((parent) => parent.passwordSetAt);
  return [student, ...parents];
}

export function deskPortalRoutes(
  deps: ReceiverDeps,
  visibleLead: (
    staff: Staff,
    reference: string,
  ) => Promise<{ lead: Parameters<typeof inviteStudent>[1] & { waId: string | null } }>,
) {
  const { store, config, channels, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();
  const familyChannel = visitorChannelOf(channels);
  /** The person's key if this staff member may reach their portal records (store/portal.ts visibleTo); else 404. */
  async function visiblePerson(staff: Staff, studentEmail: string) {
    if (!(await portalVisible(store, staff, studentEmail))) throw notFound("No such record in your office.");
    return studentEmail;
  }

  /** The lead `reference` and its person (their thread's key), when this staff member may reach both; else 404. */
  async function personOfLead(staff: Staff, reference: string) {
    const { lead } = await visibleLead(staff, reference);
    if (!(await threadVisible(store, staff, lead))) throw notFound("No such record in your office.");
    return { lead, studentEmail: threadKeyOf(lead) };
  }

  /** The lead's person for the portal's records (an account, applications, documents): a person with an e-mail. */
  async function portalPersonOfLead(staff: Staff, reference: string) {
    const person = await personOfLead(staff, reference);
    if (!person.lead.email.trim()) {
      throw invalid(
        { email: "This lead has no e-mail address (the family wrote on WhatsApp): ask them for one first" },
        "The student portal needs an e-mail address.",
      );
    }
    return person;
  }

  /** The student's WhatsApp template of a portal event, on their lead, if WhatsApp is on and their number consents. */
  const whatsAppOf = (
    studentEmail: string,
    template: WhatsAppTemplateKind,
    values: Record<string, string>,
    at: Date,
  ) =>
    config.whatsapp
      ? [store.portal.whatsAppOnPersonLead(studentEmail, { template, values, emailed: Boolean(familyChannel) }, at)]
      : [];

  const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

  return new Hono<DeskEnv>()
    .post("/leads/:reference/invite", accountsOn(deps.portal), async (c) => {
      const staff = c.get("staff");
      const { lead } = await portalPersonOfLead(staff, c.req.param("reference"));
      const invited = await inviteStudent({ ...deps, portal: deps.portal as PortalAuth }, lead, staff.name, now());
      notifyNow(c);
      return c.json<PortalInvited>({ ok: true, inviteUrl: invited.inviteUrl, emailed: invited.emailed }, 201);
    })
    .post("/leads/:reference/applications", jsonObject, validJson(newApplicationSchema), async (c) => {
      const staff = c.get("staff");
      const { lead } = await portalPersonOfLead(staff, c.req.param("reference"));
      const values = c.req.valid("json");
      const at = now();
      const id = await store.portal.addApplication(
        {
          studentEmail: personKey(lead.email),
          university: values.university,
          program: values.program,
          intake: values.intake,
          deadline: values.deadline ?? null,
          stage: values.stage ?? "shortlisted",
          createdAt: at,
        },
        staff.name,
        null,
      );
      return c.json({ ok: true as const, application: applicationView((await store.portal.application(id))!) }, 201);
    })
    .patch("/applications/:id", jsonObject, validJson(applicationChangeSchema), async (c) => {
      const staff = c.get("staff");
      const application = await store.portal.application(numericId(c.req.param("id")));
      if (!application) throw notFound("No such application in your office.");
      await visiblePerson(staff, application.studentEmail);
      const { stage, note } = c.req.valid("json");
      if (stage === application.stage && !note) {
        throw invalid({ stage: "It is at this stage already: choose another, or add a note" }, "Nothing to change.");
      }
      const at = now();
      const family = await familyOf(store, application.studentEmail);
      const mails = familyChannel
        ? family.map((person) =>
            store.portal.familyMail(
              application.studentEmail,
              familyChannel,
              stageMail(
                person,
                application,
                stage,
                note ?? null,
                config.siteUrl,
                person.kind === "parent" ? family[0].name : undefined,
              ),
              at,
            ),
          )
        : [];
      const whatsapp = family[0]
        ? whatsAppOf(
            application.studentEmail,
            "application_stage",
            {
              firstName: firstNameOf(family[0].name),
              university: application.university,
              program: application.program,
              stage: applicationStageLabels[stage],
              accountUrl: accountUrlOf(config.siteUrl),
            },
            at,
          )
        : [];
      await store.portal.changeStage(application.id, stage, { note: note ?? null, at, byName: staff.name }, [
        ...mails,
        ...whatsapp,
      ]);
      notifyNow(c);
      return c.json({
        ok: true as const,
        application: applicationView((await store.portal.application(application.id))!),
      });
    })
    .post("/leads/:reference/documents", jsonObject, validJson(documentRequestSchema), async (c) => {
      const staff = c.get("staff");
      const { studentEmail } = await portalPersonOfLead(staff, c.req.param("reference"));
      const { title, note } = c.req.valid("json");
      const at = now();
      const student = await store.portal.user(studentEmail);
      const mails =
        familyChannel && student?.kind === "student"
          ? [
              store.portal.familyMail(
                studentEmail,
                familyChannel,
                documentMail(student, { title, note }, { kind: "requested" }, config.siteUrl),
                at,
              ),
            ]
          : [];
      const whatsapp =
        student?.kind === "student"
          ? whatsAppOf(
              studentEmail,
              "document_requested",
              {
                firstName: firstNameOf(student.name),
                document: title,
                note: note ?? "",
                accountUrl: accountUrlOf(config.siteUrl),
              },
              at,
            )
          : [];
      const id = await store.portal.requestDocument(studentEmail, { title, note: note ?? null }, at, [
        ...mails,
        ...whatsapp,
      ]);
      if (id === undefined) throw invalid({ title: "This document is on the checklist already" }, "Already requested.");
      notifyNow(c);
      return c.json({ ok: true as const, document: documentView((await store.portal.document(id))!) }, 201);
    })
    .patch("/documents/:id", jsonObject, validJson(documentReviewSchema), async (c) => {
      const staff = c.get("staff");
      const document = await store.portal.document(numericId(c.req.param("id")));
      if (!document) throw notFound("No such document in your office.");
      await visiblePerson(staff, document.studentEmail);
      if (document.files.length === 0) {
        throw invalid(
          { status: "Nothing is uploaded yet: wait for the student's file" },
          "There is no file to review.",
        );
      }
      const { status, reason } = c.req.valid("json");
      const at = now();
      const student = await store.portal.user(document.studentEmail);
      const mails =
        status === "rejected" && familyChannel && student?.kind === "student"
          ? [
              store.portal.familyMail(
                document.studentEmail,
                familyChannel,
                documentMail(student, document, { kind: "rejected", reason: reason!.trim() }, config.siteUrl),
                at,
              ),
            ]
          : [];
      const whatsapp =
        status === "rejected" && student?.kind === "student"
          ? whatsAppOf(
              document.studentEmail,
              "document_rejected",
              {
                firstName: firstNameOf(student.name),
                document: document.title,
                reason: reason!.trim(),
                accountUrl: accountUrlOf(config.siteUrl),
              },
              at,
            )
          : [];
      await store.portal.review(document.id, { status, reason: status === "rejected" ? reason!.trim() : null, at }, [
        ...mails,
        ...whatsapp,
      ]);
      notifyNow(c);
      return c.json({ ok: true as const, document: documentView((await store.portal.document(document.id))!) });
    })
    .get("/documents/:id/file", async (c) => {
      const document = await store.portal.document(numericId(c.req.param("id")));
      if (!document) throw notFound("No such document in your office.");
      await visiblePerson(c.get("staff"), document.studentEmail);
      return documentFileResponse(deps, document, c.req.query("version"));
    })
    .get("/leads/:reference/messages", async (c) => {
      const { studentEmail } = await personOfLead(c.get("staff"), c.req.param("reference"));
      const messages = await store.portal.messages(studentEmail);
      return c.json<PortalMessages>({ ok: true, messages: messages.map(messageView) });
    })
    .post("/leads/:reference/messages", jsonObject, validJson(messageSchema), async (c) => {
      const staff = c.get("staff");
      const { lead, studentEmail } = await personOfLead(staff, c.req.param("reference"));
      const { text } = c.req.valid("json");
      const at = now();
      const mails = familyChannel
        ? (await familyOf(store, studentEmail)).map((person) =>
            store.portal.familyMail(
              studentEmail,
              familyChannel,
              officeMessageMail(person, staff.name, text, config.siteUrl),
              at,
            ),
          )
        : [];
      // On WhatsApp too when the family can be reached there: free text inside their 24-hour window, else the template.
      const reply = config.whatsapp ? await whatsAppReplyOf(store, lead, at) : null;
      const payload: WhatsAppPayload | undefined = reply
        ? reply.replyAs === "text"
          ? { text, emailed: mails.length > 0 }
          : {
              template: "office_message",
              values: { firstName: lead.firstName, from: staff.name, text },
              emailed: mails.length > 0,
            }
        : undefined;
      const message = await store.portal.addMessage(
        {
          studentEmail,
          author: "office",
          authorId: staff.id,
          authorName: staff.name,
          text,
          at,
          channel: reply ? "whatsapp" : "portal",
          emailed: mails.length > 0,
        },
        [
          // Right after the message's insert: the queued message names it (last_insert_rowid()).
          ...(payload ? [store.whatsapp.replyTo(lead.id, payload, at)] : []),
          ...mails,
          store.whatsapp.answered(lead.id),
        ],
      );
      notifyNow(c);
      return c.json({ ok: true as const, message: messageView(message) }, 201);
    });
}
