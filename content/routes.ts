/**
 * The one registry of the site's routes (spec part 1, section 2): the fixed entries (content/fixed-routes.ts),
 * a page per service and a page per country guide, each from its data file. Header, footer, sitemap,
 * breadcrumbs, metadata and the generated case-insensitive redirect rules all read this list, in its order;
 * never keep a second one.
 */

import { guideRoutes } from "./country-guides";
import {
  contentRevised,
  type FooterGroup,
  fixedRoutes,
  leadingRoutes,
  type NavGroup,
  type RouteEntry,
  trailingRoutes,
} from "./fixed-routes";
import type { IsoDate } from "./schemas/primitives";
import { serviceRoutes } from "./services";

export { contentRevised };
export type { FooterGroup, NavGroup, RouteEntry };

/** A country guide's page: /destinations/<the guide's file name>. */
export type GuidePath = `/destinations/${string}`;

/** A service page: /services/<the service's file name>. */
export type ServicePath = `/services/${string}`;

export type RoutePath = (typeof fixedRoutes)[number]["path"] | ServicePath | GuidePath;

export const routes: readonly (RouteEntry & { path: RoutePath })[] = [
  ...leadingRoutes,
  ...serviceRoutes,
  ...trailingRoutes,
  ...guideRoutes,
];

const routeByPath = new Map<string, RouteEntry>(routes.map((route) => [route.path, route]));

/** The registry entry for a path; throws so a typo fails the build, not the visitor. */
export function getRoute(path: RoutePath): RouteEntry {
  const route = routeByPath.get(path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

/** The title for the document and social cards: the SEO title, else the short name. */
export function metaTitleOf(route: RouteEntry): string {
  return route.metaTitle ?? route.title;
}

export function lastModifiedOf(route: RouteEntry): IsoDate {
  return route.lastModified ?? contentRevised;
}

export function findRoute(path: string): RouteEntry | undefined {
  return routeByPath.get(path);
}

export const navGroups: readonly { id: NavGroup; label: string }[] = [
  { id: "about", label: "About Us" },
  { id: "services", label: "Our Services" },
  { id: "destinations", label: "Destinations" },
  { id: "tools", label: "Tools" },
  { id: "careers", label: "Careers" },
  { id: "contact", label: "Contact" },
];

export function routesInNav(group: NavGroup): RouteEntry[] {
  return routes.filter((route: RouteEntry) => route.nav === group);
}

export function routesInFooter(group: FooterGroup): RouteEntry[] {
  return routes.filter((route: RouteEntry) => route.footer === group);
}

export type Crumb = { name: string; path?: string };

/**
 * Breadcrumb trail for a path: Home, then each ancestor that is a real page
 * (folders such as /resources without a page are shown as plain text), then the page,
 * named `currentName` when given (an article's title, which no registry entry holds).
 */
export function breadcrumbsFor(path: string, currentName?: string): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  segments.forEach((_, index) => {
    const ancestor = `/${segments.slice(0, index + 1).join("/")}`;
    const route = findRoute(ancestor);
    const fallbackName = segments[index].replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
    // A named current page (an article) is a page of its own, though not in the registry.
    const named = index === segments.length - 1 && currentName !== undefined;
    const name = named ? currentName : (route?.title ?? fallbackName);
    trail.push(route || named ? { name, path: ancestor } : { name });
  });
  return trail;
}
