import { MissionVision } from "@/components/about/mission-vision";
import { OfficeCard } from "@/components/about/office-card";
import { ValuesAndStory } from "@/components/about/values-and-story";
import { ContentHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { StatsBand } from "@/components/sections/stats-band";
import { Section } from "@/components/ui/section";
import { aboutPage } from "@/content/about";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";
import { ProcessSteps } from "@/components/sections/process-steps";

export const metadata = pageMetadata("/about");

export default function AboutPage() {
  const { overview } = aboutPage;
  return (
    <>
      <ContentHero path="/about" hero={aboutPage.hero} ctas={aboutPage.cta.buttons} />

      <StatsBand id="impact" title={aboutPage.impactHeading} stats={aboutPage.impactStats} />

      <Section id="who-we-are" tone="muted" title={overview.heading}>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <MissionVision mission={overview.mission} vision={overview.vision} className="mt-10" />
      </Section>

      <ValuesAndStory page={aboutPage} storyId="our-story" />

      <Section id="our-method" title={aboutPage.methodHeading} centered>
        <ProcessSteps steps={aboutPage.method} className="lg:grid-cols-4" />
      </Section>

      <Section id="offices" tone="muted" title={aboutPage.officesHeading} centered>
        <ul className="grid gap-5 md:grid-cols-3">
          {aboutPage.offices.map((office) => (
            <li key={office.city}>
              <OfficeCard city={office.city} address={office.address} phone={office.phone} email={office.email} />
            </li>
          ))}
        </ul>
      </Section>

      <RelatedPages id="more-about-us" title={aboutPage.related.title} routes={aboutPage.related.links.map(getRoute)} />

      <ClosingCta {...aboutPage.cta} />
    </>
  );
}
