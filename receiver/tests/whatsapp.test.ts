/**
 * The WhatsApp channel (issue 45) on both targets, against a local server that speaks the Cloud API's documented
 * shapes (support/graph-api.ts): the Node receiver in this process over its SQLite file, and the Worker in the real
 * workerd with its local D1. Consent (the form's box, STOP and START), each outbound message as its template with
 * its values, the 24-hour rule for the desk's replies, a refusal and its e-mail, retries until given up, Meta's
 * verification and signature, inbound texts from known and unknown numbers, statuses, repeats, a burst, bad input.
 */
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { after, before, describe, test } from "node:test";

import { apiPaths } from "@/contract/api";
import type { DeskLeadRecord, DeskInbox } from "@/contract/desk";
import type { PortalMessage } from "@/contract/portal";
import { whatsAppTemplates } from "@/content/whatsapp";

import { vadodaraSlot } from "./support/bookings";
import {
  type GraphApi,
  inboundMedia,
  inboundText,
  type OutboundMessage,
  signedBody,
  startGraphApi,
  statusUpdate,
} from "./support/graph-api";
import { nodeInProcess } from "./support/in-process";
import { waitUntil } from "./support/sinks";
import { getInTouch } from "./support/submissions";
import { nodeTargetsOfFile, signedInAdmin, startWorkersTarget, type Target } from "./support/targets";

const APP_SECRET = "whatsapp-app-secret-for-tests";
const VERIFY_TOKEN = "verify-me-0f3a";
const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "graph-token-for-tests";
const AUTH_SECRET = "whatsapp-test-secret-0123456789abcdef01234567";
const WORKERS_PORT = 8783;
/** The visitor's e-mails go to a webhook nobody answers: they wait in the outbox, where the tests read them. */
const UNREACHABLE_WEBHOOK = "http://127.0.0.1:9/hook";

const whatsAppEnv = (graph: GraphApi) => ({
  WHATSAPP_TOKEN: TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  WHATSAPP_API_URL: `${graph.url}/v26.0`,
  WEBHOOK_URL: UNREACHABLE_WEBHOOK,
  OUTBOX_RETRY_BASE_SECONDS: "0.05",
  OUTBOX_RETRY_MAX_SECONDS: "0.1",
  OUTBOX_MAX_ATTEMPTS: "3",
  OUTBOX_POLL_SECONDS: "0.05",
});

type Started = Target & { drain(): Promise<void> };

const targets: [string, (graph: GraphApi) => Promise<Started>][] = [
  [
    "on Node (SQLite file)",
    async (graph) => {
      const target = await nodeInProcess({ ...whatsAppEnv(graph), BETTER_AUTH_SECRET: AUTH_SECRET });
      // The outbox runs on its timer every 50 ms.
      return { ...target, drain: async () => undefined };
    },
  ],
  [
    "on Workers (workerd, local D1)",
    async (graph) => {
      const target = await startWorkersTarget({
        port: WORKERS_PORT,
        vars: {
          ...whatsAppEnv(graph),
          BETTER_AUTH_SECRET: AUTH_SECRET,
          BETTER_AUTH_URL: `http://127.0.0.1:${WORKERS_PORT}`,
        },
      });
      // The cron retries what a request's immediate attempt left.
      return { ...target, drain: () => target.trigger() };
    },
  ],
];

let numbers = 0;
/** A new Indian mobile number each time: as a visitor types it, and as WhatsApp writes it. */
function newNumber() {
  numbers += 1;
  const digits = `9${String(process.pid % 1000).padStart(3, "0")}${String(numbers).padStart(6, "0")}`;
  return { typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, waId: `91${digits}` };
}

/** A family's text to the business number, as Meta notifies it. */
const text = (from: string, body: string, extra: { id?: string; name?: string } = {}) =>
  inboundText({ from, name: extra.name ?? "Aarav Sharma", text: body, id: extra.id, phoneNumberId: PHONE_NUMBER_ID });

const templateOf = (kind: keyof typeof whatsAppTemplates) => whatsAppTemplates[kind].name;
const parametersOf = (message: OutboundMessage) =>
  (message.template?.components?.[0]?.parameters ?? []).map((parameter) => parameter.text);

for (const [name, start] of targets) {
  describe(`WhatsApp ${name}`, { timeout: 240_000 }, () => {
    let graph: GraphApi;
    let target: Started;
    let admin: string;
    let clients = 0;

    before(async () => {
      graph = await startGraphApi({ token: TOKEN });
      target = await start(graph);
      admin = await signedInAdmin(target, {
        email: "wa-admin@brightpath.test",
        password: "wa-admin-2026",
        name: "Anil",
      });
    });
    after(async () => {
      await target?.stop();
      await graph?.close();
    });

    /** Waits for `probe`, running the Worker's cron between looks (its retries; Node's outbox polls by itself). */
    const eventually = <T>(probe: () => T | undefined | Promise<T | undefined>, what: string) =>
      waitUntil<T>(
        async () => {
          await target.drain();
          return probe();
        },
        15_000,
        what,
      );

    const ip = () => `203.0.113.${(clients += 1) % 250}`;

    async function call(method: string, route: string, body?: unknown) {
      return target.fetch(`${target.api}${route}`, {
        method,
        headers: {
          Cookie: admin,
          Origin: target.origin,
          [target.ipHeader]: ip(),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    /** Books a Vadodara visit a few days ahead for a new number; its reference and manage token. */
    async function book(optIn: boolean, number = newNumber()) {
      const slot = await vadodaraSlot(target, 48);
      const answer = await target.fetch(`${target.api}${apiPaths.bookings}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [target.ipHeader]: ip() },
        body: JSON.stringify({
          ...getInTouch,
          email: `wa${number.waId}@example.in`,
          phone: number.typed,
          message: "",
          mode: "office",
          office: "vadodara",
          start: slot.start,
          whatsappOptIn: optIn,
        }),
      });
      assert.equal(answer.status, 201, await answer.clone().text());
      const booked = (await answer.json()) as { reference: string; manageUrl: string };
      return {
        ...booked,
        number,
        email: `wa${number.waId}@example.in`,
        token: new URL(booked.manageUrl).hash.slice(1),
      };
    }

    const sentTo = (waId: string) => graph.sent({ to: waId });
    const lead = async (reference: string) =>
      (await (await call("GET", `${apiPaths.desk}/leads/${reference}`)).json()) as DeskLeadRecord;
    const thread = async (reference: string) =>
      (
        (await (await call("GET", `${apiPaths.desk}/leads/${reference}/messages`)).json()) as {
          messages: PortalMessage[];
        }
      ).messages;
    /** Meta's POST of `payload`, signed with `secret`, to this target (in this process, or over loopback). */
    const inbound = (payload: unknown, secret = APP_SECRET) => {
      const { body, signature } = signedBody(payload, secret);
      return target.fetch(`${target.api}/whatsapp/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
        body,
      });
    };
    const whatsAppRows = async (reference: string) =>
      target.query(
        "select o.kind, o.delivered_at, o.dead_at, o.last_error from outbox o join leads l on l.id = o.lead_id where l.reference = ? and o.channel = 'whatsapp' order by o.id",
        [reference],
      );

    test("Meta's verification: the challenge for the right token, 403 for anything else", async () => {
      const verify = (query: string) => target.fetch(`${target.api}/whatsapp/webhook?${query}`);
      const right = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
      assert.equal(right.status, 200);
      assert.equal(await right.text(), "1158201444");
      for (const query of [
        `hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`,
        `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
        `hub.mode=subscribe&hub.challenge=1`,
        `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      ]) {
        assert.equal((await verify(query)).status, 403, query);
      }
    });

    test("the signature: a right one is taken; a wrong, missing or one-byte-changed body is a 401 and nothing is stored", async () => {
      const from = newNumber().waId;
      const payload = text(from, "Hello from an unknown number");
      const { body, signature } = signedBody(payload, APP_SECRET);
      const post = (raw: string, headers: Record<string, string>) =>
        target.fetch(`${target.api}/whatsapp/webhook`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: raw,
        });
      const changed = body.replace("Hello", "Hellp");
      assert.equal((await post(body, {})).status, 401);
      assert.equal(
        (await post(body, { "X-Hub-Signature-256": signedBody(payload, "another-secret").signature })).status,
        401,
      );
      assert.equal((await post(changed, { "X-Hub-Signature-256": signature })).status, 401);
      assert.equal((await post(body, { "X-Hub-Signature-256": "sha256=zz" })).status, 401);
      assert.equal((await target.query("select count(*) as n from leads where wa_id = ?", [from]))[0].n, 0);
      assert.equal((await post(body, { "X-Hub-Signature-256": signature })).status, 200);
      assert.equal((await target.query("select count(*) as n from leads where wa_id = ?", [from]))[0].n, 1);
    });

    test("a booking with the box ticked: the confirmation template with its values, and its reminders queued; without it, nothing", async () => {
      const booked = await book(true);
      const [confirmation] = await eventually(
        () => sentTo(booked.number.waId).at(0) && sentTo(booked.number.waId),
        "the confirmation",
      );
      assert.equal(confirmation.type, "template");
      assert.equal(confirmation.template?.name, templateOf("booking_confirmation"));
      assert.equal(confirmation.template?.language.code, whatsAppTemplates.booking_confirmation.language);
      const values = parametersOf(confirmation);
      assert.equal(values.length, whatsAppTemplates.booking_confirmation.parameters.length);
      assert.equal(
        values[whatsAppTemplates.booking_confirmation.parameters.indexOf("firstName")],
        getInTouch.firstName,
      );
      assert.equal(values[whatsAppTemplates.booking_confirmation.parameters.indexOf("reference")], booked.reference);
      assert.ok(values[whatsAppTemplates.booking_confirmation.parameters.indexOf("manageUrl")]?.endsWith(booked.token));
      const kinds = (await whatsAppRows(booked.reference)).map((row) => row.kind);
      assert.deepEqual(kinds, ["confirmation", "reminder", "reminder_soon"]);
      // The consent is the lead's, with its time and page.
      const [contact] = await target.query("select opted_in_at, opted_out_at from whatsapp_contacts where wa_id = ?", [
        booked.number.waId,
      ]);
      assert.ok(contact.opted_in_at);
      assert.equal(contact.opted_out_at, null);
      // The thread records what went, with the id WhatsApp gave it.
      // (Recorded once the API's answer is read: the harness has the request a moment before.)
      const recorded = await eventually(async () => (await thread(booked.reference)).at(-1), "the thread's record");
      assert.equal(recorded.channel, "whatsapp");
      assert.equal(recorded.whatsapp?.state, "accepted");

      const without = await book(false);
      await target.drain();
      assert.deepEqual(await whatsAppRows(without.reference), []);
      assert.deepEqual(sentTo(without.number.waId), []);
    });

    test("a reminder goes as its template when due, and a moved or cancelled booking as theirs", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      const expected = [templateOf("booking_confirmation")];
      // Made due by hand in the SQLite file: Node's, which this process owns (workerd's D1 file is its own while it
      // runs; there the reminders' rows are checked when booked, and they are sent by the same code).
      if (target.name === "node") {
        await target.query(
          "update outbox set next_attempt_at = 0 where channel = 'whatsapp' and kind in ('reminder', 'reminder_soon') and lead_id = (select id from leads where reference = ?)",
          [booked.reference],
        );
        expected.push(templateOf("booking_reminder"), templateOf("booking_reminder_soon"));
        await eventually(() => sentTo(booked.number.waId).length === 3 || undefined, "both reminders");
        // Marked sent before the move, which drops what is still unsent.
        await eventually(
          async () =>
            (await whatsAppRows(booked.reference)).filter(
              (row) => String(row.kind).startsWith("reminder") && row.delivered_at,
            ).length === 2 || undefined,
          "both reminders marked sent",
        );
        assert.deepEqual(
          sentTo(booked.number.waId).map((message) => message.template?.name),
          expected,
        );
      }

      const later = await vadodaraSlot(target, 96);
      const moved = await target.fetch(`${target.api}${apiPaths.bookings}/${booked.token}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [target.ipHeader]: ip() },
        body: JSON.stringify({ start: later.start }),
      });
      assert.equal(moved.status, 200, await moved.clone().text());
      await target.drain();
      await eventually(() => sentTo(booked.number.waId).length === expected.length + 1 || undefined, "the new time");
      assert.equal(sentTo(booked.number.waId).at(-1)?.template?.name, templateOf("booking_moved"));
      // Marked sent before the cancellation, which drops what is still unsent.
      await eventually(
        async () => (await whatsAppRows(booked.reference)).find((row) => row.kind === "moved" && row.delivered_at),
        "the new time marked sent",
      );

      const cancelled = await target.fetch(`${target.api}${apiPaths.bookings}/${booked.token}/cancel`, {
        method: "POST",
        headers: { [target.ipHeader]: ip() },
      });
      assert.equal(cancelled.status, 200, await cancelled.clone().text());
      await target.drain();
      await eventually(
        () => sentTo(booked.number.waId).length === expected.length + 2 || undefined,
        "the cancellation",
      );
      const message = sentTo(booked.number.waId).at(-1)!;
      assert.equal(message.template?.name, templateOf("booking_cancelled"));
      assert.equal(
        parametersOf(message)[whatsAppTemplates.booking_cancelled.parameters.indexOf("reference")],
        booked.reference,
      );
      // The unsent reminders of the moved booking went with it: once the cancellation is marked sent, nothing waits.
      const kinds = await eventually(async () => {
        const rows = await whatsAppRows(booked.reference);
        return rows.every((row) => row.delivered_at || row.dead_at) ? rows.map((row) => row.kind) : undefined;
      }, "every WhatsApp message of the booking settled");
      // Node's reminders were sent; workerd's were dropped unsent with the moved booking's.
      assert.deepEqual(
        kinds,
        target.name === "node"
          ? ["confirmation", "reminder", "reminder_soon", "moved", "cancelled"]
          : ["confirmation", "moved", "cancelled"],
      );
    });

    test("the family answers: their text in the thread and the inbox filter, the reply goes as free text, then ticks", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      // Before the family wrote: a reply would go as the template.
      assert.equal((await lead(booked.reference)).whatsapp?.replyAs, "template");

      const answer = await inbound(text(booked.number.waId, "Can my father come too?"));
      assert.equal(answer.status, 200);
      const record = await lead(booked.reference);
      assert.equal(record.whatsapp?.replyAs, "text");
      assert.ok(record.whatsappWaitingSince);
      const unanswered = (await (await call("GET", `${apiPaths.desk}/leads?whatsapp=unanswered`)).json()) as DeskInbox;
      assert.ok(unanswered.leads.some((one) => one.reference === booked.reference));
      const family = (await thread(booked.reference)).at(-1)!;
      assert.deepEqual([family.from, family.channel, family.text], ["family", "whatsapp", "Can my father come too?"]);
      // The owner and the office hear of it once.
      await inbound(text(booked.number.waId, "And my mother?"));
      const notes = await target.query(
        "select count(*) as n from outbox where kind = 'family_wrote' and lead_id = (select id from leads where reference = ?)",
        [booked.reference],
      );
      assert.equal(notes[0].n, 1);

      const replied = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/messages`, {
        text: "Yes, both are welcome.",
      });
      assert.equal(replied.status, 201, await replied.clone().text());
      await target.drain();
      const reply = await eventually(
        () => sentTo(booked.number.waId).find((message) => message.type === "text"),
        "the free-text reply",
      );
      assert.equal(reply.text?.body, "Yes, both are welcome.");
      assert.equal((await lead(booked.reference)).whatsappWaitingSince, null);
      const sent = await eventually(
        async () =>
          (await thread(booked.reference)).find(
            (message) => message.text === "Yes, both are welcome." && message.whatsapp?.state === "accepted",
          ),
        "the reply's id stored",
      );
      const [{ whatsapp_id: id }] = await target.query("select whatsapp_id from portal_messages where id = ?", [
        sent.id,
      ]);
      for (const status of ["delivered", "sent", "read", "delivered"] as const) {
        const reported = await inbound(
          statusUpdate({ id: String(id), recipientId: booked.number.waId, status, phoneNumberId: PHONE_NUMBER_ID }),
        );
        assert.equal(reported.status, 200);
      }
      // Out of order, the furthest stands.
      const ticked = (await thread(booked.reference)).find((message) => message.id === sent.id);
      assert.equal(ticked?.whatsapp?.state, "read");
    });

    test("a ticked box with a phone that cannot be a WhatsApp number is noted on the lead, and nothing goes there", async () => {
      const booked = await book(true, { typed: "+999 1234567890", waId: "9991234567890" });
      const history = (await lead(booked.reference)).history.map((entry) => entry.detail).join("\n");
      assert.match(history, /cannot be made a WhatsApp number: nothing is sent there/);
      assert.equal((await lead(booked.reference)).whatsapp?.number, null);
      assert.deepEqual(await whatsAppRows(booked.reference), []);
    });

    test("STOP stops every message at once and is confirmed once; START opts back in", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      await inbound(text(booked.number.waId, " stop "));
      await inbound(text(booked.number.waId, "STOP"));
      await target.drain();
      await eventually(() => sentTo(booked.number.waId).length === 2 || undefined, "the STOP confirmation");
      assert.equal(
        sentTo(booked.number.waId)[1].text?.body,
        (await import("@/content/whatsapp")).whatsAppReplies.optedOut,
      );
      assert.equal((await lead(booked.reference)).whatsapp?.consent, "out");
      // Made due by hand (in Node's own SQLite file), the reminder queued before the STOP is not sent: the consent is
      // read when sending.
      if (target.name === "node") {
        await target.query(
          "update outbox set next_attempt_at = 0 where channel = 'whatsapp' and kind = 'reminder' and lead_id = (select id from leads where reference = ?)",
          [booked.reference],
        );
        await eventually(
          async () => (await whatsAppRows(booked.reference)).find((row) => row.kind === "reminder" && row.dead_at),
          "the reminder given up",
        );
      }
      const replied = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/messages`, { text: "Noted." });
      assert.equal(replied.status, 201);
      await target.drain();
      assert.equal(sentTo(booked.number.waId).length, 2);
      assert.equal((await thread(booked.reference)).find((message) => message.text === "Noted.")?.channel, "portal");

      await inbound(text(booked.number.waId, "Start"));
      await target.drain();
      await eventually(() => sentTo(booked.number.waId).length === 3 || undefined, "the START confirmation");
      assert.equal((await lead(booked.reference)).whatsapp?.consent, "in");

      // Once the lead is closed, a STOP is still confirmed from it, and makes no new lead.
      const closed = await call("PATCH", `${apiPaths.desk}/leads/${booked.reference}`, {
        status: "closed",
        closedReason: "not_interested",
      });
      assert.equal(closed.status, 200, await closed.clone().text());
      await inbound(text(booked.number.waId, "STOP"));
      await eventually(() => sentTo(booked.number.waId).length === 4 || undefined, "the second STOP's confirmation");
      assert.equal((await lead(booked.reference)).whatsapp?.consent, "out");
      const [{ n }] = await target.query("select count(*) as n from leads where wa_id = ?", [booked.number.waId]);
      assert.equal(n, 1);
    });

    test("outside the 24 hours a reply goes as the office_message template; a refusal is recorded and e-mailed instead", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      graph.failNext(1, { kind: "error", code: 131026 });
      const replied = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/messages`, {
        text: "Please bring your passport.",
      });
      assert.equal(replied.status, 201);
      await target.drain();
      const refused = await eventually(
        async () => (await thread(booked.reference)).find((message) => message.whatsapp?.state === "failed"),
        "the refusal recorded",
      );
      assert.match(refused.whatsapp?.error ?? "", /131026/);
      assert.equal(refused.emailed, true);
      const [request] = graph.requests.filter((one) => one.answered === 400);
      assert.equal((request.body as OutboundMessage).template?.name, templateOf("office_message"));
      const history = (await lead(booked.reference)).history.map((entry) => entry.detail).join("\n");
      assert.match(history, /WhatsApp refused .*131026.*goes by e-mail/s);
      const mails = await target.query(
        "select payload from outbox where kind = 'portal_family' and channel = 'webhook' and lead_id = (select id from leads where reference = ?)",
        [booked.reference],
      );
      assert.equal(mails.length, 1);
      assert.match(String(mails[0].payload), /Please bring your passport/);
    });

    test("5xx answers are retried, and given up after the last attempt with the office alerted", async () => {
      const retried = await book(true);
      graph.failNext(1, { kind: "status", status: 503 });
      await eventually(async () => {
        await target.drain();
        return sentTo(retried.number.waId).length === 1 || undefined;
      }, "the confirmation after a 503");

      graph.failNext(3, { kind: "status", status: 500 });
      const given = await book(true);
      const dead = await eventually(async () => {
        await target.drain();
        return (await whatsAppRows(given.reference)).find((row) => row.kind === "confirmation" && row.dead_at);
      }, "the confirmation given up");
      assert.match(String(dead.last_error), /500/);
      const alerts = await target.query(
        "select channel from outbox where kind = 'undelivered' and lead_id = (select id from leads where reference = ?)",
        [given.reference],
      );
      assert.deepEqual(
        alerts.map((row) => row.channel),
        ["webhook"],
      );
    });

    test(
      "a send that times out is tried again",
      // The Cloud API's timeout is ten seconds: waited for once, on one target.
      { skip: !name.startsWith("on Node") },
      async () => {
        graph.failNext(1, { kind: "hang" });
        const booked = await book(true);
        await eventually(
          async () => (await whatsAppRows(booked.reference))[0]?.delivered_at ?? undefined,
          "the confirmation sent",
        );
        assert.equal(sentTo(booked.number.waId).length, 1);
        assert.equal(graph.requests.filter((request) => request.answered === 0).length, 1);
      },
    );

    test("a portal student hears of a requested document and a new stage as their templates, with their values", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      assert.equal((await call("POST", `${apiPaths.desk}/leads/${booked.reference}/invite`)).status, 201);
      const requested = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/documents`, {
        title: "Bank statement",
        note: "The last six months",
      });
      assert.equal(requested.status, 201, await requested.clone().text());
      const added = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/applications`, {
        university: "TU Munich",
        program: "MSc Informatics",
        intake: "Winter 2027",
      });
      assert.equal(added.status, 201);
      const { application } = (await added.json()) as { application: { id: number } };
      const moved = await call("PATCH", `${apiPaths.desk}/applications/${application.id}`, { stage: "applied" });
      assert.equal(moved.status, 200, await moved.clone().text());
      await target.drain();
      await eventually(() => sentTo(booked.number.waId).length === 3 || undefined, "both portal messages");
      const [, document, stage] = sentTo(booked.number.waId);
      assert.equal(document.template?.name, templateOf("document_requested"));
      const documentValues = whatsAppTemplates.document_requested.parameters;
      assert.equal(parametersOf(document)[documentValues.indexOf("document")], "Bank statement");
      assert.equal(stage.template?.name, templateOf("application_stage"));
      const stageValues = whatsAppTemplates.application_stage.parameters;
      assert.equal(parametersOf(stage)[stageValues.indexOf("university")], "TU Munich");
      assert.equal(parametersOf(stage)[stageValues.indexOf("firstName")], getInTouch.firstName);
    });

    test("an unknown number becomes a new WhatsApp lead; media are recorded by type and caption; a repeated id is stored once", async () => {
      const from = newNumber().waId;
      const first = text(from, "Hi, I want to study in Germany", { name: "Riya Mehta" });
      assert.equal((await inbound(first)).status, 200);
      assert.equal((await inbound(first)).status, 200);
      const photo = inboundMedia({
        from,
        name: "Riya Mehta",
        type: "image",
        caption: "My passport",
        phoneNumberId: PHONE_NUMBER_ID,
      });
      assert.equal((await inbound(photo)).status, 200);
      const leads = await target.query(
        "select reference, form, first_name, last_name, status, response_due_at from leads where wa_id = ?",
        [from],
      );
      assert.equal(leads.length, 1);
      assert.deepEqual(
        [leads[0].form, leads[0].first_name, leads[0].last_name, leads[0].status],
        ["whatsapp", "Riya", "Mehta", "new"],
      );
      assert.ok(leads[0].response_due_at, "its first-response clock runs");
      const messages = await thread(String(leads[0].reference));
      assert.deepEqual(
        messages.map((message) => [message.text, message.mediaType ?? null]),
        [
          ["Hi, I want to study in Germany", null],
          ["My passport", "image"],
        ],
      );
    });

    test("a burst of 200 messages from 20 numbers, each delivered twice: none lost, none doubled", async () => {
      const senders = Array.from({ length: 20 }, () => newNumber().waId);
      const payloads = Array.from({ length: 200 }, (_, index) => text(senders[index % 20], `Message ${index}`));
      const answers = await Promise.all([...payloads, ...payloads].map((payload) => inbound(payload)));
      assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([200]));
      const stored = await target.query(
        `select count(*) as n, count(distinct whatsapp_id) as ids from portal_messages where author_id in (${senders.map(() => "?").join(",")})`,
        senders.map((waId) => `whatsapp:${waId}`),
      );
      assert.deepEqual([stored[0].n, stored[0].ids], [200, 200]);
      const leads = await target.query(
        `select count(*) as n from leads where wa_id in (${senders.map(() => "?").join(",")})`,
        senders,
      );
      assert.equal(leads[0].n, 20);
    });

    test("bad input: malformed JSON, another object, 1 MB are 4xx; an item of unknown shape is skipped, the rest stored", async () => {
      const send = (raw: string) =>
        target.fetch(`${target.api}/whatsapp/webhook`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signedRaw(raw) },
          body: raw,
        });
      const before = (await target.query("select count(*) as n from portal_messages"))[0].n;
      assert.equal((await send("{not json")).status, 400);
      assert.equal((await send(JSON.stringify({ object: "page", entry: [] }))).status, 400);
      assert.equal((await send(JSON.stringify({ object: "whatsapp_business_account" }))).status, 400);
      const missing = text(newNumber().waId, "x") as {
        entry: { changes: { value: { messages: Record<string, unknown>[] } }[] }[];
      };
      delete missing.entry[0].changes[0].value.messages[0].from;
      // A message without its sender is skipped (and logged): Meta would only send it again.
      assert.equal((await send(JSON.stringify(missing))).status, 200);
      const large = await send(
        JSON.stringify({ object: "whatsapp_business_account", entry: [], padding: "x".repeat(1024 * 1024) }),
      );
      assert.equal(large.status, 413);
      assert.equal((await target.query("select count(*) as n from portal_messages"))[0].n, before);

      // A status WhatsApp may add one day beside a message: the message is stored all the same.
      const mixed = text(newNumber().waId, "Still here") as {
        entry: { changes: { value: { statuses?: unknown[] } }[] }[];
      };
      mixed.entry[0].changes[0].value.statuses = [{ id: "wamid.x", status: "deleted", timestamp: "1" }];
      assert.equal((await send(JSON.stringify(mixed))).status, 200);
      assert.equal((await target.query("select count(*) as n from portal_messages"))[0].n, Number(before) + 1);
    });

    test("writing first is no consent to templates: the reply goes as free text, and a STOP older than a START is not undone", async () => {
      const from = newNumber().waId;
      const now = Math.floor(Date.now() / 1000);
      await inbound(
        inboundText({ from, name: "Dev Patel", text: "Hello?", timestamp: now - 60, phoneNumberId: PHONE_NUMBER_ID }),
      );
      const [{ reference }] = await target.query("select reference from leads where wa_id = ?", [from]);
      let record = await lead(String(reference));
      assert.deepEqual([record.whatsapp?.consent, record.whatsapp?.replyAs], ["none", "text"]);
      assert.equal((await call("POST", `${apiPaths.desk}/leads/${reference}/invite`)).status, 422);
      const replied = await call("POST", `${apiPaths.desk}/leads/${reference}/messages`, { text: "Hello Dev!" });
      assert.equal(replied.status, 201);
      await eventually(
        () => sentTo(from).find((message) => message.text?.body === "Hello Dev!"),
        "the free-text reply",
      );
      // STOP at one moment, then a START written earlier but delivered later: the STOP stands.
      await inbound(
        inboundText({ from, name: "Dev Patel", text: "STOP", timestamp: now - 10, phoneNumberId: PHONE_NUMBER_ID }),
      );
      await inbound(
        inboundText({ from, name: "Dev Patel", text: "START", timestamp: now - 30, phoneNumberId: PHONE_NUMBER_ID }),
      );
      record = await lead(String(reference));
      assert.deepEqual([record.whatsapp?.consent, record.whatsapp?.replyAs], ["out", null]);
    });

    test("a failure WhatsApp reports later is recorded on the lead once and e-mailed instead", async () => {
      const booked = await book(true);
      await eventually(() => sentTo(booked.number.waId).length === 1 || undefined, "the confirmation");
      await inbound(text(booked.number.waId, "Which documents should I bring?"));
      const replied = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/messages`, {
        text: "Your passport.",
      });
      assert.equal(replied.status, 201);
      const sent = await eventually(
        async () =>
          (await thread(booked.reference)).find(
            (message) => message.text === "Your passport." && message.whatsapp?.state === "accepted",
          ),
        "the reply taken by WhatsApp",
      );
      const [{ whatsapp_id: id }] = await target.query("select whatsapp_id from portal_messages where id = ?", [
        sent.id,
      ]);
      const failed = statusUpdate({
        id: String(id),
        recipientId: booked.number.waId,
        status: "failed",
        errors: [{ code: 131047, title: "Re-engagement message" }],
        phoneNumberId: PHONE_NUMBER_ID,
      });
      assert.equal((await inbound(failed)).status, 200);
      assert.equal((await inbound(failed)).status, 200);
      const shown = (await thread(booked.reference)).find((message) => message.id === sent.id);
      assert.equal(shown?.whatsapp?.state, "failed");
      assert.match(shown?.whatsapp?.error ?? "", /131047/);
      assert.equal(shown?.emailed, true);
      const notes = (await lead(booked.reference)).history.filter((entry) => /could not deliver/.test(entry.detail));
      assert.equal(notes.length, 1);
      const mails = await target.query(
        "select payload from outbox where kind = 'portal_family' and lead_id = (select id from leads where reference = ?)",
        [booked.reference],
      );
      assert.equal(mails.length, 1);
      assert.match(String(mails[0].payload), /Your passport\./);
    });

    test("a portal template goes to the number of the lead the student was invited from, never another lead's with their address", async () => {
      const booked = await book(false);
      assert.equal((await call("POST", `${apiPaths.desk}/leads/${booked.reference}/invite`)).status, 201);
      // Someone else sends Get In Touch with the student's address and their own number, ticking the box.
      const stranger = newNumber();
      const other = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", [target.ipHeader]: ip() },
        body: JSON.stringify({
          ...getInTouch,
          email: booked.email,
          phone: stranger.typed,
          whatsappOptIn: true,
        }),
      });
      assert.equal(other.status, 201, await other.clone().text());
      const requested = await call("POST", `${apiPaths.desk}/leads/${booked.reference}/documents`, {
        title: "Bank statement",
      });
      assert.equal(requested.status, 201);
      await target.drain();
      assert.deepEqual(sentTo(stranger.waId), []);
      assert.deepEqual(sentTo(booked.number.waId), []);
    });
  });
}

/** The signature Meta would send with `raw`: the bad-input tests sign exactly what they send, JSON or not. */
const signedRaw = (raw: string) => `sha256=${createHmac("sha256", APP_SECRET).update(raw).digest("hex")}`;

const nodeTargets = nodeTargetsOfFile();

describe("WhatsApp on Node under kill -9 mid-burst", { timeout: 120_000 }, () => {
  const start = nodeTargets.start;

  test("every message answered 200 before the kill is stored after the restart, and Meta's retries add none twice", async () => {
    const graph = await startGraphApi({ token: TOKEN });
    after(() => graph.close());
    let target = await start({ port: 8784, env: whatsAppEnv(graph) });
    const senders = Array.from({ length: 30 }, () => newNumber().waId);
    const payloads = Array.from({ length: 300 }, (_, index) => text(senders[index % 30], `Burst ${index}`));
    const idOf = (payload: ReturnType<typeof text>) => payload.entry[0].changes[0].value.messages![0].id;
    const acked: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < payloads.length) {
        const payload = payloads[next++];
        const { body, signature } = signedBody(payload, APP_SECRET);
        const answer = await fetch(`${target.api}/whatsapp/webhook`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
          body,
        }).catch(() => undefined);
        if (answer?.status === 200) acked.push(idOf(payload));
        if (!killed && acked.length >= 100) {
          killed = true;
          await target.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    assert.ok(acked.length >= 100 && acked.length < 300, `${acked.length} answered before the kill`);
    target = await start({ port: 8784, dataDir: target.dataDir, env: whatsAppEnv(graph) });
    const stored = await target.query(
      `select whatsapp_id from portal_messages where whatsapp_id in (${acked.map(() => "?").join(",")})`,
      acked,
    );
    assert.equal(stored.length, acked.length, "every acknowledged message is stored");
    // Meta delivers again what was not acknowledged (and, at times, what was): each is stored once.
    for (const payload of payloads) {
      const { body, signature } = signedBody(payload, APP_SECRET);
      const answer = await fetch(`${target.api}/whatsapp/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
        body,
      });
      assert.equal(answer.status, 200);
    }
    const [all] = await target.query(
      `select count(*) as n, count(distinct whatsapp_id) as ids from portal_messages where author_id like 'whatsapp:%' and text like 'Burst %'`,
    );
    assert.deepEqual([all.n, all.ids], [300, 300]);
    const [leads] = await target.query(
      `select count(*) as n from leads where wa_id in (${senders.map(() => "?").join(",")})`,
      senders,
    );
    assert.equal(leads.n, 30);
  });
});
