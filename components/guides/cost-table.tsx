import { words } from "@/lib/i18n/words";
import { type Column, DataTable } from "@/components/ui/data-table";
import type { CostItem } from "@/content/country-guides";
import { cn } from "@/lib/utils";

import { fieldColumn } from "@/components/ui/indicative";

type CostTableProps = {
  caption: string;
  items: readonly CostItem[];
  /** Header of the first column, e.g. "Fee" or "Expense". */
  itemHeader: string;
  className?: string;
};

/** A two-column table of costs (visa fees, living costs); narrow enough to fit a phone without scrolling. */
export function CostTable({ caption, items, itemHeader, className }: CostTableProps) {
  const note = (item: CostItem) =>
    item.note ? <span className="mt-1 block text-xs text-slate-600">{item.note}</span> : null;
  const columns: Column<CostItem>[] = [
    { header: itemHeader, cell: (item) => item.category },
    fieldColumn(items, "cost", words("guide")("cost"), { suffix: note }),
  ];
  return <DataTable caption={caption} columns={columns} rows={items} className={cn("[&>table]:min-w-0", className)} />;
}
