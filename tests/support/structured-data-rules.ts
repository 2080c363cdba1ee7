/**
 * What Google's structured-data documentation requires and recommends for each
 * rich-result type we emit, as a checker shared by the unit test (builders) and
 * the browser test (exported HTML). Recommended properties we cannot fill from
 * the content are listed under `omitted` with the reason, so the gap is explicit.
 */

type Entity = Record<string, unknown>;

type Rule = {
  required: readonly string[];
  recommended: readonly string[];
  /** Recommended properties deliberately not emitted, and why. */
  omitted?: Record<string, string>;
};

export const schemaRules: Record<string, Rule> = {
  // https://developers.google.com/search/docs/appearance/structured-data/organization
  Organization: {
    required: [],
    recommended: ["name", "url", "logo", "sameAs", "contactPoint", "address", "description", "email", "telephone"],
  },
  // https://developers.google.com/search/docs/appearance/structured-data/local-business
  LocalBusiness: {
    required: ["name", "address"],
    recommended: ["telephone", "url", "openingHoursSpecification"],
    omitted: {
      geo: "the content gives no coordinates",
      priceRange: "consultations are free and services are priced separately",
    },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  // https://developers.google.com/search/docs/appearance/structured-data/job-posting
  JobPosting: {
    required: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
    recommended: ["validThrough", "employmentType", "identifier", "directApply", "experienceRequirements"],
    omitted: { baseSalary: "the openings state no salary" },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/course (Course list)
  ItemList: { required: ["itemListElement"], recommended: [] },
  Course: {
    required: ["name", "description"],
    recommended: ["provider"],
    omitted: { hasCourseInstance: "the content states no course mode or session schedule" },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/event
  Event: {
    required: ["name", "startDate", "location"],
    recommended: ["description", "endDate", "eventAttendanceMode", "eventStatus", "image", "offers", "organizer"],
    omitted: { performer: "the events name no speakers" },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/software-app (the tools, /tools/*)
  WebApplication: {
    required: ["name", "offers"],
    recommended: ["applicationCategory", "operatingSystem"],
    omitted: { aggregateRating: "the free tools collect no ratings or reviews" },
  },
  // https://developers.google.com/search/docs/appearance/structured-data/article
  NewsArticle: {
    required: [],
    recommended: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
  },
  BlogPosting: {
    required: [],
    recommended: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
  },
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const absoluteHttpUrl = /^https?:\/\/[^\s]+$/;

function isEntity(value: unknown): value is Entity {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function addressProblems(where: string, address: unknown): string[] {
  if (!isEntity(address) || address["@type"] !== "PostalAddress") return [`${where}: not a PostalAddress`];
  return ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]
    .filter((property) => !isPresent(address[property]))
    .map((property) => `${where}.${property} missing`);
}

function organizationProblems(where: string, organization: unknown): string[] {
  if (!isEntity(organization) || organization["@type"] !== "Organization") return [`${where}: not an Organization`];
  return isPresent(organization.name) ? [] : [`${where}.name missing`];
}

function propertyProblems(type: string, entity: Entity): string[] {
  const rule = schemaRules[type];
  if (!rule) return [`unexpected @type ${type}`];
  return [...rule.required, ...rule.recommended]
    .filter((property) => !isPresent(entity[property]))
    .map((property) => `${type}.${property} missing`);
}

/** Problems with one JSON-LD entity (nested items included); empty when it is complete. */
export function structuredDataProblems(entity: Entity, nested = false): string[] {
  const type = String(entity["@type"]);
  const problems = propertyProblems(type, entity);
  if (!nested && entity["@context"] !== "https://schema.org")
    problems.push(`${type}: @context is not https://schema.org`);
  for (const property of ["url", "logo"]) {
    const value = entity[property];
    if (typeof value === "string" && !absoluteHttpUrl.test(value)) problems.push(`${type}.${property} is not absolute`);
  }

  switch (type) {
    case "Organization": {
      const points = Array.isArray(entity.contactPoint) ? entity.contactPoint : [entity.contactPoint];
      points.forEach((point, index) => {
        if (!isEntity(point) || !isPresent(point.telephone) || !isPresent(point.contactType))
          problems.push(`Organization.contactPoint[${index}] needs telephone and contactType`);
      });
      break;
    }
    case "LocalBusiness": {
      problems.push(...addressProblems("LocalBusiness.address", entity.address));
      const hours = Array.isArray(entity.openingHoursSpecification) ? entity.openingHoursSpecification : [];
      hours.forEach((spec, index) => {
        if (!isEntity(spec) || !isPresent(spec.dayOfWeek) || !/^\d{2}:\d{2}$/.test(String(spec.opens)))
          problems.push(`LocalBusiness.openingHoursSpecification[${index}] incomplete`);
      });
      break;
    }
    case "BreadcrumbList":
    case "ItemList": {
      const items = Array.isArray(entity.itemListElement) ? entity.itemListElement : [];
      items.forEach((item, index) => {
        if (!isEntity(item) || item["@type"] !== "ListItem" || item.position !== index + 1) {
          problems.push(`${type}.itemListElement[${index}] is not ListItem ${index + 1}`);
        } else if (type === "BreadcrumbList") {
          if (!isPresent(item.name)) problems.push(`BreadcrumbList crumb ${index + 1} has no name`);
          // Google requires `item` on every crumb but the last.
          if (index < items.length - 1 && !absoluteHttpUrl.test(String(item.item)))
            problems.push(`BreadcrumbList crumb ${index + 1} has no absolute item URL`);
        } else if (isEntity(item.item)) {
          problems.push(...structuredDataProblems(item.item, true));
        } else {
          problems.push(`ItemList.itemListElement[${index}] holds no item`);
        }
      });
      break;
    }
    case "JobPosting": {
      if (!isoDate.test(String(entity.datePosted))) problems.push("JobPosting.datePosted is not a date");
      problems.push(...organizationProblems("JobPosting.hiringOrganization", entity.hiringOrganization));
      const place = entity.jobLocation;
      problems.push(...addressProblems("JobPosting.jobLocation.address", isEntity(place) ? place.address : undefined));
      const experience = entity.experienceRequirements;
      if (!isEntity(experience) || typeof experience.monthsOfExperience !== "number")
        problems.push("JobPosting.experienceRequirements.monthsOfExperience missing");
      break;
    }
    case "Course":
      if (isPresent(entity.provider)) problems.push(...organizationProblems("Course.provider", entity.provider));
      break;
    case "Event": {
      for (const property of ["startDate", "endDate"]) {
        if (!isoDateTimeWithOffset.test(String(entity[property])))
          problems.push(`Event.${property} needs a time and UTC offset`);
      }
      const location = entity.location;
      if (isEntity(location) && location["@type"] === "VirtualLocation") {
        if (!absoluteHttpUrl.test(String(location.url))) problems.push("Event VirtualLocation needs a url");
      } else if (isEntity(location) && location["@type"] === "Place") {
        if (!isPresent(location.name)) problems.push("Event.location.name missing");
        problems.push(...addressProblems("Event.location.address", location.address));
      } else {
        problems.push("Event.location is neither a Place nor a VirtualLocation");
      }
      problems.push(...organizationProblems("Event.organizer", entity.organizer));
      break;
    }
    case "NewsArticle":
    case "BlogPosting": {
      // The author is a named person (Google: "Person" for a person, with a URL that identifies them).
      const author = entity.author;
      if (!isEntity(author) || author["@type"] !== "Person" || !isPresent(author.name))
        problems.push(`${type}.author is not a named Person`);
      problems.push(...organizationProblems(`${type}.publisher`, entity.publisher));
      for (const property of ["author", "publisher"] as const) {
        const party = entity[property];
        if (isEntity(party) && !absoluteHttpUrl.test(String(party.url)))
          problems.push(`${type}.${property}.url missing`);
      }
      for (const property of ["datePublished", "dateModified"] as const) {
        if (!isoDate.test(String(entity[property]))) problems.push(`${type}.${property} is not a date`);
      }
      if (String(entity.dateModified) < String(entity.datePublished))
        problems.push(`${type}.dateModified is before datePublished`);
      // The article is the main thing of the page at its own URL.
      const page = entity.mainEntityOfPage;
      if (!isEntity(page) || page["@id"] !== entity.url || !absoluteHttpUrl.test(String(entity.url)))
        problems.push(`${type}.mainEntityOfPage is not the article's own URL`);
      break;
    }
  }
  return problems;
}
