/**
 * Staff accounts (auth.ts): Better Auth answers everything under /auth/, told the client's address as this
 * receiver reads it (clientIp: the proxy's or the edge's header, never one a client sets); POST /staff adds an
 * account with the export token (the first admin of a Worker).
 */
import { isAPIError } from "better-auth/api";
import { type Context, Hono } from "hono";

import { newStaffSchema } from "@/contract/validations/staff";

import { SIGN_IN_WINDOW_SECONDS, STAFF_CLIENT_IP_HEADER } from "../auth";
import { ApiProblem, invalid } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { counsellorToken, JSON_BODY_LIMIT, limitBody, rateLimited, STAFF_BODY_LIMIT, accountsOn } from "../http/guards";
import { readSubmission, validJson } from "../http/submission";
import { addStaff } from "../staff";

/** What a wrong e-mail or password is answered (Better Auth's INVALID_EMAIL_OR_PASSWORD), also for a disabled account. */
const WRONG_PASSWORD = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };

/** The JSON `value` without any `token` (a session's secret is the HttpOnly cookie's alone). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key === "token" ? [] : [[key, withoutTokens(inner)]])),
  );
}

/**
 * Better Auth's answer as the receiver gives it: no session token in any JSON a script could read; a disabled
 * account's right password answered as a wrong one (else the 403 would confirm the password); every 429 with
 * the standard Retry-After beside the library's X-Retry-After.
 */
async function answered(response: Response, path: string): Promise<Response> {
  const headers = new Headers(response.headers);
  const retryAfter = headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter && !headers.has("Retry-After")) headers.set("Retry-After", retryAfter);
  if (!headers.get("Content-Type")?.includes("application/json")) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body: unknown = await response.json().catch(() => null);
  const banned =
    path.endsWith("/sign-in/email") && response.status === 403 && (body as { code?: string })?.code === "BANNED_USER";
  headers.delete("Content-Length");
  return new Response(JSON.stringify(banned ? WRONG_PASSWORD : withoutTokens(body)), {
    status: banned ? 401 : response.status,
    headers,
  });
}

/** The request Better Auth gets: the client's address as the receiver reads it; a password change ends the other sessions. */
async function requestForAuth(c: Context<ReceiverEnv>, clientIp: string, json: Record<string, unknown> | undefined) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(STAFF_CLIENT_IP_HEADER, clientIp);
  if (c.req.path.endsWith("/change-password") && json) {
    headers.delete("Content-Length");
    return new Request(c.req.raw, { headers, body: JSON.stringify({ ...json, revokeOtherSessions: true }) });
  }
  return new Request(c.req.raw, { headers });
}

/** What answers an account's requests: staff's Better Auth (auth.ts) or the portal's (portal/accounts.ts). */
type Accounts = { handler: (request: Request) => Promise<Response> };

/**
 * Better Auth's routes for one kind of account, behind the receiver's own sign-in limit per account (keys
 * `${keyPrefix}:<e-mail>`); 503 saying why while the accounts are off (no BETTER_AUTH_SECRET).
 */
export function authRoutes(
  deps: ReceiverDeps,
  accounts: Accounts | undefined = deps.staff,
  keyPrefix = "sign-in-account",
) {
  const now = () => deps.now?.() ?? new Date();
  const perAccount = deps.config.signInAttempts;
  return new Hono<ReceiverEnv>().on(
    ["GET", "POST"],
    "/*",
    limitBody(STAFF_BODY_LIMIT),
    accountsOn(accounts),
    async (c) => {
      const json =
        c.req.method === "POST"
          ? ((await c.req.raw
              .clone()
              .json()
              .catch(() => undefined)) as Record<string, unknown> | undefined)
          : undefined;
      const accountKey =
        c.req.path.endsWith("/sign-in/email") && typeof json?.email === "string"
          ? `${keyPrefix}:${json.email.trim().toLowerCase()}`
          : undefined;
      if (accountKey) {
        // Per account, whatever the address: a guesser with many addresses gets as few tries as one. Every try
        // counts as it comes (a burst included); one that signs in clears the count.
        const key = accountKey;
        const { count, since } = await deps.store.staff.countAttempt(key, SIGN_IN_WINDOW_SECONDS * 1000, now());
        if (count > perAccount) {
          const retryAfterSeconds = Math.max(
            1,
            Math.ceil((since + SIGN_IN_WINDOW_SECONDS * 1000 - now().getTime()) / 1000),
          );
          throw new ApiProblem(
            429,
            "rate_limited",
            `Too many sign-in attempts for this account: please wait ${retryAfterSeconds} seconds and try again.`,
            { retryAfterSeconds },
          );
        }
      }
      const response = await accounts!.handler(await requestForAuth(c, deps.clientIp(c), json));
      if (accountKey && response.ok) await deps.store.staff.clearAttempts(accountKey);
      return answered(response, c.req.path);
    },
  );
}

export function staffRoutes(deps: ReceiverDeps) {
  return new Hono<ReceiverEnv>().post(
    "/",
    rateLimited(deps),
    counsellorToken(deps),
    limitBody(JSON_BODY_LIMIT),
    accountsOn(deps.staff),
    readSubmission(["json"]),
    validJson(newStaffSchema),
    async (c) => {
      try {
        return c.json({ ok: true as const, ...(await addStaff(deps.staff!, c.req.valid("json"))) }, 201);
      } catch (error) {
        // Better Auth's refusals (an address that already has an account) say what is wrong.
        if (!isAPIError(error)) throw error;
        throw invalid({ email: error.message }, error.message);
      }
    },
  );
}
