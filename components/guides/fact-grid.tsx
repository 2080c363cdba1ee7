import type { FactItem } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

import { FieldValue } from "@/components/ui/indicative";

type FactGridProps = {
  items: readonly FactItem[];
  className?: string;
};

/**
 * Label-value facts as one definition list in a single panel: compact rows on a phone, a grid of cells on wider
 * screens (fast facts, work rules, visa conditions).
 */
export function FactGrid({ items, className }: FactGridProps) {
  // Keep rows full: up to 4 facts share one row on wide screens, longer lists use 3 columns.
  const columns =
    {
      1: "",
      2: "sm:grid-cols-2",
      3: "sm:grid-cols-3",
      4: "sm:grid-cols-2 lg:grid-cols-4",
    }[items.length] ?? "sm:grid-cols-2 lg:grid-cols-3";
  return (
    <dl
      className={cn(
        "grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm",
        columns,
        className,
      )}
    >
      {items.map((fact, index) => (
        // The ring draws the 1 px rules between cells; an unfilled last row stays white, not grey.
        <div key={index} className="bg-white px-5 py-4 ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-brand-950 sm:text-lg">
            <FieldValue record={fact} field="value" />
          </dd>
          {fact.note ? <dd className="mt-1 text-sm text-slate-600">{fact.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
