import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PageHero } from "@/components/layout/page-hero";
import { ActionNote } from "@/components/resources/action-note";
import { articleCards, downloadCards, eventCards } from "@/components/resources/resource-cards";
import { ResourceBand, ResourceList } from "@/components/resources/resource-list";
import { ClosingCta } from "@/components/sections/closing-cta";
import { RelatedPages } from "@/components/sections/related-pages";
import { Section } from "@/components/ui/section";
import {
  downloads,
  events,
  eventsCopy,
  moreResourcesHeading,
  resourceActions,
  resourcePages,
  resourcesCta,
} from "@/content/resources";
import type { RoutePath } from "@/content/routes";
import { articleKindInfo, articleKinds, articlesOf, type ArticleKind } from "@/lib/articles";
import { isPast } from "@/lib/events";
import { pageMetadata } from "@/lib/metadata";
import { resourceRoutes } from "@/lib/navigation";
import { renderedAt } from "@/lib/rendered-at";

// The five resource lists: one per kind of post (content/resources/<kind>/) and the downloads.
export const dynamicParams = false;

const kinds = [...articleKinds, "downloads"] as const;
type Kind = (typeof kinds)[number];
type Params = { kind: string };

const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value);

const introKey = {
  blog: "blog",
  news: "news",
  "press-releases": "pressReleases",
  events: "events",
  downloads: "downloads",
} as const satisfies Record<Kind, keyof typeof resourcePages>;

const pathOf = (kind: Kind): RoutePath =>
  kind === "downloads" ? "/resources/downloads" : articleKindInfo[kind].listPath;

export function generateStaticParams(): Params[] {
  return kinds.map((kind) => ({ kind }));
}

async function kindOf(params: Promise<Params>): Promise<Kind> {
  const { kind } = await params;
  if (!isKind(kind)) notFound();
  return kind;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return pageMetadata(pathOf(await kindOf(params)), { feed: true });
}

/** The posts of one kind, newest first (blog, news, press releases). */
function ArticleList({ kind }: { kind: Exclude<ArticleKind, "events"> }) {
  return (
    <Section>
      <ResourceList items={articleCards(articlesOf(kind))} />
    </Section>
  );
}

/** Events still to come, then those that have taken place: decided on the build date (README, "Content"). */
function EventLists({ now }: { now: Date }) {
  const upcoming = events.filter((event) => !isPast(event, now));
  const past = events.filter((event) => isPast(event, now)).reverse();
  return (
    <>
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
      <ResourceBand id="past" title={eventsCopy.pastHeading} items={eventCards(past, now, eventsCopy.pastNote)} />
    </>
  );
}

function DownloadList() {
  return (
    <Section>
      <ActionNote>
        <strong>{resourceActions.download.label}:</strong> {resourceActions.download.note}
      </ActionNote>
      <ResourceList items={downloadCards(downloads)} />
    </Section>
  );
}

export default async function ResourcePage({ params }: { params: Promise<Params> }) {
  const kind = await kindOf(params);
  const path = pathOf(kind);
  const intro = resourcePages[introKey[kind]];
  // A static page: "now" is the build date, so a daily rebuild keeps the events page true.
  const now = renderedAt();
  const pastShown = kind === "events" && events.some((event) => isPast(event, now));
  return (
    <>
      <PageHero path={path} title={intro.title} intro={intro.subtitle} />
      {kind === "events" ? (
        <EventLists now={now} />
      ) : kind === "downloads" ? (
        <DownloadList />
      ) : (
        <ArticleList kind={kind} />
      )}
      <RelatedPages
        id="more-resources"
        title={moreResourcesHeading}
        routes={resourceRoutes()}
        current={path}
        tone={pastShown ? "plain" : "muted"}
      />
      <ClosingCta {...resourcesCta} />
    </>
  );
}
