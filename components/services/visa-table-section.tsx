import type { Column } from "@/components/ui/data-table";
import { FieldValue, fieldColumn, hasIndicative } from "@/components/ui/indicative";
import { Section } from "@/components/ui/section";
import { cn } from "@/lib/utils";

import { CountryCard } from "./country-card";
import { countryColumn } from "./country-label";
import { FiguresTable } from "./figures-table";
import { ServiceDisclaimer } from "./service-disclaimer";
import type { ServiceSectionProps } from "./service-section-props";

/** A row of a visa table: a visa of a country, or a visa type with its country (then titled and described). */
type VisaRow = { country: string; title?: string; description?: string; requirements?: readonly string[] };

type Field<Row> = Exclude<keyof Row, "indicative">;

type VisaTableProps<Row extends VisaRow> = Pick<ServiceSectionProps<"visa-table">, "tone" | "sources"> & {
  section: {
    id: string;
    title: string;
    intro: string;
    table: {
      heading?: string;
      caption: string;
      minWidth?: "md" | "lg" | "xl";
      columns: readonly { field: Field<Row>; label: string; nowrap?: true }[];
    };
    cards?: {
      facts: readonly { field: Field<Row>; label: string }[];
      compact?: true;
      columns?: 2 | 3;
      guideLinks?: true;
      beforeTable?: true;
    };
    disclaimer: string;
    rows: readonly Row[];
  };
};

/**
 * A visa page's figures: the table, the note that they change (with the page's official sources and, where a
 * row flags a value, the key to the indicative tag), and a card per row where the section asks for them.
 */
export function VisaTableSection<Row extends VisaRow>({ section, tone, sources }: VisaTableProps<Row>) {
  const { id, title, intro, table, cards, disclaimer, rows } = section;
  const columns: Column<Row>[] = table.columns.map(({ field, label, nowrap }) =>
    field === "country"
      ? countryColumn<Row>(label)
      : fieldColumn(rows, field, label, { className: nowrap ? "whitespace-nowrap" : undefined }),
  );
  const cardList = cards ? (
    <ul
      className={cn(
        !cards.beforeTable && "mt-10",
        "grid gap-5",
        // Cards with labels beside their values are narrow enough for two a row on a tablet.
        cards.compact ? "sm:grid-cols-2" : "md:grid-cols-2",
        cards.columns !== 2 && "lg:grid-cols-3",
      )}
    >
      {rows.map((row, index) => (
        <li key={index}>
          <CountryCard
            country={row.country}
            title={row.title}
            description={row.description}
            facts={cards.facts
              .filter(({ field }) => row[field] !== undefined)
              .map(({ field, label }) => ({ label, value: <FieldValue record={row} field={field} /> }))}
            factLayout={cards.compact ? "inline" : "stacked"}
            points={row.requirements}
            linkGuide={cards.guideLinks}
          />
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      {cards?.beforeTable ? cardList : null}
      {table.heading ? <h3 className="mt-12 mb-4 text-xl font-semibold text-brand-950">{table.heading}</h3> : null}
      <FiguresTable minWidth={table.minWidth} caption={table.caption} columns={columns} rows={rows} />
      <ServiceDisclaimer text={disclaimer} sources={sources} explainsTag={hasIndicative(rows)} className="mt-6" />
      {cards?.beforeTable ? null : cardList}
    </Section>
  );
}
