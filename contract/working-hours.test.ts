import { ist } from "./india-time";
import { responseDueAt, workingMsBetween, workingWeek, type HoursLine } from "./working-hours";

/** The hours /contact states (content/company.yaml): weekdays 10 to 7, Saturday 10 to 6, Sunday closed. */
const lines: HoursLine[] = [
  { from: "Monday", to: "Friday", opens: "10:00", closes: "19:00" },
  { from: "Saturday", opens: "10:00", closes: "18:00" },
];
const week = workingWeek(lines);
// 2026-11-27 is a Friday.

test.each([
  ["Friday morning: two hours later", "2026-11-27T11:00", "2026-11-27T13:00"],
  ["before opening: from opening", "2026-11-27T07:30", "2026-11-27T12:00"],
  ["Friday 6 pm: one hour that day, one on Saturday", "2026-11-27T18:00", "2026-11-28T11:00"],
  ["Saturday 5:30 pm: half an hour, then Monday (Sunday closed)", "2026-11-28T17:30", "2026-11-30T11:30"],
  ["Sunday: all of it on Monday", "2026-11-29T15:00", "2026-11-30T12:00"],
  ["Friday night after closing: Saturday morning", "2026-11-27T22:00", "2026-11-28T12:00"],
])("%s", (_, received, due) => {
  expect(responseDueAt(ist(received), 2, week)).toEqual(ist(due));
});

test("a week with no hours never falls due", () => {
  expect(responseDueAt(ist("2026-11-27T11:00"), 2, workingWeek([]))).toBeNull();
});

test("working time between two instants skips nights and the Sunday", () => {
  const hours = (from: string, to: string) => workingMsBetween(ist(from), ist(to), week) / 3_600_000;
  expect(hours("2026-11-27T11:00", "2026-11-27T11:45")).toBe(0.75);
  expect(hours("2026-11-27T18:00", "2026-11-30T10:30")).toBe(1 + 8 + 0.5);
  expect(hours("2026-11-29T09:00", "2026-11-29T20:00")).toBe(0);
});
