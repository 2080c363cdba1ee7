import {
  BookOpen,
  Compass,
  FileText,
  HandCoins,
  Landmark,
  type IconComponent,
  PenLine,
  Plane,
  Sparkles,
  Stamp,
} from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { IconList } from "@/components/sections/icon-list";
import { VisaServices } from "@/components/services/visa-services";
import { ArrowLink } from "@/components/ui/arrow-link";
import { Section } from "@/components/ui/section";
import { services, servicesPage } from "@/content/services-overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services");

/** A decorative icon per service card; an unknown id gets a neutral sparkle. */
const serviceIcons: Record<string, IconComponent> = {
  "career-counseling": Compass,
  "university-selection": Landmark,
  "application-support": FileText,
  "sop-essay-writing": PenLine,
  "visa-assistance": Stamp,
  "test-preparation": BookOpen,
  "scholarship-guidance": HandCoins,
  "pre-departure-support": Plane,
};

export default function ServicesPage() {
  const { hero, cta } = servicesPage;
  return (
    <>
      <PageHero
        path="/services"
        title={hero.title}
        intro={<p>{hero.subtitle}</p>}
        actions={<CtaButtons ctas={cta.buttons} />}
      />

      <Section id="all-services" tone="muted" aria-label={servicesPage.listLabel}>
        <ul className="grid gap-5 md:grid-cols-2">
          {services.map((service) => {
            const Icon = serviceIcons[service.id] ?? Sparkles;
            return (
              <li key={service.id}>
                <article
                  id={service.id}
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
                >
                  <div className="flex items-center gap-4">
                    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <h2 className="text-xl font-semibold text-brand-950">{service.title}</h2>
                  </div>
                  <p className="mt-4 leading-relaxed text-slate-600">{service.description}</p>
                  <IconList
                    items={service.features}
                    iconClassName="text-accent-600"
                    itemClassName="text-sm text-slate-700"
                    className="mt-5 grid flex-1 content-start gap-2.5 sm:grid-cols-2"
                  />
                  {service.href ? (
                    <ArrowLink href={service.href} context={`about ${service.title}`} className="mt-6 self-start">
                      Learn more
                    </ArrowLink>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <VisaServices tone="plain" />

      <ClosingCta {...cta} />
    </>
  );
}
