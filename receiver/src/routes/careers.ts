/**
 * POST /careers: a careers application, multipart with the resume. The resume must really be a PDF, DOC or
 * DOCX (its first bytes, not its name), is stored whole before its row, and is removed again if the row is not.
 */
import { Hono } from "hono";

import { apiPaths } from "@/contract/api";
import { leadSourceOf } from "@/contract/lead-source";
import { careersSchema } from "@/contract/validations/lead-schemas";
import {
  detectDocumentKind,
  type DocumentKind,
  isGenuineResume,
  notADocumentMessage,
  SIGNATURE_BYTES,
} from "@/contract/validations/file-signature";
import { RESUME_MAX_BYTES, safeFileName } from "@/contract/validations/resume";

import { acceptedResponse, ApiProblem, invalid } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { CAREERS_BODY_LIMIT, limitBody, rateLimited, RESUME_UPLOAD } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { parseFields, readSubmission, type Submission, trapTripped, validSubmission } from "../http/submission";
import { randomToken } from "../reference";
import { sha256Hex } from "../resume-store";
import type { ResumeRecord } from "../store";

const contentTypes: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The application's fields, its resume's bytes and record, and where it came from. */
async function applicationOf(input: Submission) {
  let parsed;
  try {
    parsed = parseFields(careersSchema, input, { except: ["resume"] });
  } catch (problem) {
    // A resume over the limit is 413, as the body limit answers a larger upload.
    const tooLarge = input.resume instanceof File && input.resume.size > RESUME_MAX_BYTES;
    if (!tooLarge || !(problem instanceof ApiProblem)) throw problem;
    throw new ApiProblem(413, "too_large", problem.message, problem.extra);
  }
  const { resume: file, ...values } = parsed;
  if (!(await isGenuineResume(file))) {
    throw invalid({ resume: notADocumentMessage }, "The resume is not a PDF, DOC or DOCX document.");
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectDocumentKind(bytes.subarray(0, SIGNATURE_BYTES)) ?? "pdf";
  const resume: ResumeRecord = {
    storageKey: randomToken(18),
    fileName: safeFileName(file.name),
    contentType: contentTypes[kind],
    size: bytes.byteLength,
    sha256: sha256Hex(bytes),
  };
  return { values, bytes, resume, source: leadSourceOf(input), held: trapTripped(input) };
}

type Application = Awaited<ReturnType<typeof applicationOf>>;

export function careersRoutes(deps: ReceiverDeps) {
  const { store, resumes, channels, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();
  const headingOf = (firstName: string) => `Thank you for applying, ${firstName}`;

  return new Hono<ReceiverEnv>().post(
    "/",
    rateLimited(deps),
    limitBody(CAREERS_BODY_LIMIT, RESUME_UPLOAD),
    readSubmission(["form"]),
    validSubmission(applicationOf),
    idempotent(deps, ({ values, resume, source, held }: Application) => {
      return {
        endpoint: apiPaths.careers,
        fields: { ...values, ...source, held, resume: [resume.sha256, resume.fileName, resume.size] },
        heading: headingOf(values.firstName),
      };
    }),
    async (c) => {
      const { values, bytes, resume, source, held } = c.req.valid("json");
      // The file first, then the row: a crash in between leaves only an unreferenced file, swept later.
      await resumes.put(resume.storageKey, bytes, resume.contentType);
      let accepted;
      try {
        accepted = await store.leads.accept({
          form: "careers-application",
          status: held ? "spam" : "new",
          idempotencyKey: c.get("idempotencyKey"),
          fields: values,
          source,
          resume,
          channels,
          receivedAt: now(),
        });
      } catch (error) {
        await resumes.delete([resume.storageKey]).catch(() => undefined);
        throw error;
      }
      if (!held) notifyNow(c);
      return acceptedResponse(c, accepted, held, headingOf(values.firstName));
    },
  );
}
