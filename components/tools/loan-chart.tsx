import type { ScheduleYear } from "@/lib/tools/emi";

/**
 * Principal and interest paid in each year of the loan, as stacked columns: a small inline SVG,
 * no chart library. The schedule table beside it carries the same figures for screen readers.
 */
export function LoanChart({
  schedule,
  title,
  words,
}: {
  schedule: readonly ScheduleYear[];
  title: string;
  /** The legend: "Principal repaid", "Interest paid" and the years it spans, in the page's language. */
  words: { principal: string; interest: string; years: string };
}) {
  const highest = Math.max(...schedule.map((year) => year.paid), 1);
  const slot = 10;
  const width = schedule.length * slot;
  const height = 100;
  return (
    <figure className="mt-6">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={title}
        className="h-40 w-full rounded-lg bg-white ring-1 ring-slate-200"
      >
        {schedule.map((year, index) => {
          const principal = (year.principal / highest) * (height - 4);
          const interest = (year.interest / highest) * (height - 4);
          const x = index * slot + 1.5;
          return (
            <g key={year.year}>
              <rect x={x} y={height - principal} width={slot - 3} height={principal} className="fill-brand-600" />
              <rect
                x={x}
                y={height - principal - interest}
                width={slot - 3}
                height={interest}
                className="fill-accent-400"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" /> {words.principal}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent-400" /> {words.interest}
        </span>
        <span className="text-slate-600">{words.years}</span>
      </figcaption>
    </figure>
  );
}
