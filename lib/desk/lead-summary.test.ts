import { leadKindTitle, leadStatusLabels, statusText } from "@/contract/desk";
import { type LeadSource, leadSourceOf } from "@/contract/lead-source";
import { ist, istIso } from "@/contract/india-time";

import { bookedText, sourceSummary, visitorName } from "./lead-summary";

/** A lead the site said nothing of: every source field null. */
const none: LeadSource = leadSourceOf({});

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

test("a booked consultation reads in IST as families read it, with how and where", () => {
  expect(
    bookedText({
      mode: "office",
      office: "surat",
      start: istIso(ist("2026-12-01T10:30:00")),
      end: istIso(ist("2026-12-01T11:00:00")),
      counsellor: "Asha Shah",
    }),
  ).toBe("Consultation: Tue 1 Dec, 10:30 AM IST, office visit in Surat (30 minutes), with Asha Shah");
  expect(
    bookedText({
      mode: "video",
      office: null,
      start: "2026-12-05T06:30:00Z",
      end: "2026-12-05T07:00:00Z",
      counsellor: null,
    }),
  ).toBe("Consultation: Sat 5 Dec, 12:00 PM IST, video call (30 minutes)");
  expect(
    bookedText({
      mode: "event",
      office: null,
      start: istIso(ist("2026-12-05T18:00:00")),
      end: istIso(ist("2026-12-05T19:30:00")),
      title: "IELTS Writing Task 2 Masterclass",
      counsellor: null,
    }),
  ).toBe("Event: IELTS Writing Task 2 Masterclass, Sat 5 Dec, 6:00 PM IST, event (90 minutes)");
});

test("a closed booking's badge says why; a Get In Touch sent with a slot is named a booking", () => {
  expect(statusText({ status: "closed", closedReason: "cancelled" })).toBe("Cancelled");
  expect(statusText({ status: "closed", closedReason: "no_show" })).toBe("No-show");
  expect(statusText({ status: "closed", closedReason: "duplicate" })).toBe(leadStatusLabels.closed);
  expect(statusText({ status: "booked", closedReason: null })).toBe(leadStatusLabels.booked);
  expect(leadKindTitle({ form: "get-in-touch", viaBooking: true }, "Get In Touch")).toBe("Consultation booking");
  expect(leadKindTitle({ form: "get-in-touch", viaBooking: false }, "Get In Touch")).toBe("Get In Touch");
  expect(leadKindTitle({ form: "event-registration", viaBooking: true }, "Event registration")).toBe(
    "Event registration",
  );
});
