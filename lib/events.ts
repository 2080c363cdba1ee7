/** How an event's stored start, end and place read on the page, and whether it is still to come. */

import type { StudyEvent } from "@/content/resources";
import { officeById } from "@/content/site";
import { istWallClock } from "@/contract/india-time";

import { formatIsoDate } from "./dates";
import { clockText } from "./hours";

/** The event's day in India, as an ISO date ("2026-11-21"). */
export function eventDay(event: Pick<StudyEvent, "start">): string {
  return istWallClock(event.start).slice(0, 10);
}

/** "21 November 2026". */
export function eventDateText(event: Pick<StudyEvent, "start">): string {
  return formatIsoDate(eventDay(event));
}

/** "11:00 AM - 4:00 PM IST". */
export function eventTimeText(event: Pick<StudyEvent, "start" | "end">): string {
  return `${clockText(istWallClock(event.start).slice(11))} - ${clockText(istWallClock(event.end).slice(11))} IST`;
}

/** A moment in India: "10 January 2027, 6:00 PM IST" (e.g. when registration closes). */
export function istMomentText(moment: string): string {
  const wallClock = istWallClock(moment);
  return `${formatIsoDate(wallClock.slice(0, 10))}, ${clockText(wallClock.slice(11))} IST`;
}

/** "Vadodara office, 2nd Floor, Sample Business Hub, Alkapuri" or "Online (Jitsi Meet, in your browser)". */
export function eventPlaceText(event: Pick<StudyEvent, "location">): string {
  const { location } = event;
  if ("online" in location) return `Online (${location.online})`;
  const office = officeById[location.office];
  return `${office.city} office, ${office.streetAddress}`;
}

/** True once the event has ended. */
export function isPast(event: Pick<StudyEvent, "end">, now: Date): boolean {
  return Date.parse(event.end) < now.getTime();
}
