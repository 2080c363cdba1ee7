import { BriefcaseBusiness, CalendarClock, type IconComponent, Plane, Wallet } from "@/components/ui/lucide-icons";

import { Section } from "@/components/ui/section";
import type { CardIcon } from "@/content/schemas/services";

import { CardGrid } from "./card-grid";
import { FigureGrid } from "./figure-grid";
import type { ServiceSectionProps } from "./service-section-props";

const cardIcons: Record<CardIcon, IconComponent> = {
  briefcase: BriefcaseBusiness,
  calendar: CalendarClock,
  plane: Plane,
  wallet: Wallet,
};

/** Titled cards (reasons, services, eligibility rules), under a headline figure where the section has one. */
export function CardsSection({ section, tone }: ServiceSectionProps<"cards">) {
  const { id, title, intro, columns, icon, highlight, items } = section;
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      {highlight ? (
        <FigureGrid
          figures={[{ value: highlight.number, label: highlight.label, description: highlight.description }]}
          className="mb-8"
        />
      ) : null}
      <CardGrid items={items} columns={columns} icon={icon && cardIcons[icon]} />
    </Section>
  );
}
