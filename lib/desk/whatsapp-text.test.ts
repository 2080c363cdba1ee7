import type { DeskWhatsApp } from "@/contract/whatsapp";

import { consentText, deliveryText, replyModeText, waitingText, whatsappNumberText } from "./whatsapp-text";

const off: DeskWhatsApp = {
  number: "919876543210",
  consent: "none",
  consentAt: null,
  consentPage: null,
  windowEndsAt: null,
  replyAs: null,
};
// 28 Nov, 11:00 AM IST.
const now = new Date("2026-11-28T05:30:00Z");

describe("how a reply goes", () => {
  it("says nothing while the receiver's WhatsApp is off", () => {
    expect(replyModeText(null, now)).toBeUndefined();
  });

  it("goes as free text inside the family's 24 hours, saying until when in IST", () => {
    // 3:40 PM IST the same day; then 9:10 AM IST the next.
    expect(replyModeText({ ...off, replyAs: "text", windowEndsAt: "2026-11-28T10:10:00Z" }, now)).toBe(
      "Goes on WhatsApp as a message (the family wrote within 24 hours; window open until 3:40 PM IST)",
    );
    expect(replyModeText({ ...off, replyAs: "text", windowEndsAt: "2026-11-29T03:40:00Z" }, now)).toBe(
      "Goes on WhatsApp as a message (the family wrote within 24 hours; window open until 29 Nov, 9:10 AM IST)",
    );
  });

  it("goes as the approved template after the 24 hours", () => {
    expect(replyModeText({ ...off, consent: "in", replyAs: "template" }, now)).toBe(
      "Goes on WhatsApp as the approved template, your message as one paragraph of up to 1,000 characters (no message from the family in the last 24 hours)",
    );
  });

  it("does not go on WhatsApp after STOP, without an opt-in, or without a number", () => {
    expect(replyModeText({ ...off, consent: "out", consentAt: "2026-11-27T05:30:00Z" }, now)).toBe(
      "Not on WhatsApp: the family replied STOP",
    );
    expect(replyModeText(off, now)).toBe("Not on WhatsApp: the family has not opted in");
    expect(replyModeText({ ...off, number: null }, now)).toBe("Not on WhatsApp: the lead has no WhatsApp number");
  });

  it("never says a reply was sent", () => {
    const cases: DeskWhatsApp[] = [
      { ...off, replyAs: "text", windowEndsAt: "2026-11-28T10:10:00Z" },
      { ...off, replyAs: "template" },
      { ...off, consent: "out" },
      off,
    ];
    for (const whatsapp of cases) expect(replyModeText(whatsapp, now)).not.toMatch(/\bsent\b/i);
  });
});

describe("the lead's WhatsApp", () => {
  it("says the consent with its IST moment and page", () => {
    expect(consentText({ consent: "in", consentAt: "2026-11-28T04:35:00Z", consentPage: "/get-in-touch" })).toBe(
      "Opted in on 28 Nov, 10:05 AM IST from /get-in-touch",
    );
    expect(consentText({ consent: "in", consentAt: "2026-11-28T04:35:00Z", consentPage: "whatsapp" })).toBe(
      "Opted in on 28 Nov, 10:05 AM IST on WhatsApp",
    );
    expect(consentText({ consent: "out", consentAt: "2026-11-29T03:42:00Z", consentPage: null })).toBe(
      "Replied STOP on 29 Nov, 9:12 AM IST",
    );
    expect(consentText({ consent: "none", consentAt: null, consentPage: null })).toBe("Not asked");
  });

  it("reads an Indian number in groups, any other with its plus", () => {
    expect(whatsappNumberText("919876543210")).toBe("+91 98765 43210");
    expect(whatsappNumberText("447700900123")).toBe("+447700900123");
  });
});

describe("a WhatsApp message's state", () => {
  it("is WhatsApp's own word, and a failure says why", () => {
    expect(deliveryText({ state: "queued" })).toBe("Waiting to go out");
    expect(deliveryText({ state: "read" })).toBe("Read");
    expect(deliveryText({ state: "failed", error: "Number not on WhatsApp" })).toBe(
      "Not delivered: Number not on WhatsApp",
    );
    expect(deliveryText({ state: "failed" })).toBe("Not delivered");
  });
});

test("the inbox badge says since when the family waits, with the day when not today", () => {
  expect(waitingText("2026-11-28T08:35:00Z", now)).toBe("WhatsApp waiting since 2:05 PM IST");
  expect(waitingText("2026-11-27T08:35:00Z", now)).toBe("WhatsApp waiting since 27 Nov, 2:05 PM IST");
});
