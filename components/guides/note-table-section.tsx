import { type Column, DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";

import type { GuideTone } from "./section-tone";

type NoteTableSectionProps<Row> = {
  id: string;
  title: string;
  /** What the figures are, above the table. */
  note: string;
  tone: GuideTone;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
};

/** A short table of figures under its note (temperatures, salaries), narrow enough for a phone. */
export function NoteTableSection<Row>({ id, title, note, tone, caption, columns, rows }: NoteTableSectionProps<Row>) {
  return (
    <Section id={id} title={title} intro={<p>{note}</p>} tone={tone}>
      <DataTable caption={caption} columns={columns} rows={rows} className="max-w-3xl [&>table]:min-w-0" />
    </Section>
  );
}
