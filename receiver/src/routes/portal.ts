/**
 * The student and parent portal's API under /api/portal (contract/portal.ts), with the portal's own session
 * (portal/accounts.ts): 401 without one; 404 for what is not the student's (as if absent); 403 when a parent
 * tries what only the student does. Accounts under /portal/auth (Better Auth, behind the receiver's sign-in limit).
 *   POST   /portal/welcome { token }          -> who an invite or reset link is for (no session needed)
 *   GET    /portal/me                         -> PortalMe
 *   POST   /portal/documents/:id  multipart file (student)   -> the document, "uploaded"
 *   GET    /portal/documents/:id/file?version=   (student)   -> the file, as an attachment
 *   GET    /portal/messages, POST { text }    -> the thread; a new message notifies the office
 *   POST   /portal/parents { email, name } (student) -> 201 PortalInvited; DELETE /portal/parents/:id (student)
 *   GET    /portal/export                     -> everything held about the account, as a JSON file
 *   POST   /portal/erasure                    -> asks the office to erase the account (student)
 */
import { Hono } from "hono";
import * as z from "zod/mini";

import {
  detectPortalFileKind,
  notAPortalFileMessage,
  portalFileTypes,
  SIGNATURE_BYTES,
} from "@/contract/validations/file-signature";
import { formatFileSize, safeFileName } from "@/contract/validations/resume";
import { messageSchema, parentInviteSchema } from "@/contract/validations/portal";
import { REFERENCE_PATTERN } from "@/contract/api";
import { PORTAL_FILE_MAX_BYTES, type PortalInvited, type PortalMessages, type PortalWelcome } from "@/contract/portal";

import { ApiProblem, attachment, invalid, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { counsellorToken, JSON_BODY_LIMIT, limitBody, rateLimited, STAFF_BODY_LIMIT, accountsOn } from "../http/guards";
import { type PortalEnv, portalSignedIn, studentOnly } from "../http/portal-session";
import { validJson } from "../http/submission";
import type { PortalAuth } from "../portal/accounts";
import { visitorChannelOf } from "../booking/reserve";
import { inviteParent, inviteStudent } from "../portal/invites";
import { documentView, messageView, portalMe } from "../portal/views";
import { randomToken } from "../reference";
import { sha256Hex } from "../resume-store";
import type { StoredDocument } from "../store";
import { authRoutes } from "./staff";
import { jsonObject } from "../http/desk-session";

/** What an erasure request says in the thread with the office. */
const ERASURE_REQUEST =
  "Please erase everything you hold about me: my account, my documents and our messages. (Sent with \u201cAsk for erasure\u201d.)";

/**
 * The Better Auth endpoints a student or parent uses; the library's others (changing a name or an e-mail, deleting
 * an account, linking and listing accounts) are not offered: a name the office reads stays the one it was invited by.
 */
const PORTAL_AUTH_PATHS =
  /^\/(sign-in\/(email|social)|callback\/[a-z]+|sign-out|get-session|request-password-reset|reset-password|change-password|error)$/;

/** The file and the multipart framing around it. */
const UPLOAD_BODY_LIMIT = PORTAL_FILE_MAX_BYTES + 64 * 1024;
const UPLOAD = { field: "file", maxBytes: PORTAL_FILE_MAX_BYTES, what: "The file" };

/** A document's file, newest or the `version` asked for, as an attachment nothing may sniff or run. */
export async function documentFileResponse(
  deps: Pick<ReceiverDeps, "resumes">,
  document: StoredDocument,
  version: string | undefined,
) {
  const file = version ? document.files.find((candidate) => String(candidate.id) === version) : document.files[0];
  const bytes = file ? await deps.resumes.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound("No file is stored for this document.");
  return new Response(bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": attachment(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/** The file of a multipart upload, checked by its bytes: PDF, JPEG or PNG, not empty, within the limit. */
async function uploadedFile(form: Record<string, unknown>) {
  const file = form.file;
  if (!(file instanceof File)) throw invalid({ file: "Choose a file to upload" }, "Send the document as `file`.");
  if (file.size === 0) throw invalid({ file: "This file is empty: choose the scan again" }, "The file is empty.");
  if (file.size > PORTAL_FILE_MAX_BYTES) {
    const message = `The file must be ${formatFileSize(PORTAL_FILE_MAX_BYTES)} or smaller (this one is ${formatFileSize(file.size)})`;
    throw new ApiProblem(413, "too_large", message, { fields: { file: message } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectPortalFileKind(bytes.subarray(0, SIGNATURE_BYTES));
  if (!kind) throw invalid({ file: notAPortalFileMessage }, "The file is not a PDF, JPEG or PNG.");
  return { bytes, fileName: safeFileName(file.name), contentType: portalFileTypes[kind] };
}

export function portalRoutes(deps: ReceiverDeps) {
  const { store, resumes, config, channels, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();
  const portal = deps.portal as PortalAuth;

  /** The student's document `id`, or 404 as if there were none. */
  async function ownDocument(studentEmail: string, id: string) {
    const document = /^\d+$/.test(id) ? await store.portal.document(Number(id)) : undefined;
    if (!document || document.studentEmail !== studentEmail) throw notFound("No such document in your account.");
    return document;
  }

  const signedIn = new Hono<PortalEnv>()
    .use(portalSignedIn({ store, portal }))
    .get("/me", async (c) => {
      const { kind, name, email, student } = c.get("member");
      return c.json(await portalMe(store, { kind, name, email }, student, config.siteUrl, now()));
    })
    .post("/documents/:id", studentOnly("uploads documents"), limitBody(UPLOAD_BODY_LIMIT, UPLOAD), async (c) => {
      const { student, name } = c.get("member");
      const document = await ownDocument(student.email, c.req.param("id"));
      if (document.status === "approved") {
        throw invalid({ file: "This document is already approved" }, "An approved document is not replaced.");
      }
      const type = (c.req.header("Content-Type") ?? "").toLowerCase();
      if (!type.startsWith("multipart/form-data")) {
        throw new ApiProblem(
          415,
          "unsupported_media_type",
          "Send the document as multipart/form-data with the field `file`.",
        );
      }
      const form = await c.req.parseBody().catch(() => {
        throw new ApiProblem(400, "malformed", "The upload was cut off or is not a valid form: choose the file again.");
      });
      const { bytes, fileName, contentType } = await uploadedFile(form);
      const storageKey = randomToken(18);
      const at = now();
      // The file first, then its row: a crash in between leaves only an unreferenced file, swept later.
      await resumes.put(storageKey, bytes, contentType);
      try {
        await store.portal.addFile(
          document.id,
          { storageKey, fileName, contentType, size: bytes.byteLength, sha256: sha256Hex(bytes), uploadedAt: at },
          store.portal.officeMail(
            student.email,
            channels,
            `${name} uploaded ${document.title} (${fileName}) in the student portal: approve or reject it on the lead's page.`,
            at,
          ),
        );
      } catch (error) {
        await resumes.delete([storageKey]).catch(() => undefined);
        throw error;
      }
      notifyNow(c);
      return c.json({ ok: true as const, document: documentView((await store.portal.document(document.id))!) });
    })
    .get("/documents/:id/file", studentOnly("downloads the documents"), async (c) => {
      const document = await ownDocument(c.get("member").student.email, c.req.param("id"));
      return documentFileResponse(deps, document, c.req.query("version"));
    })
    .get("/messages", async (c) => {
      const messages = await store.portal.messages(c.get("member").student.email);
      return c.json<PortalMessages>({ ok: true, messages: messages.map(messageView) });
    })
    .post(
      "/messages",
      rateLimited(deps),
      limitBody(STAFF_BODY_LIMIT),
      jsonObject,
      validJson(messageSchema),
      async (c) => {
        const member = c.get("member");
        const at = now();
        const { text } = c.req.valid("json");
        const who = member.kind === "parent" ? `${member.name} (parent of ${member.student.name})` : member.name;
        const message = await store.portal.addMessage(
          {
            studentEmail: member.student.email,
            author: member.kind,
            authorId: member.id,
            authorName: member.name,
            text,
            at,
          },
          store.portal.officeMail(
            member.student.email,
            channels,
            `${who} wrote in the student portal:\n\n${text}\n\nAnswer on the lead's page in the desk.`,
            at,
          ),
        );
        notifyNow(c);
        return c.json({ ok: true as const, message: messageView(message) }, 201);
      },
    )
    .post(
      "/parents",
      rateLimited(deps),
      studentOnly("invites parents"),
      limitBody(JSON_BODY_LIMIT),
      jsonObject,
      validJson(parentInviteSchema),
      async (c) => {
        const { student } = c.get("member");
        const invited = await inviteParent({ ...deps, portal }, student, c.req.valid("json"), now());
        notifyNow(c);
        return c.json<PortalInvited>({ ok: true, ...invited }, 201);
      },
    )
    .delete("/parents/:id", studentOnly("removes parents"), async (c) => {
      const removed = await store.portal.removeParent(c.get("member").student.id, c.req.param("id"));
      if (!removed) throw notFound("No such parent on your account.");
      return c.json({ ok: true as const });
    })
    .get("/export", async (c) => {
      const member = c.get("member");
      const studentEmail = member.student.email;
      const everything =
        member.kind === "student"
          ? {
              account: { name: member.name, email: member.email, kind: member.kind },
              leads: await store.portal.personLeads(studentEmail),
              applications: (await store.portal.applications(studentEmail)).map(({ history, ...application }) => ({
                ...application,
                history,
              })),
              documents: (await store.portal.documents(studentEmail)).map(({ files, ...document }) => ({
                ...document,
                files: files.map(({ id, fileName, contentType, size, sha256, uploadedAt }) => ({
                  id,
                  fileName,
                  contentType,
                  size,
                  sha256,
                  uploadedAt,
                })),
              })),
              messages: (await store.portal.messages(studentEmail)).map(messageView),
              parents: (await store.portal.parentsOf(member.student.id)).map(({ name, email, createdAt }) => ({
                name,
                email,
                invitedAt: createdAt,
              })),
            }
          : {
              account: { name: member.name, email: member.email, kind: member.kind, follows: member.student.name },
              messages: (await store.portal.messages(studentEmail))
                .filter((message) => message.authorId === member.id)
                .map(messageView),
            };
      c.header("Content-Disposition", attachment(`my-data-${now().toISOString().slice(0, 10)}.json`));
      return c.json({ ok: true as const, exportedAt: now().toISOString(), ...everything });
    })
    .post("/erasure", rateLimited(deps), studentOnly("asks for erasure"), async (c) => {
      const { student, id, name } = c.get("member");
      const at = now();
      // In the thread, where the desk reads it whatever the channels, and as the office's note where one exists.
      await store.portal.addMessage(
        { studentEmail: student.email, author: "student", authorId: id, authorName: name, text: ERASURE_REQUEST, at },
        store.portal.officeMail(
          student.email,
          channels,
          `${name} asked in the student portal for everything held about them to be erased (DPDP Act). Erase it with: npm run leads:delete -- --email ${student.email}`,
          at,
        ),
      );
      notifyNow(c);
      return c.json({ ok: true as const });
    });

  return (
    new Hono<ReceiverEnv>()
      .use(accountsOn(deps.portal))
      .use("/auth/*", async (c, next) => {
        if (!PORTAL_AUTH_PATHS.test(c.req.path.slice(c.req.path.indexOf("/auth") + "/auth".length))) {
          throw notFound(`Nothing is at ${c.req.method} ${c.req.path}.`);
        }
        await next();
      })
      // "Forgot password?" says whether a link can be e-mailed at all: the same for every address (a channel to
      // families or none), so the answer still tells nobody whether an address has an account.
      .use("/auth/request-password-reset", async (c, next) => {
        await next();
        if (!c.res.ok || !c.res.headers.get("Content-Type")?.includes("application/json")) return;
        const answer = (await c.res.clone().json()) as Record<string, unknown>;
        const headers = new Headers(c.res.headers);
        headers.delete("Content-Length");
        c.res = new Response(JSON.stringify({ ...answer, emailed: Boolean(visitorChannelOf(channels)) }), {
          status: c.res.status,
          headers,
        });
      })
      .route("/auth", authRoutes(deps, deps.portal, "portal-sign-in"))
      // The server command's way in on a Worker (npm run student:invite -- --api): the counsellors' token.
      .post(
        "/invites",
        rateLimited(deps),
        counsellorToken(deps),
        limitBody(JSON_BODY_LIMIT),
        jsonObject,
        validJson(
          z.object({ lead: z.string().check(z.regex(REFERENCE_PATTERN, "lead is a reference such as BP-7F3K2")) }),
        ),
        async (c) => {
          const found = await store.desk.lead(c.req.valid("json").lead);
          if (!found) throw notFound("No lead has that reference.");
          const invited = await inviteStudent({ ...deps, portal }, found.lead, "Your counsellor", now());
          notifyNow(c);
          return c.json<PortalInvited>({ ok: true, ...invited }, 201);
        },
      )
      .post(
        "/welcome",
        rateLimited(deps),
        limitBody(JSON_BODY_LIMIT),
        jsonObject,
        validJson(
          z.object({
            token: z.string().check(z.minLength(1, "Send the link's token"), z.maxLength(200, "Send the link's token")),
          }),
        ),
        async (c) => {
          const { internalAdapter } = await portal.$context;
          const verification = await internalAdapter.findVerificationValue(
            `reset-password:${c.req.valid("json").token}`,
          );
          const user =
            verification && verification.expiresAt > now()
              ? await store.portal.userById(verification.value)
              : undefined;
          if (!user) throw notFound("This link has been used or has expired: ask for a new one.");
          return c.json<PortalWelcome>({ ok: true, name: user.name, email: user.email, kind: user.kind });
        },
      )
      .route("/", signedIn)
  );
}
