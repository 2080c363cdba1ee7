import { agoText } from "./desk-time";

test.each([
  ["2026-11-28T10:00:30Z", "just now"],
  ["2026-11-28T09:46:00Z", "14 min ago"],
  ["2026-11-28T07:00:00Z", "3 h ago"],
  ["2026-11-27T09:00:00Z", "1 day ago"],
  ["2026-11-25T09:00:00Z", "3 days ago"],
])("received %s reads %s at 10:00:59 UTC", (iso, text) => {
  expect(agoText(iso, new Date("2026-11-28T10:00:59Z"))).toBe(text);
});
