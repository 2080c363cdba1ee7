import { Fragment } from "react";

import type { CountryGuide } from "@/content/country-guides";
import { type GuideSection, guideSections } from "@/content/schemas/guides";

import { AdmissionRequirements } from "./admission-requirements";
import { ClimateTable } from "./climate-table";
import { FastFacts } from "./fast-facts";
import { FiguresNote } from "./figures-note";
import { GuideHero } from "./guide-hero";
import { GuideReasons } from "./guide-reasons";
import { GuideStats } from "./guide-stats";
import { LivingCosts } from "./living-costs";
import { PopularPrograms } from "./popular-programs";
import { SalaryTable } from "./salary-table";
import { Scholarships } from "./scholarships";
import type { GuideTone } from "./section-tone";
import { StudentLife } from "./student-life";
import { UniversityTable } from "./university-table";
import { VisaInformation } from "./visa-information";
import { WorkRules } from "./work-rules";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { ClosingCta } from "@/components/sections/closing-cta";

type RenderSection = (tone: GuideTone) => React.ReactNode;

/**
 * One page for any country guide. Optional sections render only when the guide has them, and backgrounds
 * alternate over the sections actually shown.
 */
export function CountryGuidePage({ guide }: { guide: CountryGuide }) {
  const { country, popularPrograms, scholarships, salaryBySector, climate, studentLife } = guide;
  const render: Record<GuideSection, RenderSection | undefined> = {
    fastFacts: (tone) => <FastFacts {...guide.fastFacts} tone={tone} />,
    reasons: (tone) => <GuideReasons {...guide.reasons} tone={tone} />,
    universities: (tone) => <UniversityTable {...guide.universities} tone={tone} />,
    popularPrograms: popularPrograms && ((tone) => <PopularPrograms {...popularPrograms} tone={tone} />),
    admission: (tone) => <AdmissionRequirements {...guide.admission} tone={tone} />,
    scholarships: scholarships && ((tone) => <Scholarships {...scholarships} tone={tone} />),
    costs: (tone) => <LivingCosts {...guide.costs} country={guide.slug} tone={tone} />,
    visa: (tone) => <VisaInformation {...guide.visa} tone={tone} />,
    work: (tone) => <WorkRules {...guide.work} tone={tone} />,
    salaryBySector: salaryBySector && ((tone) => <SalaryTable {...salaryBySector} tone={tone} />),
    climate: climate && ((tone) => <ClimateTable {...climate} tone={tone} />),
    studentLife: studentLife && ((tone) => <StudentLife {...studentLife} tone={tone} />),
    stats: (tone) => <GuideStats country={country} stats={guide.stats} tone={tone} />,
  };
  const sections = (guide.sectionOrder ?? guideSections).map((section) => render[section]);

  return (
    <>
      <LanguageSwitcher path={guide.path} />
      <GuideHero path={guide.path} code={guide.code} country={country} hero={guide.hero} cta={guide.cta} />
      <FiguresNote disclaimer={guide.disclaimer} sources={guide.officialSources} />
      {sections
        .filter((render): render is RenderSection => Boolean(render))
        .map((render, index) => (
          <Fragment key={index}>{render(index % 2 === 0 ? "plain" : "muted")}</Fragment>
        ))}
      <ClosingCta surface="light" {...guide.cta} />
    </>
  );
}
