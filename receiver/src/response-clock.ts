/**
 * The first-response clock: a lead still "new" FIRST_RESPONSE_HOURS working hours after it arrived is overdue.
 * Working hours are the offices' as /contact states them (content/company.yaml), in IST; the arithmetic is
 * contract/working-hours.ts. The due time is fixed when the lead is stored, so the inbox can filter and sort
 * by it in SQL.
 */
import { responseDueAt, workingMsBetween, workingWeek } from "@/contract/working-hours";
import { officeHours } from "@/content/company";

import type { ReceiverConfig } from "./config";

const officeWeek = workingWeek(officeHours.contact.lines);

/** When a lead received at `receivedAt` falls due; null when the clock is off. */
export function dueAt(receivedAt: Date, config: Pick<ReceiverConfig, "firstResponseHours">): Date | null {
  return config.firstResponseHours > 0 ? responseDueAt(receivedAt, config.firstResponseHours, officeWeek) : null;
}

/** "1 h 25 min" of working time between arrival and the first response. */
export function firstResponseText(receivedAt: Date, firstResponseAt: Date): string {
  const minutes = Math.round(workingMsBetween(receivedAt, firstResponseAt, officeWeek) / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
