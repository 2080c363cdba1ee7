import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { IeltsCoursesStructuredData } from "@/components/seo/structured-data";
import type { Service } from "@/content/services";
import { pageLanguage } from "@/lib/i18n/page-language";
import { visaServiceRoutes } from "@/lib/navigation";

import { HeroBadges } from "./hero-badges";
import { ServiceSections } from "./service-sections";
import { VisaServices } from "./visa-services";

/**
 * One page for any service: the hero, the sections in the file's order, the band linking the other visa pages
 * (on a visa page) and the closing call to action.
 */
export function ServicePage({ service }: { service: Service }) {
  const { path, hero, cta } = service;
  // The band of visa pages and the course markup are English only (the other visa pages are not translated).
  const isEnglish = pageLanguage() === "en";
  const isVisaPage = isEnglish && visaServiceRoutes().some((route) => route.path === path);
  return (
    <>
      <LanguageSwitcher path={path} />
      <PageHero
        path={path}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.subtitle}
        actions={<CtaButtons ctas={hero.buttons} />}
        aside={hero.badges ? <HeroBadges badges={hero.badges} /> : undefined}
      />
      <ServiceSections service={service} />
      {isVisaPage ? <VisaServices current={path} /> : null}
      {cta ? <ClosingCta surface="light" {...cta} /> : null}
      {/* The courses' Course markup (lib/structured-data.ts) describes the IELTS courses, the page that has them. */}
      {isEnglish && service.sections.some((section) => section.kind === "courses") ? (
        <IeltsCoursesStructuredData />
      ) : null}
    </>
  );
}
