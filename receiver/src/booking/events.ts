/**
 * Events that take registrations through the booking engine (issue 34): those whose content gives seats. A
 * registration is a booking of the event's own pool ("event:<slug>"), one seat each, taken in the same insert
 * as consultations' seats, so an event is never over-full either.
 */
import type { Language } from "@/contract/languages";
import type { OfficeId } from "@/contract/offices";
import { consultationArrangement } from "@/content/booking";
import { events } from "@/content/resources";
import { mapHref, officeById } from "@/content/site";

import type { BookedSlot } from "../store";
import { textsIn } from "../visitor-texts";

const EVENT_POOL_PREFIX = "event:";

export type RegistrableEvent = {
  slug: string;
  title: string;
  start: Date;
  end: Date;
  seats: number;
  /** When registration closes: the content's time, else the start. */
  closesAt: Date;
  office: OfficeId | null;
  /** How attendees join, as the content says it: the office and its address, or the online meeting. */
  join: { text: string; address?: string; mapUrl?: string; meetingUrl?: string };
};

const registrable = new Map<string, RegistrableEvent>(
  events.flatMap((event) => {
    const seats = event.registration.seats;
    if (!seats) return [];
    const location = event.location;
    const office = "office" in location ? officeById[location.office] : undefined;
    const join = office
      ? { text: `At our ${office.city} office, ${office.address}.`, address: office.address, mapUrl: mapHref(office) }
      : "online" in location
        ? {
            text: `Online (${location.online}): join at ${location.joinUrl} at the start time.`,
            meetingUrl: location.joinUrl,
          }
        : { text: "" };
    return [
      [
        event.slug,
        {
          slug: event.slug,
          title: event.title,
          start: new Date(event.start),
          end: new Date(event.end),
          seats,
          closesAt: new Date(event.registration.closes ?? event.start),
          office: office?.id ?? null,
          join,
        },
      ],
    ];
  }),
);

export function registrableEvent(slug: string): RegistrableEvent | undefined {
  return registrable.get(slug);
}

export const eventPool = (slug: string) => `${EVENT_POOL_PREFIX}${slug}`;

/** The event a booked seat is at, when it is one. */
export function eventOf(booking: Pick<BookedSlot, "pool">): RegistrableEvent | undefined {
  return booking.pool.startsWith(EVENT_POOL_PREFIX)
    ? registrable.get(booking.pool.slice(EVENT_POOL_PREFIX.length))
    : undefined;
}

/** How a booked seat happens: an event's join details, or the consultation's arrangement (content/booking.ts). */
export function arrangementOf(
  booking: Pick<BookedSlot, "mode" | "office" | "pool"> & { meetingUrl?: string | null },
  person: { phone: string; email: string },
): RegistrableEvent["join"] & { meetingUrl?: string } {
  if (booking.mode === "event") return eventOf(booking)?.join ?? { text: "" };
  return consultationArrangement({ ...booking, mode: booking.mode, ...person });
}

/** How a booked seat happens, as arrangementOf says it, its text in the visitor's `language` (visitor-texts.ts). */
export function arrangementIn(
  language: Language,
  booking: Parameters<typeof arrangementOf>[0],
  person: Parameters<typeof arrangementOf>[1],
): ReturnType<typeof arrangementOf> {
  const arrangement = arrangementOf(booking, person);
  const texts = textsIn(language);
  if (booking.mode !== "event")
    return { ...arrangement, text: texts.arrangement({ ...booking, mode: booking.mode, ...person }) };
  const event = eventOf(booking);
  return event
    ? {
        ...arrangement,
        text: texts.eventJoin({ office: event.office, meetingUrl: event.join.meetingUrl }, event.join.text),
      }
    : arrangement;
}
