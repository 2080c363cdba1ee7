import { pageTrail } from "@/lib/i18n/trail";
import { words } from "@/lib/i18n/words";

/** Visible breadcrumb trail derived from the route registry (the JSON-LD BreadcrumbList uses the same trail). */
export function Breadcrumbs({
  path,
  currentName,
  inverse = false,
}: {
  path: string;
  /** The current page's name where the registry has none (an article's title). */
  currentName?: string;
  inverse?: boolean;
}) {
  const trail = pageTrail(path, currentName);
  return (
    <nav aria-label={words("breadcrumbs")("label")} data-pagefind-ignore="all" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={index} className="flex items-center gap-1.5">
              {index > 0 ? (
                <span aria-hidden="true" className={inverse ? "text-brand-300" : "text-slate-400"}>
                  /
                </span>
              ) : null}
              {isLast ? (
                <span aria-current="page" className={inverse ? "text-white" : "text-slate-700"}>
                  {crumb.name}
                </span>
              ) : crumb.path ? (
                <a
                  href={crumb.path}
                  className={
                    inverse ? "text-brand-100 hover:text-white hover:underline" : "text-brand-700 hover:underline"
                  }
                >
                  {crumb.name}
                </a>
              ) : (
                <span className={inverse ? "text-brand-100" : "text-slate-500"}>{crumb.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
