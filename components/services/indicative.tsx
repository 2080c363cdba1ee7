import { Info } from "@/components/ui/lucide-icons";

import { OfficialSources } from "@/components/sections/official-sources";
import type { Column } from "@/components/ui/data-table";
import { INDICATIVE_LABEL, isIndicative, type OfficialSource } from "@/content/schemas/primitives";
import { displayValue, isMoney } from "@/lib/money";
import { cn } from "@/lib/utils";

/** The visible marker on a value we added for guidance, which the business has not confirmed as official. */
export function IndicativeTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "ml-1.5 inline-block rounded-full bg-accent-50 px-2 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-accent-800 ring-1 ring-accent-200",
        className,
      )}
    >
      {INDICATIVE_LABEL}
    </span>
  );
}

/**
 * A text cell with nothing in it: a dash for the eye, words for screen readers. The wrapper is positioned so the
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

/** One field of a content record, followed by the indicative tag when the record flags that field. */
export function FieldValue<T extends object>({ record, field }: { record: T; field: FieldName<T> }) {
  const value = record[field];
  if (typeof value !== "string" && typeof value !== "number" && !isMoney(value)) return <MissingValue />;
  return (
    <>
      {displayValue(value)}
      {isIndicative(record, field) ? <IndicativeTag /> : null}
    </>
  );
}

/** True when any of `records` flags any field as indicative. */
export function hasIndicative(records: readonly object[]): boolean {
  return records.some((record) => "indicative" in record && Array.isArray(record.indicative));
}

/**
 * A DataTable column for one field. When every row that has a value flags the field, the header carries the label
 * once instead of a tag in every cell; otherwise each flagged cell gets its own tag.
 */
export function fieldColumn<Row extends object>(
  rows: readonly Row[],
  field: FieldName<Row>,
  header: string,
  className?: string,
): Column<Row> {
  const filled = rows.filter((row) => row[field] !== undefined);
  const allFlagged = filled.length > 0 && filled.every((row) => isIndicative(row, field));
  return {
    header: allFlagged ? `${header} (${INDICATIVE_LABEL})` : header,
    className,
    cell: (row) => {
      const value = row[field];
      if (typeof value !== "string" && typeof value !== "number" && !isMoney(value)) return <MissingValue />;
      return allFlagged ? displayValue(value) : <FieldValue record={row} field={field} />;
    },
  };
}

type ServiceDisclaimerProps = {
  text: string;
  /** Explain the indicative tag: the page shows values the business still has to confirm. */
  explainsTag?: boolean;
  /** The official pages to confirm the figures with, listed under the note. */
  sources?: readonly OfficialSource[];
  className?: string;
};

/** The page's disclaimer, with the key to the indicative tag when the page uses it. */
export function ServiceDisclaimer({ text, explainsTag = false, sources = [], className }: ServiceDisclaimerProps) {
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700",
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        {explainsTag ? (
          <p>
            Anything marked <IndicativeTag className="ml-0" /> is a typical value we give for guidance, not an official
            figure.
          </p>
        ) : null}
        <p>{text}</p>
        <OfficialSources id="official-sources" sources={sources} className="pt-2" />
      </div>
    </div>
  );
}
