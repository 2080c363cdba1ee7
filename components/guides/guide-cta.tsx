import { ArrowRight } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";

type GuideCtaProps = CountryGuide["cta"] & { tone: GuideTone };

/**
 * The closing call to action: both guide buttons lead to the free consultation form. A card rather than a full
 * band, so it does not merge with the footer's own dark banner below it.
 */
export function GuideCta({ title, description, primary, secondary, tone }: GuideCtaProps) {
  return (
    <Section id="get-started" aria-labelledby="get-started-heading" tone={tone}>
      <div className="rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12">
        <h2 id="get-started-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={primary.href} variant="accent" size="lg">
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href={secondary.href} variant="outline-inverse" size="lg">
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
