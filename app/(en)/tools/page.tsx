import { PageHero } from "@/components/layout/page-hero";
import { RelatedPages } from "@/components/sections/related-pages";
import { routesInNav } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tools");

export default function ToolsPage() {
  return (
    <>
      <PageHero
        path="/tools"
        eyebrow="Free tools"
        title="Plan in rupees before you apply"
        intro={
          <p>
            Three free calculators Indian families use to plan study abroad: the first-year cost in rupees, the EMI of
            an education loan, and your IELTS band. Share any result on WhatsApp, or have it e-mailed to you.
          </p>
        }
      />
      <RelatedPages id="tools" title="Our calculators" routes={routesInNav("tools")} tone="muted" />
    </>
  );
}
