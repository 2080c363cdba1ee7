import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { TitledLists } from "@/components/services/check-items";
import { CountryCard, type CountryCardFact } from "@/components/services/country-card";
import { countryColumn } from "@/components/services/country-label";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { DocumentChecklist } from "@/components/services/document-checklist";
import { FiguresTable } from "@/components/services/figures-table";
import { FigureGrid } from "@/components/services/figure-grid";
import { HeroBadges } from "@/components/services/hero-badges";
import { FieldValue, fieldColumn, hasIndicative } from "@/components/ui/indicative";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { ProcessSteps } from "@/components/sections/process-steps";
import { TipsList } from "@/components/services/tips-list";
import { VisaServices } from "@/components/services/visa-services";
import { Section } from "@/components/ui/section";
import type { VisaByCountry as SpouseVisaRow } from "@/content/schemas/services";
import { spouseVisa as page } from "@/content/spouse-visa";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";

export const metadata = pageMetadata("/services/spouse-visa");

const rows: readonly SpouseVisaRow[] = page.countries.rows;

const columns = [
  countryColumn<SpouseVisaRow>(),
  fieldColumn(rows, "processingTime", "Processing time", { className: "whitespace-nowrap" }),
  fieldColumn(rows, "visa", "Visa route"),
  fieldColumn(rows, "workRights", "Work rights"),
  fieldColumn(rows, "fee", "Government fee"),
];

function countryFacts(row: SpouseVisaRow): CountryCardFact[] {
  return [
    { label: "Visa route", value: <FieldValue record={row} field="visa" /> },
    { label: "Processing time", value: <FieldValue record={row} field="processingTime" /> },
    ...(row.financialRequirement
      ? [{ label: "Financial requirement", value: formatMoney(row.financialRequirement) }]
      : []),
    ...(row.validity ? [{ label: "Validity", value: <FieldValue record={row} field="validity" /> }] : []),
  ];
}

export default function SpouseVisaPage() {
  return (
    <>
      <PageHero
        path="/services/spouse-visa"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={page.cta.buttons.slice(0, 2)} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="countries" title={page.countries.title} intro={page.countries.intro}>
        <FiguresTable
          minWidth="lg"
          caption="Spouse visas by country: processing time, visa route, work rights and government fee"
          columns={columns}
          rows={rows}
        />
        <ServiceDisclaimer
          text={page.disclaimer}
          sources={page.officialSources}
          explainsTag={hasIndicative(rows)}
          className="mt-6"
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {rows.map((row) => (
            <li key={row.country}>
              <CountryCard country={row.country} facts={countryFacts(row)} points={row.requirements} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="eligibility" tone="muted" title={page.eligibility.title}>
        <CardGrid items={page.eligibility.cards} columns={2} />
      </Section>

      <Section id="process" title={page.process.title}>
        <ProcessSteps steps={page.process.steps} />
      </Section>

      <Section id="documents" tone="muted" title={page.documents.title}>
        <DocumentChecklist groups={page.documents.groups} note={page.documents.note} />
      </Section>

      <Section id="benefits" title={page.benefits.title}>
        <TitledLists lists={page.benefits.lists} />
      </Section>

      <Section id="processing-times" tone="muted" title={page.processingTimes.title}>
        <FigureGrid figures={page.processingTimes.items} />
      </Section>

      <Section id="tips">
        <div className="grid gap-14 lg:grid-cols-2 lg:gap-12">
          {[
            { id: "tips-heading", ...page.tips, kind: "do" as const },
            { id: "mistakes-heading", ...page.commonMistakes, kind: "avoid" as const },
          ].map((list) => (
            <div key={list.id}>
              <h2 id={list.id} className="mb-8 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
                {list.title}
              </h2>
              <TipsList tips={list.items} kind={list.kind} />
            </div>
          ))}
        </div>
      </Section>

      <VisaServices current="/services/spouse-visa" />
      <ClosingCta surface="light" {...page.cta} />
    </>
  );
}
