import { Section } from "@/components/ui/section";
import type { Stat } from "@/content/company";

type StatsBandProps = {
  id: string;
  title: string;
  eyebrow?: string;
  stats: readonly Stat[];
};

/** A band of headline figures (number, label, one-line explanation), read from content/company.ts claims. */
export function StatsBand({ id, title, eyebrow, stats }: StatsBandProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} centered>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat, index) => (
          // The label is the <dt>; the number is shown first because it is what the eye looks for.
          <div
            key={index}
            className="flex flex-col rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-100 sm:p-6"
          >
            <dt className="order-2 mt-1 text-sm font-semibold text-brand-800 sm:text-base">{stat.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{stat.number}</dd>
            {stat.description ? (
              <dd className="order-3 mt-1 text-xs leading-relaxed text-slate-600 sm:text-sm">{stat.description}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </Section>
  );
}
