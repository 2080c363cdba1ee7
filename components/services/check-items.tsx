import { CircleCheck } from "@/components/ui/lucide-icons";

import { cn } from "@/lib/utils";

/** A plain list of points, each with a check mark. */
export function CheckItems({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

type TitledListsProps = {
  lists: readonly { title: string; items: readonly string[] }[];
  className?: string;
};

/** Side-by-side lists of points under their own headings (why choose us, benefits). */
export function TitledLists({ lists, className }: TitledListsProps) {
  return (
    <div className={cn("grid gap-5 md:grid-cols-2", className)}>
      {lists.map((list, index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h3 className="text-lg font-semibold text-brand-950">{list.title}</h3>
          <CheckItems items={list.items} className="mt-4" />
        </div>
      ))}
    </div>
  );
}
