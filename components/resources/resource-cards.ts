import type { ResourceCardItem } from "@/components/resources/resource-list";
import {
  resourceActions,
  type BlogPost,
  type Download,
  type NewsItem,
  type PressRelease,
  type StudyEvent,
} from "@/content/resources";
import { eventDay, eventPlaceText, eventTimeText, isPast } from "@/lib/events";
import { fileSizeText } from "@/lib/format";
import { eventRegistrationMailto, fileRequestMailto } from "@/lib/mail-drafts";

/* How each resource record fills the shared resource card. */

export function articleCards(items: readonly (BlogPost | NewsItem)[]): ResourceCardItem[] {
  return items.map((item) => ({
    id: item.slug,
    title: item.title,
    text: item.summary,
    date: item.date,
    badge: item.category,
  }));
}

/** "In person" at an office, or "Online". */
export function eventModeLabel(event: Pick<StudyEvent, "location">): string {
  return "office" in event.location ? "In person" : "Online";
}

/** Event cards; an event that has ended says so instead of offering registration. */
export function eventCards(items: readonly StudyEvent[], now: Date, pastNote: string): ResourceCardItem[] {
  return items.map((event) => {
    const past = isPast(event, now);
    return {
      id: event.slug,
      title: event.title,
      text: event.summary,
      date: eventDay(event),
      badge: eventModeLabel(event),
      details: [
        { label: "Time", value: eventTimeText(event) },
        { label: "Location", value: eventPlaceText(event) },
      ],
      ...(past
        ? { note: pastNote }
        : { action: { label: resourceActions.register.label, href: eventRegistrationMailto(event) } }),
    };
  });
}

export function pressReleaseCards(items: readonly PressRelease[]): ResourceCardItem[] {
  return items.map((release) => ({
    id: release.slug,
    title: release.title,
    text: release.summary,
    date: release.date,
    badge: "Press release",
  }));
}

export function downloadCards(items: readonly Download[]): ResourceCardItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    text: item.description,
    details: [
      { label: "Format", value: item.format },
      { label: "Size", value: fileSizeText(item.sizeKb) },
    ],
    action: { label: resourceActions.download.label, href: fileRequestMailto(item) },
  }));
}
