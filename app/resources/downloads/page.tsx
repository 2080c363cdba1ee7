import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { downloadCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { Section } from "@/components/ui/section";
import { downloads, moreResourcesHeading, resourceActions, resourcePages, resourcesCta } from "@/content/resources";
import { pageMetadata } from "@/lib/metadata";
import { resourceRoutes } from "@/lib/navigation";

export const metadata = pageMetadata("/resources/downloads", { feed: true });

export default function DownloadsPage() {
  return (
    <>
      <PageHero
        path="/resources/downloads"
        title={resourcePages.downloads.title}
        intro={resourcePages.downloads.subtitle}
      />
      <Section>
        <ActionNote>
          <strong>{resourceActions.download.label}:</strong> {resourceActions.download.note}
        </ActionNote>
        <ResourceList items={downloadCards(downloads)} />
      </Section>
      <RelatedPages
        id="more-resources"
        title={moreResourcesHeading}
        routes={resourceRoutes()}
        current="/resources/downloads"
        tone="muted"
      />
      <ClosingCta {...resourcesCta} />
    </>
  );
}
