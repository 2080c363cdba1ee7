/**
 * Who is in the portal: the portal session (portal/accounts.ts) every /api/portal route but sign-in and the
 * welcome link reads, 401 without one; a parent reads their student's records and may only write in the thread.
 */
import { createMiddleware } from "hono/factory";

import type { PortalMemberKind } from "@/contract/portal";

import type { PortalAuth } from "../portal/accounts";
import { personKey } from "../store";
import { ApiProblem } from "./answers";
import type { ReceiverDeps, ReceiverEnv } from "./env";

/** The signed-in person, and the student whose records they see (themselves, or a parent's student). */
export type Member = {
  id: string;
  email: string;
  name: string;
  kind: PortalMemberKind;
  student: { id: string; email: string; name: string };
};
export type PortalEnv = ReceiverEnv & { Variables: { member: Member } };

export const portalSignedIn = ({ portal, store }: Pick<ReceiverDeps, "store"> & { portal: PortalAuth }) =>
  createMiddleware<PortalEnv>(async (c, next) => {
    const session = await portal.api.getSession({ headers: c.req.raw.headers });
    if (!session)
      throw new ApiProblem(401, "unauthorized", "Sign in first: your session has ended or you are not signed in.");
    const { id, email, name, kind, studentId } = session.user as typeof session.user & {
      kind: PortalMemberKind;
      studentId: string | null;
    };
    const student = kind === "parent" && studentId ? await store.portal.userById(studentId) : undefined;
    if (kind === "parent" && !student) {
      throw new ApiProblem(401, "unauthorized", "This parent's account no longer follows a student.");
    }
    c.set("member", {
      id,
      email,
      name,
      kind,
      student: student
        ? { id: student.id, email: personKey(student.email), name: student.name }
        : { id, email: personKey(email), name },
    });
    await next();
  });

/** 403 for a parent: `what` says what only the student does. */
export const studentOnly = (what: string) =>
  createMiddleware<PortalEnv>(async (c, next) => {
    const member = c.get("member");
    if (member.kind !== "student") {
      throw new ApiProblem(403, "forbidden", `A parent's view is read-only: only ${member.student.name} ${what}.`);
    }
    await next();
  });
