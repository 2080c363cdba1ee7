/**
 * The service pages (spec part 2, sections 2 and 9): one data file each, content/services/<slug>.yaml, and a
 * page each, /services/<slug> (app/services/[slug]). One `Service` shape serves all: its sections are typed
 * by kind and drawn in the file's order (components/services/service-sections.tsx). A new service is one new
 * file: its page, its menu entries and its sitemap entry follow from it.
 */

import { allServices } from "content-collections";

import type { RouteEntry } from "./fixed-routes";
import type { ServicePath } from "./routes";
import type { SectionOfKind, ServicePageData, ServiceSection, ServiceSectionKind } from "./schemas/services";

export type Service = Omit<ServicePageData, "sections"> & {
  slug: string;
  path: ServicePath;
  sections: ServiceSection[];
};

/** The services in registry order (`route.menuOrder`): menus, the visa services band and the sitemap follow it. */
export const serviceList: readonly Service[] = [...allServices]
  .sort((a, b) => a.route.menuOrder - b.route.menuOrder)
  .map((data) => ({ ...data, path: `/services/${data.slug}` as const }));

const serviceBySlug = new Map(serviceList.map((service) => [service.slug, service]));

/** The service whose file is content/services/<slug>.yaml, or undefined. */
export function findService(slug: string): Service | undefined {
  return serviceBySlug.get(slug);
}

/**
 * The section `id` of the service `slug`, which must be of `kind`: for a page that reads another page's figures
 * (the study-cost tool reads the student visa fees). Throws, naming the file, so a moved section fails the build.
 */
export function serviceSection<const Kind extends ServiceSectionKind>(
  slug: string,
  id: string,
  kind: Kind,
): SectionOfKind<Kind> {
  const found = findService(slug)?.sections.find((section) => section.id === id);
  if (found?.kind !== kind) {
    throw new Error(`content/services/${slug}.yaml: expected a section ${id} of kind ${kind}`);
  }
  return found as SectionOfKind<Kind>;
}

/** Each service's entry in the route registry (content/routes.ts). */
export const serviceRoutes: readonly (RouteEntry & { path: ServicePath })[] = serviceList.map((service) => {
  const { title, metaTitle, description, nav, footer } = service.route;
  return { path: service.path, title, metaTitle, description, nav, footer };
});
