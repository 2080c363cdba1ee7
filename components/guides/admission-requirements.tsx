import { words } from "@/lib/i18n/words";
import { Check } from "@/components/ui/lucide-icons";

import { Card, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { type CountryGuide, guideServiceLinks } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";
import { ServiceLink } from "@/components/sections/service-link";

type AdmissionRequirementsProps = CountryGuide["admission"] & { tone: GuideTone };

/** Entry requirements per study level, with the English-test threshold first (information only, spec part 2, §5). */
export function AdmissionRequirements({ title, levels, tone }: AdmissionRequirementsProps) {
  return (
    <Section id="admission" title={title} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {levels.map((level, index) => (
          <li key={index}>
            <Card className="h-full">
              <CardTitle>{level.level}</CardTitle>
              {level.english ? (
                <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
                  <span className="font-semibold">{`${words("guide")("englishTest")} `}</span>
                  {level.english}
                </p>
              ) : null}
              <ul className="mt-4 space-y-2.5">
                {level.requirements.map((requirement, position) => (
                  <li key={position} className="flex gap-2.5 text-slate-700">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                    {requirement}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
      <ServiceLink {...guideServiceLinks.english} />
    </Section>
  );
}
