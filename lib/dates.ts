import type { IsoDate } from "@/content/schemas/primitives";

const displayDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-07-14" -> "14 July 2025"; UTC so the exported HTML never depends on the build machine's zone. */
export function formatIsoDate(date: IsoDate): string {
  return displayDate.format(new Date(`${date}T00:00:00Z`));
}
