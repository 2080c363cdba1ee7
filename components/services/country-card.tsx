import { ArrowLink } from "@/components/ui/arrow-link";
import { Flag } from "@/components/ui/flag";
import { findVisaCountry } from "@/content/visa-countries";
import { cn } from "@/lib/utils";

import { CheckItems } from "./check-items";

export type CountryCardFact = { label: string; value: React.ReactNode };

type CountryCardProps = {
  country: string;
  /** The card heading when it is not the country itself (e.g. a visa name). */
  title?: string;
  description?: string;
  facts?: readonly CountryCardFact[];
  /** "inline" puts short labels beside their values; "stacked" suits long labels or values. */
  factLayout?: "inline" | "stacked";
  /** Requirements or other points, as a checked list. */
  points?: readonly string[];
  /** Link to the country's study guide, when one exists. */
  linkGuide?: boolean;
  className?: string;
};

/** A card about one country's visa: flag, heading, key facts and, optionally, points and the country guide. */
export function CountryCard({
  country,
  title,
  description,
  facts,
  factLayout = "stacked",
  points,
  linkGuide,
  className,
}: CountryCardProps) {
  const meta = findVisaCountry(country);
  const guidePath = linkGuide ? meta?.guidePath : undefined;
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6",
        className,
      )}
    >
      <div className="flex items-center gap-3">
        {meta ? <Flag code={meta.flag} className="h-8 w-12 shrink-0 rounded shadow-sm ring-1 ring-slate-200" /> : null}
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold text-brand-950">{title ?? country}</h3>
          {title ? <p className="text-sm text-slate-600">{country}</p> : null}
        </div>
      </div>
      {description ? <p className="mt-4 text-sm leading-relaxed text-slate-600">{description}</p> : null}
      {facts?.length ? (
        <dl
          className={cn(
            "mt-4 text-sm",
            factLayout === "inline" ? "grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5" : "space-y-3",
          )}
        >
          {facts.map((fact, index) => (
            <div key={index} className={factLayout === "inline" ? "contents" : undefined}>
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className={cn("font-semibold text-brand-950", factLayout === "stacked" && "mt-0.5")}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {points?.length ? <CheckItems items={points} className="mt-4 border-t border-slate-100 pt-4 text-sm" /> : null}
      {guidePath ? (
        <ArrowLink href={guidePath} className="mt-auto pt-4">
          {`Read the ${country} study guide`}
        </ArrowLink>
      ) : null}
    </article>
  );
}
