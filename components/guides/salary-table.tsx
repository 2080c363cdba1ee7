import { words } from "@/lib/i18n/words";
import type { Column } from "@/components/ui/data-table";
import { fieldColumn } from "@/components/ui/indicative";
import type { CountryGuide, SalaryItem } from "@/content/country-guides";

import { NoteTableSection } from "./note-table-section";
import type { GuideTone } from "./section-tone";

type SalaryTableProps = NonNullable<CountryGuide["salaryBySector"]> & { tone: GuideTone };

/** Typical graduate salaries by sector. */
export function SalaryTable({ title, note, items, tone }: SalaryTableProps) {
  const columns: Column<SalaryItem>[] = [
    { header: words("guide")("sector"), cell: (item) => item.sector },
    fieldColumn(items, "salary", words("guide")("salary")),
  ];
  return (
    <NoteTableSection
      id="salaries"
      title={title}
      note={note}
      tone={tone}
      caption={words("guide")("salaries")}
      columns={columns}
      rows={items}
    />
  );
}
