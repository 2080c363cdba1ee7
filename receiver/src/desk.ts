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
import { Hono, type Context, type MiddlewareHandler } from "hono";
import * as z from "zod/mini";

import { istDateOf, istMidnightOf } from "@/contract/india-time";
import { allowedTransition, leadPipeline, type DeskDay, type DeskLeadRecord, type DeskLeadView } from "@/contract/desk";
import { isLeadFormId } from "@/contract/forms";
import { newStaffSchema } from "@/contract/validations/staff";

import type { StaffAuth } from "./auth";
import type { ReceiverConfig } from "./config";
import { fieldErrors, jsonError } from "./json-error";
import { bookingView, sourceOf, visitorFields } from "./lead-text";
import { dueAt } from "./response-clock";
import { addStaff, listStaff, setStaffActive } from "./staff";
import { closedReasons, leadStatuses, officeIds, type LeadStatus, type OfficeId, type StaffRole } from "./schema";
import type { DeskLead, LeadChange, LeadStore, NewLeadEvent } from "./store";

const PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60_000;
const NOTE_MAX = 2000;

type Staff = { id: string; email: string; name: string; role: StaffRole; office: OfficeId | null };
type DeskEnv = { Variables: { staff: Staff } };

const changeSchema = z.object({
  status: z.optional(z.enum(leadStatuses, `status is one of ${leadStatuses.join(", ")}`)),
  closedReason: z.optional(z.enum(closedReasons, `closedReason is one of ${closedReasons.join(", ")}`)),
  owner: z.optional(z.nullable(z.email("owner is a staff member's e-mail address, or null"))),
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "A note needs text"),
        z.maxLength(NOTE_MAX, `Keep a note under ${NOTE_MAX} characters`),
      ),
  ),
});

/** A 422 naming each field to fix. */
const invalid = (c: Context, message: string, fields: Record<string, string>) =>
  jsonError(c, 422, "invalid", message, { fields });

/** The request's JSON object, or a 422 saying to send one. */
async function jsonBody(c: Context): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  return invalid(c, "Send a JSON object.", { body: "Send a JSON object with the fields to change" });
}

const staffStateSchema = z.object({ active: z.boolean("active is true or false") });

/** A stored lead as the desk reads it: the visitor's fields (option labels resolved), its source and owner. */
function deskView({ lead, owner, booking }: DeskLead, apiBase: string, now: Date): DeskLeadView {
  return {
    reference: lead.reference,
    form: lead.form,
    status: lead.status,
    closedReason: lead.closedReason,
    office: lead.office,
    owner,
    receivedAt: lead.receivedAt.toISOString(),
    responseDueAt: lead.responseDueAt?.toISOString() ?? null,
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    overdue: lead.status === "new" && lead.responseDueAt !== null && lead.responseDueAt <= now,
    ...visitorFields(lead),
    source: sourceOf(lead),
    resumeUrl: lead.form === "careers-application" ? `${apiBase}/resumes/${lead.reference}` : null,
    booking: booking && bookingView(booking),
  };
}

export type DeskDeps = {
  store: LeadStore;
  staffAuth: StaffAuth | undefined;
  config: Pick<ReceiverConfig, "publicApiUrl" | "firstResponseHours">;
  now: () => Date;
};

export function deskRoutes({ store, staffAuth, config, now }: DeskDeps) {
  const apiBase = config.publicApiUrl;
  const desk = new Hono<DeskEnv>();

  desk.use("*", async (c, next) => {
    const session = staffAuth && (await staffAuth.api.getSession({ headers: c.req.raw.headers }));
    if (!session) return jsonError(c, 401, "unauthorized", "Sign in to the desk first.");
    const { id, email, name, role, office } = session.user as typeof session.user & {
      role: StaffRole;
      office: OfficeId | null;
    };
    c.set("staff", { id, email, name, role, office });
    return next();
  });

  /** The lead with `reference` if this staff member may see it. */
  async function visibleLead(c: Context<DeskEnv>, reference: string) {
    const found = await store.deskLead(reference);
    const staff = c.get("staff");
    if (!found || (staff.role !== "admin" && found.lead.office !== staff.office)) return undefined;
    return found;
  }

  desk.get("/leads", async (c) => {
    const staff = c.get("staff");
    const at = now();
    const query = (name: string) => c.req.query(name)?.trim() || undefined;
    const status = query("status");
    const office = query("office");
    const form = query("form");
    const cursor = query("cursor");
    const overdue = query("overdue");
    if (status && !(leadStatuses as readonly string[]).includes(status)) {
      return invalid(c, "Unknown status.", { status: `One of ${leadStatuses.join(", ")}` });
    }
    if (office && !(officeIds as readonly string[]).includes(office)) {
      return invalid(c, "Unknown office.", { office: `One of ${officeIds.join(", ")}` });
    }
    if (form && !isLeadFormId(form)) return invalid(c, "Unknown form.", { form: "A form's id, e.g. get-in-touch" });
    if (overdue && overdue !== "true" && overdue !== "false") {
      return invalid(c, "Unknown overdue filter.", { overdue: "true or false" });
    }
    if (cursor && !/^\d+$/.test(cursor))
      return invalid(c, "Unknown cursor.", { cursor: "Send the nextCursor you were given" });
    const rows = await store.deskLeads(
      {
        // A counsellor's inbox is their office's, whatever the address asks for.
        office: staff.role === "admin" ? (office as OfficeId | undefined) : (staff.office ?? undefined),
        status: status as LeadStatus | undefined,
        ownerEmail: query("owner"),
        form: form as DeskLead["lead"]["form"] | undefined,
        utmSource: query("source"),
        q: query("q"),
        overdueAt: overdue === "true" ? at : undefined,
        cursor: cursor ? Number(cursor) : undefined,
      },
      PAGE_SIZE + 1,
    );
    const page = rows.slice(0, PAGE_SIZE);
    return c.json({
      leads: page.map((row) => deskView(row, apiBase, at)),
      nextCursor: rows.length > PAGE_SIZE ? String(page.at(-1)!.lead.id) : null,
    });
  });

  desk.get("/day", async (c) => {
    const staff = c.get("staff");
    const asked = c.req.query("office");
    const office = staff.role === "admin" ? officeIds.find((one) => one === asked) : staff.office;
    const date = c.req.query("date") ?? istDateOf(now());
    const midnight = istMidnightOf(date);
    const fields: Record<string, string> = {};
    if (!office) fields.office = `One of ${officeIds.join(", ")}`;
    if (midnight === null) fields.date = "A day as YYYY-MM-DD (IST)";
    if (!office || midnight === null) return invalid(c, "Say which office and day.", fields);
    const rows = await store.deskDay(office, new Date(midnight), new Date(midnight + DAY_MS));
    const at = now();
    return c.json<DeskDay>({ office, date, bookings: rows.map((row) => deskView(row, apiBase, at)) });
  });

  desk.get("/leads/:reference", async (c) => {
    const found = await visibleLead(c, c.req.param("reference"));
    if (!found) return jsonError(c, 404, "not_found", "No such lead in your office.");
    const { history, related } = await store.deskLeadRecord(found.lead);
    return c.json<DeskLeadRecord>({
      ...deskView(found, apiBase, now()),
      history: history.map(({ at, kind, actorEmail, actorName, detail }) => ({
        at: at.toISOString(),
        kind,
        by: { email: actorEmail, name: actorName },
        detail,
      })),
      related: related.map((lead) => ({ ...lead, receivedAt: lead.receivedAt.toISOString() })),
    });
  });

  desk.patch("/leads/:reference", async (c) => {
    const staff = c.get("staff");
    const found = await visibleLead(c, c.req.param("reference"));
    if (!found) return jsonError(c, 404, "not_found", "No such lead in your office.");
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = changeSchema.safeParse(body);
    if (!parsed.success) return invalid(c, "Some fields need your attention.", fieldErrors(parsed.error.issues));
    const { status, closedReason, owner, note } = parsed.data;
    const { lead } = found;
    const change: LeadChange = {};
    const events: NewLeadEvent[] = [];
    const at = now();
    const event = (kind: NewLeadEvent["kind"], detail: string) =>
      events.push({ at, kind, actorEmail: staff.email, actorName: staff.name, detail });

    if (status !== undefined && status !== lead.status) {
      if (!allowedTransition(lead.status, status)) {
        return invalid(c, "That status does not follow this one.", {
          status: `From ${lead.status} a lead moves forward (${leadPipeline.join(" -> ")}) or is closed`,
        });
      }
      if (status === "closed" && !closedReason) {
        return invalid(c, "Say why it is closed.", { closedReason: `One of ${closedReasons.join(", ")}` });
      }
      change.status = status;
      change.closedReason = status === "closed" ? closedReason : null;
      // The first answer stops the clock; a lead released from spam starts one now.
      if (lead.status === "new" && !lead.firstResponseAt) change.firstResponseAt = at;
      if (status === "new" && lead.office) change.responseDueAt = dueAt(at, config);
      event("status", `${lead.status} -> ${status}${status === "closed" ? ` (${closedReason})` : ""}`);
    } else if (closedReason !== undefined && status !== "closed" && lead.status !== "closed") {
      return invalid(c, "Only a closed lead has a reason.", { closedReason: "Send it with status closed" });
    }
    if (owner !== undefined) {
      if (staff.role !== "admin") return invalid(c, "Only an admin reassigns a lead.", { owner: "Ask an admin" });
      const assignee = owner === null ? null : await store.staffByEmail(owner);
      if (assignee === undefined)
        return invalid(c, "No active staff account has that address.", { owner: "A staff member's e-mail" });
      change.ownerId = assignee?.id ?? null;
      event("owner", assignee ? `${assignee.name} <${assignee.email}>` : "nobody");
    }
    if (note) event("note", note);
    // Closed as cancelled (the visitor called to cancel): the consultation's seat is freed for someone else.
    const freeSeatAt =
      change.status === "closed" && change.closedReason === "cancelled" && found.booking ? at : undefined;
    await store.changeLead(lead.id, change, events, { freeSeatAt });
    const updated = await store.deskLead(lead.reference);
    return c.json(deskView(updated!, apiBase, now()));
  });

  const adminOnly: MiddlewareHandler<DeskEnv> = async (c, next) => {
    if (c.get("staff").role === "admin") return next();
    return jsonError(c, 403, "forbidden", "Only an admin manages staff accounts.");
  };

  desk.get("/staff", adminOnly, async (c) => c.json({ staff: await listStaff(store) }));

  desk.post("/staff", adminOnly, async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = newStaffSchema.safeParse(body);
    if (!parsed.success) return invalid(c, "Some fields need your attention.", fieldErrors(parsed.error.issues));
    if (await store.staffAccount(parsed.data.email)) {
      return invalid(c, "That address already has an account.", { email: "This e-mail already has an account" });
    }
    return c.json(await addStaff(staffAuth!, parsed.data), 201);
  });

  desk.patch("/staff/:email", adminOnly, async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = staffStateSchema.safeParse(body);
    if (!parsed.success) return invalid(c, "Some fields need your attention.", fieldErrors(parsed.error.issues));
    const email = c.req.param("email").toLowerCase();
    if (email === c.get("staff").email.toLowerCase() && !parsed.data.active) {
      return invalid(c, "You cannot disable your own account.", { active: "Ask another admin" });
    }
    if (!(await setStaffActive(staffAuth!, store, email, parsed.data.active))) {
      return jsonError(c, 404, "not_found", "No staff account has that address.");
    }
    const listing = (await listStaff(store)).find((staff) => staff.email === email);
    return c.json(listing);
  });

  return desk;
}
