/**
 * Ready-to-place JSON-LD for the pages that earn rich results. Each reads the same content the page renders;
 * what changes with the build date (the open job openings, whether an event is still to come) is decided by
 * the page, so
 * the markup describes exactly what the page shows.
 */

import type { JobOpening } from "@/content/jobs";
import type { RoutePath } from "@/content/routes";
import type { Article, ArticlePath } from "@/lib/articles";
import {
  breadcrumbJsonLd,
  articleJsonLd,
  ieltsCoursesJsonLd,
  jobPostingsJsonLd,
  officesJsonLd,
  organizationJsonLd,
  programCourseJsonLd,
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

/** Every page below the home page (rendered by PageHero): the breadcrumb trail, ending in the page's name. */
export function BreadcrumbStructuredData({
  path,
  currentName,
}: {
  path: RoutePath | ArticlePath;
  currentName?: string;
}) {
  return <JsonLd data={breadcrumbJsonLd(path, currentName)} />;
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

/**
 * An article page: a BlogPosting (blog) or NewsArticle (news, press release) at the page's own URL, or an
 * Event while the event is still to come ("now" is the build date: a rebuild after it drops the markup).
 */
export function ArticleStructuredData({ article, now }: { article: Article; now: Date }) {
  const data = articleJsonLd(article, now);
  if (data.length === 0) return null;
  return <JsonLd data={data} />;
}

/** /tools/*: the tool as a free WebApplication. */
export function ToolStructuredData({ path }: { path: RoutePath }) {
  return <JsonLd data={toolJsonLd(path)} />;
}
