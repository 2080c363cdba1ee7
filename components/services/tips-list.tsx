import { CircleCheck, CircleX } from "@/components/ui/lucide-icons";

import type { InfoCard } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

type TipsListProps = {
  tips: readonly InfoCard[];
  /** "do" for advice to follow, "avoid" for mistakes. */
  kind?: "do" | "avoid";
  /** Two columns from tablet width up, for a long list on its own. */
  columns?: 1 | 2;
  className?: string;
};

/** Advice as a list: a check for what to do, a cross for what to avoid. */
export function TipsList({ tips, kind = "do", columns = 1, className }: TipsListProps) {
  const Icon = kind === "do" ? CircleCheck : CircleX;
  return (
    <ul className={cn("grid gap-6", columns === 2 && "md:grid-cols-2 md:gap-x-12", className)}>
      {tips.map((tip, index) => (
        <li key={index} className="flex gap-4">
          <Icon
            aria-hidden="true"
            className={cn("mt-0.5 size-6 shrink-0", kind === "do" ? "text-emerald-700" : "text-red-700")}
          />
          <div>
            <h3 className="text-base font-semibold text-brand-950 sm:text-lg">{tip.title}</h3>
            <p className="mt-1 text-slate-600">{tip.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
