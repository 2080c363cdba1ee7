import { agoText, nearMomentText } from "./desk-time";

test.each([
  ["2026-11-28T10:00:30Z", "just now"],
  ["2026-11-28T09:46:00Z", "14 min ago"],
  ["2026-11-28T07:00:00Z", "3 h ago"],
  ["2026-11-27T09:00:00Z", "1 day ago"],
  ["2026-11-25T09:00:00Z", "3 days ago"],
])("received %s reads %s at 10:00:59 UTC", (iso, text) => {
  expect(agoText(iso, new Date("2026-11-28T10:00:59Z"))).toBe(text);
});

test("a moment of the same IST day reads as its time, another with its day", () => {
  // 00:10 IST on 29 Nov is 18:40 UTC on 28 Nov: already the next day in India.
  const now = new Date("2026-11-28T18:40:00Z");
  expect(nearMomentText("2026-11-28T19:00:00Z", now)).toBe("12:30 AM IST");
  expect(nearMomentText("2026-11-28T18:00:00Z", now)).toBe("28 Nov, 11:30 PM IST");
});
