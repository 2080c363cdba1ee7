/**
 * The counsellors' desk API, JSON under /api/desk with the staff session cookie (auth.ts): 401 without one.
 * A counsellor sees and changes the leads of their own office (another office's lead is 404, as if absent);
 * an admin sees every office and assigns owners.
 *   GET   /desk/leads?q=&status=&office=&owner=&form=&source=&language=&overdue=&whatsapp=&cursor=
 *                                                                      -> { leads, nextCursor }
 *   GET   /desk/leads/:reference                                       -> the lead with history and related
 *   GET   /desk/day?office=&date=YYYY-MM-DD   -> DeskDay: the office's booked consultations that IST day, by time
 *   PATCH /desk/leads/:reference  { status?, closedReason?, owner?, note? } -> the updated lead; 422 names the field
 *   GET   /desk/staff                  (admin) -> { staff: StaffListing[] }
 *   POST  /desk/staff                  (admin) { email, name, role, office?, password? } -> the account (and its
 *                                      one-time set-password link when no password was given)
 *   PATCH /desk/staff/:email           (admin) { active } -> the account, disabled (signed out) or enabled again
 */
import { Hono } from "hono";

import {
  allowedTransition,
  type DeskDay,
  type DeskInbox,
  type DeskLeadRecord,
  type DeskLeadView,
  type DeskRelatedLead,
  type DeskHandedOver,
  type DeskHandover,
  type DeskNoShows,
  type DeskWaitlist,
  leadPipeline,
  NO_SHOW_WINDOW_DAYS,
} from "@/contract/desk";
import { DAY_MS, istDateOf, istMidnightOf, slotLabel } from "@/contract/india-time";
import { isOfficeId, officeIds } from "@/contract/offices";
import {
  dayQuerySchema,
  handoverSchema,
  inboxQuerySchema,
  leadChangeSchema,
  staffStateSchema,
} from "@/contract/validations/desk";
import { type AddedStaff, newStaffSchema, type StaffListing } from "@/contract/validations/staff";

import { visitorChannelOf } from "../booking/reserve";
import { eventOf, eventPool, registrableEvent } from "../booking/events";
import { offerFreedSeats } from "../booking/waitlist";
import { reassignment } from "../desk-reassignment";
import { deskView } from "../desk-view";
import { deskPortal } from "../portal/views";
import { ApiProblem, invalid, notFound } from "../http/answers";
import { adminOnly, type DeskEnv, jsonObject, signedIn, type Staff } from "../http/desk-session";
import { limitBody, STAFF_BODY_LIMIT } from "../http/guards";
import type { ReceiverDeps } from "../http/env";
import { validJson, validQuery } from "../http/submission";
import { dueAt } from "../response-clock";
import { closedReasons } from "../schema";
import { addStaff, listStaff, setStaffActive } from "../staff";
import { type DeskLead, isHolderRefusal, type LeadChange, type NewLeadEvent, threadKeyOf } from "../store";
import { deskPortalRoutes, threadVisible } from "./desk-portal";
import { deskWhatsApp } from "../whatsapp/replies";
import { scheduleRoutes } from "./schedule";

const PAGE_SIZE = 50;
/** How long Attended or No-show can be taken back (status "booked" again). */
export const MARK_UNDO_MS = 10 * 60_000;

export function deskRoutes(deps: ReceiverDeps) {
  const { store, staff: staffAuth, config, now: clock } = deps;
  const now = () => clock?.() ?? new Date();
  const apiBase = config.publicApiUrl;
  const adminManagesStaff = adminOnly("manages staff accounts");

  /** The lead with `reference` if this staff member may see it; else 404, as if there were none. */
  async function visibleLead(staff: Staff, reference: string) {
    const found = await store.desk.lead(reference);
    if (!found || (staff.role !== "admin" && found.lead.office !== staff.office)) {
      throw notFound("No such lead in your office.");
    }
    return found;
  }

  /** Whether the lead was marked attended or no-show (its last status change) within the undo window. */
  async function markedJustNow(lead: DeskLead["lead"], at: Date) {
    const marked = lead.status === "consulted" || (lead.status === "closed" && lead.closedReason === "no_show");
    if (!marked) return false;
    const { history } = await store.desk.record(lead);
    const last = history.findLast((entry) => entry.kind === "status");
    return Boolean(last && at.getTime() - last.at.getTime() <= MARK_UNDO_MS);
  }

  return new Hono<DeskEnv>()
    .use(limitBody(STAFF_BODY_LIMIT))
    .use(signedIn(deps))
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
          language: query.language || undefined,
          q: text(query.q),
          overdueAt: query.overdue === "true" ? now() : undefined,
          whatsappWaiting: query.whatsapp === "unanswered" || undefined,
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
    .get("/events/:slug/waitlist", async (c) => {
      const event = registrableEvent(c.req.param("slug"));
      if (!event) throw notFound("No event with registration by seats has this name.");
      const line = await store.waitlists.line(eventPool(event.slug));
      return c.json<DeskWaitlist>({
        slug: event.slug,
        title: event.title,
        line: line.map(({ entry, reference, heldUntil, status }) => {
          const fields = JSON.parse(entry.fields) as { firstName?: string; lastName?: string; phone?: string };
          return {
            name: [fields.firstName, fields.lastName].filter(Boolean).join(" "),
            email: entry.email,
            phone: fields.phone ?? "",
            joinedAt: entry.createdAt.toISOString(),
            state: entry.state,
            reference,
            heldUntil: heldUntil?.toISOString() ?? null,
            confirmed: Boolean(reference && !heldUntil && status === "booked"),
          };
        }),
      });
    })
    .get("/no-shows", async (c) => {
      const staff = c.get("staff");
      const at = now();
      const since = new Date(at.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS);
      const counts = await store.desk.noShows(
        since,
        at,
        staff.role === "admin" ? undefined : (staff.office ?? undefined),
      );
      return c.json<DeskNoShows>({ since: since.toISOString(), ...counts });
    })
    .get("/leads/:reference", async (c) => {
      const staff = c.get("staff");
      const found = await visibleLead(staff, c.req.param("reference"));
      const person = threadKeyOf(found.lead);
      const [{ history, related }, portal, whatsapp] = await Promise.all([
        store.desk.record(found.lead),
        threadVisible(store, staff, found.lead).then((visible) => (visible ? deskPortal(store, person) : null)),
        config.whatsapp ? deskWhatsApp(store, found.lead, now()) : null,
      ]);
      return c.json<DeskLeadRecord>({
        portal,
        whatsapp,
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
    .patch("/leads/:reference", jsonObject, validJson(leadChangeSchema), async (c) => {
      const staff = c.get("staff");
      const { lead, booking } = await visibleLead(staff, c.req.param("reference"));
      const { status, closedReason, owner, note } = c.req.valid("json");
      const change: LeadChange = {};
      const events: NewLeadEvent[] = [];
      const at = now();
      let holderId: string | undefined;
      const event = (kind: NewLeadEvent["kind"], detail: string) =>
        events.push({ at, kind, actorEmail: staff.email, actorName: staff.name, detail });

      const undoing = status === "booked" && booking && (await markedJustNow(lead, at));
      if (undoing) {
        // Attended or No-show marked by mistake, taken back within the undo window.
        change.status = "booked";
        change.closedReason = null;
        event("status", `${lead.status}${lead.closedReason ? ` (${lead.closedReason})` : ""} -> booked (undone)`);
      } else if (status !== undefined && status !== lead.status) {
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
      } else if (
        closedReason !== undefined &&
        lead.status === "closed" &&
        status !== undefined &&
        status !== "closed"
      ) {
        throw invalid({ closedReason: "Send it with status closed" }, "Only a closed lead has a reason.");
      } else if (closedReason !== undefined && lead.status === "closed" && closedReason !== lead.closedReason) {
        // A closed lead's reason may change: a no-show who called to cancel after all frees the seat.
        change.closedReason = closedReason;
        event("status", `closed (${lead.closedReason}) -> closed (${closedReason})`);
      } else if (closedReason !== undefined && lead.status !== "closed" && status !== "closed") {
        throw invalid({ closedReason: "Send it with status closed" }, "Only a closed lead has a reason.");
      }
      const marksTheDay = change.status === "consulted" || change.closedReason === "no_show";
      if (marksTheDay && booking && booking.mode !== "event" && booking.startAt > at) {
        throw invalid(
          { status: `Mark it from the consultation's start, ${slotLabel(booking.startAt)} IST` },
          "The consultation has not started yet.",
        );
      }
      if (owner !== undefined) {
        if (staff.role !== "admin") throw invalid({ owner: "Ask an admin" }, "Only an admin reassigns a lead.");
        const assignee = owner === null ? null : await store.staff.activeByEmail(owner);
        if (assignee === undefined) {
          throw invalid({ owner: "A staff member's e-mail" }, "No active staff account has that address.");
        }
        const given = await reassignment(store, { lead, booking, owner: null }, assignee, at);
        Object.assign(change, given.change);
        for (const detail of given.details) event("owner", detail);
        holderId = given.holderId;
      }
      if (note) event("note", note);
      // Closed as cancelled (the visitor called to cancel): the consultation's seat is freed for someone else.
      const freeSeatAt = change.closedReason === "cancelled" && booking ? at : undefined;
      // A no-show gets "we missed you, book again", sent once the undo window has passed.
      const visitorChannel = visitorChannelOf(deps.channels);
      const missed =
        change.closedReason === "no_show" && booking && booking.mode !== "event" && visitorChannel
          ? { channel: visitorChannel, at: new Date(at.getTime() + MARK_UNDO_MS) }
          : undefined;
      try {
        await store.desk.change(lead.id, change, events, {
          freeSeatAt,
          holderId,
          missed,
          takeBackMissed: Boolean(undoing),
        });
      } catch (error) {
        if (!isHolderRefusal(error)) throw error;
        throw invalid({ owner: "That counsellor was just given another consultation at that time: choose another" });
      }
      // An event's seat freed here goes to the first in its waitlist.
      const freedEvent = freeSeatAt && booking ? eventOf(booking) : undefined;
      if (freedEvent) await offerFreedSeats(deps, freedEvent, at);
      return c.json<DeskLeadView>(deskView((await store.desk.lead(lead.reference))!, apiBase, now()));
    })
    .get("/staff", adminManagesStaff, async (c) => c.json<{ staff: StaffListing[] }>({ staff: await listStaff(store) }))
    .post("/staff", adminManagesStaff, jsonObject, validJson(newStaffSchema), async (c) => {
      const added = c.req.valid("json");
      if (await store.staff.byEmail(added.email)) {
        throw invalid({ email: "This e-mail already has an account" }, "That address already has an account.");
      }
      return c.json<AddedStaff>(await addStaff(staffAuth!, added), 201);
    })
    .patch("/staff/:email", adminManagesStaff, jsonObject, validJson(staffStateSchema), async (c) => {
      const { active } = c.req.valid("json");
      const email = c.req.param("email").toLowerCase();
      if (email === c.get("staff").email.toLowerCase() && !active) {
        throw invalid({ active: "Ask another admin" }, "You cannot disable your own account.");
      }
      if (!(await setStaffActive(staffAuth!, store, email, active))) {
        throw notFound("No staff account has that address.");
      }
      return c.json<StaffListing>((await listStaff(store)).find((staff) => staff.email === email)!);
    })
    .get("/staff/:email/handover", adminManagesStaff, async (c) => {
      const account = await store.staff.byEmail(c.req.param("email"));
      if (!account) throw notFound("No staff account has that address.");
      const at = now();
      const held = await store.desk.heldWork(account.id, at);
      return c.json<DeskHandover>({ leads: held.map((row) => deskView(row, apiBase, at)) });
    })
    .post("/staff/:email/handover", adminManagesStaff, jsonObject, validJson(handoverSchema), async (c) => {
      const staff = c.get("staff");
      const account = await store.staff.byEmail(c.req.param("email"));
      if (!account) throw notFound("No staff account has that address.");
      const taker = await store.staff.activeByEmail(c.req.valid("json").to);
      if (!taker || taker.id === account.id) {
        throw invalid({ to: "Another active staff member's e-mail" }, "Choose who takes them.");
      }
      const at = now();
      const answer: DeskHandedOver = { moved: [], notMoved: [] };
      // One lead at a time, each in its own transaction: one that cannot move stays, the rest go.
      for (const held of await store.desk.heldWork(account.id, at)) {
        try {
          const given = await reassignment(store, held, taker, at);
          const events = given.details.map((detail) => ({
            at,
            kind: "owner" as const,
            actorEmail: staff.email,
            actorName: staff.name,
            detail: `${detail} (handed over from ${account.name})`,
          }));
          await store.desk.change(held.lead.id, given.change, events, { holderId: given.holderId });
          answer.moved.push(held.lead.reference);
        } catch (error) {
          if (!(error instanceof ApiProblem) && !isHolderRefusal(error)) throw error;
          const reason = error instanceof ApiProblem ? (error.extra.fields?.owner ?? error.message) : "Not free then";
          answer.notMoved.push({ reference: held.lead.reference, reason });
        }
      }
      return c.json<DeskHandedOver>(answer);
    })
    .route("/counsellors", scheduleRoutes(deps))
    .route("/", deskPortalRoutes(deps, visibleLead));
}
