import { ExternalLink } from "@/components/ui/lucide-icons";

import type { PressItem } from "@/content/about";
import { formatIsoDate } from "@/lib/dates";

/**
 * A press mention: outlet badge, date, headline linking to the article (new tab) and a teaser. A sample
 * mention carries a visible "Sample" label and says its link opens the paper's pages, not an article.
 */
export function PressCard({ item }: { item: PressItem }) {
  return (
    <article className="relative flex h-full flex-col card transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-2">
          <span className="rounded-full bg-accent-100 px-3 py-1 font-semibold text-accent-900">{item.outlet}</span>
          {item.sample ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold tracking-wide text-slate-700 uppercase">
              Sample
            </span>
          ) : null}
        </span>
        <time dateTime={item.date} className="text-slate-600">
          {formatIsoDate(item.date)}
        </time>
      </div>
      <h3 className="mt-4 text-lg leading-snug font-semibold text-brand-950">
        {/* The headline is the link; its ::after covers the card so the whole card is one target. */}
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {item.headline}
          <span className="sr-only">
            {item.sample
              ? ` (sample headline: opens ${item.outlet}'s pages in a new tab)`
              : ` (${item.outlet}, opens in a new tab)`}
          </span>
        </a>
      </h3>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{item.teaser}</p>
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
        {item.sample ? `Sample headline: opens ${item.outlet}` : "Read the article"} <ExternalLink className="size-4" />
      </p>
    </article>
  );
}
