import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { LinkCards } from "@/components/sections/link-cards";
import { ReasonList } from "@/components/sections/reason-list";
import { Section } from "@/components/ui/section";
import { HomeHero, SuccessStories } from "@/components/home/home-hero";
import { guidesIn, homeIn } from "@/content/languages";
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
      <HomeHero hero={hero} />

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
        <SuccessStories stories={home.successStories} />
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
