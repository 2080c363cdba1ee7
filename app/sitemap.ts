import type { MetadataRoute } from "next";

import { routes } from "@/content/routes";
import { absoluteUrl } from "@/content/site";
import { routeLastModified } from "@/lib/sitemap";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: routeLastModified(route),
    changeFrequency: "monthly",
    priority: route.path === "/" ? 1 : route.path.split("/").length === 2 ? 0.8 : 0.6,
  }));
}
