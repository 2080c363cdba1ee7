import { Award } from "@/components/ui/lucide-icons";

import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import { FieldValue } from "@/components/ui/indicative";
import type { GuideTone } from "./section-tone";

type ScholarshipsProps = NonNullable<CountryGuide["scholarships"]> & { tone: GuideTone };

/** Scholarships open to Indian students, each with what it pays. */
export function Scholarships({ title, intro, items, tone }: ScholarshipsProps) {
  return (
    <Section id="scholarships" title={title} intro={<p>{intro}</p>} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((scholarship, index) => (
          <li key={index}>
            <Card className="h-full">
              <Award aria-hidden="true" className="size-7 text-accent-600" />
              <CardTitle className="mt-3">{scholarship.name}</CardTitle>
              <p className="mt-2 font-semibold text-brand-800">
                <FieldValue record={scholarship} field="amount" />
              </p>
              <CardDescription>{scholarship.description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
