import { CheckCircle2 } from "@/components/ui/lucide-icons";

import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";

type GuideReasonsProps = CountryGuide["reasons"] & { tone: GuideTone };

/** Why students choose the country. */
export function GuideReasons({ title, items, tone }: GuideReasonsProps) {
  return (
    <Section id="why-study" title={title} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((reason, index) => (
          <li key={index} className="flex gap-4">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-600" />
            <div>
              <h3 className="text-lg font-semibold text-brand-950">{reason.title}</h3>
              <p className="mt-1 text-slate-600">{reason.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
