import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";

import { ielts } from "@/content/ielts";
import { jobOpenings } from "@/content/jobs";
import { programDetail } from "@/content/programs";
import { findGuide } from "@/content/country-guides";
import { fixedRoutes } from "@/content/fixed-routes";
import { languagesOf, pathIn, type PrefixedLanguage } from "@/content/languages";
import { findRoute, routes, type RoutePath, type ServicePath } from "@/content/routes";
import { absoluteUrl, offices, site, socialLinks } from "@/content/site";
import { allArticles, articleAt, articleModified, articlePath, type Article } from "@/lib/articles";
import { openOpenings } from "@/lib/jobs";
import type { JsonLdObject } from "@/lib/json-ld";
import { formatMoney } from "@/lib/money";
import { routeLastModified } from "@/lib/sitemap";
import * as builders from "@/lib/structured-data";

import { fileForPath } from "@/scripts/hosting/exported-pages";
import { structuredDataProblems } from "../support/structured-data-rules";
import { builtAt } from "./built-at";
import { exportedPaths } from "./pages";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

// The export is static: open openings and past events were decided when it was built (./built-at.ts).
const openJobOpenings = openOpenings(jobOpenings, builtAt("/careers/openings"));

type FixedPath = (typeof fixedRoutes)[number]["path"] | ServicePath;

/** The JSON-LD types each fixed route must carry; a country guide carries its breadcrumbs. */
const fixedTypes: Record<FixedPath, readonly string[]> = {
  "/": ["Organization"],
  "/about": ["BreadcrumbList"],
  "/about-us": ["BreadcrumbList"],
  "/services": ["BreadcrumbList"],
  "/destinations": ["BreadcrumbList"],
  "/programs": ["BreadcrumbList"],
  "/contact": ["BreadcrumbList"],
  "/get-in-touch": ["BreadcrumbList"],
  "/book-consultation": ["BreadcrumbList"],
  "/signin": ["BreadcrumbList"],
  "/about/company-overview": ["BreadcrumbList", "LocalBusiness"],
  "/about/our-team": ["BreadcrumbList"],
  "/about/our-partners": ["BreadcrumbList"],
  "/about/certifications": ["BreadcrumbList"],
  "/services/student-visa": ["BreadcrumbList"],
  "/services/spouse-visa": ["BreadcrumbList"],
  "/services/visitor-visa": ["BreadcrumbList"],
  "/services/visa-extension": ["BreadcrumbList"],
  "/services/post-study-work-visa": ["BreadcrumbList"],
  "/services/ielts-coaching": ["BreadcrumbList", "ItemList"],
  "/services/education-loan": ["BreadcrumbList"],
  "/tools": ["BreadcrumbList"],
  "/tools/study-cost": ["BreadcrumbList", "WebApplication"],
  "/tools/education-loan-emi": ["BreadcrumbList", "WebApplication"],
  "/tools/ielts-band": ["BreadcrumbList", "WebApplication"],
  "/programs/all-programs": ["BreadcrumbList"],
  "/programs/program-detail": ["BreadcrumbList", "Course"],
  "/resources/blog": ["BreadcrumbList"],
  // The lists carry no article or event markup: each article's page carries its own (see below).
  "/resources/news": ["BreadcrumbList"],
  "/resources/events": ["BreadcrumbList"],
  "/resources/press-releases": ["BreadcrumbList"],
  "/resources/downloads": ["BreadcrumbList"],
  "/careers/openings": openJobOpenings.length > 0 ? ["BreadcrumbList", "JobPosting"] : ["BreadcrumbList"],
  "/careers/apply-now": ["BreadcrumbList"],
  "/refund-policy": ["BreadcrumbList"],
  "/terms-of-service": ["BreadcrumbList"],
  "/privacy-policy": ["BreadcrumbList"],
};

function expectedTypes(path: RoutePath): readonly string[] {
  if (findGuide(path.replace(/^\/destinations\//, ""))) return ["BreadcrumbList"];
  return fixedTypes[path as FixedPath];
}

/** What each type must equal on a page: the builder output (unit-tested against the content modules). */
const expectedEntities: Record<string, (path: RoutePath) => JsonLdObject[]> = {
  Organization: () => [builders.organizationJsonLd()],
  LocalBusiness: () => builders.officesJsonLd(),
  BreadcrumbList: (path) => [builders.breadcrumbJsonLd(path)],
  JobPosting: () => builders.jobPostingsJsonLd(openJobOpenings),
  ItemList: () => [builders.ieltsCoursesJsonLd()],
  Course: () => [builders.programCourseJsonLd()],
  WebApplication: (path) => [builders.toolJsonLd(path)],
};

/** An article page's JSON-LD in page order: its breadcrumbs, then its BlogPosting, NewsArticle or upcoming Event. */
function articleEntities(article: Article): JsonLdObject[] {
  const path = articlePath(article);
  return [builders.breadcrumbJsonLd(path, article.post.title), ...builders.articleJsonLd(article, builtAt(path))];
}

/** Titles in search results are cut at about 60-70 characters. */
const MAX_TITLE = 70;

type HeadTags = {
  lang: string | null;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  robots: string[];
  meta: Record<string, string[]>;
  jsonLd: string[];
  crumbs: { name: string; href: string | null; current: boolean }[];
  mainText: string;
  h1: string;
};

/** Reads what a crawler sees in the static HTML. */
function readHead(document: Document): HeadTags {
  {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const meta: Record<string, string[]> = {};
    for (const tag of all("meta[property], meta[name]")) {
      const key = tag.getAttribute("property") ?? tag.getAttribute("name") ?? "";
      (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
    }
    return {
      lang: document.documentElement.getAttribute("lang"),
      titles: all("title").map((title) => title.textContent ?? ""),
      descriptions: all('meta[name="description"]').map((tag) => tag.getAttribute("content") ?? ""),
      canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute("href") ?? ""),
      robots: all('meta[name="robots"]').map((tag) => tag.getAttribute("content") ?? ""),
      meta,
      jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ""),
      crumbs: all('nav[aria-label="Breadcrumb"] li').map((item) => {
        const link = item.querySelector("a");
        const label = link ?? item.querySelector("span:not([aria-hidden])");
        return {
          name: label?.textContent?.trim() ?? "",
          href: link?.getAttribute("href") ?? null,
          current: item.querySelector('[aria-current="page"]') !== null,
        };
      }),
      mainText: document.querySelector("main")?.textContent ?? "",
      h1: document.querySelector("h1")?.textContent?.trim() ?? "",
    };
  }
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The exported file behind an absolute URL on this site, or null. */
function exportedFileFor(url: string): string | null {
  expect(url.startsWith(`${site.origin}/`)).toBe(true);
  return fileForPath(outDir, new URL(url).pathname);
}

const normalizedUrl = (url: string) => new URL(url).href;

/** Every `image` and `logo` URL anywhere in a JSON-LD value. */
function imageUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageUrls);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    (key === "image" || key === "logo") && typeof child === "string"
      ? [child]
      : key === "image" && Array.isArray(child)
        ? child.filter((item): item is string => typeof item === "string")
        : imageUrls(child),
  );
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "The HTML head is the same at every viewport");
});

/** What a crawler reads: the exported HTML as the host serves it, without running a script. */
function crawledHead(urlPath: string): HeadTags {
  const file = fileForPath(outDir, urlPath);
  expect(file, `${urlPath} is exported`).not.toBeNull();
  return readHead(new JSDOM(readFileSync(file ?? "", "utf8")).window.document);
}

/** A Gujarati or Hindi page's path, its language and its English page's path; null for an English page. */
function translatedPath(urlPath: string): { language: PrefixedLanguage; english: string } | null {
  const match = /^\/(gu|hi)(\/.*)?$/.exec(urlPath);
  return match ? { language: match[1] as PrefixedLanguage, english: match[2] ?? "/" } : null;
}

for (const urlPath of exportedPaths.filter((path) => translatedPath(path))) {
  test(`search and social tags on ${urlPath}, in its language`, () => {
    const { language, english } = translatedPath(urlPath)!;
    expect(findRoute(english), `${urlPath}: the page of an English registry route`).toBeDefined();
    const head = crawledHead(urlPath);
    expect(head.lang).toBe(language);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(site.name);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0].length).toBeGreaterThanOrEqual(50);
    expect(head.descriptions[0].length).toBeLessThanOrEqual(160);
    expect(head.robots).toEqual([]);
    expect(head.canonicals.map(normalizedUrl)).toEqual([normalizedUrl(absoluteUrl(urlPath))]);
    expect(normalizedUrl(head.meta["og:url"]?.[0] ?? "")).toBe(normalizedUrl(absoluteUrl(urlPath)));
    expect(head.meta["og:title"]).toEqual([head.titles[0]]);
    expect(head.meta["og:description"]).toEqual(head.descriptions);
    expect(head.meta["og:locale"]).toEqual([`${language}_IN`]);
    expect(head.meta["twitter:title"]).toEqual([head.titles[0]]);
    const [ogImage] = head.meta["og:image"] ?? [];
    expect(exportedFileFor(ogImage), `${ogImage} is not in out/`).not.toBeNull();
  });
}

for (const urlPath of exportedPaths.filter((path) => !translatedPath(path))) {
  test(`search and social tags on ${urlPath}`, () => {
    const article = articleAt(urlPath);
    expect(
      findRoute(urlPath) ?? article,
      `${urlPath} is exported but neither a registry route nor an article`,
    ).toBeDefined();
    const path = urlPath as RoutePath;
    const head = crawledHead(urlPath);

    expect(head.lang).toBe("en-IN");
    expect(head.titles).toHaveLength(1);
    if (article && head.titles[0] === article.post.title) {
      // An article title too long to take the brand after it stands alone.
      expect(`${article.post.title} | ${site.name}`.length).toBeGreaterThan(MAX_TITLE);
    } else {
      expect(head.titles[0].length).toBeLessThanOrEqual(MAX_TITLE);
      expect(head.titles[0]).toContain(site.name);
    }
    if (article) expect(head.titles[0].startsWith(article.post.title)).toBe(true);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0].length).toBeGreaterThanOrEqual(50);
    expect(head.descriptions[0].length).toBeLessThanOrEqual(160);
    expect(head.robots, "only the not-found page is noindex").toEqual([]);

    expect(head.canonicals).toHaveLength(1);
    expect(normalizedUrl(head.canonicals[0])).toBe(normalizedUrl(absoluteUrl(path)));
    expect(normalizedUrl(head.meta["og:url"]?.[0] ?? "")).toBe(normalizedUrl(absoluteUrl(path)));
    expect(head.meta["og:title"]).toEqual([head.titles[0]]);
    expect(head.meta["og:description"]).toEqual(head.descriptions);
    expect(head.meta["og:type"]).toEqual([article ? "article" : "website"]);
    if (article) {
      expect(head.meta["article:published_time"]).toEqual([article.post.date]);
      expect(head.meta["article:modified_time"]).toEqual([articleModified(article)]);
    }
    expect(head.meta["og:locale"]).toEqual(["en_IN"]);
    expect(head.meta["twitter:card"]).toEqual(["summary_large_image"]);
    expect(head.meta["twitter:title"]).toEqual([head.titles[0]]);
    expect(head.meta["twitter:description"]).toEqual(head.descriptions);

    const [ogImage] = head.meta["og:image"] ?? [];
    expect(head.meta["twitter:image"]).toEqual([ogImage]);
    expect(head.meta["og:image:width"]).toEqual(["1200"]);
    expect(head.meta["og:image:height"]).toEqual(["630"]);
    const imageFile = exportedFileFor(ogImage);
    expect(imageFile, `${ogImage} is not in out/`).not.toBeNull();
    expect(pngSize(imageFile ?? "")).toEqual({ width: 1200, height: 630 });

    const entities = head.jsonLd.map((text) => JSON.parse(text) as JsonLdObject);
    const types = [...new Set(entities.map((entity) => String(entity["@type"])))].sort();
    if (article) {
      // Its own BlogPosting, NewsArticle or (upcoming) Event, at its own URL.
      expect(entities).toEqual(articleEntities(article));
    } else {
      expect(types).toEqual([...expectedTypes(path)].sort());
      for (const type of types) {
        expect(entities.filter((entity) => entity["@type"] === type)).toEqual(expectedEntities[type](path));
      }
    }
    for (const entity of entities) expect(structuredDataProblems(entity)).toEqual([]);

    // Every image and logo the structured data points at is a file in out/.
    for (const url of entities.flatMap(imageUrls)) {
      expect(exportedFileFor(url), `${url} is not in out/`).not.toBeNull();
    }

    // The structured data says what the page shows.
    const byType = (type: string) => entities.filter((entity) => entity["@type"] === type);
    for (const list of byType("BreadcrumbList")) {
      const visible = head.crumbs.filter((crumb) => crumb.href !== null || crumb.current);
      const items = list.itemListElement as JsonLdObject[];
      expect(items.map((item) => item.name)).toEqual(visible.map((crumb) => crumb.name));
      items.slice(0, -1).forEach((item, index) => {
        expect(item.item).toBe(absoluteUrl(visible[index].href ?? ""));
      });
    }
    const [organization] = byType("Organization");
    if (organization) {
      expect(organization.name).toBe(site.name);
      expect(organization.sameAs).toEqual(socialLinks.map((link) => link.href));
    }
    const businesses = byType("LocalBusiness");
    if (businesses.length > 0) {
      expect(businesses.map((business) => (business.address as JsonLdObject).addressLocality)).toEqual(
        offices.map((office) => office.city),
      );
    }
    const postings = byType("JobPosting");
    if (postings.length > 0) {
      expect(postings.map((posting) => posting.title)).toEqual(openJobOpenings.map((opening) => opening.position));
      for (const opening of openJobOpenings) expect(head.mainText).toContain(opening.position);
    }
    const [courseList] = byType("ItemList");
    if (courseList) {
      const offers = (courseList.itemListElement as JsonLdObject[]).map(
        (listItem) => ((listItem.item as JsonLdObject).offers as JsonLdObject).price,
      );
      expect(offers).toEqual(ielts.courses.items.map((course) => course.price.amount));
      for (const course of ielts.courses.items) expect(head.mainText).toContain(formatMoney(course.price));
    }
    const [course] = byType("Course");
    if (course) {
      expect(course.name).toBe(programDetail.title);
      expect(head.mainText).toContain(programDetail.title);
    }
    for (const entity of [...byType("BlogPosting"), ...byType("NewsArticle"), ...byType("Event")]) {
      expect(entity.url).toBe(absoluteUrl(urlPath));
      expect(head.h1).toBe(entity.headline ?? entity.name);
    }
  });
}

test("titles and descriptions are unique across the exported pages", () => {
  // Read from the exported files: the per-page sweep above already loaded each page in the browser.
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const urlPath of exportedPaths) {
    const html = readFileSync(fileForPath(outDir, urlPath) ?? "", "utf8");
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, `${urlPath} has a title`).toBeDefined();
    expect(description, `${urlPath} has a description`).toBeDefined();
    expect(titles.get(title!), `${urlPath} repeats a title`).toBeUndefined();
    expect(descriptions.get(description!), `${urlPath} repeats a description`).toBeUndefined();
    titles.set(title!, urlPath);
    descriptions.set(description!, urlPath);
  }
});

test("the not-found page is the only noindex page and carries no canonical", async ({ request }) => {
  const response = await request.get("/no-such-page-for-seo");
  expect(response.status()).toBe(404);
  const head = readHead(new JSDOM(await response.text()).window.document);
  expect(head.robots).toEqual(["noindex"]);
  expect(head.canonicals).toEqual([]);
  expect(head.titles).toHaveLength(1);
  expect(head.lang).toBe("en-IN");
});

test("the sitemap lists every registry route and every article with its lastmod", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [
    ...xml.matchAll(/<loc>([^<]+)<\/loc>(?:\s*<xhtml:link [^>]*\/>)*\s*<lastmod>([^<]+)<\/lastmod>/g),
  ].map((match) => [match[1], match[2]]);
  expect(entries).toEqual([
    // A page written in Gujarati and Hindi too is listed once per language (its alternates: languages.spec.ts).
    ...routes.flatMap((route) =>
      languagesOf(route.path).map((language) => [absoluteUrl(pathIn(route.path, language)), routeLastModified(route)]),
    ),
    ...allArticles().map((article) => [absoluteUrl(articlePath(article)), articleModified(article)]),
  ]);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
});
