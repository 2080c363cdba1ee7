import { CertificationList } from "@/components/about/certification-list";
import { CoreValuesGrid } from "@/components/about/core-values-grid";
import { MissionVision } from "@/components/about/mission-vision";
import { TeamMemberCard } from "@/components/about/team-member-card";
import { Timeline } from "@/components/about/timeline";
import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { StatsBand } from "@/components/sections/stats-band";
import { ArrowLink } from "@/components/ui/arrow-link";
import { Section } from "@/components/ui/section";
import { aboutUsPage } from "@/content/about";
import type { Cta } from "@/content/schemas/primitives";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about-us");

/** A text link under a summary section to the page with the full list. */
function MoreLink({ link }: { link: Cta }) {
  return (
    <p className="mt-8 text-center">
      <ArrowLink href={link.href} className="text-base">
        {link.label}
      </ArrowLink>
    </p>
  );
}

export default function AboutUsPage() {
  const { hero } = aboutUsPage;
  return (
    <>
      <PageHero
        path="/about-us"
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.subtitle}</p>}
        actions={<CtaButtons ctas={hero.buttons ?? []} />}
      />

      <StatsBand id="company-stats" title={aboutUsPage.statsHeading} stats={aboutUsPage.stats} />

      <Section id="mission-vision" tone="muted" title={aboutUsPage.missionVisionHeading} centered>
        <MissionVision mission={aboutUsPage.mission} vision={aboutUsPage.vision} />
      </Section>

      <Section id="core-values" title={aboutUsPage.valuesHeading} centered>
        <CoreValuesGrid values={aboutUsPage.values} />
      </Section>

      <Section id="our-journey" tone="muted" title={aboutUsPage.timelineHeading} centered>
        <Timeline items={aboutUsPage.timeline} />
      </Section>

      <Section id="leadership" title={aboutUsPage.leadershipHeading} centered>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {aboutUsPage.leadership.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
        <MoreLink link={aboutUsPage.leadershipLink} />
      </Section>

      <Section id="certifications" tone="muted" title={aboutUsPage.certificationsHeading} centered>
        <CertificationList items={aboutUsPage.certifications} compact />
        <MoreLink link={aboutUsPage.certificationsLink} />
      </Section>

      <ClosingCta {...aboutUsPage.cta} />
    </>
  );
}
