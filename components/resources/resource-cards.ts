import type { ResourceCardItem } from "@/components/resources/resource-list";
import {
  eventRegistrationMailto,
  fileRequestMailto,
  resourceActions,
  type BlogPost,
  type Download,
  type PressRelease,
  type StudyEvent,
} from "@/content/resources";

/* How each resource record fills the shared resource card. */

export function articleCards(items: readonly BlogPost[]): ResourceCardItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    text: item.excerpt,
    date: item.date,
    badge: item.category,
  }));
}

const eventModeLabel: Record<StudyEvent["mode"], string> = { "in-person": "In person", online: "Online" };

export function eventCards(items: readonly StudyEvent[]): ResourceCardItem[] {
  return items.map((event) => ({
    id: event.id,
    title: event.title,
    text: event.description,
    date: event.date,
    badge: eventModeLabel[event.mode],
    details: [
      { label: "Time", value: event.time },
      { label: "Location", value: event.location },
    ],
    action: { label: resourceActions.register.label, href: eventRegistrationMailto(event) },
  }));
}

export function pressReleaseCards(items: readonly PressRelease[]): ResourceCardItem[] {
  return items.map((release) => ({
    id: release.id,
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
      { label: "Format", value: item.type },
      { label: "Size", value: item.size },
    ],
    action: { label: resourceActions.download.label, href: fileRequestMailto(item) },
  }));
}
