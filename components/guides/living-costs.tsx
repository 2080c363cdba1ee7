import { Section } from "@/components/ui/section";
import { type CountryGuide, guideServiceLinks } from "@/content/country-guides";

import { CostTable } from "./cost-table";
import type { GuideTone } from "./section-tone";
import { ServiceLink } from "./service-link";

type LivingCostsProps = CountryGuide["costs"] & { tone: GuideTone };

/** Tuition and living costs, with the way to fund them. */
export function LivingCosts({ title, intro, items, tone }: LivingCostsProps) {
  return (
    <Section id="costs" title={title} intro={<p>{intro}</p>} tone={tone}>
      <CostTable caption="Study and living costs" itemHeader="Expense" items={items} className="max-w-3xl" />
      <ServiceLink {...guideServiceLinks.costTool} />
      <ServiceLink {...guideServiceLinks.funding} />
    </Section>
  );
}
