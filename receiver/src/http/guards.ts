/** The checks in front of handlers: the rate limit, body size limits and the counsellors' bearer token. */
import type { MiddlewareHandler } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

import { formatFileSize, RESUME_MAX_BYTES } from "@/contract/validations/resume";

import { ApiProblem, problemResponse } from "./answers";
import type { ReceiverDeps, ReceiverEnv } from "./env";

export const JSON_BODY_LIMIT = 64 * 1024;
/** Sign-in and the desk: a password or a 2,000-character note, even as \u escapes, fits well within this. */
export const STAFF_BODY_LIMIT = 16 * 1024;
/** The resume plus room for the other fields and the multipart framing. */
export const CAREERS_BODY_LIMIT = RESUME_MAX_BYTES + 256 * 1024;
/** Who the access record names for a request made with LEADS_EXPORT_TOKEN. */
export const EXPORT_TOKEN_ACTOR = "export token";

/** Submissions per client IP per window (RATE_LIMIT_MAX); 429 with Retry-After past it. */
export const rateLimited = ({ limiter, clientIp }: Pick<ReceiverDeps, "limiter" | "clientIp">) =>
  createMiddleware<ReceiverEnv>(async (c, next) => {
    const decision = limiter.check(clientIp(c));
    if (!decision.allowed) {
      throw new ApiProblem(
        429,
        "rate_limited",
        `Too many submissions from your network just now: please wait ${decision.retryAfterSeconds} seconds and send again.`,
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
    await next();
  });

/**
 * Reads and drops the rest of a refused upload before answering, as nginx's lingering close does: a
 * client still sending would otherwise meet a closed connection (a reset on screen) instead of the answer.
 * Past `maxBytes` the rest is left to the server to cut off.
 */
async function discardBody(request: Request, maxBytes: number) {
  try {
    const reader = request.body?.getReader();
    if (!reader) return;
    let read = 0;
    while (read <= maxBytes) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // Already read by the limit check, or the client went away: nothing left to drop.
  }
}

/** An upload a body limit names: its field, its own limit, and how the refusal calls it ("Your resume"). */
export type UploadLimit = { field: string; maxBytes: number; what: string };

export const RESUME_UPLOAD: UploadLimit = { field: "resume", maxBytes: RESUME_MAX_BYTES, what: "Your resume" };

/** 413 past `maxSize` bytes; with `upload`, the refusal names that upload and its size. */
export const limitBody = (maxSize: number, upload?: UploadLimit): MiddlewareHandler<ReceiverEnv> =>
  bodyLimit({
    maxSize,
    onError: async (c) => {
      await discardBody(c.req.raw, maxSize * 4);
      const size = Number(c.req.header("Content-Length") ?? 0);
      const limit = formatFileSize(upload ? upload.maxBytes : maxSize);
      const message = upload
        ? `${upload.what} must be ${limit} or smaller${size ? ` (this upload is ${formatFileSize(size)})` : ""}`
        : `The request is larger than ${limit}: please shorten your message.`;
      // The rest of the upload is never read: the client must not reuse this connection.
      c.header("Connection", "close");
      return problemResponse(
        c,
        new ApiProblem(413, "too_large", message, upload ? { fields: { [upload.field]: message } } : {}),
      );
    },
  });

/**
 * The counsellors' token (LEADS_EXPORT_TOKEN) as `Authorization: Bearer`, compared in constant time by Hono's
 * bearerAuth; every refusal is the contract's 401 saying what to send, or that the token is not set.
 */
export function counsellorToken({ config }: Pick<ReceiverDeps, "config">): MiddlewareHandler<ReceiverEnv> {
  const token = config.exportToken;
  const refusal = new ApiProblem(
    401,
    "unauthorized",
    token
      ? "Send Authorization: Bearer <LEADS_EXPORT_TOKEN>."
      : "Counsellor access is switched off: set LEADS_EXPORT_TOKEN on the receiver.",
  );
  if (!token) {
    return async (c) => {
      c.header("WWW-Authenticate", 'Bearer realm="leads"');
      throw refusal;
    };
  }
  const message = (c: Parameters<MiddlewareHandler<ReceiverEnv>>[0]) => problemResponse(c, refusal);
  return bearerAuth({
    token,
    realm: "leads",
    noAuthenticationHeader: { message },
    invalidAuthenticationHeader: { message },
    invalidToken: { message },
  });
}

/** 503 while BETTER_AUTH_SECRET is unset: staff accounts (and so the desk) and the portal's are off. */
export const accountsOn = (accounts: { handler: unknown } | undefined) =>
  createMiddleware<ReceiverEnv>(async (_c, next) => {
    if (!accounts) {
      throw new ApiProblem(503, "unavailable", "Accounts are switched off: set BETTER_AUTH_SECRET on the receiver.");
    }
    await next();
  });
