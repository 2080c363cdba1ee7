/**
 * One submission per Idempotency-Key (contract/api.ts IDEMPOTENCY_HEADER, or the body's idempotencyKey): a
 * repeat of it (same endpoint and fields) gets the first answer; the key with another submission is refused
 * (422); a repeat while the first is still being stored is asked to come back (409). Runs after validation,
 * since the fingerprint is of the validated fields, and before the handler that stores the submission; when
 * that handler stores nothing (it refused, or failed), the key is released for the retry.
 */
import type { Context, MiddlewareHandler } from "hono";

import { IDEMPOTENCY_HEADER } from "@/contract/api";

import { sha256Hex } from "../resume-store";
import { acceptedResponse, ApiProblem, invalid } from "./answers";
import type { ReceiverDeps } from "./env";

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * What a request with an Idempotency-Key submits, as a hex SHA-256: the endpoint and the validated fields in a
 * fixed order (and a resume's own hash): the same submission gives the same fingerprint.
 */
function fingerprintOf(endpoint: string, fields: Record<string, unknown>): string {
  const canonical = JSON.stringify([endpoint, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  return sha256Hex(new TextEncoder().encode(canonical));
}

/** What a submission is, for its key: the endpoint, the fields it stores, and the heading of its thank-you page. */
export type Described = { endpoint: string; fields: Record<string, unknown>; heading: string };

/**
 * `describe` reads the submission as the validator before it left it (`c.req.valid("json")`, typed `Valid`);
 * `replay` gives a stored lead's first answer again when it says more than its reference (a booking's slot).
 */
export function idempotent<Valid>(
  deps: Pick<ReceiverDeps, "store" | "now">,
  describe: (valid: Valid, c: Context) => Described,
  replay?: (c: Context, reference: string) => Promise<Response | undefined>,
): MiddlewareHandler {
  const now = () => deps.now?.() ?? new Date();
  return async (c, next) => {
    const raw = c.req.header(IDEMPOTENCY_HEADER) ?? (c.get("submission") as Record<string, unknown>).idempotencyKey;
    if (raw === undefined || raw === "") {
      c.set("idempotencyKey", null);
      return next();
    }
    const { endpoint, fields, heading } = describe(c.req.valid("json" as never) as Valid, c);
    if (typeof raw !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
      throw invalid(
        { idempotencyKey: "Send 1 to 128 visible ASCII characters, the same on every retry" },
        "The idempotency key is not usable.",
      );
    }
    const claim = await deps.store.keys.claim(raw, endpoint, fingerprintOf(endpoint, fields), now());
    if (claim.outcome === "replay") {
      const again = !claim.held && (await replay?.(c, claim.reference));
      return again || acceptedResponse(c, { reference: claim.reference, replayed: true }, claim.held, heading);
    }
    if (claim.outcome === "reused") {
      throw new ApiProblem(422, "idempotency_key_reused", "This Idempotency-Key came with another submission.", {
        fields: { idempotencyKey: "Send a new submission with a new key; a retry repeats the first one exactly" },
      });
    }
    if (claim.outcome === "in_flight") {
      throw new ApiProblem(
        409,
        "request_in_progress",
        "This submission is still being stored: send it again shortly.",
        {
          retryAfterSeconds: 2,
        },
      );
    }
    c.set("idempotencyKey", raw);
    await next();
    if (c.error || !c.res.ok) await deps.store.keys.release(raw).catch(() => undefined);
  };
}
