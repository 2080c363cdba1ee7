import { CheckCircle2 } from "@/components/ui/lucide-icons";

import type { InfoCard } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

/** Reasons, each a title and a line beside a check mark (why work with us, why study in a country). */
export function ReasonList({ items, className }: { items: readonly InfoCard[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", className)}>
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
  );
}
