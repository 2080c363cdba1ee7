import { ArrowLink } from "@/components/ui/arrow-link";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { RouteEntry } from "@/content/routes";
import { routeDescription } from "@/lib/route-descriptions";

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
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((route, index) => (
          <li key={index}>
            <Card className="flex h-full flex-col">
              <CardTitle>{route.navLabel ?? route.title}</CardTitle>
              <CardDescription className="flex-1">{routeDescription(route)}</CardDescription>
              <ArrowLink href={route.path} context={`about ${route.title}`} className="mt-4">
                Read more
              </ArrowLink>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
