/**
 * How stored values read on the page: money, office hours, event times, experience and sizes, and how
 * placeholders and figure references are filled in. Rules on invented values, not on the site's content.
 */

import type { OpeningHoursLine } from "@/content/company";
import { money, type Money, withIndicative, text } from "@/content/schemas/primitives";
import { explainIssues, formatPath } from "@/content/schemas/readable";
import { eventDay, eventTimeText, isPast } from "@/lib/events";
import { fillPlaceholders, resolveFigures } from "@/lib/figures";
import { countText } from "@/contract/numbers";
import { fileSizeText, isoMinutes, isoYears, minutesText, yearsText } from "@/lib/format";
import { clockText, daysOf, hoursLines, openingHours } from "@/lib/hours";
import { closesAt, experienceText, isOpen, monthsOfExperience, openOpenings } from "@/lib/jobs";
import { displayValue, formatMoney, formatRupeesExact, formatRupeesInWords } from "@/lib/money";
import { ist, istIso } from "@/contract/india-time";

const amount = (value: Partial<Money> & Pick<Money, "amount" | "currency">): Money => money.parse(value);

describe("formatMoney", () => {
  test.each<[Partial<Money> & Pick<Money, "amount" | "currency">, string]>([
    [{ amount: 339, currency: "GBP" }, "GBP 339"],
    [{ amount: 150, to: 365, currency: "AUD" }, "AUD 150-365"],
    [{ amount: 185, currency: "USD", notation: "code-after" }, "185 USD"],
    [{ amount: 150, currency: "CAD", notation: "symbol" }, "CA$150"],
    [{ amount: 20000, to: 40000, currency: "CAD", notation: "symbol", per: "year" }, "CA$20,000-40,000 per year"],
    [{ amount: 363, currency: "GBP", notation: "name" }, "363 pounds"],
    [{ amount: 11208, currency: "EUR", notation: "unit", per: "year" }, "11,208 euro per year"],
    [{ amount: 25000, currency: "INR" }, "Rs 25,000"],
    [{ amount: 250000, currency: "INR" }, "Rs 2.5 lakh"],
    [{ amount: 15_000_000, currency: "INR", qualifier: "up to" }, "up to Rs 1.5 crore"],
    [{ amount: 470, to: 520, currency: "USD", note: "(Form I-765 filing fee)" }, "USD 470-520 (Form I-765 filing fee)"],
    [
      { amount: 1205, currency: "CAD", qualifier: "about", note: "in government fees" },
      "about CAD 1,205 in government fees",
    ],
    [{ amount: 0, currency: "EUR" }, "Free"],
    [{ amount: 0, to: 3000, currency: "EUR", per: "year" }, "EUR 0-3,000 per year"],
  ])("%j reads %s", (value, expected) => {
    expect(formatMoney(amount(value))).toBe(expected);
  });

  it("capitalises a qualifier where the amount stands alone, and passes text through", () => {
    expect(formatMoney(amount({ amount: 100, currency: "EUR", qualifier: "up to" }), { standalone: true })).toBe(
      "Up to EUR 100",
    );
    expect(displayValue(amount({ amount: 100, currency: "EUR", qualifier: "from", notation: "name" }))).toBe(
      "From 100 euros",
    );
    expect(displayValue("Varies by university")).toBe("Varies by university");
  });

  it("refuses a range whose top is not above its bottom, and an unknown currency", () => {
    expect(money.safeParse({ amount: 500, to: 400, currency: "GBP" }).success).toBe(false);
    expect(money.safeParse({ amount: 5, currency: "JPY" }).success).toBe(false);
  });
});

describe("rupees for the tools", () => {
  test.each([
    [1_234_567, "Rs 12,34,567", "Rs 12.35 lakh"],
    [15_000_000, "Rs 1,50,00,000", "Rs 1.5 crore"],
    [99_999.6, "Rs 1,00,000", "Rs 1 lakh"],
    [85_000, "Rs 85,000", "Rs 85,000"],
    [123_456_789, "Rs 12,34,56,789", "Rs 12.35 crore"],
  ])("%d reads %s, or %s in words", (value, exact, words) => {
    expect(formatRupeesExact(value)).toBe(exact);
    expect(formatRupeesInWords(value)).toBe(words);
  });
});

describe("office hours", () => {
  const weekdays: OpeningHoursLine = { from: "Monday", to: "Friday", opens: "10:00", closes: "19:00" };
  const saturday: OpeningHoursLine = { from: "Saturday", opens: "10:00", closes: "18:00" };

  test.each([
    ["00:15", "12:15 AM"],
    ["10:00", "10:00 AM"],
    ["12:00", "12:00 PM"],
    ["19:30", "7:30 PM"],
  ])("%s reads %s", (time, shown) => {
    expect(clockText(time)).toBe(shown);
  });

  it("words a page's lines in that page's style", () => {
    expect(hoursLines({ dayRange: "hyphen", lines: [weekdays, saturday] })).toEqual([
      { days: "Monday-Friday", hours: "10:00 AM-7:00 PM" },
      { days: "Saturday", hours: "10:00 AM-6:00 PM" },
    ]);
    expect(hoursLines({ dayRange: "words", lines: [weekdays] })[0].days).toBe("Monday to Friday");
  });

  it("expands a run of days for structured data", () => {
    expect(daysOf(weekdays)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(openingHours({ dayRange: "hyphen", lines: [saturday] })).toEqual([
      { dayOfWeek: ["Saturday"], opens: "10:00", closes: "18:00" },
    ]);
  });
});

describe("events", () => {
  const evening = { start: istIso(ist("2026-12-05T18:00:00")), end: istIso(ist("2026-12-05T19:30:00")) };

  it("states times and the day in India, whatever the offset they were written with", () => {
    expect(eventTimeText(evening)).toBe("6:00 PM - 7:30 PM IST");
    // 20:00 UTC is already the next day in India.
    expect(eventDay({ start: "2026-12-05T20:00:00Z" })).toBe("2026-12-06");
  });

  it("is past once it has ended", () => {
    expect(isPast(evening, ist("2026-12-05T19:29:00"))).toBe(false);
    expect(isPast(evening, ist("2026-12-05T19:31:00"))).toBe(true);
  });
});

describe("job openings", () => {
  const opening = { validThrough: "2027-01-31" };

  it("stays open to the end of its last day in India", () => {
    expect(closesAt(opening)).toBe(istIso(ist("2027-01-31T23:59:59")));
    expect(isOpen(opening, ist("2027-01-31T23:59:00"))).toBe(true);
    expect(isOpen(opening, ist("2027-02-01T00:00:00"))).toBe(false);
    expect(openOpenings([opening, { validThrough: "2020-01-01" }], new Date("2026-11-23"))).toEqual([opening]);
  });

  it("words and counts experience", () => {
    expect(experienceText({ min: 2, max: 4 })).toBe("2-4 years");
    expect(experienceText({ min: 5 })).toBe("5+ years");
    expect(monthsOfExperience({ min: 0, max: 1 })).toBe(0);
    expect(monthsOfExperience({ min: 3, max: 5 })).toBe(36);
  });
});

describe("numbers", () => {
  it("reads years, sizes and durations", () => {
    expect([yearsText(1), yearsText(20)]).toEqual(["1 year", "20 years"]);
    expect([fileSizeText(180), fileSizeText(1200), fileSizeText(5800)]).toEqual(["180 KB", "1.2 MB", "5.8 MB"]);
    expect([minutesText(30), minutesText(120), minutesText(165)]).toEqual(["30 min", "2 h", "2 h 45 min"]);
    expect([isoMinutes(165), isoMinutes(30), isoYears(2)]).toEqual(["PT2H45M", "PT30M", "P2Y"]);
  });
});

describe("placeholders and figure references", () => {
  const fee = amount({ amount: 150, currency: "CAD", notation: "symbol" });
  const scope = { studyPermitFee: fee, hours: 24, claims: { students: { main: "25,000+" } } };

  it("fills text from the file's figures and the claims, capitalising an opening qualifier", () => {
    expect(fillPlaceholders("Study permit {studyPermitFee}, {hours} hours", scope, "f")).toBe(
      "Study permit CA$150, 24 hours",
    );
    expect(fillPlaceholders("Join {claims.students.main} students", scope, "f")).toBe("Join 25,000+ students");
    const upTo = { cap: amount({ amount: 100, currency: "EUR", notation: "name", qualifier: "up to" }) };
    expect(fillPlaceholders("{cap}", upTo, "f")).toBe("Up to 100 euros");
    expect(fillPlaceholders("pay {cap}", upTo, "f")).toBe("pay up to 100 euros");
  });

  it("replaces a money field's { ref } with the money it names, and names the field of a wrong one", () => {
    const document = {
      figures: { studyPermitFee: fee },
      fees: [{ category: "Study permit", cost: { ref: "studyPermitFee" } }],
    };
    expect(resolveFigures(document, { ...document.figures }, "content/guides/canada.yaml").fees[0].cost).toEqual(fee);
    expect(() => resolveFigures({ badge: "{nothing}" }, scope, "content/guides/canada.yaml")).toThrow(
      "content/guides/canada.yaml: badge: unknown figure {nothing}",
    );
    expect(() => resolveFigures({ cost: { ref: "hours" } }, scope, "file.yaml")).toThrow(
      "file.yaml: cost: { ref: hours } names no money figure of this file",
    );
  });
});

describe("schema rules", () => {
  it("lets a record flag only fields it has as indicative", () => {
    const row = withIndicative({ fee: text, note: text.optional() });
    expect(row.safeParse({ fee: "x", indicative: ["fee"] }).success).toBe(true);
    const missing = row.safeParse({ fee: "x", indicative: ["note"] });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0].message).toContain('flags "note" as indicative');
    expect(row.safeParse({ fee: "x", indicative: ["cost"] }).success).toBe(false);
  });

  it("reports the closest shape of a field that may take several", () => {
    const field = money.or(text);
    const result = field.safeParse({ amount: "650", currency: "AUD" });
    expect(result.success).toBe(false);
    const [issue] = explainIssues(result.error?.issues ?? [], ["rows", 0, "fee"]);
    expect(formatPath(issue.path)).toBe("rows[0].fee.amount");
    expect(issue.message).toContain("expected number");
  });
});

describe("countText", () => {
  it.each([0, 7, 60, 999, 1000, 2000, 99_999, 100_000, 150_000, 1_234_567, 10_000_000, 123_456_789, -2500])(
    "groups %i as Intl's en-IN does",
    (value) => {
      expect(countText(value)).toBe(value.toLocaleString("en-IN"));
    },
  );
});
