import { formatIsoDate } from "@/lib/dates";

describe("formatIsoDate", () => {
  it.each([
    ["2025-07-14", "14 July 2025"],
    ["2025-01-01", "1 January 2025"],
    ["2024-12-31", "31 December 2024"],
  ] as const)("shows %s as %s whatever the machine's time zone", (iso, shown) => {
    expect(formatIsoDate(iso)).toBe(shown);
  });
});
