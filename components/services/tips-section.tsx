import { Section } from "@/components/ui/section";

import type { ServiceSectionProps } from "./service-section-props";
import { TipsList } from "./tips-list";

/** Advice in two columns; with mistakes to avoid, the two lists side by side, each under its own heading. */
export function TipsSection({ section, tone }: ServiceSectionProps<"tips">) {
  const { id, title, items, avoid } = section;
  if (!avoid) {
    return (
      <Section id={id} tone={tone} title={title}>
        <TipsList tips={items} columns={2} />
      </Section>
    );
  }
  const lists = [
    { id: `${id}-heading`, title, items, kind: "do" as const },
    { id: `${avoid.id}-heading`, title: avoid.title, items: avoid.items, kind: "avoid" as const },
  ];
  return (
    <Section id={id} tone={tone}>
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-12">
        {lists.map((list) => (
          <div key={list.id}>
            <h2 id={list.id} className="mb-8 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              {list.title}
            </h2>
            <TipsList tips={list.items} kind={list.kind} />
          </div>
        ))}
      </div>
    </Section>
  );
}
