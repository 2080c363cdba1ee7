import type { Column } from "@/components/ui/data-table";
import { INDICATIVE_LABEL, isIndicative } from "@/content/schemas/primitives";
import { displayValue, isMoney } from "@/lib/money";

/** The visible marker beside a value we added ourselves: the spec does not give it, so it still needs confirming. */
export function IndicativeMark() {
  return (
    <span className="ml-1.5 inline-block rounded-full bg-accent-50 px-1.5 align-middle text-xs font-medium whitespace-nowrap text-accent-800 ring-1 ring-accent-200">
      <span className="sr-only">(</span>
      {INDICATIVE_LABEL}
      <span className="sr-only">)</span>
    </span>
  );
}

/** A cell for a row that does not give this figure: a dash for the eye, words for a screen reader. */
function EmptyCell() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">Not listed</span>
    </>
  );
}

type Field<Row> = Exclude<keyof Row, "indicative">;

/** One field of a record as text, followed by the marker when the record flags that field as indicative. */
export function FieldValue<Row extends object>({ record, field }: { record: Row; field: Field<Row> }) {
  const value = record[field];
  if (value === undefined || value === null) return null;
  return (
    <>
      {isMoney(value) ? displayValue(value) : String(value)}
      {isIndicative(record, field) ? <IndicativeMark /> : null}
    </>
  );
}

/**
 * A table column showing one field. When every row flags the field as indicative, the header says so once
 * instead of repeating the marker in each cell.
 */
export function fieldColumn<Row extends object>(
  header: string,
  field: Field<Row>,
  rows: readonly Row[],
  options: { suffix?: (row: Row) => React.ReactNode; className?: string } = {},
): Column<Row> {
  const allIndicative = rows.length > 0 && rows.every((row) => isIndicative(row, field));
  return {
    header: allIndicative ? `${header} (${INDICATIVE_LABEL})` : header,
    className: options.className,
    cell: (row) => {
      const value = row[field];
      if (value === undefined) return <EmptyCell />;
      const shown = allIndicative ? (
        isMoney(value) ? (
          displayValue(value)
        ) : (
          String(value)
        )
      ) : (
        <FieldValue record={row} field={field} />
      );
      // Without a suffix the cell is the value alone (no empty slot beside it in every row's payload).
      const suffix = options.suffix?.(row);
      return suffix ? (
        <>
          {shown}
          {suffix}
        </>
      ) : (
        shown
      );
    },
  };
}
