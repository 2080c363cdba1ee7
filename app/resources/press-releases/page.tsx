import { PageHero } from "@/components/layout/page-hero";
import { pressReleaseCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { Section } from "@/components/ui/section";
import { pressReleases, resourcePages, resourcesCta } from "@/content/resources";
import { pageMetadata } from "@/lib/metadata";
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
      <ClosingCta {...resourcesCta} />
      <NewsStructuredData kind="press" />
    </>
  );
}
