import { CertificationList } from "@/components/about/certification-list";
import { MissionVision } from "@/components/about/mission-vision";
import { TeamMemberCard } from "@/components/about/team-member-card";
import { ValuesAndStory } from "@/components/about/values-and-story";
import { ContentHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
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
  return (
    <>
      <ContentHero path="/about-us" hero={aboutUsPage.hero} ctas={aboutUsPage.hero.buttons ?? []} />

      <StatsBand id="company-stats" title={aboutUsPage.statsHeading} stats={aboutUsPage.stats} />

      <Section id="mission-vision" tone="muted" title={aboutUsPage.missionVisionHeading} centered>
        <MissionVision mission={aboutUsPage.mission} vision={aboutUsPage.vision} />
      </Section>

      <ValuesAndStory page={aboutUsPage} storyId="our-journey" />

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
