/**
 * Resources: blog posts, news, press releases and events as Markdown files with front matter
 * (content/resources/<kind>/<slug>.md), the downloads list and the copy of the five resource pages.
 */

import { z } from "zod";

import { officeIds } from "../../contract/offices";

import { closingCta, httpsUrl, isoDate, isoDateTime, money, slug, text } from "./primitives";

/** An official page a post relies on, listed under it so readers can check. */
export const postSource = z.strictObject({ title: text, url: httpsUrl });
export type PostSource = z.infer<typeof postSource>;

/** Front matter every post kind shares. */
const postFields = {
  title: text,
  /** The URL part: /resources/<kind>/<slug>. Must match the file name. */
  slug,
  /** First published. */
  date: isoDate,
  /** Last changed in substance; leave out until then. */
  updated: isoDate.optional(),
  /** The team member who wrote it, by id (content/team.yaml). */
  author: slug,
  /** The team member who checked it, by id. */
  reviewer: slug.optional(),
  /** One or two sentences for cards, feeds and search results. */
  summary: text.max(300, "expected a summary of at most 300 characters"),
  sources: z.array(postSource).default([]),
  /** The Markdown text below the front matter. */
  content: z.string().trim().min(1, "expected the post's text below the front matter"),
};

export const blogCategories = [
  "Destinations",
  "Applications",
  "Funding",
  "Test Preparation",
  "Visas",
  "Student Life",
] as const;

export const newsCategories = ["Admissions", "Visa Updates", "Policy", "Scholarships"] as const;

export const eventCategories = [
  "University Fair",
  "IELTS Workshop",
  "Visa Briefing",
  "Webinar",
  "Pre-Departure",
] as const;

/** Advice and news are checked by a second counsellor before they go out. */
export const blogPost = z.strictObject({ ...postFields, category: z.enum(blogCategories), reviewer: slug });
export const newsItem = z.strictObject({ ...postFields, category: z.enum(newsCategories), reviewer: slug });
export const pressRelease = z.strictObject(postFields);

/** Where an event happens: at one of our offices (by id, contract/offices.ts), or online. */
export const eventLocation = z.union([
  z.strictObject({ office: z.enum(officeIds) }),
  z.strictObject({
    online: text.describe("how attendees join, e.g. Jitsi Meet, in the browser"),
    /** The meeting's address: given to those registered (confirmation, e-mails, calendar file), not on the page. */
    joinUrl: z.url().refine((url) => url.startsWith("https://"), "An https:// address"),
  }),
]);

export const eventRegistration = z.strictObject({
  /**
   * How many can come (sample figures, like the events): the lead receiver registers visitors until they are
   * taken, in the consultations' booking engine. Without it, or without a receiver, registering is an e-mail.
   */
  seats: z.number().int().min(1).max(1000).optional(),
  /** What a seat costs; an amount of 0 is shown as "Free". */
  fee: money,
  /** When registration closes; without it, at the start of the event. */
  closes: isoDateTime.optional(),
  note: text.optional(),
});

export const studyEvent = z
  .strictObject({
    ...postFields,
    category: z.enum(eventCategories),
    start: isoDateTime,
    end: isoDateTime,
    location: eventLocation,
    registration: eventRegistration,
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), {
    message: "expected end after start",
    path: ["end"],
  });

export const download = z.strictObject({
  id: slug,
  title: text,
  description: text,
  format: z.enum(["PDF", "XLSX", "DOCX"]),
  /** File size in kilobytes (1 MB = 1,000 KB), shown as "240 KB" or "1.2 MB". */
  sizeKb: z.number().int().positive(),
});
export type Download = z.infer<typeof download>;

export const downloads = z.strictObject({ items: z.array(download).min(1) });

const pageIntro = z.strictObject({ title: text, subtitle: text });
export type ResourcePageIntro = z.infer<typeof pageIntro>;

const actionCopy = z.strictObject({ label: text, note: text });

export const resourcesPages = z.strictObject({
  pages: z.strictObject({
    blog: pageIntro,
    news: pageIntro,
    events: pageIntro,
    pressReleases: pageIntro,
    downloads: pageIntro,
  }),
  /** The closing call to action of every resource page. */
  cta: closingCta,
  /**
   * The spec shows "Register Now" (events) and "Download" (downloads) without an action, and no files exist
   * yet: both open an e-mail draft naming the item, and say so.
   */
  actions: z.strictObject({ register: actionCopy, download: actionCopy }),
  upcomingEventsHeading: text,
  /** Shown when no event is still to come. */
  noUpcomingEvents: text,
  pastEventsHeading: text,
  pastEventNote: text,
  /** "More from our resources": the links between the resource pages. */
  moreHeading: text,
});
export type ResourcesPages = z.infer<typeof resourcesPages>;
