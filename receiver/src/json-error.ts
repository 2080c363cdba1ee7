/** The contract's error answer (contract/api.ts ApiError) as JSON: one shape for every endpoint. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

import type { ApiError, ApiErrorCode } from "@/contract/api";

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: ApiErrorCode,
  message: string,
  extra: Pick<ApiError, "fields" | "retryAfterSeconds"> = {},
): Response {
  return c.json<ApiError>({ ok: false, error, message, ...extra }, status);
}

/** The schema's first message per field, keyed by field name. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".") || "form";
    fields[name] ??= issue.message;
  }
  return fields;
}
