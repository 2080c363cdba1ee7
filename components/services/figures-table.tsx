import { DataTable } from "@/components/ui/data-table";

/** Table widths below which columns would squeeze long text into tall, hard-to-scan rows on a phone. */
const minWidths = {
  md: "[&_table]:min-w-[36rem]",
  lg: "[&_table]:min-w-[50rem]",
  xl: "[&_table]:min-w-[60rem]",
} as const;

type FiguresTableProps<Row> = React.ComponentProps<typeof DataTable<Row>> & {
  /** How wide the table needs to be before it scrolls sideways inside its own region. */
  minWidth?: keyof typeof minWidths;
};

/**
 * A figures table (fees, processing times, prices): DataTable at a width its columns read well at, with a hint
 * on small screens that the table scrolls sideways; the page itself never does.
 */
export function FiguresTable<Row>({ minWidth = "md", className, ...props }: FiguresTableProps<Row>) {
  return (
    <div className={className}>
      <p className="mb-2 text-sm text-slate-600 lg:hidden" aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
      <DataTable {...props} className={minWidths[minWidth]} />
    </div>
  );
}
