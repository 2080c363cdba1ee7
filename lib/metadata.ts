import type { Metadata } from "next";

import { getRoute, type RoutePath } from "@/content/routes";
import { absoluteUrl, site } from "@/content/site";

type PageMetadataOptions = {
  /** Full title for the document when the registry's short title is not enough. */
  title?: string;
  description?: string;
};

/**
 * Metadata for a registry route: title, description, canonical, Open Graph and
 * Twitter tags, all from the one route registry so no page can drift from it.
 */
export function pageMetadata(path: RoutePath, options: PageMetadataOptions = {}): Metadata {
  const route = getRoute(path);
  const title = options.title ?? route.title;
  const description = options.description ?? route.description;
  const url = absoluteUrl(path);
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: path === "/" ? title : `${title} | ${site.name}`,
      description,
      siteName: site.name,
      locale: site.locale,
    },
    twitter: {
      card: "summary_large_image",
      title: path === "/" ? title : `${title} | ${site.name}`,
      description,
    },
  };
}
