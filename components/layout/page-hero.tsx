import { CtaButtons } from "@/components/sections/cta-buttons";
import { BreadcrumbStructuredData } from "@/components/seo/structured-data";
import type { RoutePath } from "@/content/routes";
import type { Cta, Hero } from "@/content/schemas/primitives";
import type { ArticlePath } from "@/lib/articles";

import { Breadcrumbs } from "./breadcrumbs";

type PageHeroProps = {
  /** The page's registry path (or an article's): drives the breadcrumb trail. */
  path: RoutePath | ArticlePath;
  /** The last crumb's name where the registry has none (an article's title). */
  crumbName?: string;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Buttons (ButtonLink) under the intro. */
  actions?: React.ReactNode;
  /** Badges, fast figures or an illustration beside the text on wide screens. */
  aside?: React.ReactNode;
  children?: React.ReactNode;
};

/** The top band of every inner page: breadcrumbs, the page's single h1, intro and calls to action. */
export function PageHero({ path, crumbName, eyebrow, title, intro, actions, aside, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full border-[3rem] border-white/5 sm:size-[32rem]"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_auto] lg:items-center lg:px-8">
        <div className="max-w-3xl">
          <Breadcrumbs path={path} currentName={crumbName} inverse />
          <BreadcrumbStructuredData path={path} currentName={crumbName} />
          {eyebrow ? (
            <p className="mt-6 text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
          {intro ? <div className="mt-5 text-base leading-relaxed text-brand-100 sm:text-lg">{intro}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {aside ? <div className="lg:max-w-sm">{aside}</div> : null}
      </div>
    </section>
  );
}

/** An inner page's hero as its content file gives it: eyebrow, title, one paragraph and the page's calls to action. */
export function ContentHero({ path, hero, ctas }: { path: RoutePath; hero: Hero; ctas: readonly Cta[] }) {
  return (
    <PageHero
      path={path}
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={<p>{hero.subtitle}</p>}
      actions={<CtaButtons ctas={ctas} />}
    />
  );
}
