import { Section } from "@/components/ui/section";
import type { RouteEntry } from "@/content/routes";
import { routeDescription } from "@/lib/route-descriptions";

import { LinkCards } from "./link-cards";
import { words } from "@/lib/i18n/words";

type RelatedPagesProps = {
  id: string;
  title: string;
  /** The pages to point to; the current page, if listed, is left out. */
  routes: readonly RouteEntry[];
  current?: string;
  tone?: "plain" | "muted";
};

/**
 * Cards linking to the pages a visitor looks for next (the other visa services, the other resource pages),
 * each with its registry title and description, so every page in a family can be reached from the others.
 */
export function RelatedPages({ id, title, routes, current, tone = "plain" }: RelatedPagesProps) {
  const links = routes.filter((route) => route.path !== current);
  if (links.length === 0) return null;
  return (
    <Section id={id} title={title} tone={tone}>
      <LinkCards
        items={links.map((route) => ({
          title: route.navLabel ?? route.title,
          description: routeDescription(route),
          href: route.path,
          context: `about ${route.title}`,
        }))}
        linkLabel={words("guide")("readMore")}
        className="lg:grid-cols-4"
      />
    </Section>
  );
}
