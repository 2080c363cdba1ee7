import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { TitledLists } from "@/components/services/check-items";
import { countryColumn } from "@/components/services/country-label";
import { CountryCard } from "@/components/services/country-card";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { DocumentChecklist } from "@/components/services/document-checklist";
import { FiguresTable } from "@/components/services/figures-table";
import { FigureGrid } from "@/components/services/figure-grid";
import { HeroBadges } from "@/components/services/hero-badges";
import { fieldColumn, hasIndicative } from "@/components/ui/indicative";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { ProcessSteps } from "@/components/sections/process-steps";
import { VisaServices } from "@/components/services/visa-services";
import { Section } from "@/components/ui/section";
import type { VisaByCountry } from "@/content/schemas/services";
import { studentVisa as page } from "@/content/student-visa";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";

export const metadata = pageMetadata("/services/student-visa");

const rows: readonly VisaByCountry[] = page.countries.rows;

const columns = [
  countryColumn<VisaByCountry>(),
  fieldColumn(rows, "visa", "Visa"),
  fieldColumn(rows, "processingTime", "Processing time", { className: "whitespace-nowrap" }),
  fieldColumn(rows, "workRights", "Work rights"),
  fieldColumn(rows, "fee", "Visa fee", { className: "whitespace-nowrap" }),
  fieldColumn(rows, "postStudy", "Post-study work"),
];

export default function StudentVisaPage() {
  return (
    <>
      <PageHero
        path="/services/student-visa"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={[page.ctas.primary, page.ctas.secondary]} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="why-visas-matter" title={page.whyVisasMatter.title} intro={page.whyVisasMatter.intro}>
        <CardGrid items={page.whyVisasMatter.points} columns={2} />
      </Section>

      <Section id="countries" tone="muted" title={page.countries.title} intro={page.countries.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.countries.rows.map((row, index) => (
            <li key={index}>
              <CountryCard
                country={row.country}
                facts={[
                  { label: "Visa", value: row.visa },
                  { label: "Processing", value: row.processingTime },
                  { label: "Fee", value: formatMoney(row.fee) },
                ]}
                factLayout="inline"
                linkGuide
              />
            </li>
          ))}
        </ul>
        <h3 className="mt-12 mb-4 text-xl font-semibold text-brand-950">Compare student visas at a glance</h3>
        <FiguresTable
          minWidth="lg"
          caption="Student visas by country: visa, processing time, work rights, fee and post-study work"
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

      <Section id="services" title={page.services.title}>
        <CardGrid items={page.services.items} />
      </Section>

      <Section id="process" tone="muted" title={page.process.title}>
        <ProcessSteps steps={page.process.steps} />
      </Section>

      <Section id="documents" title={page.documents.title} intro={page.documents.intro}>
        <DocumentChecklist groups={page.documents.groups} />
      </Section>

      <Section id="why-choose-us" tone="muted" title={page.whyChoose.title}>
        <TitledLists lists={page.whyChoose.lists} />
      </Section>

      <Section id="track-record" title={page.trackRecord.title}>
        <FigureGrid figures={page.trackRecord.stats.map((stat) => ({ value: stat.number, label: stat.label }))} />
        <CtaButtons ctas={[page.ctas.start, page.ctas.primary]} surface="light" className="mt-10" />
      </Section>

      <VisaServices current="/services/student-visa" />
    </>
  );
}
