import { ArrowRight } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { ProgramTabs } from "@/components/programs/program-tabs";
import { ClosingCta } from "@/components/sections/closing-cta";
import { Section } from "@/components/ui/section";
import { defaultProgramTab, programsPage, programTabs } from "@/content/programs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/programs");

export default function ProgramsPage() {
  return (
    <>
      <PageHero
        path="/programs"
        title={programsPage.hero.title}
        intro={programsPage.hero.subtitle}
        aside={
          <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-5">
            {programTabs.map((tab) => (
              <div key={tab.id}>
                <dt className="text-sm text-brand-100">{tab.label}</dt>
                <dd className="text-lg font-bold">{tab.duration}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <Section id="levels" title={programsPage.levels.title} intro={programsPage.levels.intro}>
        <ProgramTabs tabs={programTabs} defaultTab={defaultProgramTab} label={programsPage.levels.tabListLabel} />
      </Section>

      <Section id="explore" tone="muted" title={programsPage.explore.title}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {programsPage.explore.links.map((link) => (
            <li key={link.href} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-950">
                <a href={link.href} className="inline-flex items-center gap-1.5 hover:text-brand-700">
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{link.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta {...programsPage.cta} />
    </>
  );
}
