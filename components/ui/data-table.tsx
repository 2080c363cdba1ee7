import { cn } from "@/lib/utils";

export type Column<Row> = {
  header: string;
  /** Cell content; the first column is the row header (`<th scope="row">`). */
  cell: (row: Row) => React.ReactNode;
  className?: string;
};

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Show the caption visually (otherwise it is for screen readers only). */
  showCaption?: boolean;
  className?: string;
};

/** The first column stays in view while the rest scrolls sideways: each row's name beside its figures. */
const stickyFirst = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)]";

/**
 * A real, accessible table for figures. On narrow screens the table scrolls inside its own
 * focusable region, so the page itself never overflows, and its first column stays put. Rows and cells are keyed
 * by position: the table never reorders, and a key is payload text (a figure's own text made long keys).
 */
export function DataTable<Row>({ caption, columns, rows, showCaption = false, className }: DataTableProps<Row>) {
  return (
    <TableFrame label={caption} className={className}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className={cn(showCaption ? "px-4 pt-4 pb-2 text-left font-semibold text-brand-950" : "sr-only")}>
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn("px-4 py-3 font-semibold", index === 0 && `${stickyFirst} bg-brand-50`, column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="align-top">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={cn("bg-white px-4 py-3 font-semibold text-brand-950", stickyFirst, column.className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cn("px-4 py-3 text-slate-700", column.className)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/**
 * A wide table's frame: a named, focusable region, so a keyboard can scroll it sideways on a phone. A named
 * <section> is a region landmark natively (html-validate: prefer-native-element).
 */
export function TableFrame({ label, className, children }: { label: string } & React.ComponentProps<"section">) {
  return (
    <section
      aria-label={label}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {children}
    </section>
  );
}
