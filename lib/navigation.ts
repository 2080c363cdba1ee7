import { guidesIn, type Language, pathIn, servicesIn } from "@/content/languages";
import { navGroups, routes, routesInFooter, routesInNav, type NavGroup, type RouteEntry } from "@/content/routes";
import type { Cta } from "@/content/schemas/primitives";
import { words } from "@/lib/i18n/words";
import { withQuery } from "@/lib/links";

export type NavLinkItem = { href: string; label: string };
export type NavMenuGroup = { id: NavGroup; label: string; links: NavLinkItem[] };

/**
 * Header navigation derived from the route registry (one list, never hand-kept). A Gujarati or Hindi page's
 * menus list only the pages written in that language: its services and its country guides.
 */
export function headerNavigation(language: Language = "en"): NavMenuGroup[] {
  if (language !== "en") {
    const menus = words("shell", language);
    const groups: NavMenuGroup[] = [
      {
        id: "services",
        label: menus("menus.services"),
        links: servicesIn(language).map((service) => ({
          href: pathIn(service.path, language),
          label: service.route.title,
        })),
      },
      {
        id: "destinations",
        label: menus("menus.destinations"),
        links: guidesIn(language).map((guide) => ({ href: pathIn(guide.path, language), label: guide.route.navLabel })),
      },
    ];
    return groups.filter((group) => group.links.length > 0);
  }
  return navGroups.map((group) => ({
    id: group.id,
    label: group.label,
    links: routesInNav(group.id).map((route) => ({ href: route.path, label: route.navLabel ?? route.title })),
  }));
}

/** The visa service pages (student, spouse, visitor, extension, post-study work), in registry order. */
export function visaServiceRoutes(): RouteEntry[] {
  return routes.filter((route: RouteEntry) => route.path.startsWith("/services/") && route.path.includes("visa"));
}

/** The resource pages (blog, news, events, press releases, downloads): the footer's Resources group. */
export function resourceRoutes(): RouteEntry[] {
  return routesInFooter("resources");
}

/** Where a call to action goes: its page, with the service it is for in the query (`?service=visa`). */
export function ctaHref(cta: Cta): string {
  return withQuery(cta.href, { service: cta.service });
}
