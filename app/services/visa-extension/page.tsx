import { CalendarClock } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { CardGrid } from "@/components/services/card-grid";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { DocumentChecklist } from "@/components/services/document-checklist";
import { ServiceDisclaimer } from "@/components/services/service-disclaimer";
import { ProcessSteps } from "@/components/sections/process-steps";
import { VisaServices } from "@/components/services/visa-services";
import { Section } from "@/components/ui/section";
import { visaExtension as page } from "@/content/visa-extension";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/visa-extension");

export default function VisaExtensionPage() {
  return (
    <>
      <PageHero
        path="/services/visa-extension"
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        actions={<CtaButtons ctas={page.cta.buttons.slice(0, 1)} />}
      />

      <Section id="extension-types" title={page.types.title}>
        <CardGrid
          items={page.types.items.map((type) => ({
            title: type.title,
            description: type.description,
            features: type.whatWeDo,
          }))}
          columns={2}
        />
      </Section>

      <Section id="when-to-apply" tone="muted" title={page.whenToApply.title}>
        <CardGrid items={page.whenToApply.items} columns={4} icon={CalendarClock} />
      </Section>

      <Section id="process" title={page.process.title}>
        <ProcessSteps steps={page.process.steps} />
      </Section>

      <Section id="documents" tone="muted" title={page.documents.title}>
        <DocumentChecklist groups={page.documents.groups} />
        <ServiceDisclaimer text={page.disclaimer} sources={page.officialSources} className="mt-8" />
      </Section>

      <VisaServices current="/services/visa-extension" />
      <ClosingCta surface="light" {...page.cta} />
    </>
  );
}
