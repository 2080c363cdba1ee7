import { ReasonList } from "@/components/sections/reason-list";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";

type GuideReasonsProps = CountryGuide["reasons"] & { tone: GuideTone };

/** Why students choose the country. */
export function GuideReasons({ title, items, tone }: GuideReasonsProps) {
  return (
    <Section id="why-study" title={title} tone={tone}>
      <ReasonList items={items} className="lg:grid-cols-3" />
    </Section>
  );
}
