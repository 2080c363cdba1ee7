import { Plane } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { countryColumn } from "@/components/services/country-label";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { DocumentChecklist } from "@/components/services/document-checklist";
import { FiguresTable } from "@/components/services/figures-table";
import { FigureGrid } from "@/components/services/figure-grid";
import { HeroBadges } from "@/components/services/hero-badges";
import { fieldColumn, hasIndicative } from "@/components/ui/indicative";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { ProcessSteps } from "@/components/sections/process-steps";
import { TipsList } from "@/components/services/tips-list";
import { VisaServices } from "@/components/services/visa-services";
import { Section } from "@/components/ui/section";
import type { VisaByCountry } from "@/content/schemas/services";
import { visitorVisa as page } from "@/content/visitor-visa";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/visitor-visa");

const rows: readonly VisaByCountry[] = page.countries.rows;

const columns = [
  countryColumn<VisaByCountry>(),
  fieldColumn(rows, "fee", "Visa fee", { className: "whitespace-nowrap" }),
  fieldColumn(rows, "visa", "Visa"),
  fieldColumn(rows, "processingTime", "Processing time"),
  fieldColumn(rows, "stay", "Length of stay"),
  fieldColumn(rows, "validity", "Validity"),
  fieldColumn(rows, "workRights", "Work"),
];

export default function VisitorVisaPage() {
  return (
    <>
      <PageHero
        path="/services/visitor-visa"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={page.cta.buttons.slice(0, 1)} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="countries" title={page.countries.title} intro={page.countries.intro}>
        <FiguresTable
          minWidth="xl"
          caption="Visitor visas by country: fee, visa, processing time, length of stay, validity and work"
          columns={columns}
          rows={rows}
        />
        <ServiceDisclaimer
          text={page.disclaimer}
          sources={page.officialSources}
          explainsTag={hasIndicative(rows)}
          className="mt-6"
        />
      </Section>

      <Section id="purposes" tone="muted" title={page.purposes.title}>
        <CardGrid items={page.purposes.items} icon={Plane} />
      </Section>

      <Section id="process" title={page.process.title}>
        <ProcessSteps steps={page.process.steps} />
      </Section>

      <Section id="documents" tone="muted" title={page.documents.title}>
        <DocumentChecklist groups={page.documents.groups} />
      </Section>

      <Section id="services" title={page.services.title}>
        <FigureGrid
          figures={[
            { value: page.approval.number, label: page.approval.label, description: page.approval.description },
          ]}
          className="mb-8"
        />
        <CardGrid items={page.services.items} />
      </Section>

      <Section id="tips" tone="muted" title={page.tips.title}>
        <TipsList tips={page.tips.items} columns={2} />
      </Section>

      {/* The spec lists the average processing times last. */}
      <Section id="processing" title={page.averageProcessing.title} intro={page.averageProcessing.note}>
        <FigureGrid figures={page.averageProcessing.items.map(({ label, value }) => ({ label, value }))} />
      </Section>

      <VisaServices current="/services/visitor-visa" />
      <ClosingCta surface="light" {...page.cta} />
    </>
  );
}
