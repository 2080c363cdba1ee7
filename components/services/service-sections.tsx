import { CtaButtons } from "@/components/sections/cta-buttons";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/ui/section";
import type { Service } from "@/content/services";
import type { ServiceSection, ServiceSectionKind } from "@/content/schemas/services";

import { AmountSection } from "./amount-section";
import { CardsSection } from "./cards-section";
import { TitledLists } from "./check-items";
import { BandGuideSection, CoursesSection, TestModulesSection } from "./coaching-sections";
import { DocumentChecklist } from "./document-checklist";
import { FigureGrid } from "./figure-grid";
import { ServiceDisclaimer } from "./service-disclaimer";
import type { SectionTone, ServiceSectionProps } from "./service-section-props";
import { TestimonialCard } from "./testimonial-card";
import { TipsSection } from "./tips-section";
import { VisaTableSection } from "./visa-table-section";

type SectionComponent<Kind extends ServiceSectionKind> = (props: ServiceSectionProps<Kind>) => React.ReactNode;

/** The one registry of service sections: the component that draws each kind. */
const sectionComponents: { [Kind in ServiceSectionKind]: SectionComponent<Kind> } = {
  cards: CardsSection,
  "visa-table": VisaTableSection,
  "visa-type-table": VisaTableSection,
  facts: ({ section: { id, title, intro, items }, tone }) => (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <FigureGrid figures={items} />
    </Section>
  ),
  stats: ({ section: { id, title, stats, buttons }, tone }) => (
    <Section id={id} tone={tone} title={title}>
      <FigureGrid
        tone={tone === "brand" ? "brand" : "light"}
        figures={stats.map((stat) => ({ value: stat.number, label: stat.label, description: stat.description }))}
      />
      {buttons ? <CtaButtons ctas={buttons} surface={tone === "brand" ? "dark" : "light"} className="mt-10" /> : null}
    </Section>
  ),
  steps: ({ section: { id, title, steps }, tone }) => (
    <Section id={id} tone={tone} title={title}>
      <ProcessSteps steps={steps} />
    </Section>
  ),
  documents: ({ section: { id, title, intro, note, groups, disclaimer }, tone, sources }) => (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <DocumentChecklist groups={groups} note={note} />
      {disclaimer ? <ServiceDisclaimer text={disclaimer} sources={sources} className="mt-8" /> : null}
    </Section>
  ),
  lists: ({ section: { id, title, lists }, tone }) => (
    <Section id={id} tone={tone} title={title}>
      <TitledLists lists={lists} />
    </Section>
  ),
  tips: TipsSection,
  testimonials: ({ section: { id, title, items }, tone }) => (
    <Section id={id} tone={tone} title={title}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((testimonial, index) => (
          <li key={index}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  ),
  "test-modules": TestModulesSection,
  courses: CoursesSection,
  "band-guide": BandGuideSection,
  amount: AmountSection,
};

function DrawnSection<Kind extends ServiceSectionKind>(props: ServiceSectionProps<Kind>) {
  // The registry is keyed by kind, so the component found is the one for this section's type.
  const Draw = sectionComponents[props.section.kind] as SectionComponent<Kind>;
  return <Draw {...props} />;
}

/**
 * Backgrounds that set each band apart from the one before: muted after a plain band, plain after any other. A
 * figures band may ask for the brand colour instead; the band after it is then plain.
 */
function tonesOf(sections: readonly ServiceSection[]): SectionTone[] {
  const tones: SectionTone[] = [];
  for (const section of sections) {
    const turn = tones.at(-1) === "plain" ? "muted" : "plain";
    tones.push(section.kind === "stats" && section.tone ? section.tone : turn);
  }
  return tones;
}

/** A service page's sections, in its file's order. */
export function ServiceSections({ service }: { service: Service }) {
  const tones = tonesOf(service.sections);
  return service.sections.map((section, index) => (
    <DrawnSection key={section.id} section={section} tone={tones[index]} sources={service.officialSources} />
  ));
}
