import { navGroups, routesInNav, type NavGroup } from "@/content/routes";

export type NavLinkItem = { href: string; label: string };
export type NavMenuGroup = { id: NavGroup; label: string; links: NavLinkItem[] };

/** Header navigation derived from the route registry (one list, never hand-kept). */
export function headerNavigation(): NavMenuGroup[] {
  return navGroups.map((group) => ({
    id: group.id,
    label: group.label,
    links: routesInNav(group.id).map((route) => ({ href: route.path, label: route.navLabel ?? route.title })),
  }));
}
