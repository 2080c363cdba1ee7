import { ArrowRight, Clock } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { CountryList } from "@/components/programs/country-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { allProgramsPage, programCards } from "@/content/programs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/programs/all-programs");

export default function AllProgramsPage() {
  const { cardButton } = allProgramsPage;
  return (
    <>
      <PageHero
        path="/programs/all-programs"
        title={allProgramsPage.hero.title}
        intro={allProgramsPage.hero.subtitle}
      />

      <Section id="program-types" title={allProgramsPage.cardsTitle}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {programCards.map((card) => (
            <li key={card.id}>
              <Card className="flex h-full flex-col">
                <CardTitle className="text-xl">{card.title}</CardTitle>
                <CardDescription className="flex-1">{card.description}</CardDescription>
                <dl className="mt-5 space-y-3 text-sm">
                  <div className="flex items-center gap-2">
                    <Clock aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
                    <dt className="text-slate-600">Duration</dt>
                    <dd className="font-semibold text-brand-900">{card.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Destinations</dt>
                    <dd className="mt-1.5">
                      <CountryList countries={card.destinations} />
                    </dd>
                  </div>
                </dl>
                <ButtonLink href={cardButton.href} variant="outline" className="mt-6 self-start">
                  {cardButton.label}
                  <span className="sr-only"> about {card.title} programs</span>
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta {...allProgramsPage.cta} />
    </>
  );
}
