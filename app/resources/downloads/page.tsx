import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { downloadCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { Section } from "@/components/ui/section";
import { downloads, resourceActions, resourcePages, resourcesCta } from "@/content/resources";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/resources/downloads");

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
      <ClosingCta {...resourcesCta} />
    </>
  );
}
