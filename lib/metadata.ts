import type { Metadata } from "next";

import { breadcrumbsFor, getRoute, metaTitleOf, type RouteEntry, type RoutePath } from "@/content/routes";
import { absoluteUrl, site } from "@/content/site";

import { routeDescription } from "./route-descriptions";

type PageMetadataOptions = {
  /** Title for the document when the registry's title is not right for this page. */
  title?: string;
  description?: string;
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

/**
 * Metadata for a registry route: title, description, canonical, Open Graph and
 * Twitter tags with the route's generated card, all from the one route registry
 * so no page can drift from it. The layout's template appends " | <brand>".
 */
export function pageMetadata(path: RoutePath, options: PageMetadataOptions = {}): Metadata {
  const route = getRoute(path);
  const title = options.title ?? metaTitleOf(route);
  const description = options.description ?? routeDescription(route);
  const url = absoluteUrl(path);
  const fullTitle = documentTitle(path, title);
  const image = { url: absoluteUrl(ogImagePath(path)), ...ogImageSize, alt: fullTitle, type: "image/png" };
  return {
    title: path === "/" ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: fullTitle,
      description,
      siteName: site.name,
      locale: site.locale,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
