import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";

type StudentLifeProps = NonNullable<CountryGuide["studentLife"]> & { tone: GuideTone };

/** What everyday life is like for a student in the country. */
export function StudentLife({ title, items, tone }: StudentLifeProps) {
  return (
    <Section id="student-life" title={title} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={index}>
            <Card className="h-full">
              <CardTitle>{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
