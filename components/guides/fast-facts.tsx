import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import { FactGrid } from "./fact-grid";
import type { GuideTone } from "./section-tone";

type FastFactsProps = CountryGuide["fastFacts"] & { tone: GuideTone };

/** Key facts about the country. */
export function FastFacts({ title, items, tone }: FastFactsProps) {
  return (
    <Section id="fast-facts" title={title} tone={tone}>
      <FactGrid items={items} />
    </Section>
  );
}
