/**
 * When each route last changed, for the sitemap's `lastmod`: a dated list by its newest item (first published
 * or updated), any other page by the registry (content/routes.ts).
 */

import { jobOpenings } from "@/content/jobs";
import { blogPosts, events, newsItems, pressReleases } from "@/content/resources";
import { lastModifiedOf, type RouteEntry } from "@/content/routes";
import type { IsoDate } from "@/content/schemas/primitives";

type Dated = { date: IsoDate; updated?: IsoDate };

const datedLists: Record<string, () => IsoDate[]> = {
  "/resources/blog": () => blogPosts.map(changedOn),
  "/resources/news": () => newsItems.map(changedOn),
  "/resources/press-releases": () => pressReleases.map(changedOn),
  "/resources/events": () => events.map(changedOn),
  "/careers/openings": () => jobOpenings.map((opening) => opening.datePosted),
};

function changedOn(item: Dated): IsoDate {
  return item.updated && item.updated > item.date ? item.updated : item.date;
}

/** The route's `lastmod`: the newest item of a dated list, else the registry's date. */
export function routeLastModified(route: RouteEntry): IsoDate {
  const dates = datedLists[route.path]?.() ?? [];
  return dates.length > 0 ? dates.reduce((newest, date) => (date > newest ? date : newest)) : lastModifiedOf(route);
}
