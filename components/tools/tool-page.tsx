import { PageHero } from "@/components/layout/page-hero";
import { RelatedPages } from "@/components/sections/related-pages";
import { ToolStructuredData } from "@/components/seo/structured-data";
import { Section } from "@/components/ui/section";
import { getRoute, routesInNav, type RoutePath } from "@/content/routes";

type ToolPageProps = {
  path: RoutePath;
  intro: React.ReactNode;
  /** The tool's one client component. */
  children: React.ReactNode;
  /** How the tool works it out and where its figures come from: short paragraphs. */
  method: { title: string; points: readonly React.ReactNode[] };
};

/**
 * The server-rendered shell of every tool: heading and breadcrumbs, the tool, how it works its
 * figures out (read before any script runs), and the other tools.
 */
export function ToolPage({ path, intro, children, method }: ToolPageProps) {
  return (
    <>
      <PageHero path={path} eyebrow="Free tool" title={getRoute(path).title} intro={intro} />
      <ToolStructuredData path={path} />
      <Section tone="muted" aria-label={getRoute(path).title}>
        {children}
      </Section>
      <Section id="method" title={method.title}>
        <ul className="grid max-w-3xl gap-4 text-slate-700">
          {method.points.map((point, index) => (
            <li key={index} className="border-l-4 border-brand-100 pl-4 leading-relaxed">
              {point}
            </li>
          ))}
        </ul>
      </Section>
      <RelatedPages
        id="other-tools"
        title="Other free tools"
        routes={routesInNav("tools")}
        current={path}
        tone="muted"
      />
    </>
  );
}
