/**
 * Schema.org JSON-LD for search engines, built from the same content modules the
 * pages render, so rich results can never disagree with what a visitor reads.
 *
 * Each `*Props` function returns the props of a next-seo JSON-LD component; each
 * `*JsonLd` function returns the object that component shapes, plus the properties
 * Google recommends that next-seo cannot express (noted where added). Pages render
 * them through components/seo/structured-data.tsx, which serializes with
 * lib/json-ld.ts's strict escaping.
 */

import {
  ArticleJsonLd,
  BreadcrumbJsonLd,
  CourseJsonLd,
  EventJsonLd,
  JobPostingJsonLd,
  LocalBusinessJsonLd,
  OrganizationJsonLd,
  SoftwareApplicationJsonLd,
  type ArticleJsonLdProps,
  type BreadcrumbJsonLdProps,
  type CourseJsonLdProps,
  type EventJsonLdProps,
  type JobPostingJsonLdProps,
  type LocalBusinessJsonLdProps,
  type Organization,
  type Person,
  type OrganizationJsonLdProps,
  type PostalAddress,
  type SoftwareApplicationJsonLdProps,
} from "next-seo";

import { officeHours } from "@/content/company";
import { ielts, type CourseOption } from "@/content/ielts";
import type { JobOpening } from "@/content/jobs";
import { programDetail } from "@/content/programs";
import type { StudyEvent } from "@/content/resources";
import { getRoute, metaTitleOf, type RoutePath } from "@/content/routes";
import { pageTrail } from "@/lib/i18n/trail";
import { absoluteUrl, officeById, offices, site, socialLinks, type Office } from "@/content/site";
import type { TeamMember } from "@/content/team";
import { isoYears } from "@/lib/format";
import { openingHours } from "@/lib/hours";
import { closesAt, experienceText, monthsOfExperience } from "@/lib/jobs";
import { isJsonLdObject, jsonLdOf, type JsonLdObject } from "@/lib/json-ld";
import {
  articleAuthor,
  articleKindInfo,
  articleModified,
  articlePath,
  type Article,
  type ArticlePath,
} from "@/lib/articles";
import { eventPlaceText, isPast } from "@/lib/events";
import { ogImagePath } from "@/lib/metadata";
import { routeDescription } from "@/lib/route-descriptions";

/** The square logo search engines show for the organization (public/icon-512.png). */
export const logoUrl = absoluteUrl("/icon-512.png");

/** A displayed phone number with its non-breaking spaces as plain spaces ("+91 98765 43210"). */
export function schemaPhone(phone: string): string {
  return phone.replace(/\s/g, " ");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An office's address, typed explicitly: next-seo leaves a nested Place's address untyped. */
export function postalAddress(office: Office): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: "IN",
  };
}

/** The company as provider, employer, organizer, author and publisher. */
export const organizationReference: Organization = {
  "@type": "Organization",
  name: site.name,
  url: absoluteUrl("/"),
  logo: logoUrl,
};

/** Organization on the home page: identity, logo, social profiles and one contact point per office. */
export function organizationProps(): OrganizationJsonLdProps {
  return {
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: logoUrl,
    description: site.description,
    email: site.email,
    telephone: schemaPhone(site.phones[0]),
    sameAs: socialLinks.map((link) => link.href),
    address: offices.map(postalAddress),
    contactPoint: offices.map((office) => ({
      contactType: "customer service",
      telephone: schemaPhone(office.phone),
      email: office.email,
    })),
  };
}

export function organizationJsonLd(): JsonLdObject {
  return jsonLdOf(OrganizationJsonLd, organizationProps());
}

/** A LocalBusiness per office, with the hours the company overview page states. */
export function officeProps(office: Office): LocalBusinessJsonLdProps {
  return {
    name: `${site.name} ${office.city}`,
    address: postalAddress(office),
    telephone: schemaPhone(office.phone),
    email: office.email,
    url: absoluteUrl("/about/company-overview"),
    image: logoUrl,
    openingHoursSpecification: openingHours(officeHours.companyOverview),
    branchOf: organizationReference,
  };
}

export function officesJsonLd(): JsonLdObject[] {
  return offices.map((office) => jsonLdOf(LocalBusinessJsonLd, officeProps(office)));
}

/**
 * The visible breadcrumb trail as a BreadcrumbList. Folder crumbs without a page
 * (e.g. "Resources" on /resources/events) have no URL to point at, and Google
 * requires `item` on every crumb but the last, so they are left out; every crumb
 * in the list is a link (or the current page) in the visible trail.
 */
export function breadcrumbProps(path: RoutePath | ArticlePath, currentName?: string): BreadcrumbJsonLdProps {
  return {
    items: pageTrail(path, currentName).flatMap((crumb) =>
      crumb.path ? [{ name: crumb.name, item: absoluteUrl(crumb.path) }] : [],
    ),
  };
}

export function breadcrumbJsonLd(path: RoutePath | ArticlePath, currentName?: string): JsonLdObject {
  return jsonLdOf(BreadcrumbJsonLd, breadcrumbProps(path, currentName));
}

/** The full job description as Google asks for it: the summary and the requirements list, in HTML. */
export function jobDescriptionHtml(opening: JobOpening): string {
  const requirements = opening.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("");
  return (
    `<p>${escapeHtml(opening.description)}</p>` +
    `<p>Department: ${escapeHtml(opening.department)}. Experience: ${escapeHtml(experienceText(opening.experience))}.</p>` +
    `<p>Requirements:</p><ul>${requirements}</ul>`
  );
}

export function jobPostingProps(opening: JobOpening): JobPostingJsonLdProps {
  return {
    title: opening.position,
    description: jobDescriptionHtml(opening),
    datePosted: opening.datePosted,
    // The last day applications are accepted, to its end in India.
    validThrough: closesAt(opening),
    employmentType: opening.employmentType,
    hiringOrganization: { name: site.name, sameAs: absoluteUrl("/"), logo: logoUrl },
    jobLocation: { address: postalAddress(officeById[opening.office]) },
    identifier: { name: site.name, value: opening.id },
    // "Apply Now" opens an e-mail draft, not an application form on this page.
    directApply: false,
    experienceRequirements: { monthsOfExperience: monthsOfExperience(opening.experience) },
    url: absoluteUrl("/careers/openings"),
  };
}

/** A JobPosting per opening; pass only the open ones (lib/jobs.ts), as Google asks for expired postings to go. */
export function jobPostingsJsonLd(openings: readonly JobOpening[]): JsonLdObject[] {
  return openings.map((opening) => jsonLdOf(JobPostingJsonLd, jobPostingProps(opening)));
}

export function ieltsCourseName(course: CourseOption): string {
  return `IELTS Academic ${course.type} Course`;
}

export function ieltsCourseDescription(course: CourseOption): string {
  return (
    `Duration: ${course.duration}. Classes: ${course.schedule}. Batch size: ${course.batchSize}. ` +
    `Includes: ${course.features.join("; ")}.`
  );
}

export function ieltsCourseListProps(): CourseJsonLdProps {
  return {
    type: "list",
    courses: ielts.courses.items.map((course) => ({
      name: ieltsCourseName(course),
      description: ieltsCourseDescription(course),
      provider: organizationReference,
    })),
  };
}

/** Each ListItem of an ItemList with the Course (or other thing) it holds. */
function listItemsOf(list: JsonLdObject): { listItem: JsonLdObject; item: JsonLdObject }[] {
  const items = list.itemListElement;
  if (!Array.isArray(items)) throw new Error("ItemList without itemListElement");
  return items.map((listItem: unknown) => {
    if (!isJsonLdObject(listItem) || !isJsonLdObject(listItem.item)) throw new Error("ListItem without an item");
    return { listItem, item: listItem.item };
  });
}

/** The three IELTS course options as an ItemList of Course, each with its price in rupees. */
export function ieltsCoursesJsonLd(): JsonLdObject {
  const list = jsonLdOf(CourseJsonLd, ieltsCourseListProps());
  const courses = ielts.courses.items;
  return {
    ...list,
    // next-seo's Course has no offers; Google recommends them.
    itemListElement: listItemsOf(list).map(({ listItem, item }, index) => ({
      ...listItem,
      item: {
        ...item,
        offers: {
          "@type": "Offer",
          category: "Paid",
          price: courses[index].price.amount,
          priceCurrency: courses[index].price.currency,
        },
      },
    })),
  };
}

export function programCourseProps(): CourseJsonLdProps {
  return {
    name: programDetail.title,
    description: programDetail.overview[0],
    url: absoluteUrl("/programs/program-detail"),
    provider: organizationReference,
  };
}

/** The Master's in Computer Science, with its length and entry requirements (schema.org properties next-seo lacks). */
export function programCourseJsonLd(): JsonLdObject {
  return {
    ...jsonLdOf(CourseJsonLd, programCourseProps()),
    timeRequired: isoYears(programDetail.details.durationYears),
    coursePrerequisites: [...programDetail.entryRequirements],
  };
}

export function eventProps(event: StudyEvent): EventJsonLdProps {
  const { location, registration } = event;
  // The event's own page: its details and the "Register Now" e-mail draft.
  const url = absoluteUrl(articlePath({ kind: "events", post: event }));
  return {
    name: event.title,
    startDate: event.start,
    endDate: event.end,
    description: event.summary,
    // next-seo types location as a Place; an online event's VirtualLocation replaces it in eventJsonLd.
    location:
      "office" in location
        ? {
            name: `${site.name} ${officeById[location.office].city} office`,
            address: postalAddress(officeById[location.office]),
          }
        : eventPlaceText(event),
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizationReference,
    image: absoluteUrl(ogImagePath("/resources/events")),
    offers: {
      price: registration.fee.amount,
      priceCurrency: registration.fee.currency,
      availability: "https://schema.org/InStock",
      url,
      ...(registration.closes ? { validThrough: registration.closes } : {}),
    },
    url,
  };
}

/** An Event with how to attend it (next-seo has no eventAttendanceMode or VirtualLocation). */
export function eventJsonLd(event: StudyEvent): JsonLdObject {
  const data = jsonLdOf(EventJsonLd, eventProps(event));
  if ("online" in event.location) {
    return {
      ...data,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", name: eventPlaceText(event), url: String(data.url) },
    };
  }
  return { ...data, eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode" };
}

/** A team member as an article's author: named, with the role they hold and the page that introduces them. */
export function authorPerson(member: TeamMember): Person & { jobTitle: string } {
  return { "@type": "Person", name: member.name, jobTitle: member.position, url: absoluteUrl("/about/our-team") };
}

/** The schema.org type of each written kind: advice is a BlogPosting, news and press releases NewsArticles. */
const articleTypes = { blog: "BlogPosting", news: "NewsArticle", "press-releases": "NewsArticle" } as const;

/** A blog post, news item or press release as the page at its own URL. */
export type WrittenArticle = Exclude<Article, { kind: "events" }>;

export function articleProps(article: WrittenArticle): ArticleJsonLdProps {
  const url = absoluteUrl(articlePath(article));
  return {
    type: articleTypes[article.kind],
    headline: article.post.title,
    description: article.post.summary,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.post.date,
    dateModified: articleModified(article),
    image: [absoluteUrl(ogImagePath(articleKindInfo[article.kind].listPath))],
    author: authorPerson(articleAuthor(article)),
    publisher: organizationReference,
  };
}

/**
 * The JSON-LD an article page carries besides its breadcrumbs: a BlogPosting or NewsArticle, an Event while
 * the event is still to come, and nothing for one that has taken place (decided on the build date).
 */
export function articleJsonLd(article: Article, now: Date): JsonLdObject[] {
  if (article.kind === "events") return isPast(article.post, now) ? [] : [eventJsonLd(article.post)];
  return [jsonLdOf(ArticleJsonLd, articleProps(article))];
}

/** The schema.org applicationCategory of each free tool (/tools/*). */
export const toolCategories: Partial<Record<RoutePath, string>> = {
  "/tools/study-cost": "FinanceApplication",
  "/tools/education-loan-emi": "FinanceApplication",
  "/tools/ielts-band": "EducationalApplication",
};

/** A free tool (/tools/*) as a WebApplication: name, what it does, free of charge, made by the company. */
export function toolProps(path: RoutePath): SoftwareApplicationJsonLdProps {
  const route = getRoute(path);
  const applicationCategory = toolCategories[path];
  if (!applicationCategory) throw new Error(`${path} is not a tool`);
  return {
    type: "WebApplication",
    name: metaTitleOf(route),
    description: routeDescription(route),
    url: absoluteUrl(path),
    applicationCategory,
    operatingSystem: "Any (runs in the browser)",
    offers: { price: 0, priceCurrency: "INR" },
    publisher: { name: site.name, url: absoluteUrl("/") },
  };
}

export function toolJsonLd(path: RoutePath): JsonLdObject {
  return jsonLdOf(SoftwareApplicationJsonLd, toolProps(path));
}
