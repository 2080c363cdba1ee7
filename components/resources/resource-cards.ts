import type { ResourceCardItem } from "@/components/resources/resource-list";
import { resourceActions, type Download, type StudyEvent } from "@/content/resources";
import { articleLabel, articlePath, type Article } from "@/lib/articles";
import { eventDay, eventPlaceText, eventTimeText, isPast } from "@/lib/events";
import { fileSizeText } from "@/lib/format";
import { eventRegistrationMailto, fileRequestMailto } from "@/lib/mail-drafts";

/* How each resource record fills the shared resource card. */

/** Blog post, news and press release cards, each leading to the article's own page. */
export function articleCards(articles: readonly Article[]): ResourceCardItem[] {
  return articles.map((article) => ({
    id: article.post.slug,
    title: article.post.title,
    href: articlePath(article),
    text: article.post.summary,
    date: article.post.date,
    badge: articleLabel(article),
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
      href: articlePath({ kind: "events", post: event }),
      text: event.summary,
      date: eventDay(event),
      badge: eventModeLabel(event),
      details: [
        { label: "Time", value: eventTimeText(event) },
        { label: "Location", value: eventPlaceText(event) },
      ],
      ...(past
        ? { note: pastNote }
        : {
            action: { label: resourceActions.register.label, href: eventRegistrationMailto(event) },
            ...(event.registration.seats ? { registration: { slug: event.slug } } : {}),
          }),
    };
  });
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

/** Cards for a mixed list of articles (related posts): events as event cards, the rest as article cards. */
export function relatedCards(articles: readonly Article[], now: Date, pastNote: string): ResourceCardItem[] {
  return articles.flatMap((article) =>
    article.kind === "events" ? eventCards([article.post], now, pastNote) : articleCards([article]),
  );
}
