import { TableFrame } from "@/components/ui/data-table";
import { sayer, type WordGroup } from "@/lib/tools/say";

/**
 * The words of a tool's form and result box (content/i18n/tools.yaml, `toolShell`), handed to the tool by its
 * page in the page's language.
 */
export type ToolShellWords = WordGroup;

/** What a tool says while an input needs fixing: one marked field, or how many. */
export function fixFieldsText(invalidFields: number, words: ToolShellWords): string {
  const say = sayer(words);
  return invalidFields > 1 ? say("fixFields", { count: invalidFields }) : say("fixField");
}

/**
 * The answer of a tool: a short summary in a polite live region, read out by screen readers as
 * inputs change, and the details (tables, chart) outside it so they are not read on every keystroke.
 * Until the tool has read its address (`ready`) it shows no figures: the exported HTML cannot know the
 * link's inputs, and a default result would be figures the link did not ask for.
 */
export function ToolResult({
  ready,
  summary,
  invalidText,
  words,
  children,
}: {
  ready: boolean;
  /** One or two sentences; null while an input needs fixing. */
  summary: React.ReactNode | null;
  invalidText: string;
  words: ToolShellWords;
  children?: React.ReactNode;
}) {
  const say = sayer(words);
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
      <div role="status" aria-live="polite" aria-atomic="true" className="text-base leading-relaxed text-brand-950">
        {!ready ? (
          <>
            <p className="text-slate-700">{say("waiting")}</p>
            <noscript>
              <p className="mt-2 font-medium text-slate-900">{say("noScript")}</p>
            </noscript>
          </>
        ) : (
          (summary ?? <p className="text-slate-700">{invalidText}</p>)
        )}
      </div>
      {ready && summary ? children : null}
    </div>
  );
}

/** A headline figure of a result: its label and value. */
export function ResultFigure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-brand-950 tabular-nums sm:text-3xl">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/**
 * A tool's form. Its fields stay disabled until the tool has read the address (useToolForm's `ready`):
 * a choice made before then would be replaced by the link's values or the defaults, and nothing a visitor
 * picks may be lost. It answers as it is filled in, so it shows no button; the hidden one names the form's
 * action for assistive technology (WCAG H32) and stays out of the tab order.
 */
function ToolForm({
  ready,
  label,
  submitLabel,
  children,
}: {
  ready: boolean;
  label: string;
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={label}
      className="grid content-start gap-5"
    >
      <fieldset disabled={!ready} className="contents">
        <legend className="sr-only">{label}</legend>
        {children}
      </fieldset>
      <button type="submit" tabIndex={-1} className="sr-only">
        {submitLabel}
      </button>
    </form>
  );
}

/** A tool: its form (`fields`, named `label`) beside its result on wide screens, above it on phones. */
export function ToolLayout({
  ready,
  label,
  words,
  fields,
  narrowForm = false,
  children,
}: {
  ready: boolean;
  label: string;
  words: ToolShellWords;
  fields: React.ReactNode;
  /** A form of two choices takes 20rem of a wide screen, not 22. */
  narrowForm?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`grid grid-cols-1 gap-10 ${narrowForm ? "lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"}`}
    >
      <ToolForm ready={ready} label={label} submitLabel={sayer(words)("submit")}>
        {fields}
      </ToolForm>
      <div>{children}</div>
    </div>
  );
}

/**
 * A tool's figures as a table under its result: framed and scrollable, captioned, and stacked row by row on a
 * phone (table-stack in globals.css, each cell labelled from its data-label). The rows are the children.
 */
export function ResultTable({
  label,
  caption,
  columns,
  minWidth,
  figures = true,
  footer,
  children,
}: {
  label: string;
  caption: React.ReactNode;
  /** The column headers; `end` aligns a column of amounts to the right. */
  columns: readonly { header: string; end?: boolean }[];
  /** The width below which the table scrolls from 40rem up, e.g. "sm:min-w-[36rem]". */
  minWidth: string;
  /** Figures in every row: digits of equal width, so amounts line up. */
  figures?: boolean;
  /** The cells of a totals row. */
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <TableFrame label={label} className="mt-8">
      <table className={`table-stack w-full text-left text-sm ${figures ? "tabular-nums" : ""}${minWidth}`}>
        <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold text-brand-950">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.end ? "px-4 py-3 text-right font-semibold" : "px-4 py-3 font-semibold"}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {footer ? (
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr>{footer}</tr>
          </tfoot>
        ) : null}
      </table>
    </TableFrame>
  );
}
