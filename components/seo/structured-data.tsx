/**
 * Ready-to-place JSON-LD for the pages that earn rich results. Each takes no
 * props (or just the page's path) and reads the same content the page renders.
 */

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

/** /careers/openings: a JobPosting per opening. */
export function JobPostingsStructuredData() {
  return <JsonLd data={jobPostingsJsonLd()} />;
}

/** /services/ielts-coaching: the three course options as an ItemList of Course. */
export function IeltsCoursesStructuredData() {
  return <JsonLd data={ieltsCoursesJsonLd()} />;
}

/** /programs/program-detail: the Master's in Computer Science as a Course. */
export function ProgramCourseStructuredData() {
  return <JsonLd data={programCourseJsonLd()} />;
}

/** /resources/events: an Event per listed event. */
export function EventsStructuredData() {
  return <JsonLd data={eventsJsonLd()} />;
}

/** /resources/news (kind "news") and /resources/press-releases (kind "press"): a NewsArticle per story. */
export function NewsStructuredData({ kind }: { kind: NewsKind }) {
  return <JsonLd data={newsArticlesJsonLd(kind)} />;
}
