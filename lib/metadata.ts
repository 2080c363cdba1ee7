import type { Metadata } from "next";

import { breadcrumbsFor, getRoute, metaTitleOf, type RouteEntry, type RoutePath } from "@/content/routes";
import { type Language, languagesOf, pathIn, type PrefixedLanguage } from "@/content/languages";
import { absoluteUrl, site } from "@/content/site";

import { articleAuthor, articleKindInfo, articleModified, articlePath, type Article } from "./articles";
import { feedPath, feedTitle } from "./feed";
import { routeDescription } from "./route-descriptions";

type PageMetadataOptions = {
  /** Title for the document when the registry's title is not right for this page. */
  title?: string;
  description?: string;
  /** Names the blog and news feed in the head (the resource pages). */
  feed?: boolean;
};

/** Width and height of every generated social card (the Open Graph 1.91:1 size). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Site path of a route's generated social card: `/` -> /og/home.png, `/about/our-team` -> /og/about/our-team.png. */
export function ogImagePath(path: string): string {
  return `/og${path === "/" ? "/home" : path}.png`;
}

/** The full document title as search results and social cards show it. */
export function documentTitle(path: string, title: string): string {
  return path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}

/** What a route's social card shows: its section, its title and its description. */
export function ogCardContent(route: RouteEntry): { eyebrow: string; title: string; description: string } {
  const trail = breadcrumbsFor(route.path);
  // Pages below a section name it (e.g. "Services"); top-level pages show the tagline.
  const eyebrow = trail.length > 2 ? trail[1].name : site.tagline;
  return { eyebrow, title: metaTitleOf(route), description: routeDescription(route) };
}

/** Search results cut titles at about 70 characters. */
const MAX_TITLE_LENGTH = 70;
/** Search results cut descriptions at about 160 characters. */
const MAX_DESCRIPTION_LENGTH = 160;

/** A description cut at a word to fit a search result, with an ellipsis when cut. */
export function metaDescription(text: string): string {
  if (text.length <= MAX_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.]+$/, "")}\u2026`;
}

/** The `<link rel="alternate" type="application/rss+xml">` of the pages that offer the feed. */
const feedAlternate = { "application/rss+xml": [{ url: absoluteUrl(feedPath), title: feedTitle }] };

/** Each language's locale as Open Graph names it. */
const ogLocales: Record<Language, string> = { en: site.locale, gu: "gu_IN", hi: "hi_IN" };

/**
 * The hreflang alternates of the page at English `path`: every language it is written in, and x-default (the
 * English page) for everyone else. None for a page in English only.
 */
function languageAlternates(path: string): Record<string, string> | undefined {
  const languages = languagesOf(path);
  if (languages.length < 2) return undefined;
  return {
    ...Object.fromEntries(languages.map((language) => [language, absoluteUrl(pathIn(path, language))])),
    "x-default": absoluteUrl(path),
  };
}

type SharedMetadata = {
  path: string;
  /** The page's language and its English path (the same as `path` for English pages). */
  language?: Language;
  englishPath?: string;
  /** The title as the page states it; `fullTitle` is what the browser tab shows. */
  title: Metadata["title"];
  fullTitle: string;
  description: string;
  /** Site path of the social card. */
  imagePath: string;
  openGraph: { type: "website" } | { type: "article"; publishedTime: string; modifiedTime: string; authors: string[] };
  feed: boolean;
};

/** Title, description, canonical, feed link, Open Graph and Twitter tags, from one set of values. */
function metadataOf({
  path,
  language = "en",
  englishPath = path,
  title,
  fullTitle,
  description,
  imagePath,
  openGraph,
  feed,
}: SharedMetadata): Metadata {
  const url = absoluteUrl(path);
  const image = { url: absoluteUrl(imagePath), ...ogImageSize, alt: fullTitle, type: "image/png" };
  const languages = languageAlternates(englishPath);
  return {
    title,
    description,
    alternates: {
      canonical: url,
      ...(languages ? { languages } : {}),
      ...(feed ? { types: feedAlternate } : {}),
    },
    openGraph: {
      ...openGraph,
      url,
      title: fullTitle,
      description,
      siteName: site.name,
      locale: ogLocales[language],
      images: [image],
    },
    // Said explicitly: left out, Next fills them from openGraph anyway, with three image tags more.
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/**
 * Metadata for a registry route: title, description, canonical, Open Graph and
 * Twitter tags with the route's generated card, all from the one route registry
 * so no page can drift from it. The layout's template appends " | <brand>".
 */
export function pageMetadata(path: RoutePath, options: PageMetadataOptions = {}): Metadata {
  const route = getRoute(path);
  const title = options.title ?? metaTitleOf(route);
  const fullTitle = documentTitle(path, title);
  return metadataOf({
    path,
    title: path === "/" ? { absolute: fullTitle } : title,
    fullTitle,
    description: options.description ?? routeDescription(route),
    imagePath: ogImagePath(path),
    openGraph: { type: "website" },
    feed: options.feed ?? false,
  });
}

/**
 * Metadata for a Gujarati or Hindi page: its own title and description in its language, its own canonical,
 * the English page's social card (its figures are the same) and the hreflang alternates of all its languages.
 */
export function translatedPageMetadata(
  englishPath: RoutePath,
  language: PrefixedLanguage,
  { title, description }: { title: string; description: string },
): Metadata {
  const path = pathIn(englishPath, language);
  const fullTitle = documentTitle(englishPath, title);
  return metadataOf({
    path,
    language,
    englishPath,
    title: { absolute: fullTitle },
    fullTitle,
    description: metaDescription(description),
    imagePath: ogImagePath(englishPath),
    openGraph: { type: "website" },
    feed: false,
  });
}

/**
 * Metadata for an article page: its own title, summary and canonical URL, the list page's social card, and
 * Open Graph article dates and author. A title too long to take the brand after it stands alone.
 */
export function articleMetadata(article: Article): Metadata {
  const path = articlePath(article);
  const { title } = article.post;
  const branded = documentTitle(path, title);
  const fits = branded.length <= MAX_TITLE_LENGTH;
  return metadataOf({
    path,
    title: fits ? title : { absolute: title },
    fullTitle: fits ? branded : title,
    description: metaDescription(article.post.summary),
    imagePath: ogImagePath(articleKindInfo[article.kind].listPath),
    openGraph: {
      type: "article",
      publishedTime: article.post.date,
      modifiedTime: articleModified(article),
      authors: [articleAuthor(article).name],
    },
    feed: true,
  });
}
