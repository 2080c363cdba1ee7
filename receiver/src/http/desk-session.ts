/**
 * Who is at the desk: the staff session (auth.ts) every /api/desk route reads, 401 without one, and the checks
 * routes add on top of it (an admin only; a JSON object body).
 */
import { createMiddleware } from "hono/factory";

import type { StaffRole } from "@/contract/desk";
import type { OfficeId } from "@/contract/offices";

import { ApiProblem, invalid } from "./answers";
import type { ReceiverDeps, ReceiverEnv } from "./env";

export type Staff = { id: string; email: string; name: string; role: StaffRole; office: OfficeId | null };
export type DeskEnv = ReceiverEnv & { Variables: { staff: Staff } };

/** The staff member signed in, as c.get("staff"); 401 without a session. */
export const signedIn = ({ staff: staffAuth }: Pick<ReceiverDeps, "staff">) =>
  createMiddleware<DeskEnv>(async (c, next) => {
    const session = staffAuth && (await staffAuth.api.getSession({ headers: c.req.raw.headers }));
    if (!session) throw new ApiProblem(401, "unauthorized", "Sign in to the desk first.");
    const { id, email, name, role, office } = session.user as typeof session.user & {
      role: StaffRole;
      office: OfficeId | null;
    };
    c.set("staff", { id, email, name, role, office });
    await next();
  });

/** 403 unless an admin is signed in; `what` says what only an admin does. */
export const adminOnly = (what: string) =>
  createMiddleware<DeskEnv>(async (c, next) => {
    if (c.get("staff").role !== "admin") throw new ApiProblem(403, "forbidden", `Only an admin ${what}.`);
    await next();
  });

/** The request's JSON object; anything else is the 422 naming the body. */
export const jsonObject = createMiddleware<DeskEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw invalid({ body: "Send a JSON object with the fields to change" }, "Send a JSON object.");
  }
  await next();
});
