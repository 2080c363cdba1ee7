import type { MetadataRoute } from "next";

import { routes } from "@/content/routes";
import { absoluteUrl } from "@/content/site";
import { allArticles, articleModified, articlePath } from "@/lib/articles";
import { routeLastModified } from "@/lib/sitemap";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = routes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: routeLastModified(route),
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : route.path.split("/").length === 2 ? 0.8 : 0.6,
  }));
  // Every blog post, news item, press release and event page, dated by its last change.
  const articles: MetadataRoute.Sitemap = allArticles().map((article) => ({
    url: absoluteUrl(articlePath(article)),
    lastModified: articleModified(article),
    changeFrequency: "yearly",
    priority: 0.5,
  }));
  return [...pages, ...articles];
}
