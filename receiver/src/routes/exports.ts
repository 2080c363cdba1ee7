/**
 * What the counsellors' token (LEADS_EXPORT_TOKEN) opens: the CSV export, a stored resume, and an erasure
 * request (DPDP Act; `npm run leads:delete -- --email x --api <url>` calls it). Each is recorded, and each
 * counts against the rate limit too: guessing the token is slow.
 */
import { Hono } from "hono";

import { type ApiErased, REFERENCE_PATTERN } from "@/contract/api";

import { leadsCsv } from "../csv";
import { attachment, invalid, notFound } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { counsellorToken, EXPORT_TOKEN_ACTOR, rateLimited } from "../http/guards";

export function exportRoutes(deps: ReceiverDeps) {
  const { store, resumes, config } = deps;
  const now = () => deps.now?.() ?? new Date();
  const guarded = [rateLimited(deps), counsellorToken(deps)] as const;

  return new Hono<ReceiverEnv>()
    .get("/leads.csv", ...guarded, async (c) => {
      const [allLeads, allSubscribers] = [await store.leads.all(), await store.subscribers.all()];
      const csv = leadsCsv(allLeads, allSubscribers, config.publicApiUrl);
      await store.audit.record("export", EXPORT_TOKEN_ACTOR, allLeads.length + allSubscribers.length, now());
      c.header("Content-Disposition", `attachment; filename="leads-${now().toISOString().slice(0, 10)}.csv"`);
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/resumes/:reference", ...guarded, async (c) => {
      const reference = c.req.param("reference").toUpperCase();
      const lead = REFERENCE_PATTERN.test(reference) ? await store.leads.find({ reference }) : undefined;
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
