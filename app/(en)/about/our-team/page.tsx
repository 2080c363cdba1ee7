import { TeamIllustration } from "@/components/about/team-illustration";
import { TeamMemberCard } from "@/components/about/team-member-card";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { teamMembers, teamPage } from "@/content/team";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/about/our-team");

export default function OurTeamPage() {
  return (
    <>
      <PageHero path="/about/our-team" title={teamPage.heading} intro={<p>{teamPage.subheading}</p>} />

      <Section id="introduction" aria-labelledby="introduction-heading">
        <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
          <TeamIllustration label={teamPage.teamPhotoAlt} className="lg:sticky lg:top-24" />
          <div className="space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            <h2
              id="introduction-heading"
              className="text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl"
            >
              {teamPage.introductionHeading}
            </h2>
            {teamPage.introduction.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="members" tone="muted" title={teamPage.membersHeading} intro={teamPage.membersIntro} centered>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
