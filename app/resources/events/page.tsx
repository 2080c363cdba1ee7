import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { eventCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { Section } from "@/components/ui/section";
import { events, resourceActions, resourcePages, resourcesCta } from "@/content/resources";
import { pageMetadata } from "@/lib/metadata";
import { EventsStructuredData } from "@/components/seo/structured-data";

export const metadata = pageMetadata("/resources/events");

export default function EventsPage() {
  return (
    <>
      <PageHero path="/resources/events" title={resourcePages.events.title} intro={resourcePages.events.subtitle} />
      <Section>
        <ActionNote>
          <strong>{resourceActions.register.label}:</strong> {resourceActions.register.note}
        </ActionNote>
        <ResourceList items={eventCards(events)} />
      </Section>
      <ClosingCta {...resourcesCta} />
      <EventsStructuredData />
    </>
  );
}
