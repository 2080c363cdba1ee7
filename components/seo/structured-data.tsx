/**
 * Ready-to-place JSON-LD for the pages that earn rich results. Each reads the same content the page renders;
 * lists that change with the build date (open job openings, upcoming events) are passed in by the page, so
 * the markup describes exactly what the page shows.
 */

import type { JobOpening } from "@/content/jobs";
import type { StudyEvent } from "@/content/resources";
import type { RoutePath } from "@/content/routes";
import {
  breadcrumbJsonLd,
  eventsJsonLd,
  ieltsCoursesJsonLd,
  jobPostingsJsonLd,
  newsArticlesJsonLd,
  officesJsonLd,
  organizationJsonLd,
  programCourseJsonLd,
  type NewsKind,
  toolJsonLd,
} from "@/lib/structured-data";

import { JsonLd } from "./json-ld";

/** Home page: the company, its logo, social profiles and contact points. */
export function OrganizationStructuredData() {
  return <JsonLd data={organizationJsonLd()} />;
}

/** /about/company-overview: a LocalBusiness per office. */
export function OfficesStructuredData() {
  return <JsonLd data={officesJsonLd()} />;
}

/** Every page below the home page (rendered by PageHero): the breadcrumb trail. */
export function BreadcrumbStructuredData({ path }: { path: RoutePath }) {
  return <JsonLd data={breadcrumbJsonLd(path)} />;
}

/** /careers/openings: a JobPosting per opening the page shows (closed ones are left out). */
export function JobPostingsStructuredData({ openings }: { openings: readonly JobOpening[] }) {
  if (openings.length === 0) return null;
  return <JsonLd data={jobPostingsJsonLd(openings)} />;
}

/** /services/ielts-coaching: the three course options as an ItemList of Course. */
export function IeltsCoursesStructuredData() {
  return <JsonLd data={ieltsCoursesJsonLd()} />;
}

/** /programs/program-detail: the Master's in Computer Science as a Course. */
export function ProgramCourseStructuredData() {
  return <JsonLd data={programCourseJsonLd()} />;
}

/** /resources/events: an Event per upcoming event (past ones say so on the page and carry no offer). */
export function EventsStructuredData({ events }: { events: readonly StudyEvent[] }) {
  if (events.length === 0) return null;
  return <JsonLd data={eventsJsonLd(events)} />;
}

/** /resources/news (kind "news") and /resources/press-releases (kind "press"): a NewsArticle per story. */
export function NewsStructuredData({ kind }: { kind: NewsKind }) {
  return <JsonLd data={newsArticlesJsonLd(kind)} />;
}

/** /tools/*: the tool as a free WebApplication. */
export function ToolStructuredData({ path }: { path: RoutePath }) {
  return <JsonLd data={toolJsonLd(path)} />;
}
