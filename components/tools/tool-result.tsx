/**
 * The answer of a tool: a short summary in a polite live region, read out by screen readers as
 * inputs change, and the details (tables, chart) outside it so they are not read on every keystroke.
 */
export function ToolResult({
  summary,
  invalidText = "Fix the marked field to see the result.",
  children,
}: {
  /** One or two sentences; null while an input needs fixing. */
  summary: React.ReactNode | null;
  invalidText?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
      <div role="status" aria-live="polite" aria-atomic="true" className="text-base leading-relaxed text-brand-950">
        {summary ?? <p className="text-slate-700">{invalidText}</p>}
      </div>
      {summary ? children : null}
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
 * A tool's form answers as it is filled in, so it shows no button; this one names the form's action for
 * assistive technology (WCAG H32) and stays out of the tab order.
 */
export function ToolFormSubmit() {
  return (
    <button type="submit" tabIndex={-1} className="sr-only">
      Show the result
    </button>
  );
}
