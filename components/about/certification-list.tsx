import { BadgeCheck, Users } from "@/components/ui/lucide-icons";

import type { Certification } from "@/content/certifications";
import { cn } from "@/lib/utils";

type CertificationListProps = {
  items: readonly Certification[];
  /** Compact: name, issuer and year only (a summary on /about-us); otherwise also what it means for students. */
  compact?: boolean;
  className?: string;
};

/** Certifications and memberships as a card list; memberships get a people icon, certifications a badge. */
export function CertificationList({ items, compact = false, className }: CertificationListProps) {
  return (
    // Wrapping flex rather than a grid, so a last, incomplete row is centred instead of left hanging.
    <ul className={cn("flex flex-wrap justify-center gap-4", className)}>
      {items.map((item) => {
        const Icon = item.kind === "membership" ? Users : BadgeCheck;
        return (
          <li
            key={item.id}
            className={cn(
              "flex w-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm sm:w-[calc(50%-0.5rem)]",
              compact && "lg:w-[calc((100%-2rem)/3)]",
            )}
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-brand-950">{item.name}</h3>
              <p className="mt-0.5 text-sm text-slate-600">
                {item.issuer}, since {item.year}
              </p>
              {compact ? null : <p className="mt-3 text-sm leading-relaxed text-slate-700">{item.meaning}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
