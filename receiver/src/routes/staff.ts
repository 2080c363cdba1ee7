/**
 * Staff accounts (auth.ts): Better Auth answers everything under /auth/, told the client's address as this
 * receiver reads it (clientIp: the proxy's or the edge's header, never one a client sets); POST /staff adds an
 * account with the export token (the first admin of a Worker).
 */
import { isAPIError } from "better-auth/api";
import { Hono } from "hono";

import { newStaffSchema } from "@/contract/validations/staff";

import { STAFF_CLIENT_IP_HEADER } from "../auth";
import { invalid } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import {
  counsellorToken,
  JSON_BODY_LIMIT,
  limitBody,
  rateLimited,
  STAFF_BODY_LIMIT,
  staffAccountsOn,
} from "../http/guards";
import { readSubmission, validJson } from "../http/submission";
import { addStaff } from "../staff";

export function authRoutes(deps: ReceiverDeps) {
  return new Hono<ReceiverEnv>().on(["GET", "POST"], "/*", limitBody(STAFF_BODY_LIMIT), staffAccountsOn(deps), (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(STAFF_CLIENT_IP_HEADER, deps.clientIp(c));
    return deps.staff!.handler(new Request(c.req.raw, { headers }));
  });
}

export function staffRoutes(deps: ReceiverDeps) {
  return new Hono<ReceiverEnv>().post(
    "/",
    rateLimited(deps),
    counsellorToken(deps),
    limitBody(JSON_BODY_LIMIT),
    staffAccountsOn(deps),
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
