/**
 * Resource lists (spec part 1, section 2; part 2, section 2): blog posts, news, press releases and events as
 * Markdown files (content/resources/<kind>/<slug>.md), the downloads list and the five pages' copy. All items
 * are sample content written for Indian students. Each post carries its Markdown (`content`) and the HTML
 * built from it (`html`), ready for article pages, feeds and search.
 */

import {
  allBlogs,
  allEvents,
  allNews,
  allPressReleases,
  downloadList,
  resourcesPages as resourcesPagesContent,
} from "content-collections";

import type { Download, ResourcePageIntro, ResourcesPages } from "./schemas/resources";

export type { IsoDate, IsoDateTime } from "./schemas/primitives";
export type { Download, PostSource, ResourcePageIntro } from "./schemas/resources";

export type BlogPost = (typeof allBlogs)[number];
export type NewsItem = (typeof allNews)[number];
export type PressRelease = (typeof allPressReleases)[number];
export type StudyEvent = (typeof allEvents)[number];
/** Any of the four post kinds. */
export type Post = BlogPost | NewsItem | PressRelease | StudyEvent;

type Dated = { date: string; slug: string };
const newestFirst = <T extends Dated>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export const blogPosts: readonly BlogPost[] = newestFirst(allBlogs);
export const newsItems: readonly NewsItem[] = newestFirst(allNews);
export const pressReleases: readonly PressRelease[] = newestFirst(allPressReleases);

/** Events in the order they happen. */
export const events: readonly StudyEvent[] = [...allEvents].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

export const downloads: readonly Download[] = downloadList.items;

const pages: ResourcesPages = resourcesPagesContent;

export const resourcePages: Readonly<Record<keyof ResourcesPages["pages"], ResourcePageIntro>> = pages.pages;

/** The closing call to action of every resource page. */
export const resourcesCta = pages.cta;

/** What "Register Now" and the download buttons do (an e-mail draft), in the pages' words. */
export const resourceActions = pages.actions;

/** The events page's headings and the note on a past event. */
export const eventsCopy = {
  upcomingHeading: pages.upcomingEventsHeading,
  noUpcoming: pages.noUpcomingEvents,
  pastHeading: pages.pastEventsHeading,
  pastNote: pages.pastEventNote,
};

/** The heading of the links between the resource pages. */
export const moreResourcesHeading = pages.moreHeading;

/** Registering for an event with seats through the lead receiver (components/resources/event-registration.tsx). */
export const eventRegistrationCopy = {
  open: "Register Now",
  submit: "Register",
  seatsLeft: (left: number, seats: number) => `${left} of ${seats} seats left`,
  full: "Full: every seat is taken.",
  fullNow: "The last seat was just taken, so you are not registered.",
  registeredTitle: "You are registered",
  keepNote: "Save the calendar file and keep the link below: it lets you cancel if you cannot come.",
  notSent: "You can also register by e-mail: call or write to us.",
  waitlistOpen: "Join the waitlist",
  waitlistSubmit: "Join the waitlist",
  waitlistNote: "If a seat comes free, it is held for you for 24 hours and we e-mail you a link to confirm it.",
  waitlisted: (position: number) =>
    `You are number ${position} on the waitlist. If a seat comes free, it is held for you for 24 hours and we e-mail you a link to confirm it.`,
} as const;
