import type { TimelineItem } from "@/content/about";

/** A company story as a vertical timeline: year marker, milestone title and one sentence. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8 sm:pl-10">
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-brand-700 bg-white ring-4 ring-brand-50 sm:-left-[3.1rem]"
          />
          <p className="text-sm font-bold tracking-wide text-accent-700">
            <time dateTime={String(item.year)}>{item.year}</time>
          </p>
          <h3 className="mt-1 card-title">{item.title}</h3>
          <p className="mt-1 leading-relaxed text-slate-600">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
