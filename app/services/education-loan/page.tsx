import { Wallet } from "@/components/ui/lucide-icons";

import { ServiceLink } from "@/components/guides/service-link";
import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { CheckItems } from "@/components/services/check-items";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { DocumentChecklist } from "@/components/services/document-checklist";
import { HeroBadges } from "@/components/services/hero-badges";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { Section } from "@/components/ui/section";
import { educationLoan as page } from "@/content/education-loan";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";

export const metadata = pageMetadata("/services/education-loan");

export default function EducationLoanPage() {
  return (
    <>
      <PageHero
        path="/services/education-loan"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={page.cta.buttons.slice(0, 1)} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="loan-types" title={page.types.title}>
        <CardGrid items={page.types.items} columns={2} />
      </Section>

      <Section id="services" tone="muted" title={page.services.title}>
        <CardGrid items={page.services.items} />
      </Section>

      <Section id="coverage" title={page.coverage.title} intro={page.coverage.intro}>
        <CardGrid items={page.coverage.items} columns={4} icon={Wallet} />
      </Section>

      {/* The spec lists the loan amount after the loan types, services and coverage. */}
      <Section id="amount-and-eligibility" tone="muted">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{page.amount.label}</h2>
            <p className="mt-6 inline-block rounded-2xl bg-brand-50 px-6 py-5 text-3xl font-extrabold tracking-tight text-brand-900 ring-1 ring-brand-100 sm:text-5xl">
              {formatMoney(page.amount.value, { standalone: true })}
            </p>
            <p className="mt-4 max-w-md text-slate-600">{page.amount.note}</p>
            <ServiceLink label="Work out your EMI with our calculator" href="/tools/education-loan-emi" />
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{page.eligibility.title}</h2>
            <CheckItems items={page.eligibility.items} className="mt-6" />
          </div>
        </div>
      </Section>

      <Section id="documents" title={page.documents.title}>
        <DocumentChecklist groups={page.documents.groups} />
        <ServiceDisclaimer text={page.disclaimer} className="mt-8" />
      </Section>

      <ClosingCta surface="light" {...page.cta} />
    </>
  );
}
