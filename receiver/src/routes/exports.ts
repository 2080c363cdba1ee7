/**
 * What the counsellors' token (LEADS_EXPORT_TOKEN) opens: the CSV export, a stored resume, and an erasure
 * request (DPDP Act; `npm run leads:delete -- --email x --api <url>` calls it). The desk's staff open the first
 * two with their session instead: an admin the export, anyone who may see the lead its resume. Each is recorded
 * (by token or by e-mail), and each counts against the rate limit too: guessing the token is slow.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";

import { type ApiErased, REFERENCE_PATTERN } from "@/contract/api";
import type { StaffRole } from "@/contract/desk";
import type { OfficeId } from "@/contract/offices";

import { leadsCsv } from "../csv";
import { ApiProblem, attachment, invalid, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { counsellorToken, EXPORT_TOKEN_ACTOR, rateLimited } from "../http/guards";

/**
 * The export token, or (without an Authorization header) a staff session: `admin` only an admin's, `staff`
 * anyone's. Sets c.var.opener.
 */
function tokenOrSession(deps: ReceiverDeps, who: "admin" | "staff") {
  const byToken = counsellorToken(deps);
  return createMiddleware<ReceiverEnv>(async (c, next) => {
    const session =
      !c.req.header("Authorization") && deps.staff
        ? await deps.staff.api.getSession({ headers: c.req.raw.headers })
        : null;
    if (!session) {
      c.set("opener", { actor: EXPORT_TOKEN_ACTOR, office: null });
      return byToken(c, next);
    }
    const user = session.user as typeof session.user & { role: StaffRole; office: OfficeId | null };
    if (who === "admin" && user.role !== "admin") {
      throw new ApiProblem(403, "forbidden", "Only an admin exports the leads.");
    }
    c.set("opener", { actor: user.email, office: user.role === "admin" ? null : user.office });
    await next();
  });
}

export function exportRoutes(deps: ReceiverDeps) {
  const { store, resumes, config } = deps;
  const now = () => deps.now?.() ?? new Date();
  const guarded = [rateLimited(deps), counsellorToken(deps)] as const;

  return new Hono<ReceiverEnv>()
    .get("/leads.csv", rateLimited(deps), tokenOrSession(deps, "admin"), async (c) => {
      const [allLeads, allSubscribers] = [await store.leads.all(), await store.subscribers.all()];
      const csv = leadsCsv(allLeads, allSubscribers, config.publicApiUrl);
      await store.audit.record("export", c.get("opener").actor, allLeads.length + allSubscribers.length, now());
      c.header("Content-Disposition", `attachment; filename="leads-${now().toISOString().slice(0, 10)}.csv"`);
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/resumes/:reference", rateLimited(deps), tokenOrSession(deps, "staff"), async (c) => {
      const reference = c.req.param("reference").toUpperCase();
      const found = REFERENCE_PATTERN.test(reference) ? await store.leads.find({ reference }) : undefined;
      // A counsellor opens the resumes of their own office's leads, as the desk shows them.
      const { office } = c.get("opener");
      const lead = found && (office === null || found.office === office) ? found : undefined;
      const bytes = lead?.resume ? await resumes.get(lead.resume.storageKey) : null;
      if (!lead?.resume || !bytes) throw notFound(`No resume is stored for ${reference}.`);
      c.header("Content-Disposition", attachment(lead.resume.fileName));
      return c.body(bytes, 200, { "Content-Type": lead.resume.contentType });
    })
    .delete("/leads", ...guarded, async (c) => {
      const email = c.req.query("email")?.trim() ?? "";
      if (!email.includes("@")) throw invalid({ email: "Send ?email=<address>" }, "Say whose data to erase.");
      const removed = await store.housekeeping.erase(email);
      await resumes.delete(removed.storageKeys);
      await store.audit.record("erasure", EXPORT_TOKEN_ACTOR, removed.leads + removed.subscribers, now());
      return c.json<ApiErased>({
        ok: true,
        leads: removed.leads,
        resumes: removed.storageKeys.length,
        subscribers: removed.subscribers,
      });
    });
}
