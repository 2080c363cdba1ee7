/**
 * The offices, by id: the one key every part uses for an office (the desk's accounts and inbox, routing, booking,
 * events, job openings). What an office is called, where it is and how to reach it is content
 * (content/site.json, one entry per id; content/site.ts `officeById`).
 */
export const officeIds = ["vadodara", "surat", "mumbai"] as const;
export type OfficeId = (typeof officeIds)[number];

/** Whether `value` is one of our offices' ids. */
export function isOfficeId(value: unknown): value is OfficeId {
  return officeIds.includes(value as OfficeId);
}
