/**
 * How the receiver answers, in the contract's words (contract/api.ts): a stored submission (201, or 200 for a
 * replay) and every refusal (ApiError). A form posted without JavaScript (Accept: text/html) gets the same
 * answer as a small page of its own (html-page.ts) instead of JSON.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiAccepted, ApiError, ApiErrorCode } from "@/contract/api";
import { labelOf } from "@/contract/forms";

import { acceptedPage, type BackLink, fixFieldsPage, problemPage } from "../html-page";

export const wantsHtml = (c: Context) => (c.req.header("Accept") ?? "").includes("text/html");

/**
 * A refusal, thrown by a handler or a middleware and answered by the app's error handler (app.ts): the status,
 * the contract's error code, one sentence to act on, and the fields to fix.
 */
export class ApiProblem extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: Pick<ApiError, "fields" | "retryAfterSeconds"> = {},
  ) {
    super(status, { message });
  }
}

/** 422: some fields need fixing, each named with what to send. */
export const invalid = (fields: Record<string, string>, message = "Some fields need your attention.") =>
  new ApiProblem(422, "invalid", message, { fields });

export const notFound = (message: string) => new ApiProblem(404, "not_found", message);

/** The schema's first message per field, keyed by field name. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    // The field as the form names it: a list's item is its list's problem.
    const name = issue.path.length ? String(issue.path[0]) : "form";
    fields[name] ??= issue.message;
  }
  return fields;
}

const problemHeadings: Partial<Record<ApiErrorCode, string>> = {
  too_large: "That is too large to send",
  rate_limited: "Too many submissions just now",
  server_error: "We could not save this just now",
};

/** The way back to the site for the no-JavaScript pages (set by app.ts); its root when the app set none. */
const backOf = (c: Context): BackLink => (c.get("back") as BackLink | undefined) ?? { href: "/", siteName: undefined };

/** A problem as the contract's JSON, or as a small page for a form posted without JavaScript. */
export function problemResponse(c: Context, problem: ApiProblem): Response | Promise<Response> {
  const { code, extra, status, message } = problem;
  if (extra.retryAfterSeconds !== undefined) c.header("Retry-After", String(extra.retryAfterSeconds));
  if (wantsHtml(c)) {
    const problems = Object.entries(extra.fields ?? {}).map(([name, text]) => ({
      label: labelOf(name),
      message: text,
    }));
    const page =
      problems.length > 0
        ? fixFieldsPage({ problems, back: backOf(c) })
        : problemPage({ heading: problemHeadings[code] ?? "Please check your request", message, back: backOf(c) });
    return c.html(page, status as ContentfulStatusCode);
  }
  return c.json<ApiError>({ ok: false, error: code, message, ...extra }, status as ContentfulStatusCode);
}

/** A stored submission: 201 with its reference (200 when it repeats an earlier answer), or the thank-you page. */
export function acceptedResponse(
  c: Context,
  accepted: { reference: string; replayed: boolean },
  held: boolean,
  heading: string,
) {
  if (accepted.replayed) c.header("Idempotent-Replayed", "true");
  const status = accepted.replayed ? 200 : 201;
  if (wantsHtml(c)) {
    return c.html(acceptedPage({ reference: accepted.reference, heading, held, back: backOf(c) }), status);
  }
  const body: ApiAccepted = { ok: true, reference: accepted.reference };
  if (accepted.replayed) body.replayed = true;
  if (held) body.held = true;
  return c.json(body, status);
}

/** A download's Content-Disposition: the name as sent, with an ASCII fallback. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
