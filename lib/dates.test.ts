import { formatIsoDate } from "@/lib/dates";

describe("formatIsoDate", () => {
  it.each([
    ["2025-07-14", "14 July 2025"],
    ["2025-01-01", "1 January 2025"],
    ["2024-12-31", "31 December 2024"],
    ["2026-09-01", "1 September 2026"],
    ["2027-01-12", "12 January 2027"],
    ["2028-02-29", "29 February 2028"],
  ] as const)("shows %s as %s whatever the machine's time zone", (iso, shown) => {
    expect(formatIsoDate(iso)).toBe(shown);
  });
});
