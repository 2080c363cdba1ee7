import {
  dayLabel,
  IST_ISO_EXAMPLE,
  ist,
  istDateOf,
  istDatePlus,
  istDateTimeText,
  istDay,
  istEndOfDay,
  istIso,
  istMidnightOf,
  istShortText,
  istWallClock,
  slotLabel,
  timeLabel,
} from "./india-time";

test("an IST day begins at 18:30 UTC the evening before", () => {
  expect(istDateOf(new Date("2026-11-30T18:29:59Z"))).toBe("2026-11-30");
  expect(istDateOf(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  expect(istMidnightOf("2026-12-01")).toBe(Date.parse("2026-11-30T18:30:00Z"));
  expect(istDay(Date.parse("2026-11-30T18:30:00Z")).istMidnight).toBe(Date.parse("2026-11-30T18:30:00Z"));
});

test("the weekday is India's, Monday first", () => {
  // Sunday 29 Nov 2026, 23:59 IST, then Monday.
  expect(istDay(ist("2026-11-29T23:59").getTime()).weekday).toBe(6);
  expect(istDay(ist("2026-11-30T00:00").getTime()).weekday).toBe(0);
});

test("a day's end is its last second in India, and the next day is past it", () => {
  expect(istIso(istEndOfDay("2027-01-31"))).toBe(istIso(ist("2027-01-31T23:59:59")));
  expect(istEndOfDay("2027-01-31").getTime() + 1000).toBe(istMidnightOf("2027-02-01"));
});

test("an instant is written as IST's wall clock with its offset, and reads back as the same instant", () => {
  const at = new Date("2026-12-01T05:00:00Z");
  expect(istIso(at)).toMatch(/^2026-12-01T10:30:00[+]/);
  expect(istIso(at).slice(19)).toBe(IST_ISO_EXAMPLE.slice(19));
  expect(new Date(istIso(at)).getTime()).toBe(at.getTime());
});

test("wall-clock text, written and read back", () => {
  const at = ist("2026-12-01T10:30");
  expect(istWallClock(istIso(at))).toBe("2026-12-01T10:30");
  expect(istWallClock(at.toISOString())).toBe("2026-12-01T10:30");
  expect(istDateTimeText(new Date("2026-11-01T14:05:09Z"))).toBe("2026-11-01 19:35:09");
  expect(istShortText("2026-11-28T04:35:00Z")).toBe("28 Nov, 10:05 AM IST");
});

test("days move across months and years", () => {
  expect(istDatePlus("2026-12-31", 1)).toBe("2027-01-01");
  expect(istDatePlus("2027-03-01", -1)).toBe("2027-02-28");
  expect(dayLabel("2026-12-01")).toBe("Tue 1 Dec");
  expect(dayLabel(ist("2026-12-01T23:59"))).toBe("Tue 1 Dec");
});

test("a slot reads in the page's language: Gujarati and Hindi day and month names, Latin digits, India's clock", () => {
  // Tue 1 Dec 2026, 10:30 AM IST: 05:00 UTC. And 11:59 PM IST on the same day: 18:29 UTC, still Tuesday in India.
  const morning = new Date("2026-12-01T05:00:00Z");
  const lateEvening = new Date("2026-12-01T18:29:00Z");
  expect(slotLabel(morning)).toBe("Tue 1 Dec, 10:30 AM");
  expect(slotLabel(morning, "en")).toBe("Tue 1 Dec, 10:30 AM");
  expect(slotLabel(morning, "gu")).toBe("મંગળ 1 ડિસેમ્બર, 10:30 AM");
  expect(slotLabel(morning, "hi")).toBe("मंगल 1 दिसंबर, 10:30 am");
  expect(slotLabel(lateEvening, "gu")).toBe("મંગળ 1 ડિસેમ્બર, 11:59 PM");
  expect(timeLabel(lateEvening, "hi")).toBe("11:59 pm");
  // A YYYY-MM-DD day is India's day, whatever the machine's zone.
  expect(dayLabel("2027-02-28", "gu")).toBe("રવિ 28 ફેબ્રુઆરી");
  expect(dayLabel("2027-02-28", "hi")).toBe("रवि 28 फ़रवरी");
  for (const language of ["gu", "hi"] as const) {
    // No Gujarati or Devanagari digits, and plain spaces only.
    expect(slotLabel(morning, language)).not.toMatch(/[\u0AE6-\u0AEF\u0966-\u096F\u00a0\u202f]/);
  }
});
