import { type Column, DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";
import type { SalaryItem } from "@/content/country-guides";

import { fieldColumn } from "@/components/ui/indicative";
import type { GuideTone } from "./section-tone";

type SalaryTableProps = NonNullable<CountryGuide["salaryBySector"]> & { tone: GuideTone };

/** Typical graduate salaries by sector. */
export function SalaryTable({ title, note, items, tone }: SalaryTableProps) {
  const columns: Column<SalaryItem>[] = [
    { header: "Sector", cell: (item) => item.sector },
    fieldColumn(items, "salary", "Salary"),
  ];
  return (
    <Section id="salaries" title={title} intro={<p>{note}</p>} tone={tone}>
      <DataTable
        caption="Starting salaries by sector"
        columns={columns}
        rows={items}
        className="max-w-3xl [&>table]:min-w-0"
      />
    </Section>
  );
}
