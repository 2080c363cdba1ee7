/** WhatsApp's pure rules: numbers as WhatsApp writes them, the settings, and each kind's template and values. */
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { whatsAppTemplateKinds, whatsAppTemplateValues } from "@/contract/whatsapp";
import { events } from "@/content/resources";
import { whatsAppTemplates } from "@/content/whatsapp";

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

  test("each kind fills its template's parameters in the template's order, and its body reads them", () => {
    for (const kind of whatsAppTemplateKinds) {
      const values = Object.fromEntries(whatsAppTemplateValues[kind].map((name) => [name, `<${name}>`]));
      const { outbound, preview } = fromTemplate(kind, values);
      assert.equal(outbound.kind, "template");
      if (outbound.kind !== "template") continue;
      const template = whatsAppTemplates[kind];
      assert.equal(outbound.name, template.name, kind);
      assert.equal(outbound.language, template.language, kind);
      assert.deepEqual(
        outbound.parameters,
        template.parameters.map((name) => `<${name}>`),
        kind,
      );
      for (const name of template.parameters) assert.ok(preview.includes(`<${name}>`), `${kind} shows ${name}`);
      assert.doesNotMatch(preview, /\{\{\d+\}\}/, kind);
    }
  });

  test("a booking's message is written from the booking as it stands; without one, nothing is said", () => {
    const lead = {
      reference: "BP-7F3K2",
      firstName: "Aarav",
      phone: "+91 98765 43210",
      email: "aarav@example.in",
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
  });
});
