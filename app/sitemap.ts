import type { MetadataRoute } from "next";

import { languagesOf, pathIn } from "@/content/languages";
import { routes } from "@/content/routes";
import { absoluteUrl } from "@/content/site";
import { allArticles, articleModified, articlePath } from "@/lib/articles";
import { routeLastModified } from "@/lib/sitemap";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  // A page written in several languages is listed once per language, each entry naming all of them
  // (hreflang alternates, as on the pages themselves).
  const pages: MetadataRoute.Sitemap = routes.flatMap((route) => {
    const languages = languagesOf(route.path);
    const alternates =
      languages.length > 1
        ? {
            languages: Object.fromEntries([
              ...languages.map((language) => [language, absoluteUrl(pathIn(route.path, language))]),
              ["x-default", absoluteUrl(route.path)],
            ]),
          }
        : undefined;
    return languages.map((language) => ({
      url: absoluteUrl(pathIn(route.path, language)),
      lastModified: routeLastModified(route),
      changeFrequency: "monthly" as const,
      priority: route.path === "/" ? 1 : route.path.split("/").length === 2 ? 0.8 : 0.6,
      ...(alternates ? { alternates } : {}),
    }));
  });
  // Every blog post, news item, press release and event page, dated by its last change.
  const articles: MetadataRoute.Sitemap = allArticles().map((article) => ({
    url: absoluteUrl(articlePath(article)),
    lastModified: articleModified(article),
    changeFrequency: "yearly",
    priority: 0.5,
  }));
  return [...pages, ...articles];
}
