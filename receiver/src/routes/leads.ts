/**
 * POST /leads: Get In Touch, contact, the call-back request and the tools' estimates, as JSON or a form post.
 * The form's own schema (contract/validations) decides what is stored; the lead goes to the office the visitor
 * chose, else the destination's, else the default one.
 */
import { Hono } from "hono";

import { apiPaths } from "@/contract/api";
import { isLeadFormId } from "@/contract/forms";
import { leadSourceOf } from "@/contract/lead-source";
import { isOfficeId } from "@/contract/offices";
import { OFFICE_CHOICES } from "@/contract/validations/booking";
import { isLeadSchemaId, leadSchemas } from "@/contract/validations/lead-schemas";

import { acceptedResponse, invalid } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { JSON_BODY_LIMIT, limitBody, rateLimited } from "../http/guards";
import { idempotent } from "../http/idempotency";
import { parseFields, readSubmission, type Submission, trapTripped, validSubmission } from "../http/submission";
import { routedOffice } from "../config";
import { dueAt } from "../response-clock";
import type { LeadFields } from "../store";

/** The form, its validated fields, the office the visitor chose and where the lead came from. */
function leadOf(input: Submission) {
  const form = input.form;
  if (!isLeadFormId(form) || !isLeadSchemaId(form)) {
    throw invalid({ form: `Send form as one of: ${Object.keys(leadSchemas).join(", ")}` }, "Say which form this is.");
  }
  const fields: LeadFields = parseFields(leadSchemas[form], input);
  // The office the visitor chose (an office's link to the form); a site only ever sends one of ours.
  if (input.office !== undefined && input.office !== "" && !isOfficeId(input.office)) {
    throw invalid({ office: OFFICE_CHOICES }, "Unknown office.");
  }
  const office = isOfficeId(input.office) ? input.office : undefined;
  return { form, fields, office, source: leadSourceOf(input), held: trapTripped(input) };
}

type LeadSubmission = ReturnType<typeof leadOf>;

export function leadRoutes(deps: ReceiverDeps) {
  const { store, config, channels, notifyNow } = deps;
  const now = () => deps.now?.() ?? new Date();

  return new Hono<ReceiverEnv>().post(
    "/",
    rateLimited(deps),
    limitBody(JSON_BODY_LIMIT),
    readSubmission(["json", "form"]),
    validSubmission(leadOf),
    idempotent(deps, ({ form, fields, office, source, held }: LeadSubmission) => {
      return {
        endpoint: apiPaths.leads,
        fields: { form, ...fields, ...source, office, held },
        heading: `Thank you, ${fields.firstName}`,
      };
    }),
    async (c) => {
      const { form, fields, office, source, held } = c.req.valid("json");
      const receivedAt = now();
      const accepted = await store.leads.accept({
        form,
        status: held ? "spam" : "new",
        idempotencyKey: c.get("idempotencyKey"),
        fields,
        source,
        office: office ?? routedOffice(config, fields.destination),
        responseDueAt: held ? null : dueAt(receivedAt, config),
        channels,
        receivedAt,
      });
      if (!held) notifyNow(c);
      return acceptedResponse(c, accepted, held, `Thank you, ${fields.firstName}`);
    },
  );
}
