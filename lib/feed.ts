/**
 * The RSS 2.0 feed of the blog and the news (app/resources/feed.xml/route.ts, exported as a static file):
 * one item per post, newest first, with absolute links to the article pages and the full text.
 * Written by the maintained `feed` package, which handles RSS dates, escaping and the atom:link self reference.
 */

import { Feed } from "feed";

import { absoluteUrl, site } from "@/content/site";
import { ist } from "@/contract/india-time";

import { articleAuthor, articleLabel, articlePath, articlesOf, type Article } from "./articles";

/** Where the feed is served; pages name it in a `<link rel="alternate" type="application/rss+xml">`. */
export const feedPath = "/resources/feed.xml";
export const feedTitle = `${site.name}: blog and news`;

/** The kinds the feed carries: advice and news a reader follows, not press releases or event listings. */
const feedKinds = ["blog", "news"] as const;

/** The feed's posts, newest first (ties by slug, so the order never depends on the file system). */
export function feedArticles(): Article[] {
  return feedKinds
    .flatMap((kind) => articlesOf(kind))
    .sort((a, b) => b.post.date.localeCompare(a.post.date) || a.post.slug.localeCompare(b.post.slug));
}

/** A post's HTML with its site-relative links made absolute, as a feed reader shows it away from the site. */
export function absoluteLinks(html: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${absoluteUrl("/")}`);
}

export function rssFeed(): string {
  const articles = feedArticles();
  const newest = articles
    .map((article) => article.post.updated)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: absoluteUrl("/resources/blog"),
    title: feedTitle,
    description: "Guides from our counsellors and the news that matters to Indian students planning to study abroad.",
    link: absoluteUrl("/resources/blog"),
    language: site.language,
    copyright: `© ${site.copyrightYear} ${site.legalName}`,
    updated: newest ? ist(newest) : undefined,
    generator: false,
    image: absoluteUrl("/icon-512.png"),
    feedLinks: { rss: absoluteUrl(feedPath) },
  });
  for (const article of articles) {
    const url = absoluteUrl(articlePath(article));
    feed.addItem({
      title: article.post.title,
      id: url,
      link: url,
      // The start of its day in India, so a feed reader sorts it on the day it was published.
      date: ist(article.post.date),
      description: article.post.summary,
      content: absoluteLinks(article.post.html),
      category: [{ name: articleLabel(article) }],
      author: [{ name: articleAuthor(article).name }],
    });
  }
  return feed.rss2();
}
