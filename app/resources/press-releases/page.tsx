import { PageHero } from "@/components/layout/page-hero";
import { articleCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { Section } from "@/components/ui/section";
import { moreResourcesHeading, resourcePages, resourcesCta } from "@/content/resources";
import { articlesOf } from "@/lib/articles";
import { pageMetadata } from "@/lib/metadata";
import { resourceRoutes } from "@/lib/navigation";

export const metadata = pageMetadata("/resources/press-releases", { feed: true });

export default function PressReleasesPage() {
  return (
    <>
      <PageHero
        path="/resources/press-releases"
        title={resourcePages.pressReleases.title}
        intro={resourcePages.pressReleases.subtitle}
      />
      <Section>
        <ResourceList items={articleCards(articlesOf("press-releases"))} />
      </Section>
      <RelatedPages
        id="more-resources"
        title={moreResourcesHeading}
        routes={resourceRoutes()}
        current="/resources/press-releases"
        tone="muted"
      />
      <ClosingCta {...resourcesCta} />
    </>
  );
}
