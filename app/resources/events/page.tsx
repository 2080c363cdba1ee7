import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { eventCards } from "@/components/resources/resource-cards";
import { ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { Section } from "@/components/ui/section";
import {
  events,
  eventsCopy,
  moreResourcesHeading,
  resourceActions,
  resourcePages,
  resourcesCta,
} from "@/content/resources";
import { isPast } from "@/lib/events";
import { pageMetadata } from "@/lib/metadata";
import { resourceRoutes } from "@/lib/navigation";

export const metadata = pageMetadata("/resources/events", { feed: true });

export default function EventsPage() {
  // A static page: "past" is decided on the build date, so a daily rebuild keeps it true (README, "Content").
  const now = new Date();
  const upcoming = events.filter((event) => !isPast(event, now));
  const past = events.filter((event) => isPast(event, now)).reverse();
  return (
    <>
      <PageHero path="/resources/events" title={resourcePages.events.title} intro={resourcePages.events.subtitle} />
      <Section id="upcoming" title={eventsCopy.upcomingHeading}>
        {upcoming.length > 0 ? (
          <>
            <ActionNote>
              <strong>{resourceActions.register.label}:</strong> {resourceActions.register.note}
            </ActionNote>
            <ResourceList items={eventCards(upcoming, now, eventsCopy.pastNote)} headingLevel="h3" />
          </>
        ) : (
          <p className="max-w-2xl text-lg text-slate-700">{eventsCopy.noUpcoming}</p>
        )}
      </Section>
      {past.length > 0 ? (
        <Section id="past" tone="muted" title={eventsCopy.pastHeading}>
          <ResourceList items={eventCards(past, now, eventsCopy.pastNote)} headingLevel="h3" />
        </Section>
      ) : null}
      <RelatedPages
        id="more-resources"
        title={moreResourcesHeading}
        routes={resourceRoutes()}
        current="/resources/events"
        tone={past.length > 0 ? "plain" : "muted"}
      />
      <ClosingCta {...resourcesCta} />
    </>
  );
}
