import { cn } from "@/lib/utils";

import { IndicativeTag } from "@/components/ui/indicative";

export type Figure = {
  value: string;
  label: string;
  description?: string;
  indicative?: boolean;
};

type FigureGridProps = {
  figures: readonly Figure[];
  /** "brand" for a dark band (Section tone="brand"). */
  tone?: "light" | "brand";
  className?: string;
};

const wideColumns: Record<number, string> = {
  1: "max-w-md",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-3 lg:grid-cols-5",
};

/** Short figures ("99%", "25,000+") fit two to a row on a 375 px phone; longer ones ("12-24 months") do not. */
const SHORT_FIGURE_LENGTH = 7;

/** Headline figures (claims, processing times, amounts) as a description list. */
export function FigureGrid({ figures, tone = "light", className }: FigureGridProps) {
  const allShort = figures.every((figure) => figure.value.length <= SHORT_FIGURE_LENGTH);
  return (
    <dl
      className={cn(
        "grid gap-4",
        figures.length > 1 && allShort && "grid-cols-2",
        wideColumns[figures.length] ?? "sm:grid-cols-2 lg:grid-cols-3",
        className,
      )}
    >
      {figures.map((figure, index) => (
        <div
          key={index}
          className={cn(
            "flex flex-col rounded-2xl p-5",
            tone === "brand" ? "bg-white/10 ring-1 ring-white/20" : "bg-brand-50 ring-1 ring-brand-100",
          )}
        >
          <dt className={cn("text-sm font-semibold", tone === "brand" ? "text-brand-100" : "text-brand-800")}>
            {figure.label}
          </dt>
          <dd
            className={cn(
              "order-first text-3xl font-extrabold tracking-tight sm:text-4xl",
              tone === "brand" ? "text-white" : "text-brand-900",
            )}
          >
            {figure.value}
            {figure.indicative ? <IndicativeTag /> : null}
          </dd>
          {figure.description ? (
            <dd className={cn("mt-1 text-sm", tone === "brand" ? "text-brand-100" : "text-slate-600")}>
              {figure.description}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
