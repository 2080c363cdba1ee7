import { Clock, Users } from "@/components/ui/lucide-icons";

import { CoreValuesGrid } from "@/components/about/core-values-grid";
import { MissionVision } from "@/components/about/mission-vision";
import { OfficeCard } from "@/components/about/office-card";
import { PressCard } from "@/components/about/press-card";
import { TeamIllustration } from "@/components/about/team-illustration";
import { ContentHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { companyOverviewPage } from "@/content/about";
import { officeHours } from "@/content/company";
import { mapHref, offices } from "@/content/site";
import { hoursLines } from "@/lib/hours";
import { withQuery } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { OfficesStructuredData } from "@/components/seo/structured-data";

export const metadata = pageMetadata("/about/company-overview");

export default function CompanyOverviewPage() {
  const { hero, teamPhoto } = companyOverviewPage;
  return (
    <>
      <ContentHero path="/about/company-overview" hero={hero} ctas={hero.buttons ?? []} />

      <Section id="press" title={companyOverviewPage.pressHeading} centered>
        <ul className="grid gap-5 md:grid-cols-3">
          {companyOverviewPage.press.map((item) => (
            <li key={item.href}>
              <PressCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="locations" tone="muted" title={companyOverviewPage.locationsHeading} centered>
        <ul className="grid gap-5 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.city}>
              <OfficeCard
                city={office.city}
                address={office.address}
                phone={office.phone}
                email={office.email}
                map={{ href: mapHref(office), label: companyOverviewPage.mapButtonLabel }}
                request={{
                  href: withQuery("/get-in-touch", { office: office.id }),
                  label: companyOverviewPage.requestButtonLabel,
                }}
              />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 sm:flex-row sm:text-left">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Clock aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold text-brand-950">{companyOverviewPage.hoursHeading}</h3>
            <dl>
              {hoursLines(officeHours.companyOverview).map((line) => (
                <div key={line.days} className="flex flex-wrap justify-center gap-x-2 text-slate-700 sm:justify-start">
                  <dt>{line.days}:</dt>
                  <dd className="font-semibold">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section id="mission-vision" title={companyOverviewPage.missionVisionHeading} centered>
        <MissionVision mission={companyOverviewPage.mission} vision={companyOverviewPage.vision} />
      </Section>

      <Section id="core-values" tone="muted" title={companyOverviewPage.valuesHeading} centered>
        <CoreValuesGrid values={companyOverviewPage.values} />
      </Section>

      <Section id="our-people" aria-labelledby="our-people-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <TeamIllustration label={teamPhoto.imageAlt} />
          <div>
            <h2
              id="our-people-heading"
              className="text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl"
            >
              {teamPhoto.heading}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{teamPhoto.text}</p>
            <ButtonLink href={teamPhoto.button.href} size="lg" className="mt-8">
              <Users aria-hidden="true" />
              {teamPhoto.button.label}
            </ButtonLink>
          </div>
        </div>
      </Section>
      <OfficesStructuredData />
    </>
  );
}
