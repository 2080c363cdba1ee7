import { HeroIllustration } from "@/components/home/hero-illustration";
import { InitialsAvatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight, BadgeCheck } from "@/components/ui/lucide-icons";
import type { HomeContent } from "@/content/schemas/home";
import { site } from "@/content/site";

/** The home page's top band in any language: badge, the page's h1, its text and its two calls to action. */
export function HomeHero({ hero, children }: { hero: HomeContent["hero"]; children?: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200 ring-1 ring-white/20">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {hero.badge}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={hero.primaryCta.href} variant="accent" size="lg">
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={site.successStoriesUrl} external variant="outline-inverse" size="lg">
              {hero.secondaryCtaLabel}
            </ButtonLink>
          </div>
          {children}
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block" />
      </div>
    </section>
  );
}

/** The (sample) student stories as quotes with their names. */
export function SuccessStories({ stories }: { stories: HomeContent["successStories"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {stories.map((story, index) => (
        <li key={index}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 text-slate-700">&ldquo;{story.quote}&rdquo;</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <InitialsAvatar name={story.name} className="size-12" />
              <span>
                <span className="block font-semibold text-brand-950">{story.name}</span>
                <span className="block text-sm text-slate-500">{story.detail}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
