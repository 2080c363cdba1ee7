import { Section } from "@/components/ui/section";
import { type CountryGuide, guideServiceLinks } from "@/content/country-guides";

import { FactGrid } from "./fact-grid";
import type { GuideTone } from "./section-tone";
import { ServiceLink } from "@/components/sections/service-link";

type WorkRulesProps = CountryGuide["work"] & { tone: GuideTone };

/** How much students may work during and after their studies. */
export function WorkRules({ title, intro, items, tone }: WorkRulesProps) {
  return (
    <Section id="work" title={title} intro={<p>{intro}</p>} tone={tone}>
      <FactGrid items={items} />
      <ServiceLink {...guideServiceLinks.postStudy} />
    </Section>
  );
}
