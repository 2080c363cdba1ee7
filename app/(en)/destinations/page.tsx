import { ArrowRight, GraduationCap } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { IconList } from "@/components/sections/icon-list";
import { ButtonLink } from "@/components/ui/button";
import { Flag } from "@/components/ui/flag";
import { Section } from "@/components/ui/section";
import { destinations, destinationsPage, type Destination } from "@/content/destinations";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/destinations");

/** In-page anchor for a country: "United States" -> "united-states". */
function anchorOf(destination: Destination): string {
  return destination.country.toLowerCase().replace(/\s+/g, "-");
}

function ListHeading({ children }: { children: React.ReactNode }) {
  return <h3 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">{children}</h3>;
}

export default function DestinationsPage() {
  const { hero, labels, cta } = destinationsPage;
  return (
    <>
      <PageHero path="/destinations" title={hero.title} intro={<p>{hero.subtitle}</p>}>
        <nav aria-label={destinationsPage.jumpLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {destinations.map((destination) => (
              <li key={destination.code}>
                <a
                  href={`#${anchorOf(destination)}`}
                  className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/20"
                >
                  <Flag code={destination.code} loading="eager" className="h-3.5 w-5 rounded-sm" />
                  {destination.country}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <Section id="countries" tone="muted">
        <div className="space-y-8">
          {destinations.map((destination) => {
            const anchor = anchorOf(destination);
            return (
              <article
                key={destination.code}
                id={anchor}
                aria-labelledby={`${anchor}-heading`}
                className="scroll-mt-24 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
              >
                <div className="border-b border-slate-200 p-6 sm:p-8">
                  <div className="flex items-center gap-4">
                    <Flag
                      code={destination.code}
                      className="h-8 w-12 shrink-0 rounded shadow-sm ring-1 ring-slate-200 sm:h-10 sm:w-15"
                    />
                    <h2 id={`${anchor}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
                      {destination.country}
                    </h2>
                  </div>
                  <p className="mt-4 max-w-3xl leading-relaxed text-slate-600">{destination.description}</p>
                </div>
                <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-3">
                  <div>
                    <ListHeading>{labels.highlights}</ListHeading>
                    <IconList
                      items={destination.highlights}
                      iconClassName="text-accent-600"
                      itemClassName="text-sm text-slate-700"
                      className="mt-3 space-y-2.5"
                    />
                  </div>
                  <div>
                    <ListHeading>{labels.universities}</ListHeading>
                    <IconList
                      items={destination.universities}
                      icon={GraduationCap}
                      iconClassName="text-brand-600"
                      itemClassName="text-sm text-slate-700"
                      className="mt-3 space-y-2.5"
                    />
                  </div>
                  <div className="flex flex-col">
                    <ListHeading>{labels.courses}</ListHeading>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {destination.popularCourses.map((course) => (
                        <li
                          key={course}
                          className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100"
                        >
                          {course}
                        </li>
                      ))}
                    </ul>
                    <div className="mt-8 lg:mt-auto lg:pt-8">
                      {destination.guidePath ? (
                        <ButtonLink href={destination.guidePath} variant="primary">
                          {labels.guide}
                          <span className="sr-only"> on studying in {destination.country}</span>
                          <ArrowRight aria-hidden="true" />
                        </ButtonLink>
                      ) : (
                        <ButtonLink href={cta.buttons[0].href} variant="outline">
                          {labels.noGuide} {destination.country}
                          <ArrowRight aria-hidden="true" />
                        </ButtonLink>
                      )}
                    </div>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      </Section>

      <ClosingCta {...cta} />
    </>
  );
}
