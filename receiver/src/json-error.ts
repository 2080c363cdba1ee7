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
