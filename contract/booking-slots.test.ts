import { slotsBetween } from "./booking-slots";
import { ist, istDateOf, istIso, istMidnightOf, slotLabel } from "./india-time";
import { workingWeek, type HoursLine } from "./working-hours";

/** The hours /contact states (content/company.yaml): weekdays 10 to 7, Saturday 10 to 6, Sunday closed. */
const lines: HoursLine[] = [
  { from: "Monday", to: "Friday", opens: "10:00", closes: "19:00" },
  { from: "Saturday", opens: "10:00", closes: "18:00" },
];
const week = workingWeek(lines);
// 2026-11-27 is a Friday.
const starts = (from: string, days: number, now: string) =>
  slotsBetween(from, days, week, ist(now)).map(({ start }) => istIso(start).slice(0, 16));

test("a weekday: every half hour from opening, the last ending at closing time", () => {
  const friday = starts("2026-11-27", 1, "2026-11-26T09:00");
  expect(friday).toHaveLength(18);
  expect(friday[0]).toBe("2026-11-27T10:00");
  expect(friday.at(-1)).toBe("2026-11-27T18:30");
});

test("a Saturday closes at six; a Sunday has no slots", () => {
  const weekend = starts("2026-11-28", 2, "2026-11-26T09:00");
  expect(weekend).toHaveLength(16);
  expect(weekend.at(-1)).toBe("2026-11-28T17:30");
});

test("nothing starts within two hours of asking", () => {
  expect(starts("2026-11-27", 1, "2026-11-27T11:10")[0]).toBe("2026-11-27T13:30");
  expect(starts("2026-11-27", 1, "2026-11-27T17:01")).toEqual([]);
});

test("every slot is 30 minutes, and an instant reads as IST with its offset", () => {
  for (const { start, end } of slotsBetween("2026-11-30", 6, week, ist("2026-11-29T12:00"))) {
    expect(end.getTime() - start.getTime()).toBe(30 * 60_000);
  }
  expect(istDateOf(ist("2026-12-01T00:10"))).toBe("2026-12-01");
});

test.each(["2026-02-30", "2026-13-01", "tomorrow", "2026-1-5"])("%s is no day", (text) => {
  expect(istMidnightOf(text)).toBeNull();
  expect(slotsBetween(text, 1, week, ist("2026-01-01T09:00"))).toEqual([]);
});

test.each([
  ["2026-12-01T10:30", "Tue 1 Dec, 10:30 AM"],
  ["2026-12-05T12:00", "Sat 5 Dec, 12:00 PM"],
  ["2027-01-04T18:30", "Mon 4 Jan, 6:30 PM"],
])("%s reads as %s", (at, label) => {
  expect(slotLabel(ist(at))).toBe(label);
});
