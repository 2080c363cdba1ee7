import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";
import { cn } from "@/lib/utils";

import type { GuideTone } from "./section-tone";

type GuideStatsProps = Pick<CountryGuide, "country" | "stats"> & { tone: GuideTone };

/** The guide's headline numbers. */
export function GuideStats({ country, stats, tone }: GuideStatsProps) {
  return (
    <Section id="at-a-glance" title={`${country} at a Glance`} tone={tone}>
      <dl className={cn("grid gap-4", stats.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4")}>
        {stats.map((stat, index) => (
          <div key={index} className="flex flex-col rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
            <dt className="order-2 mt-1 text-sm font-semibold text-brand-800">{stat.label}</dt>
            <dd className="order-1 text-2xl font-extrabold text-brand-900 sm:text-3xl">{stat.number}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
