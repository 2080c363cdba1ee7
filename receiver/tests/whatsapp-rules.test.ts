/** WhatsApp's pure rules: numbers as WhatsApp writes them, the settings, and each kind's template and values. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { whatsAppTemplateKinds, whatsAppTemplateValues } from "@/contract/whatsapp";
import { events } from "@/content/resources";
import { languages } from "@/contract/languages";
import { whatsAppRepliesIn, whatsAppTemplates } from "@/content/whatsapp";

import { ConfigError, GRAPH_API_URL, readConfig } from "../src/config";
import { parameterText } from "../src/whatsapp/cloud-api";
import { eventPool, registrableEvent } from "../src/booking/events";
import { fromTemplate, whatsAppMessageOf } from "../src/whatsapp/messages";
import { whatsAppNumberOf } from "../src/whatsapp/numbers";
import type { StoredLead } from "../src/store";

describe("WhatsApp rules", () => {
  test("a phone as typed becomes E.164 digits without the plus; one that cannot be valid is none", () => {
    const cases: [string | null, string | null][] = [
      ["98765 43210", "919876543210"],
      ["098765-43210", "919876543210"],
      ["+91 98765 43210", "919876543210"],
      ["(+91) 98765-43210", "919876543210"],
      ["0091 98765 43210", "919876543210"],
      ["919876543210", "919876543210"],
      ["+44 7911 123456", "447911123456"],
      ["+1 (415) 555-2671", "14155552671"],
      ["12345", null],
      ["+91 12345", null],
      ["+999 1234567890", null],
      ["not a number", null],
      ["", null],
      [null, null],
    ];
    for (const [typed, expected] of cases) assert.equal(whatsAppNumberOf(typed), expected, String(typed));
  });

  test("settings: all four WHATSAPP_ variables or none; a partial set names what is missing", () => {
    assert.equal(readConfig({}).whatsapp, undefined);
    const all = {
      WHATSAPP_TOKEN: "token",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
      WHATSAPP_APP_SECRET: "secret",
      WHATSAPP_VERIFY_TOKEN: "verify",
    };
    assert.equal(readConfig(all).whatsapp?.apiUrl, GRAPH_API_URL);
    assert.equal(
      readConfig({ ...all, WHATSAPP_API_URL: "http://127.0.0.1:9/v26.0/" }).whatsapp?.apiUrl,
      "http://127.0.0.1:9/v26.0",
    );
    assert.throws(
      () => readConfig({ WHATSAPP_TOKEN: "token", WHATSAPP_APP_SECRET: "secret" }),
      (error: unknown) =>
        error instanceof ConfigError && /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN/.test(error.message),
    );
    assert.throws(() => readConfig({ ...all, WHATSAPP_PHONE_NUMBER_ID: "my-number" }), ConfigError);
    assert.throws(() => readConfig({ ...all, WHATSAPP_API_URL: "ftp://example" }), ConfigError);
  });

  test("a parameter is one line, never empty, and not longer than Meta takes", () => {
    assert.equal(parameterText("Line one\n\tline   two  "), "Line one line two");
    assert.equal(parameterText("   "), "-");
    assert.equal(parameterText("x".repeat(5000)).length, 1000);
  });

  test("each kind, in each language, fills that version's parameters in its order, and its body reads them", () => {
    for (const kind of whatsAppTemplateKinds) {
      const values = Object.fromEntries(whatsAppTemplateValues[kind].map((name) => [name, `<${name}>`]));
      for (const language of languages) {
        const { outbound, preview } = fromTemplate(kind, values, language);
        assert.equal(outbound.kind, "template");
        if (outbound.kind !== "template") continue;
        // One template name; English is its own fields, Gujarati and Hindi the versions under their codes.
        const template = whatsAppTemplates[kind];
        const version = language === "en" ? template : template[language];
        const at = `${kind} (${language})`;
        assert.equal(outbound.name, template.name, at);
        assert.equal(outbound.language, version.language, at);
        assert.match(
          outbound.language,
          language === "en" ? /^[a-z]{2,3}(_[A-Z]{2})?$/ : new RegExp(`^${language}`),
          at,
        );
        assert.deepEqual(
          outbound.parameters,
          version.parameters.map((name) => `<${name}>`),
          at,
        );
        for (const name of version.parameters) assert.ok(preview.includes(`<${name}>`), `${at} shows ${name}`);
        assert.doesNotMatch(preview, /\{\{\d+\}\}/, at);
        if (language !== "en") assert.notEqual(version.body, template.body, `${at} is translated`);
      }
    }
  });

  test("the replies to STOP and START are in each language", () => {
    for (const language of languages) {
      const replies = whatsAppRepliesIn(language);
      assert.match(replies.optedOut, /START/, language);
      assert.match(replies.optedIn, /STOP/, language);
    }
    assert.notEqual(whatsAppRepliesIn("gu").optedOut, whatsAppRepliesIn("en").optedOut);
    assert.notEqual(whatsAppRepliesIn("hi").optedOut, whatsAppRepliesIn("en").optedOut);
  });

  test("a booking's message is written from the booking as it stands; without one, nothing is said", () => {
    const lead = {
      reference: "BP-7F3K2",
      firstName: "Aarav",
      phone: "+91 98765 43210",
      email: "aarav@example.in",
      language: "en",
      manageToken: "token-123",
      booking: {
        mode: "office",
        office: "surat",
        pool: "office:surat",
        startAt: new Date("2026-12-01T05:00:00Z"),
        endAt: new Date("2026-12-01T05:30:00Z"),
        counsellorName: "Kavita",
      },
    } as unknown as StoredLead;
    const confirmation = whatsAppMessageOf("confirmation", lead, null, "https://site.example");
    assert.equal(confirmation?.template, "booking_confirmation");
    assert.match(confirmation?.preview ?? "", /Kavita/);
    assert.match(confirmation?.preview ?? "", /Tue 1 Dec, 10:30 AM IST/);
    assert.match(confirmation?.preview ?? "", /https:\/\/site\.example\/book-consultation\/manage#token-123/);
    assert.equal(
      whatsAppMessageOf("reminder_soon", lead, null, "https://site.example")?.template,
      "booking_reminder_soon",
    );
    assert.equal(whatsAppMessageOf("reminder", { ...lead, booking: null }, null, "https://site.example"), null);
    const cancelled = whatsAppMessageOf(
      "cancelled",
      { ...lead, booking: null },
      JSON.stringify({ when: "Tue 1 Dec, 10:30 AM IST" }),
      "https://site.example",
    );
    assert.equal(cancelled?.template, "booking_cancelled");
    const reply = whatsAppMessageOf(
      "whatsapp",
      lead,
      JSON.stringify({ text: "See you then." }),
      "https://site.example",
    );
    assert.deepEqual(reply?.outbound, { kind: "text", text: "See you then." });

    // An event's registration and reminder are the event's templates, naming it.
    const event = events.map((one) => registrableEvent(one.slug)).find(Boolean)!;
    const registered = {
      ...lead,
      booking: { ...lead.booking!, mode: "event", pool: eventPool(event.slug) },
    } as StoredLead;
    const registration = whatsAppMessageOf("confirmation", registered, null, "https://site.example");
    assert.equal(registration?.template, "event_registration");
    assert.ok(registration?.preview.includes(event.title));
    assert.equal(whatsAppMessageOf("reminder", registered, null, "https://site.example")?.template, "event_reminder");

    // A Gujarati or Hindi family's: the version approved in their language, its values in their words.
    const gujarati = whatsAppMessageOf("confirmation", { ...lead, language: "gu" }, null, "https://site.example");
    assert.ok(gujarati?.outbound.kind === "template");
    assert.equal(gujarati.outbound.language, whatsAppTemplates.booking_confirmation.gu.language);
    assert.match(gujarati.preview, /^નમસ્તે Aarav, /);
    assert.match(gujarati.preview, /મંગળ 1 ડિસેમ્બર, 10:30 AM IST, સુરત ઓફિસમાં મુલાકાત \(30 મિનિટ\)/);
    assert.match(gujarati.preview, /અમારી સુરત ઓફિસમાં તમારા કાઉન્સેલરને મળો/);
    const hindi = whatsAppMessageOf("confirmation", { ...lead, language: "hi" }, null, "https://site.example");
    assert.ok(hindi?.outbound.kind === "template");
    assert.equal(hindi.outbound.language, whatsAppTemplates.booking_confirmation.hi.language);
    assert.match(hindi.preview, /मंगल 1 दिसंबर, 10:30 am IST, सूरत ऑफ़िस में मुलाक़ात \(30 मिनट\)/);
    const hindiEvent = whatsAppMessageOf(
      "confirmation",
      { ...registered, language: "hi" },
      null,
      "https://site.example",
    );
    assert.ok(hindiEvent?.outbound.kind === "template");
    assert.equal(hindiEvent.outbound.language, whatsAppTemplates.event_registration.hi.language);
    assert.ok(hindiEvent.preview.includes(event.title), "an event keeps its own title");
  });
});
