import { words } from "@/lib/i18n/words";
import { SourceLink } from "@/components/ui/source-link";
import type { OfficialSource } from "@/content/schemas/primitives";
import { formatIsoDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

type OfficialSourcesProps = {
  /** Unique on the page, so a link can point at the list. */
  id: string;
  sources: readonly OfficialSource[];
  className?: string;
};

/** "reviewed on 20 November 2026" when a counsellor set the date; never a date nobody set. */
function Reviewed({ date }: { date: string | undefined }) {
  if (!date) return <>{words("guide")("notYetReviewed")}</>;
  return (
    <>
      {words("guide")("reviewedOn")} <time dateTime={date}>{formatIsoDate(date)}</time>
    </>
  );
}

/** The sources grouped by who publishes them, in the order the content lists them. */
function byPublisher(sources: readonly OfficialSource[]): [string, OfficialSource[]][] {
  const groups = new Map<string, OfficialSource[]>();
  for (const source of sources) groups.set(source.publisher, [...(groups.get(source.publisher) ?? []), source]);
  return [...groups];
}

/**
 * The official pages a page's figures were checked against (immigration departments, embassies, government
 * portals), by publisher, with the date a counsellor last checked them, or "not yet reviewed" where nobody
 * has: shown beside the "confirm with the official source" note of every visa page and country guide. One
 * date for the list when all share it, else one per source.
 */
export function OfficialSources({ id, sources, className }: OfficialSourcesProps) {
  if (sources.length === 0) return null;
  const dates = new Set(sources.map((source) => source.reviewed));
  const allAlike = dates.size === 1;
  const shared = sources[0].reviewed;
  return (
    <div id={id} className={cn("text-sm leading-relaxed", className)}>
      <p className="font-semibold text-brand-950">
        {words("guide")("sources")}
        {allAlike ? (
          <>
            , <Reviewed date={shared} />
          </>
        ) : null}
      </p>
      <ul className="mt-1 space-y-1">
        {byPublisher(sources).map(([publisher, links], position) => (
          <li key={position}>
            <span className="text-slate-700">{`${publisher}: `}</span>
            {links.map((source, index) => (
              <span key={index}>
                {index > 0 ? ", " : null}
                <SourceLink href={source.url}>{source.title}</SourceLink>
                {allAlike ? null : (
                  <span className="text-slate-600">
                    {" "}
                    (<Reviewed date={source.reviewed} />)
                  </span>
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
