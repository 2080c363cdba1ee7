import { words } from "@/lib/i18n/words";
import { Section } from "@/components/ui/section";
import { type CountryGuide, guideServiceLinks } from "@/content/country-guides";

import { CostTable } from "./cost-table";
import type { GuideTone } from "./section-tone";
import { ServiceLink } from "@/components/sections/service-link";

type LivingCostsProps = CountryGuide["costs"] & {
  /** The guide's slug: the study-cost tool opens on its country (the tool's id for a guide's country). */
  country: string;
  tone: GuideTone;
};

/** Tuition and living costs, with the way to fund them. */
export function LivingCosts({ title, intro, items, country, tone }: LivingCostsProps) {
  return (
    <Section id="costs" title={title} intro={<p>{intro}</p>} tone={tone}>
      <CostTable
        caption={words("guide")("costs")}
        itemHeader={words("guide")("expense")}
        items={items}
        className="max-w-3xl"
      />
      <ServiceLink {...guideServiceLinks.costTool} query={{ country }} />
      <ServiceLink {...guideServiceLinks.funding} />
    </Section>
  );
}
