import { FileCheck2, Info } from "@/components/ui/lucide-icons";

import type { ChecklistGroup } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

type DocumentChecklistProps = {
  groups: readonly ChecklistGroup[];
  /** A rule that applies to every document, shown above the lists (e.g. certified translations). */
  note?: string;
  className?: string;
};

/** Documents to gather, grouped, with the rule that applies to an item right under it. */
export function DocumentChecklist({ groups, note, className }: DocumentChecklistProps) {
  return (
    <div className={className}>
      {note ? (
        <p className="mb-6 flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 text-sm font-medium text-brand-950 sm:text-base">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
          {note}
        </p>
      ) : null}
      <div className={cn("grid gap-5", groups.length > 2 ? "sm:grid-cols-2" : "md:grid-cols-2")}>
        {groups.map((group, index) => (
          <div key={index} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h3 className="text-lg font-semibold text-brand-950">{group.title}</h3>
            <ul className="mt-4 space-y-3">
              {group.items.map((entry, position) => (
                <li key={position} className="flex gap-3">
                  <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <div>
                    <p className="text-slate-800">{entry.item}</p>
                    {entry.note ? <p className="mt-0.5 text-sm font-medium text-accent-800">{entry.note}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
