/**
 * The counsellors' desk API, JSON under /api/desk with the staff session cookie (auth.ts): 401 without one.
 * A counsellor sees and changes the leads of their own office (another office's lead is 404, as if absent);
 * an admin sees every office and assigns owners.
 *   GET   /desk/leads?q=&status=&office=&owner=&form=&source=&overdue=&cursor=   -> { leads, nextCursor }
 *   GET   /desk/leads/:reference                                       -> the lead with history and related
 *   GET   /desk/day?office=&date=YYYY-MM-DD   -> DeskDay: the office's booked consultations that IST day, by time
 *   PATCH /desk/leads/:reference  { status?, closedReason?, owner?, note? } -> the updated lead; 422 names the field
 *   GET   /desk/staff                  (admin) -> { staff: StaffListing[] }
 *   POST  /desk/staff                  (admin) { email, name, role, office?, password? } -> the account (and its
 *                                      one-time set-password link when no password was given)
 *   PATCH /desk/staff/:email           (admin) { active } -> the account, disabled (signed out) or enabled again
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";

import {
  allowedTransition,
  type DeskDay,
  type DeskInbox,
  type DeskLeadRecord,
  type DeskLeadView,
  type DeskRelatedLead,
  leadPipeline,
  type StaffRole,
} from "@/contract/desk";
import { DAY_MS, istDateOf, istMidnightOf } from "@/contract/india-time";
import { isOfficeId, type OfficeId, officeIds } from "@/contract/offices";
import { dayQuerySchema, inboxQuerySchema, leadChangeSchema, staffStateSchema } from "@/contract/validations/desk";
import { type AddedStaff, newStaffSchema, type StaffListing } from "@/contract/validations/staff";

import { deskView } from "../desk-view";
import { ApiProblem, invalid, notFound } from "../http/answers";
import { limitBody, STAFF_BODY_LIMIT } from "../http/guards";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { validJson, validQuery } from "../http/submission";
import { dueAt } from "../response-clock";
import { closedReasons } from "../schema";
import { addStaff, listStaff, setStaffActive } from "../staff";
import type { LeadChange, NewLeadEvent } from "../store";

const PAGE_SIZE = 50;

type Staff = { id: string; email: string; name: string; role: StaffRole; office: OfficeId | null };
type DeskEnv = ReceiverEnv & { Variables: { staff: Staff } };

export function deskRoutes({ store, staff: staffAuth, config, now: clock }: ReceiverDeps) {
  const now = () => clock?.() ?? new Date();
  const apiBase = config.publicApiUrl;

  const signedIn = createMiddleware<DeskEnv>(async (c, next) => {
    const session = staffAuth && (await staffAuth.api.getSession({ headers: c.req.raw.headers }));
    if (!session) throw new ApiProblem(401, "unauthorized", "Sign in to the desk first.");
    const { id, email, name, role, office } = session.user as typeof session.user & {
      role: StaffRole;
      office: OfficeId | null;
    };
    c.set("staff", { id, email, name, role, office });
    await next();
  });

  const adminOnly = createMiddleware<DeskEnv>(async (c, next) => {
    if (c.get("staff").role !== "admin")
      throw new ApiProblem(403, "forbidden", "Only an admin manages staff accounts.");
    await next();
  });

  /** The lead with `reference` if this staff member may see it; else 404, as if there were none. */
  async function visibleLead(staff: Staff, reference: string) {
    const found = await store.desk.lead(reference);
    if (!found || (staff.role !== "admin" && found.lead.office !== staff.office)) {
      throw notFound("No such lead in your office.");
    }
    return found;
  }

  /** The request's JSON object; anything else is the 422 naming the body. */
  const json = createMiddleware<DeskEnv>(async (c, next) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw invalid({ body: "Send a JSON object with the fields to change" }, "Send a JSON object.");
    }
    await next();
  });

  return new Hono<DeskEnv>()
    .use(limitBody(STAFF_BODY_LIMIT))
    .use(signedIn)
    .get("/leads", validQuery(inboxQuerySchema), async (c) => {
      const staff = c.get("staff");
      const query = c.req.valid("query");
      const text = (value: string | undefined) => value?.trim() || undefined;
      const rows = await store.desk.inbox(
        {
          // A counsellor's inbox is their office's, whatever the address asks for.
          office: staff.role === "admin" ? query.office || undefined : (staff.office ?? undefined),
          status: query.status || undefined,
          ownerEmail: text(query.owner),
          form: query.form || undefined,
          utmSource: text(query.source),
          q: text(query.q),
          overdueAt: query.overdue === "true" ? now() : undefined,
          cursor: query.cursor ? Number(query.cursor) : undefined,
        },
        PAGE_SIZE + 1,
      );
      const page = rows.slice(0, PAGE_SIZE);
      const at = now();
      return c.json<DeskInbox>({
        leads: page.map((row) => deskView(row, apiBase, at)),
        nextCursor: rows.length > PAGE_SIZE ? String(page.at(-1)!.lead.id) : null,
      });
    })
    .get("/day", validQuery(dayQuerySchema), async (c) => {
      const staff = c.get("staff");
      const asked = c.req.valid("query");
      const office = staff.role === "admin" ? (isOfficeId(asked.office) ? asked.office : undefined) : staff.office;
      if (!office) throw invalid({ office: `One of ${officeIds.join(", ")}` }, "Say which office and day.");
      const date = asked.date ?? istDateOf(now());
      const midnight = istMidnightOf(date)!;
      const rows = await store.desk.day(office, new Date(midnight), new Date(midnight + DAY_MS));
      const at = now();
      return c.json<DeskDay>({ office, date, bookings: rows.map((row) => deskView(row, apiBase, at)) });
    })
    .get("/leads/:reference", async (c) => {
      const staff = c.get("staff");
      const found = await visibleLead(staff, c.req.param("reference"));
      const { history, related } = await store.desk.record(found.lead);
      return c.json<DeskLeadRecord>({
        ...deskView(found, apiBase, now()),
        history: history.map(({ at, kind, actorEmail, actorName, detail }) => ({
          at: at.toISOString(),
          kind,
          by: { email: actorEmail, name: actorName },
          detail,
        })),
        related: related.map(({ office, ...lead }): DeskRelatedLead =>
          staff.role === "admin" || office === staff.office
            ? { ...lead, receivedAt: lead.receivedAt.toISOString() }
            : { office },
        ),
      });
    })
    .patch("/leads/:reference", json, validJson(leadChangeSchema), async (c) => {
      const staff = c.get("staff");
      const { lead, booking } = await visibleLead(staff, c.req.param("reference"));
      const { status, closedReason, owner, note } = c.req.valid("json");
      const change: LeadChange = {};
      const events: NewLeadEvent[] = [];
      const at = now();
      const event = (kind: NewLeadEvent["kind"], detail: string) =>
        events.push({ at, kind, actorEmail: staff.email, actorName: staff.name, detail });

      if (status !== undefined && status !== lead.status) {
        if (!allowedTransition(lead.status, status)) {
          throw invalid(
            { status: `From ${lead.status} a lead moves forward (${leadPipeline.join(" -> ")}) or is closed` },
            "That status does not follow this one.",
          );
        }
        if (status === "closed" && !closedReason) {
          throw invalid({ closedReason: `One of ${closedReasons.join(", ")}` }, "Say why it is closed.");
        }
        change.status = status;
        change.closedReason = status === "closed" ? closedReason : null;
        // The first answer stops the clock; a lead released from spam starts one now.
        if (lead.status === "new" && !lead.firstResponseAt) change.firstResponseAt = at;
        if (status === "new" && lead.office) change.responseDueAt = dueAt(at, config);
        event("status", `${lead.status} -> ${status}${status === "closed" ? ` (${closedReason})` : ""}`);
      } else if (closedReason !== undefined && status !== "closed" && lead.status !== "closed") {
        throw invalid({ closedReason: "Send it with status closed" }, "Only a closed lead has a reason.");
      }
      if (owner !== undefined) {
        if (staff.role !== "admin") throw invalid({ owner: "Ask an admin" }, "Only an admin reassigns a lead.");
        const assignee = owner === null ? null : await store.staff.activeByEmail(owner);
        if (assignee === undefined) {
          throw invalid({ owner: "A staff member's e-mail" }, "No active staff account has that address.");
        }
        change.ownerId = assignee?.id ?? null;
        event("owner", assignee ? `${assignee.name} <${assignee.email}>` : "nobody");
      }
      if (note) event("note", note);
      // Closed as cancelled (the visitor called to cancel): the consultation's seat is freed for someone else.
      const freeSeatAt = change.status === "closed" && change.closedReason === "cancelled" && booking ? at : undefined;
      await store.desk.change(lead.id, change, events, { freeSeatAt });
      return c.json<DeskLeadView>(deskView((await store.desk.lead(lead.reference))!, apiBase, now()));
    })
    .get("/staff", adminOnly, async (c) => c.json<{ staff: StaffListing[] }>({ staff: await listStaff(store) }))
    .post("/staff", adminOnly, json, validJson(newStaffSchema), async (c) => {
      const added = c.req.valid("json");
      if (await store.staff.byEmail(added.email)) {
        throw invalid({ email: "This e-mail already has an account" }, "That address already has an account.");
      }
      return c.json<AddedStaff>(await addStaff(staffAuth!, added), 201);
    })
    .patch("/staff/:email", adminOnly, json, validJson(staffStateSchema), async (c) => {
      const { active } = c.req.valid("json");
      const email = c.req.param("email").toLowerCase();
      if (email === c.get("staff").email.toLowerCase() && !active) {
        throw invalid({ active: "Ask another admin" }, "You cannot disable your own account.");
      }
      if (!(await setStaffActive(staffAuth!, store, email, active))) {
        throw notFound("No staff account has that address.");
      }
      return c.json<StaffListing>((await listStaff(store)).find((staff) => staff.email === email)!);
    });
}
