import type { OfficialSource } from "@/content/schemas/primitives";
import { formatIsoDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

type OfficialSourcesProps = {
  /** Unique on the page: labels the list. */
  id: string;
  sources: readonly OfficialSource[];
  className?: string;
};

function Reviewed({ date }: { date: string }) {
  return <time dateTime={date}>{formatIsoDate(date)}</time>;
}

/**
 * The official pages a page's figures were checked against (immigration departments, embassies, government
 * portals), with the date a counsellor last checked them: shown beside the "confirm with the official source"
 * note of every visa page and country guide. One date for the list when all share it, else one per source.
 */
export function OfficialSources({ id, sources, className }: OfficialSourcesProps) {
  if (sources.length === 0) return null;
  const dates = new Set(sources.map((source) => source.reviewed));
  const shared = dates.size === 1 ? sources[0].reviewed : undefined;
  const labelId = `${id}-label`;
  return (
    <div id={id} className={cn("text-sm leading-relaxed", className)}>
      <p id={labelId} className="font-semibold text-brand-950">
        Official sources
        {shared ? (
          <>
            , reviewed on <Reviewed date={shared} />
          </>
        ) : null}
      </p>
      <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {source.title}
              <span className="font-normal text-slate-600"> ({source.publisher})</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {shared ? null : (
              <span className="text-slate-600">
                , reviewed on <Reviewed date={source.reviewed} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
