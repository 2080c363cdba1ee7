import { ArrowRight, Sparkles } from "@/components/ui/lucide-icons";

import { JobOpeningCard } from "@/components/careers/job-opening-card";
import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { JobPostingsStructuredData } from "@/components/seo/structured-data";
import { Section } from "@/components/ui/section";
import { applicationProcess, benefits, careersPage, jobOpenings } from "@/content/jobs";
import { site } from "@/content/site";
import { openOpenings } from "@/lib/jobs";
import { generalInquiryMailto } from "@/lib/mail-drafts";
import { pageMetadata } from "@/lib/metadata";
import { renderedAt } from "@/lib/rendered-at";
import { ProcessSteps } from "@/components/sections/process-steps";

export const metadata = pageMetadata("/careers/openings");

export default function CareersOpeningsPage() {
  const { applicationForm, generalInquiry } = careersPage;
  // A static page: openings whose last day has passed by the build date are left out (lib/jobs.ts).
  const openings = openOpenings(jobOpenings, renderedAt());
  return (
    <>
      <PageHero
        path="/careers/openings"
        eyebrow="Careers"
        title={careersPage.hero.title}
        intro={careersPage.hero.subtitle}
        actions={
          <>
            <ButtonLink href="#openings" variant="accent" size="lg">
              {careersPage.openingsHeading}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={applicationForm.href} variant="outline-inverse" size="lg">
              {applicationForm.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="benefits" title={careersPage.benefitsHeading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <Sparkles aria-hidden="true" className="size-6 text-accent-600" />
                <CardTitle className="mt-3">{benefit.title}</CardTitle>
                <CardDescription>{benefit.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="openings" tone="muted" title={careersPage.openingsHeading}>
        {openings.length > 0 ? (
          <>
            <ActionNote>{careersPage.applyNote}</ActionNote>
            <ul className="grid gap-6 lg:grid-cols-2">
              {openings.map((opening) => (
                <li key={opening.id}>
                  <JobOpeningCard opening={opening} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="max-w-2xl text-lg text-slate-700">{careersPage.noOpenings}</p>
        )}
      </Section>

      <Section id="how-to-apply" title={careersPage.processHeading}>
        <ProcessSteps steps={applicationProcess} className="lg:grid-cols-4" />
      </Section>

      <Section id="general-application" tone="muted" title={generalInquiry.title} intro={generalInquiry.text}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={generalInquiryMailto()} external variant="accent" size="lg">
            {generalInquiry.button}
          </ButtonLink>
          <ButtonLink href={applicationForm.href} variant="outline" size="lg">
            {applicationForm.label}
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Resumes go to <span className="font-semibold text-brand-900">{site.hrEmail}</span>.
        </p>
      </Section>

      <JobPostingsStructuredData openings={openings} />
    </>
  );
}
