import type { LeadSource } from "@/contract/lead-source";

import { sourceSummary, visitorName } from "./lead-summary";

const none: LeadSource = {
  landingPage: null,
  referrer: null,
  formPage: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

test.each<[Partial<LeadSource>, string]>([
  [
    { utmSource: "google", utmMedium: "cpc", utmCampaign: "diwali-2026", referrer: "https://www.google.com/" },
    "google / cpc (diwali-2026)",
  ],
  [{ utmSource: "newsletter" }, "newsletter"],
  [{ referrer: "https://www.google.com/search?q=x" }, "google.com"],
  [{ referrer: "not a url" }, "not a url"],
  [{}, "Direct visit"],
])("source %o reads %s", (source, text) => {
  expect(sourceSummary({ ...none, ...source })).toBe(text);
});

test("a lead without a name is named by its e-mail", () => {
  expect(visitorName({ firstName: "Aarav", lastName: "Patel" })).toBe("Aarav Patel");
  expect(visitorName({ email: "a@example.in" })).toBe("a@example.in");
});
