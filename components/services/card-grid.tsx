import type { IconComponent } from "@/components/ui/lucide-icons";

import { IconList } from "@/components/sections/icon-list";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export type CardGridItem = {
  title: string;
  description: string;
  /** Short facts shown as chips under the title, e.g. "30 min", "40 questions". */
  chips?: readonly string[];
  features?: readonly string[];
};

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type CardGridProps = {
  items: readonly CardGridItem[];
  columns?: keyof typeof columnClasses;
  /** One icon for every card: an accent that helps the eye find where each card starts. */
  icon?: IconComponent;
  className?: string;
};

/** Titled cards (reasons, services, purposes, eligibility rules) in a responsive grid. */
export function CardGrid({ items, columns = 3, icon: Icon, className }: CardGridProps) {
  return (
    <ul className={cn("grid gap-5", columnClasses[columns], className)}>
      {items.map((item, index) => (
        <li key={index}>
          <Card className="flex h-full flex-col">
            {Icon ? (
              <span className="mb-4 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <CardTitle>{item.title}</CardTitle>
            {item.chips?.length ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {item.chips.map((chip, position) => (
                  <li
                    key={position}
                    className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-brand-950 ring-1 ring-accent-200"
                  >
                    {chip}
                  </li>
                ))}
              </ul>
            ) : null}
            <CardDescription>{item.description}</CardDescription>
            {item.features?.length ? (
              <IconList
                items={item.features}
                iconClassName="text-accent-700"
                className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700"
              />
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
