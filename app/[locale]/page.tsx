import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { LinkCards } from "@/components/sections/link-cards";
import { ReasonList } from "@/components/sections/reason-list";
import { InitialsAvatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRight, BadgeCheck } from "@/components/ui/lucide-icons";
import { Section } from "@/components/ui/section";
import { HeroIllustration } from "@/components/home/hero-illustration";
import { guidesIn, homeIn } from "@/content/languages";
import { site } from "@/content/site";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

async function homeOf({ params }: LanguageParams) {
  const language = await languageOf(params);
  const home = homeIn(language);
  if (!home) notFound();
  return { language, home };
}

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const { language } = await homeOf(props);
  const meta = words("meta", language);
  return translatedPageMetadata("/", language, { title: meta("homeTitle"), description: meta("homeDescription") });
}

/**
 * The home page in Gujarati or Hindi: the English page's story (content/pages/home.<locale>.yaml) with the
 * sections that are written in the language; the partner crests, certifications and newsletter stay English.
 */
export default async function TranslatedHomePage(props: LanguageParams) {
  const { language, home } = await homeOf(props);
  const text = words("home", language);
  const { hero, about } = home;
  return (
    <>
      <LanguageSwitcher path="/" />
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
          </div>
          <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block" />
        </div>
      </section>

      <Section id="about" eyebrow={about.eyebrow} title={about.title}>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
          {about.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="services" tone="muted" eyebrow={text("servicesEyebrow")} title={text("servicesTitle")} centered>
        {/* Only the services written in this language: a card in Gujarati should not open an English page. */}
        <LinkCards
          items={home.services.filter((service) => service.href.startsWith(`/${language}/`))}
          linkLabel={text("learnMore")}
          className="lg:grid-cols-3"
        />
      </Section>

      <Section id="why-us" eyebrow={text("whyEyebrow")} title={text("whyTitle")}>
        <ReasonList items={home.reasons} />
      </Section>

      <Section id="success-stories" tone="muted" eyebrow={text("storiesEyebrow")} title={text("storiesTitle")}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {home.successStories.map((story, index) => (
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
      </Section>

      <Section id="destinations" eyebrow={text("destinationsEyebrow")} title={text("destinationsTitle")} centered>
        <LinkCards
          items={guidesIn(language).map((guide) => ({
            title: guide.route.navLabel,
            description: guide.hero.subtitle,
            href: `/${language}${guide.path}`,
            context: text("guideFor", { country: guide.route.navLabel }),
            flag: guide.code,
          }))}
          linkLabel={text("readGuide")}
          className="lg:grid-cols-3"
        />
      </Section>
    </>
  );
}
