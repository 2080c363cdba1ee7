import { PageHero } from "@/components/layout/page-hero";
import { pressReleaseCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { Section } from "@/components/ui/section";
import { moreResourcesHeading, pressReleases, resourcePages, resourcesCta } from "@/content/resources";
import { pageMetadata } from "@/lib/metadata";
import { resourceRoutes } from "@/lib/navigation";
import { NewsStructuredData } from "@/components/seo/structured-data";

export const metadata = pageMetadata("/resources/press-releases");

/** Newest first, as a press room lists them. */
const newestFirst = [...pressReleases].sort((a, b) => b.date.localeCompare(a.date));

export default function PressReleasesPage() {
  return (
    <>
      <PageHero
        path="/resources/press-releases"
        title={resourcePages.pressReleases.title}
        intro={resourcePages.pressReleases.subtitle}
      />
      <Section>
        <ResourceList items={pressReleaseCards(newestFirst)} />
      </Section>
      <RelatedPages
        id="more-resources"
        title={moreResourcesHeading}
        routes={resourceRoutes()}
        current="/resources/press-releases"
        tone="muted"
      />
      <ClosingCta {...resourcesCta} />
      <NewsStructuredData kind="press" />
    </>
  );
}
