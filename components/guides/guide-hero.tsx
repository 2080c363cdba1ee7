import { CheckCircle2 } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { Flag } from "@/components/ui/flag";
import type { CountryGuide } from "@/content/country-guides";

type GuideHeroProps = Pick<CountryGuide, "path" | "code" | "country" | "hero" | "cta">;

/** The guide's top band: flag, the page's one h1, badges and the two consultation buttons. */
export function GuideHero({ path, code, country, hero, cta }: GuideHeroProps) {
  return (
    <PageHero
      path={path}
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={<p>{hero.subtitle}</p>}
      actions={<CtaButtons ctas={cta.buttons} />}
      aside={
        <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur">
          <Flag
            code={code}
            label={`Flag of ${country}`}
            loading="eager"
            className="h-12 w-18 rounded-md shadow-md ring-1 ring-white/30 sm:h-16 sm:w-24"
          />
          <ul className="mt-5 space-y-3">
            {hero.badges.map((badge, index) => (
              <li key={index} className="flex items-start gap-2.5 text-sm font-medium sm:text-base">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                {badge}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
