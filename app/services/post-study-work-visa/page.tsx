import { BriefcaseBusiness } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { CountryCard } from "@/components/services/country-card";
import { CountryLabel } from "@/components/services/country-label";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { FiguresTable } from "@/components/services/figures-table";
import { HeroBadges } from "@/components/services/hero-badges";
import { FieldValue, fieldColumn, hasIndicative } from "@/components/ui/indicative";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { VisaServices } from "@/components/services/visa-services";
import { Section } from "@/components/ui/section";
import { postStudyWorkVisa as page } from "@/content/post-study-work-visa";
import type { PostStudyWorkVisaPage } from "@/content/schemas/services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/post-study-work-visa");

type VisaType = PostStudyWorkVisaPage["types"]["items"][number];

const rows: readonly VisaType[] = page.types.items;

const columns = [
  fieldColumn(rows, "title", "Visa"),
  {
    header: "Country",
    className: "whitespace-nowrap",
    cell: (row: VisaType) => <CountryLabel name={row.country} />,
  },
  fieldColumn(rows, "type", "Type"),
  fieldColumn(rows, "duration", "Duration"),
  fieldColumn(rows, "cost", "Cost"),
];

export default function PostStudyWorkVisaPage() {
  return (
    <>
      <PageHero
        path="/services/post-study-work-visa"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={page.cta.buttons.slice(0, 1)} />}
        aside={<HeroBadges badges={page.hero.badges} />}
      />

      <Section id="visa-types" title={page.types.title} intro={page.types.intro}>
        <FiguresTable
          minWidth="lg"
          caption="Post-study work visas: country, type, duration and cost"
          columns={columns}
          rows={rows}
        />
        <ServiceDisclaimer
          text={page.disclaimer}
          sources={page.officialSources}
          explainsTag={hasIndicative(rows)}
          className="mt-6"
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {page.types.items.map((visa) => (
            <li key={visa.title}>
              <CountryCard
                country={visa.country}
                title={visa.title}
                description={visa.description}
                facts={[
                  { label: "Type", value: visa.type },
                  { label: "Duration", value: <FieldValue record={visa} field="duration" /> },
                  { label: "Cost", value: <FieldValue record={visa} field="cost" /> },
                ]}
                linkGuide
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" tone="muted" title={page.benefits.title}>
        <CardGrid items={page.benefits.items} icon={BriefcaseBusiness} />
      </Section>

      <VisaServices current="/services/post-study-work-visa" />
      <ClosingCta surface="light" {...page.cta} />
    </>
  );
}
