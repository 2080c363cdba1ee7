import {
  Award,
  Gem,
  Globe2,
  GraduationCap,
  HeartHandshake,
  Lightbulb,
  type IconComponent,
  Scale,
  ShieldCheck,
  Star,
  TrendingUp,
} from "@/components/ui/lucide-icons";

import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { InfoCard } from "@/content/schemas/primitives";

/** A decorative icon per value name used on the about pages; any other value gets a star. */
const valueIcons: Record<string, IconComponent> = {
  Excellence: Award,
  Integrity: Scale,
  Compassion: HeartHandshake,
  Reliability: ShieldCheck,
  "Student-Centric": GraduationCap,
  "Global Perspective": Globe2,
  Trust: ShieldCheck,
  Innovation: Lightbulb,
  Quality: Gem,
  Growth: TrendingUp,
};

/** The six core values of an about page as a card grid. */
export function CoreValuesGrid({ values }: { values: readonly InfoCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {values.map((value) => {
        const Icon = valueIcons[value.title] ?? Star;
        return (
          <li key={value.title}>
            <Card className="h-full">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <CardTitle className="mt-4">{value.title}</CardTitle>
              <CardDescription>{value.description}</CardDescription>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
