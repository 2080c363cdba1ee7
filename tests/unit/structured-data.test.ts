import { officeHours } from "@/content/company";
import { ielts } from "@/content/ielts";
import { jobOpenings } from "@/content/jobs";
import { programDetail } from "@/content/programs";
import { events } from "@/content/resources";
import { breadcrumbsFor, routes, type RoutePath } from "@/content/routes";
import { absoluteUrl, officeById, type Office, offices, site, socialLinks } from "@/content/site";
import { getTeamMember } from "@/content/team";
import { allArticles, articleKindInfo, articlePath, articlesOf } from "@/lib/articles";
import type { JsonLdObject } from "@/lib/json-ld";
import { eventPlaceText } from "@/lib/events";
import { daysOf } from "@/lib/hours";
import { closesAt, monthsOfExperience } from "@/lib/jobs";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  ieltsCoursesJsonLd,
  jobPostingsJsonLd,
  logoUrl,
  officesJsonLd,
  organizationJsonLd,
  programCourseJsonLd,
  toolCategories,
  toolJsonLd,
} from "@/lib/structured-data";
import { ist, istIso } from "@/contract/india-time";

import { structuredDataProblems } from "../support/structured-data-rules";

const plainSpaces = (phone: string) => phone.replace(/\u00a0/g, " ");

/** Where each field of an office's schema.org PostalAddress comes from in its data (content/site.json). */
const addressFields = [
  ["streetAddress", "streetAddress"],
  ["addressLocality", "city"],
  ["addressRegion", "region"],
  ["postalCode", "postalCode"],
] as const;

/** The address every entity that names an office must give: the office's own, in India. */
function addressOf(office: Office): JsonLdObject {
  const fields = Object.fromEntries(addressFields.map(([schema, own]) => [schema, office[own]]));
  return { "@type": "PostalAddress", ...fields, addressCountry: "IN" };
}

/** A nested object of a JSON-LD entity, for reading its properties in assertions. */
function child(entity: unknown, property: string): JsonLdObject {
  const value = (entity as JsonLdObject)[property];
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`${property} is no object`);
  return value as JsonLdObject;
}

function listOf(entity: unknown, property: string): JsonLdObject[] {
  const value = (entity as JsonLdObject)[property];
  if (!Array.isArray(value)) throw new Error(`${property} is no list`);
  return value as JsonLdObject[];
}

describe("Organization (home page)", () => {
  const organization = organizationJsonLd();

  it("has every property Google recommends", () => {
    expect(structuredDataProblems(organization)).toEqual([]);
  });

  it("agrees with content/site.ts", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: site.name,
      url: `${site.origin}/`,
      logo: `${site.origin}/icon-512.png`,
      email: site.email,
      sameAs: socialLinks.map((link) => link.href),
    });
    expect(organization.address).toEqual(offices.map(addressOf));
    const points = listOf(organization, "contactPoint");
    expect(points.map((point) => point.telephone)).toEqual(site.phones.map(plainSpaces));
    expect(points.map((point) => point.email)).toEqual(offices.map((office) => office.email));
  });
});

describe("LocalBusiness (company overview)", () => {
  const businesses = officesJsonLd();

  it("describes each of the three offices completely", () => {
    expect(businesses).toHaveLength(3);
    for (const business of businesses) expect(structuredDataProblems(business)).toEqual([]);
  });

  it.each(offices.map((office, index) => [office.city, office, index] as const))(
    "%s: address, phone, e-mail and company-overview hours",
    (_city, office, index) => {
      const business = businesses[index];
      expect(business.name).toBe(`${site.name} ${office.city}`);
      expect(business.address).toEqual(addressOf(office));
      expect(business.telephone).toBe(plainSpaces(office.phone));
      expect(business.email).toBe(office.email);
      expect(business.openingHoursSpecification).toEqual(
        officeHours.companyOverview.lines.map((line) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: daysOf(line),
          opens: line.opens,
          closes: line.closes,
        })),
      );
    },
  );
});

describe("BreadcrumbList", () => {
  it.each(routes.filter((route) => route.path !== "/").map((route) => [route.path] as const))(
    "%s lists the visible trail's linked crumbs and the page",
    (path) => {
      const list = breadcrumbJsonLd(path as RoutePath);
      expect(structuredDataProblems(list)).toEqual([]);
      const linked = breadcrumbsFor(path).filter((crumb) => crumb.path);
      expect(listOf(list, "itemListElement")).toEqual(
        linked.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.path ?? ""),
        })),
      );
    },
  );

  it("leaves out a folder crumb that has no page", () => {
    const names = listOf(breadcrumbJsonLd("/resources/events"), "itemListElement").map((item) => item.name);
    expect(breadcrumbsFor("/resources/events").map((crumb) => crumb.name)).toEqual(["Home", "Resources", "Events"]);
    expect(names).toEqual(["Home", "Events"]);
  });
});

describe("JobPosting (careers openings)", () => {
  const postings = jobPostingsJsonLd(jobOpenings);

  it("posts each opening it is given, with Google's required and recommended properties", () => {
    expect(postings.map((posting) => posting.title)).toEqual(jobOpenings.map((opening) => opening.position));
    for (const posting of postings) expect(structuredDataProblems(posting)).toEqual([]);
  });

  it.each(jobOpenings.map((opening, index) => [opening.position, opening, index] as const))(
    "%s agrees with its data file",
    (_position, opening, index) => {
      const posting = postings[index];
      expect(posting.datePosted).toBe(opening.datePosted);
      expect(posting.validThrough).toBe(closesAt(opening));
      expect(posting.validThrough).toBe(istIso(ist(`${opening.validThrough}T23:59:59`)));
      expect(posting.employmentType).toBe(opening.employmentType);
      expect(child(posting, "hiringOrganization")).toMatchObject({ "@type": "Organization", name: site.name });
      expect(child(child(posting, "jobLocation"), "address")).toEqual(addressOf(officeById[opening.office]));
      expect(child(posting, "experienceRequirements")).toEqual({
        "@type": "OccupationalExperienceRequirements",
        monthsOfExperience: monthsOfExperience(opening.experience),
      });
      expect(posting.description).toContain(`<p>${opening.description}</p>`);
      for (const requirement of opening.requirements) expect(posting.description).toContain(`<li>${requirement}</li>`);
    },
  );
});

describe("Course", () => {
  it("lists the three IELTS course options with their rupee prices", () => {
    const list = ieltsCoursesJsonLd();
    expect(structuredDataProblems(list)).toEqual([]);
    const courses = listOf(list, "itemListElement").map((item) => child(item, "item"));
    expect(courses.map((course) => course.name)).toEqual([
      "IELTS Academic Regular Course",
      "IELTS Academic Intensive Course",
      "IELTS Academic One-on-One Course",
    ]);
    courses.forEach((course, index) => {
      const option = ielts.courses.items[index];
      expect(course.description).toContain(`Duration: ${option.duration}.`);
      expect(course.description).toContain(`Batch size: ${option.batchSize}.`);
      expect(child(course, "provider")).toMatchObject({ name: site.name, url: `${site.origin}/` });
      expect(child(course, "offers")).toEqual({
        "@type": "Offer",
        category: "Paid",
        price: option.price.amount,
        priceCurrency: option.price.currency,
      });
    });
  });

  it("describes the Master's in Computer Science", () => {
    const course = programCourseJsonLd();
    expect(structuredDataProblems(course)).toEqual([]);
    expect(course).toMatchObject({
      "@type": "Course",
      name: programDetail.title,
      description: programDetail.overview[0],
      url: `${site.origin}/programs/program-detail`,
      timeRequired: "P2Y",
      coursePrerequisites: [...programDetail.entryRequirements],
    });
  });
});

describe("Event (event pages)", () => {
  it.each(events.map((event) => [event.title, event] as const))(
    "%s: its own page, time, place or online, organizer",
    (_title, event) => {
      const entry = eventJsonLd(event);
      expect(structuredDataProblems(entry)).toEqual([]);
      const ownUrl = absoluteUrl(`/resources/events/${event.slug}`);
      expect(entry).toMatchObject({
        name: event.title,
        url: ownUrl,
        startDate: event.start,
        endDate: event.end,
        description: event.summary,
      });
      expect(entry.eventStatus).toBe("https://schema.org/EventScheduled");
      expect(child(entry, "organizer")).toMatchObject({ name: site.name });
      expect(child(entry, "offers")).toMatchObject({
        price: event.registration.fee.amount,
        priceCurrency: event.registration.fee.currency,
        url: ownUrl,
      });
      if ("online" in event.location) {
        expect(entry.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
        expect(child(entry, "location")).toMatchObject({
          "@type": "VirtualLocation",
          name: eventPlaceText(event),
          url: ownUrl,
        });
      } else {
        expect(entry.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
        expect(child(child(entry, "location"), "address")).toEqual(addressOf(officeById[event.location.office]));
      }
    },
  );

  it("an event page carries the Event while it is to come, and no markup once it has ended", () => {
    // The page rendered a minute either side of each event's end: tests/unit/dated-pages.test.tsx.
    for (const article of articlesOf("events")) {
      const end = Date.parse(article.post.end);
      expect(articleJsonLd(article, new Date(end - 60_000))).toEqual([eventJsonLd(article.post)]);
      expect(articleJsonLd(article, new Date(end + 60_000))).toEqual([]);
    }
  });
});

describe("BlogPosting and NewsArticle (article pages)", () => {
  /** A written article's markup is the same on any build date. */
  const builtOn = ist("2026-11-28T12:00:00");
  const expectedType = { blog: "BlogPosting", news: "NewsArticle", "press-releases": "NewsArticle" } as const;
  const written = [...articlesOf("blog"), ...articlesOf("news"), ...articlesOf("press-releases")];

  it.each(written.map((article) => [articlePath(article), article] as const))(
    "%s: headline, dates, author and publisher, at its own URL",
    (path, article) => {
      const [entry, ...rest] = articleJsonLd(article, builtOn);
      expect(rest).toEqual([]);
      expect(structuredDataProblems(entry)).toEqual([]);
      const ownUrl = absoluteUrl(path);
      expect(entry).toMatchObject({
        "@type": expectedType[article.kind],
        headline: article.post.title,
        description: article.post.summary,
        url: ownUrl,
        mainEntityOfPage: { "@type": "WebPage", "@id": ownUrl },
        datePublished: article.post.date,
        dateModified: article.post.updated,
      });
      const author = getTeamMember(article.post.author);
      expect(child(entry, "author")).toEqual({
        "@type": "Person",
        name: author.name,
        jobTitle: author.position,
        url: absoluteUrl("/about/our-team"),
      });
      expect(child(entry, "publisher")).toMatchObject({ name: site.name, logo: logoUrl });
    },
  );

  it("an article's own URL is its list page's path and its slug, and no two articles share one", () => {
    const paths = allArticles().map(articlePath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const article of allArticles()) {
      expect(articlePath(article)).toBe(`${articleKindInfo[article.kind].listPath}/${article.post.slug}`);
    }
  });

  it("dateModified follows the front matter's updated date, and is the published date without one", () => {
    const [article] = articlesOf("blog");
    const updated = { ...article, post: { ...article.post, updated: "2099-01-01" } };
    expect(articleJsonLd(updated, builtOn)[0]).toMatchObject({
      datePublished: article.post.date,
      dateModified: "2099-01-01",
    });
  });
});

describe("breadcrumbs of an article", () => {
  it("end in the article's title, after its list page", () => {
    for (const article of allArticles()) {
      const path = articlePath(article);
      const crumbs = listOf(breadcrumbJsonLd(path, article.post.title), "itemListElement");
      expect(structuredDataProblems(breadcrumbJsonLd(path, article.post.title))).toEqual([]);
      expect(crumbs.map((crumb) => crumb.name).slice(-2)).toEqual([
        breadcrumbsFor(articleKindInfo[article.kind].listPath).at(-1)?.name,
        article.post.title,
      ]);
      expect(crumbs.at(-2)?.item).toBe(absoluteUrl(articleKindInfo[article.kind].listPath));
    }
  });
});

describe("the rule checker", () => {
  it("reports a missing required property and a crumb without a URL", () => {
    const posting = { ...jobPostingsJsonLd(jobOpenings)[0] };
    delete posting.datePosted;
    expect(structuredDataProblems(posting)).toContain("JobPosting.datePosted missing");
    const trail = breadcrumbJsonLd("/about/our-team");
    const [first, ...rest] = listOf(trail, "itemListElement");
    const broken = { ...trail, itemListElement: [{ ...first, item: "/" }, ...rest] };
    expect(structuredDataProblems(broken)).toContain("BreadcrumbList crumb 1 has no absolute item URL");
  });
});

describe("WebApplication (the tools)", () => {
  it.each(Object.keys(toolCategories) as RoutePath[])("%s is a free web application meeting the rules", (path) => {
    const tool = toolJsonLd(path);
    expect(structuredDataProblems(tool)).toEqual([]);
    expect(tool["@type"]).toBe("WebApplication");
    expect(tool.url).toBe(absoluteUrl(path));
    expect(child(tool, "offers")).toMatchObject({ price: 0, priceCurrency: "INR" });
  });

  it("refuses a page that is no tool", () => {
    expect(() => toolJsonLd("/about")).toThrow("not a tool");
  });
});
