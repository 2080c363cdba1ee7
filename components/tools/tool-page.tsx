import { FormsInLanguage } from "@/components/forms/forms-in-language";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { LinkCards } from "@/components/sections/link-cards";
import { RelatedPages } from "@/components/sections/related-pages";
import { ToolStructuredData } from "@/components/seo/structured-data";
import { Section } from "@/components/ui/section";
import { hasPageIn, type Language, pathIn } from "@/content/languages";
import { getRoute, routesInNav, type RoutePath } from "@/content/routes";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";
import { isTranslatedTool, toolRouteIn } from "@/lib/tools/tool-routes";

type ToolPageProps = {
  path: RoutePath;
  intro: React.ReactNode;
  /** The tool's one client component. */
  children: React.ReactNode;
  /** How the tool works it out and where its figures come from: short paragraphs. */
  method: { title: string; points: readonly React.ReactNode[] };
  /** The page's language: the one app/[locale] set (lib/i18n/page-language.ts) unless given. */
  language?: Language;
};

/**
 * The server-rendered shell of every tool: heading and breadcrumbs, the tool, how it works its
 * figures out (read before any script runs), and the other tools. On a Gujarati or Hindi page (the page's
 * language, lib/i18n/page-language.ts) its words are the language's, it offers the page's other languages at the
 * top, and it links the other tools written in the language.
 */
export function ToolPage({ path, intro, children, method, language = pageLanguage() }: ToolPageProps) {
  const say = words("toolPage", language);
  const english = language === "en";
  const title = english || !isTranslatedTool(path) ? getRoute(path).title : toolRouteIn(path, language).title;
  return (
    <>
      <LanguageSwitcher path={path} />
      <PageHero path={path} eyebrow={say("eyebrow")} title={title} intro={intro} />
      {/* The WebApplication markup (lib/structured-data.ts) describes the English page. */}
      {english ? <ToolStructuredData path={path} /> : null}
      <Section tone="muted" aria-label={title}>
        {/* The estimate form under the result speaks the page's language too. */}
        <FormsInLanguage language={language}>{children}</FormsInLanguage>
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
      {english ? (
        <RelatedPages
          id="other-tools"
          title={say("otherTools")}
          routes={routesInNav("tools")}
          current={path}
          tone="muted"
        />
      ) : (
        <OtherTools current={path} language={language} title={say("otherTools")} />
      )}
    </>
  );
}

/** The other tools written in `language`, as the English page's "Other free tools" band links them. */
function OtherTools({ current, language, title }: { current: RoutePath; language: Language; title: string }) {
  const say = words("toolPage", language);
  const items = routesInNav("tools").flatMap((route) => {
    if (route.path === current || !isTranslatedTool(route.path) || !hasPageIn(route.path, language)) return [];
    const tool = toolRouteIn(route.path, language);
    return [
      {
        title: tool.title,
        description: tool.description,
        href: pathIn(route.path, language),
        context: say("about", { title: tool.title }),
      },
    ];
  });
  if (items.length === 0) return null;
  return (
    <Section id="other-tools" title={title} tone="muted">
      <LinkCards items={items} linkLabel={say("readMore")} className="lg:grid-cols-4" />
    </Section>
  );
}
