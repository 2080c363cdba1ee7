import { words } from "@/lib/i18n/words";
import type { Column } from "@/components/ui/data-table";
import { isIndicative } from "@/content/schemas/primitives";
import { displayValue, isMoney } from "@/lib/money";
import { cn } from "@/lib/utils";
import { moneyWordsIn } from "@/lib/i18n/words";

/**
 * The visible marker beside a value we added for guidance, which the business has not confirmed as official
 * (the spec does not give it). Screen readers hear it in brackets after the value.
 */
export function IndicativeTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "ml-1.5 inline-block rounded-full bg-accent-50 px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-accent-800 ring-1 ring-accent-200",
        className,
      )}
    >
      <span className="sr-only">(</span>
      {words("guide")("indicativeLabel")}
      <span className="sr-only">)</span>
    </span>
  );
}

/**
 * A value a record does not give: a dash for the eye, words for screen readers. The wrapper is positioned so the
 * absolutely positioned sr-only text stays inside a scrolling table instead of widening the page.
 */
export function MissingValue() {
  return (
    <span className="relative">
      <span aria-hidden="true">&ndash;</span>
      <span className="sr-only">Not listed</span>
    </span>
  );
}

type FieldName<T> = Exclude<keyof T, "indicative">;

type Shown = string | number | Parameters<typeof displayValue>[0];
const isShown = (value: unknown): value is Shown =>
  typeof value === "string" || typeof value === "number" || isMoney(value);

/** One field of a content record, followed by the indicative tag when the record flags that field. */
export function FieldValue<T extends object>({ record, field }: { record: T; field: FieldName<T> }) {
  const value = record[field];
  if (!isShown(value)) return <MissingValue />;
  return (
    <>
      {displayValue(value, moneyWordsIn())}
      {isIndicative(record, field) ? <IndicativeTag /> : null}
    </>
  );
}

/** True when any of `records` flags any field as indicative. */
export function hasIndicative(records: readonly object[]): boolean {
  return records.some((record) => "indicative" in record && Array.isArray(record.indicative));
}

type FieldColumnOptions<Row> = {
  className?: string;
  /** Something shown after the value in each row (a note's marker, say); nothing when it returns nothing. */
  suffix?: (row: Row) => React.ReactNode;
};

/**
 * A DataTable column for one field. When every row that has a value flags the field, the header carries the label
 * once instead of a tag in every cell; otherwise each flagged cell gets its own tag.
 */
export function fieldColumn<Row extends object>(
  rows: readonly Row[],
  field: FieldName<Row>,
  header: string,
  { className, suffix }: FieldColumnOptions<Row> = {},
): Column<Row> {
  const filled = rows.filter((row) => row[field] !== undefined);
  const allFlagged = filled.length > 0 && filled.every((row) => isIndicative(row, field));
  return {
    header: allFlagged ? `${header} (${words("guide")("indicativeLabel")})` : header,
    className,
    cell: (row) => {
      const value = row[field];
      if (!isShown(value)) return <MissingValue />;
      const shown = allFlagged ? displayValue(value, moneyWordsIn()) : <FieldValue record={row} field={field} />;
      // Without a suffix the cell is the value alone (no empty slot beside it in every row's payload).
      const after = suffix?.(row);
      return after ? (
        <>
          {shown}
          {after}
        </>
      ) : (
        shown
      );
    },
  };
}
