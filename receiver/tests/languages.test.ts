/**
 * Forms in the visitor's language (contract/languages.ts), on both targets: the Node receiver in this process over its
 * SQLite file, and the Worker in the real workerd with its local D1. A lead keeps the language of the page it was sent
 * from (absent or empty is English; anything else is a 422 naming `language`); the desk reads it on the lead and the
 * inbox and filters by it; the CSV carries it; the office's notification names it. A Gujarati or Hindi booking is
 * confirmed, reminded and cancelled in that language, by e-mail (the webhook's `visitorMessage`) and on WhatsApp (the
 * template approved in that language, by its code in content/whatsapp.yaml), its manage link opens the manage page in
 * that language (/gu/book-consultation/manage#...), and a STOP is answered in it. Then, on a fixed clock, the
 * day-before reminder names the slot in IST as the India-time module writes it.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, test } from "node:test";

import { apiPaths, type ApiError, BOOKING_MANAGE_PATH, BOOKING_PATH } from "@/contract/api";
import type { DeskInbox, DeskLeadRecord } from "@/contract/desk";
import { DAY_MS, ist, istIso, slotLabel } from "@/contract/india-time";
import type { Language } from "@/contract/languages";
import { LANGUAGE_CHOICES } from "@/contract/validations/fields";
import { events } from "@/content/resources";
import { whatsAppTemplates, whatsAppRepliesIn } from "@/content/whatsapp";

import { registrableEvent } from "../src/booking/events";
import { type BookedLead, visitorMessage } from "../src/booking/visitor-mail";
import { whatsAppMessageOf } from "../src/whatsapp/messages";
import { vadodaraSlot } from "./support/bookings";
import { fixedClockReceiver, type FixedClockReceiver } from "./support/fixed-clock";
import { type GraphApi, inboundText, type OutboundMessage, signedBody, startGraphApi } from "./support/graph-api";
import { nodeInProcess } from "./support/in-process";
import { waitUntil, type WebhookCall, WebhookSink } from "./support/sinks";
import { contact, estimate, getInTouch, jsonHeaders } from "./support/submissions";
import { EXPORT_TOKEN, signedInAdmin, startWorkersTarget, type Target } from "./support/targets";

const APP_SECRET = "languages-app-secret-for-tests";
const PHONE_NUMBER_ID = "106540352242922";
const TOKEN = "graph-token-for-language-tests";
const AUTH_SECRET = "languages-test-secret-0123456789abcdef0123456";
const WORKERS_PORT = 8792;

const settings = (graph: GraphApi, webhook: WebhookSink) => ({
  WHATSAPP_TOKEN: TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: "verify-languages",
  WHATSAPP_API_URL: `${graph.url}/v26.0`,
  // No SMTP: the visitor's e-mails go to the webhook as `visitorMessage`, on both targets.
  WEBHOOK_URL: webhook.url,
  OUTBOX_RETRY_BASE_SECONDS: "0.05",
  OUTBOX_RETRY_MAX_SECONDS: "0.1",
  OUTBOX_POLL_SECONDS: "0.05",
  BETTER_AUTH_SECRET: AUTH_SECRET,
});

type Started = Target & { drain(): Promise<void> };

const targets: [string, (graph: GraphApi, webhook: WebhookSink) => Promise<Started>][] = [
  [
    "on Node (SQLite file)",
    async (graph, webhook) => {
      const target = await nodeInProcess(settings(graph, webhook));
      // The outbox runs on its timer every 50 ms.
      return { ...target, drain: async () => undefined };
    },
  ],
  [
    "on Workers (workerd, local D1)",
    async (graph, webhook) => {
      const target = await startWorkersTarget({
        port: WORKERS_PORT,
        vars: { ...settings(graph, webhook), BETTER_AUTH_URL: `http://127.0.0.1:${WORKERS_PORT}` },
      });
      // The cron retries what a request's immediate attempt left.
      return { ...target, drain: () => target.trigger() };
    },
  ],
];

/** An event that takes registrations by seats (its content gives them); whether still open or not, a field is checked. */
const eventWithSeats = events.map((event) => registrableEvent(event.slug)).find(Boolean)!;

let numbers = 0;
/** A new Indian mobile number each time: as a visitor types it, and as WhatsApp writes it. */
function newNumber() {
  numbers += 1;
  const digits = `8${String(process.pid % 1000).padStart(3, "0")}${String(numbers).padStart(6, "0")}`;
  return { typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, waId: `91${digits}` };
}

/** A template message's values, in its order, as the far end received them. */
const parametersOf = (message: OutboundMessage) =>
  (message.template?.components?.[0]?.parameters ?? []).map((parameter) => parameter.text ?? "");

/** The value `name` of a template of `kind` sent in `language`, by that version's order. */
function valueOf(message: OutboundMessage, kind: keyof typeof whatsAppTemplates, language: "gu" | "hi", name: string) {
  const order: readonly string[] = whatsAppTemplates[kind][language].parameters;
  return parametersOf(message)[order.indexOf(name)];
}

/** How each language's confirmation e-mail and template begin, and the visit's office as the family reads it. */
const expected = {
  gu: { booked: "તમારું મફત કન્સલ્ટેશન બુક થઈ ગયું છે", hello: "નમસ્તે Aarav,", visit: "વડોદરા ઓફિસમાં મુલાકાત" },
  hi: { booked: "आपका मुफ़्त कंसल्टेशन बुक हो गया है", hello: "नमस्ते Aarav,", visit: "वडोदरा ऑफ़िस में मुलाक़ात" },
} as const;

for (const [name, start] of targets) {
  describe(`forms in the visitor's language ${name}`, { timeout: 240_000 }, () => {
    let graph: GraphApi;
    let webhook: WebhookSink;
    let target: Started;
    let admin: string;
    let clients = 0;

    before(async () => {
      graph = await startGraphApi({ token: TOKEN });
      webhook = await new WebhookSink().start();
      target = await start(graph, webhook);
      admin = await signedInAdmin(target, {
        email: "languages-admin@brightpath.test",
        password: "languages-admin-2026",
        name: "Anil",
      });
    });
    after(async () => {
      await target?.stop();
      await graph?.close();
      await webhook?.stop();
    });

    const ip = () => `198.18.${name.startsWith("on Node") ? 1 : 2}.${(clients += 1) % 250}`;

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

    const post = (path: string, body: unknown, headers: Record<string, string> = jsonHeaders()) =>
      target.fetch(`${target.api}${path}`, {
        method: "POST",
        headers: { ...headers, [target.ipHeader]: ip() },
        body: JSON.stringify(body),
      });
    const desk = (path: string) =>
      target.fetch(`${target.api}${apiPaths.desk}${path}`, {
        headers: { Cookie: admin, Origin: target.origin, [target.ipHeader]: ip() },
      });
    const languageOf = async (reference: string) =>
      (await target.query("select language from leads where reference = ?", [reference]))[0]?.language;
    /** Sends a lead; its reference. */
    async function sent(body: Record<string, unknown>) {
      const answer = await post(apiPaths.leads, body);
      assert.equal(answer.status, 201, await answer.clone().text());
      return ((await answer.json()) as { reference: string }).reference;
    }
    /** Books a Vadodara visit two days ahead in `language`, WhatsApp ticked, for a new number. */
    async function book(language: Language) {
      const number = newNumber();
      const slot = await vadodaraSlot(target, 48);
      const email = `lang-${number.waId}@example.in`;
      const answer = await post(apiPaths.bookings, {
        ...getInTouch,
        email,
        phone: number.typed,
        message: "",
        mode: "office",
        office: "vadodara",
        start: slot.start,
        whatsappOptIn: true,
        language,
      });
      assert.equal(answer.status, 201, await answer.clone().text());
      const booked = (await answer.json()) as { reference: string; manageUrl: string; arrangement: { text: string } };
      return { ...booked, number, email, start: new Date(slot.start), token: new URL(booked.manageUrl).hash.slice(1) };
    }
    const hookFor = (reference: string, event: string) => () =>
      webhook.calls.find((call) => call.body.reference === reference && call.body.event === event);
    const visitorMail = (call: WebhookCall) =>
      call.body.visitorMessage as { to: string; subject: string; text: string; ics?: string };

    test("a lead keeps the language of the page it was sent from; absent or empty is English", async () => {
      assert.equal(await languageOf(await sent({ ...getInTouch, email: "gu-form@example.in", language: "gu" })), "gu");
      assert.equal(await languageOf(await sent({ ...contact, email: "hi-form@example.in", language: "hi" })), "hi");
      assert.equal(await languageOf(await sent({ ...estimate, email: "gu-tool@example.in", language: "gu" })), "gu");
      assert.equal(await languageOf(await sent({ ...getInTouch, email: "en-form@example.in" })), "en");
      assert.equal(await languageOf(await sent({ ...getInTouch, email: "en-blank@example.in", language: "" })), "en");
      // A form posted without JavaScript sends it as a hidden field.
      const posted = await target.fetch(`${target.api}${apiPaths.leads}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", [target.ipHeader]: ip() },
        body: new URLSearchParams({ ...getInTouch, email: "hi-native@example.in", language: "hi" }).toString(),
      });
      assert.equal(posted.status, 201, await posted.clone().text());
      assert.equal(await languageOf(((await posted.json()) as { reference: string }).reference), "hi");
    });

    test("any other language is refused with a message naming the field, and nothing is stored", async () => {
      for (const [path, body] of [
        [apiPaths.leads, { ...getInTouch, email: "fr-form@example.in", language: "fr" }],
        [apiPaths.leads, { ...contact, email: "fr-contact@example.in", language: "GU" }],
        [
          apiPaths.bookings,
          { ...getInTouch, email: "fr-booking@example.in", mode: "phone", start: istIso(new Date()), language: "fr" },
        ],
        [
          `${apiPaths.events}/${eventWithSeats.slug}/registrations`,
          { ...getInTouch, email: "fr-event@example.in", language: 7 },
        ],
      ] as const) {
        const answer = await post(path, body);
        assert.equal(answer.status, 422, `${path}: ${await answer.clone().text()}`);
        const refusal = (await answer.json()) as ApiError;
        assert.equal(refusal.fields?.language, LANGUAGE_CHOICES, path);
        assert.equal(refusal.fields?.language, "Send language as one of: en, gu, hi");
        assert.equal(
          (await target.query("select count(*) as n from leads where email = ?", [body.email]))[0].n,
          0,
          path,
        );
      }
    });

    test("the desk reads it on the lead and the inbox, filters the inbox by it, and the CSV carries it", async () => {
      const gu = await sent({ ...getInTouch, email: "desk-gu@example.in", language: "gu" });
      const hi = await sent({ ...getInTouch, email: "desk-hi@example.in", language: "hi" });
      const en = await sent({ ...getInTouch, email: "desk-en@example.in" });

      const record = (await (await desk(`/leads/${gu}`)).json()) as DeskLeadRecord;
      assert.equal(record.language, "gu");
      assert.equal(((await (await desk(`/leads/${en}`)).json()) as DeskLeadRecord).language, "en");

      const all = (await (await desk("/leads?q=desk-")).json()) as DeskInbox;
      assert.deepEqual(Object.fromEntries(all.leads.map((lead) => [lead.reference, lead.language])), {
        [gu]: "gu",
        [hi]: "hi",
        [en]: "en",
      });
      for (const language of ["gu", "hi", "en"] as const) {
        const answer = await desk(`/leads?q=desk-&language=${language}`);
        assert.equal(answer.status, 200);
        const { leads } = (await answer.json()) as DeskInbox;
        assert.deepEqual(
          leads.map((lead) => lead.reference),
          [{ gu, hi, en }[language]],
          language,
        );
      }
      // Blank is no filter, as for the others; anything else is refused, naming it.
      assert.equal(((await (await desk("/leads?q=desk-&language=")).json()) as DeskInbox).leads.length, 3);
      const refused = await desk("/leads?language=fr");
      assert.equal(refused.status, 422);
      assert.ok(((await refused.json()) as ApiError).fields?.language);

      const csv = await (
        await target.fetch(`${target.api}${apiPaths.leadsCsv}`, {
          headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
        })
      ).text();
      const [headings, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
      const column = headings.split('","').indexOf("Language");
      assert.ok(column > 0, headings);
      const cellOf = (reference: string) => rows.find((row) => row.startsWith(`"${reference}"`))?.split('","')[column];
      assert.deepEqual([cellOf(gu), cellOf(hi), cellOf(en)], ["Gujarati", "Hindi", "English"]);
    });

    for (const language of ["gu", "hi"] as const) {
      test(`a ${language} booking is confirmed in ${language}: the e-mail, its calendar file and the WhatsApp template`, async () => {
        const booked = await book(language);
        const when = `${slotLabel(booked.start, language)} IST`;
        // The answer the booking page shows says how it happens in the same words as the e-mail.
        assert.match(booked.arrangement.text, language === "gu" ? /^અમારી વડોદરા ઓફિસમાં/ : /^हमारे वडोदरा ऑफ़िस में/);

        // The family's e-mail, in their language (a Worker's far end sends it as given).
        const confirmation = await eventually(hookFor(booked.reference, "booking.confirmation"), "the confirmation");
        const mail = visitorMail(confirmation);
        assert.equal(mail.to, booked.email);
        assert.ok(mail.subject.startsWith(expected[language].booked), mail.subject);
        assert.ok(mail.subject.includes(when) && mail.subject.includes(booked.reference), mail.subject);
        assert.ok(mail.text.startsWith(expected[language].hello), mail.text);
        assert.ok(mail.text.includes(`${when}, ${expected[language].visit} (30 `), mail.text);
        // The manage link opens the booking's own page in the family's language, in the answer and the e-mail.
        const manage = new URL(booked.manageUrl);
        assert.equal(manage.pathname, `/${language}${BOOKING_MANAGE_PATH}`);
        assert.ok(mail.text.includes(`${manage.origin}/${language}${BOOKING_MANAGE_PATH}#${booked.token}`), mail.text);
        assert.ok(mail.text.includes(booked.arrangement.text), "how it happens, as the booking's answer says it");
        assert.doesNotMatch(mail.text, /Dear|Thank you|Reference:/);
        assert.match(mail.ics ?? "", /BEGIN:VCALENDAR/);
        assert.equal(confirmation.body.language, language);

        // The office's own notification stays English and names the language.
        const office = await eventually(hookFor(booked.reference, "lead.received"), "the office's notification");
        const summary = office.body.summary as { text: string };
        assert.match(summary.text, language === "gu" ? /Language: ગુજરાતી \(Gujarati\)/ : /Language: हिन्दी \(Hindi\)/);
        assert.match(summary.text, /Consultation booked: .* office visit in Vadodara/);

        // WhatsApp: the same template, in the version approved in that language.
        const [template] = await eventually(
          () => graph.sent({ to: booked.number.waId }).at(0) && graph.sent({ to: booked.number.waId }),
          "the WhatsApp confirmation",
        );
        assert.equal(template.template?.name, whatsAppTemplates.booking_confirmation.name);
        assert.equal(template.template?.language.code, whatsAppTemplates.booking_confirmation[language].language);
        assert.equal(template.template?.language.code, language);
        assert.equal(valueOf(template, "booking_confirmation", language, "firstName"), getInTouch.firstName);
        assert.ok(valueOf(template, "booking_confirmation", language, "when").startsWith(when));
        assert.ok(valueOf(template, "booking_confirmation", language, "when").includes(expected[language].visit));
        assert.equal(valueOf(template, "booking_confirmation", language, "reference"), booked.reference);
      });
    }

    test("the reminder, a cancellation and a STOP reach a Gujarati family in Gujarati", async () => {
      const booked = await book("gu");
      await eventually(() => graph.sent({ to: booked.number.waId }).at(0), "the WhatsApp confirmation");
      // Made due by hand in the SQLite file: Node's, which this process owns (workerd's D1 file is its own while it
      // runs; there the reminder is written by the same code).
      if (target.name === "node") {
        await target.query(
          "update outbox set next_attempt_at = 0 where kind = 'reminder' and lead_id = (select id from leads where reference = ?)",
          [booked.reference],
        );
        const reminder = visitorMail(await eventually(hookFor(booked.reference, "booking.reminder"), "the reminder"));
        assert.ok(reminder.subject.startsWith("યાદ અપાવીએ: તમારું મફત કન્સલ્ટેશન આવતીકાલે છે"), reminder.subject);
        assert.ok(reminder.subject.includes(`${slotLabel(booked.start, "gu")} IST`), reminder.subject);
        const sent = await eventually(
          () => graph.sent({ to: booked.number.waId, template: whatsAppTemplates.booking_reminder.name }).at(0),
          "the WhatsApp reminder",
        );
        assert.equal(sent.template?.language.code, whatsAppTemplates.booking_reminder.gu.language);
      }

      const cancelled = await target.fetch(`${target.api}${apiPaths.bookings}/${booked.token}/cancel`, {
        method: "POST",
        headers: { [target.ipHeader]: ip() },
      });
      assert.equal(cancelled.status, 200, await cancelled.clone().text());
      const cancellation = await eventually(
        () => graph.sent({ to: booked.number.waId, template: whatsAppTemplates.booking_cancelled.name }).at(0),
        "the WhatsApp cancellation",
      );
      assert.equal(cancellation.template?.language.code, "gu");
      assert.ok(valueOf(cancellation, "booking_cancelled", "gu", "when").includes(expected.gu.visit));
      // The manage page, opened again, is told in Gujarati that it no longer changes.
      const again = await target.fetch(`${target.api}${apiPaths.bookings}/${booked.token}/cancel`, {
        method: "POST",
        headers: { [target.ipHeader]: ip() },
      });
      assert.equal(again.status, 409);
      const refusal = (await again.json()) as { error: string; message: string };
      assert.equal(refusal.error, "booking_cancelled");
      assert.match(refusal.message, /^આ કન્સલ્ટેશન રદ થઈ ગયું છે/);
      assert.doesNotMatch(refusal.message, /[A-Za-z]{3,}/, "no English words left in it");

      const stop = inboundText({
        from: booked.number.waId,
        name: "Aarav",
        text: "STOP",
        phoneNumberId: PHONE_NUMBER_ID,
      });
      const { body, signature } = signedBody(stop, APP_SECRET);
      const answer = await target.fetch(`${target.api}/whatsapp/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
        body,
      });
      assert.equal(answer.status, 200);
      const reply = await eventually(
        () => graph.sent({ to: booked.number.waId, type: "text" }).at(0),
        "the STOP confirmation",
      );
      assert.equal(reply.text?.body, whatsAppRepliesIn("gu").optedOut);
    });
  });
}

describe("the visitor's reminder in their language, on a fixed clock", () => {
  /** A Monday with no closure in content/booking.yaml. */
  const MONDAY = "2030-03-04";
  let receiver: FixedClockReceiver;
  before(async () => {
    receiver = await fixedClockReceiver("languages", ist(`${MONDAY}T09:00`));
  });
  after(() => receiver.close());

  /** Books a phone call on Wednesday at 11:00 IST in `language`; the stored lead with its booking. */
  async function bookCall(language: Language) {
    const email = `clock-${language}@example.in`;
    const answer = await receiver.post(
      apiPaths.bookings,
      {
        ...getInTouch,
        email,
        phone: `+91 97${language === "gu" ? 1 : language === "hi" ? 2 : 3}11 22334`,
        mode: "phone",
        start: istIso(ist("2030-03-06T11:00")),
        language,
      },
      { "Idempotency-Key": randomUUID() },
    );
    assert.equal(answer.status, 201, await answer.clone().text());
    const { reference } = (await answer.json()) as { reference: string };
    const lead = await receiver.deps.store.leads.find({ reference });
    assert.ok(lead?.booking && lead.manageToken);
    return lead as BookedLead;
  }

  test("queued for the day before, it names the slot in IST as the India-time module writes it in the family's language", async () => {
    // The day and month in the language, as the booking page showed the slot.
    const when = { en: "Wed 6 Mar, 11:00 AM IST", gu: "બુધ 6 માર્ચ, 11:00 AM IST", hi: "बुध 6 मार्च, 11:00 am IST" };
    const reminders = {
      en: `Reminder: your free consultation is tomorrow, ${when.en}`,
      gu: `યાદ અપાવીએ: તમારું મફત કન્સલ્ટેશન આવતીકાલે છે, ${when.gu}`,
      hi: `याद दिला दें: आपका मुफ़्त कंसल्टेशन कल है, ${when.hi}`,
    };
    const calls = { en: "phone call (30 minutes)", gu: "ફોન કૉલ (30 મિનિટ)", hi: "फ़ोन कॉल (30 मिनट)" };
    for (const language of ["en", "gu", "hi"] as const) {
      const lead = await bookCall(language);
      assert.equal(lead.language, language);
      const [due] = (
        await receiver.database.client.execute({
          sql: "select next_attempt_at from outbox where lead_id = ? and kind = 'reminder'",
          args: [lead.id],
        })
      ).rows;
      assert.equal(Number(due.next_attempt_at), ist("2030-03-06T11:00").getTime() - DAY_MS, language);
      const reminder = visitorMessage("reminder", lead, "https://site.test");
      assert.equal(reminder.subject, `${reminders[language]} (${lead.reference})`);
      assert.ok(reminder.text.includes(`${when[language]}, ${calls[language]}`), reminder.text);
      assert.ok(reminder.text.includes(lead.phone!), "who calls whom, on the number given");
      // Its manage link opens the manage page in the same language (English: the English page, as before); so does
      // the "we missed you" link to book again.
      const site = `https://site.test${language === "en" ? "" : `/${language}`}`;
      assert.ok(reminder.text.includes(`${site}${BOOKING_MANAGE_PATH}#${lead.manageToken}`), reminder.text);
      const missed = visitorMessage("missed", lead, "https://site.test");
      assert.ok(missed.text.includes(`\n${site}${BOOKING_PATH}\n`), missed.text);
      // The WhatsApp reminder is the version approved in the language, its `when` the same words.
      const whatsapp = whatsAppMessageOf("reminder", lead, null, "https://site.test");
      assert.ok(whatsapp?.outbound.kind === "template");
      assert.equal(
        whatsapp.outbound.language,
        language === "en"
          ? whatsAppTemplates.booking_reminder.language
          : whatsAppTemplates.booking_reminder[language].language,
      );
      assert.ok(whatsapp.preview.includes(`${when[language]}, ${calls[language]}`), whatsapp.preview);
    }
  });
});
