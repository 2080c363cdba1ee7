import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { CtaButtons } from "@/components/sections/cta-buttons";
import { IeltsCoursesStructuredData } from "@/components/seo/structured-data";
import type { Service } from "@/content/services";
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
  const isVisaPage = visaServiceRoutes().some((route) => route.path === path);
  return (
    <>
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
      {service.sections.some((section) => section.kind === "courses") ? <IeltsCoursesStructuredData /> : null}
    </>
  );
}
