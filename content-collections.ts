/**
 * The content build: every data file under content/ is read, validated against its schema
 * (content/schemas/*) and written to .content-collections/generated, which the content/*.ts modules import
 * as "content-collections". `next build` and `next dev` run it (next.config.mjs); `npm run content` runs it
 * alone (scripts/build-content.ts), before type checks and unit tests.
 *
 * A wrong field fails the build with the file, the field and what was expected, for example
 *   Validation failed on content/careers/jobs/ielts-trainer-mumbai.yaml:
 *   - validThrough: expected a date as YYYY-MM-DD, e.g. 2026-11-20
 * and so does a placeholder or reference that names nothing (an unknown figure, team member or office).
 */

import { type Context, defineCollection, defineConfig, defineSingleton, type Meta } from "@content-collections/core";
import { compileMarkdown } from "@content-collections/markdown";
import { z } from "zod";

import {
  aboutPage,
  aboutUsPage,
  certificationsContent,
  companyOverviewPage,
  partnersContent,
} from "./content/schemas/about";
import { bookingCalendar } from "./content/schemas/booking";
import { whatsAppContent } from "./content/schemas/whatsapp";
import { careersPage, jobOpening } from "./content/schemas/careers";
import { company } from "./content/schemas/company";
import { destinationsContent } from "./content/schemas/destinations";
import { countryGuide, type CostItem, guideSections } from "./content/schemas/guides";
import { homeContent } from "./content/schemas/home";
import { type Figures, moneyPeriods, slug as slugSchema } from "./content/schemas/primitives";
import { programsContent } from "./content/schemas/programs";
import { readable } from "./content/schemas/readable";
import { blogPost, downloads, newsItem, pressRelease, resourcesPages, studyEvent } from "./content/schemas/resources";
import {
  servicePage,
  type ServicePageData,
  type ServiceSection,
  servicesOverviewPage,
} from "./content/schemas/services";
import { siteSettings } from "./content/schemas/site";
import { exchangeRates, studyCostContent } from "./content/schemas/tools";
import { team } from "./content/schemas/team";
import { type FigureScope, resolveFigures } from "./lib/figures";

/* Site settings, company claims and the team: what the other files refer to. */

/** Marks a file that could not be checked because a file it refers to failed; the build reports the cause once. */
const DEPENDS_ON = "(skipped: depends on";

/** The one document of a singleton other files refer to; throws, naming it, when it failed to build. */
function documentOf<T>(documents: readonly T[], file: string): T {
  const [document] = documents;
  if (document === undefined) throw new Error(`${DEPENDS_ON} ${file}, which failed)`);
  return document;
}

const site = defineSingleton({
  name: "site",
  typeName: "SiteSettings",
  filePath: "content/site.json",
  parser: "json",
  schema: readable(siteSettings),
});

/** What `{site.…}` placeholders may name. */
function siteScope(context: Context): FigureScope {
  const settings = documentOf(context.documents(site), "content/site.json");
  return { ...settings, phone: settings.offices[0].phone };
}

const companyFile = "content/company.yaml";
const teamFile = "content/team.yaml";
const companyInfo = defineSingleton({
  name: "company",
  filePath: companyFile,
  parser: "yaml",
  schema: readable(company),
  transform: (document, context) =>
    resolveFigures(document, { claims: document.claims, site: siteScope(context) }, companyFile),
});

const bookingCalendarFile = defineSingleton({
  name: "bookingCalendar",
  typeName: "BookingCalendar",
  filePath: "content/booking.yaml",
  parser: "yaml",
  schema: readable(bookingCalendar),
});

const whatsAppFile = defineSingleton({
  name: "whatsApp",
  typeName: "WhatsApp",
  filePath: "content/whatsapp.yaml",
  parser: "yaml",
  schema: readable(whatsAppContent),
});

const teamInfo = defineSingleton({
  name: "team",
  filePath: teamFile,
  parser: "yaml",
  schema: readable(team),
  transform: (document, context) => resolveFigures(document, { site: siteScope(context) }, teamFile),
});

/* Pages: one YAML file each, with placeholders for figures, claims and site settings. */

/** Figures a page may name: its own (`{name}`), the company's claims and the site settings. */
function pageScope(figures: Figures | undefined, context: Context): FigureScope {
  const { claims } = documentOf(context.documents(companyInfo), companyFile);
  const reserved = Object.keys(figures ?? {}).filter((name) => name === "claims" || name === "site");
  if (reserved.length > 0) throw new Error(`figures may not be named ${reserved.join(" or ")}`);
  return { ...figures, claims, site: siteScope(context) };
}

/**
 * The pages a data file each makes: a country guide's /destinations/<file name> (app/destinations/[slug]) and a
 * service's /services/<file name> (app/services/[slug]). Functions, as the collections are defined below.
 */
const filePages = {
  guide: {
    pattern: /^\/destinations\/([a-z0-9-]+)$/,
    folder: "content/guides",
    built: () => guides,
    all: () => guideFiles,
  },
  service: {
    pattern: /^\/services\/([a-z0-9-]+)$/,
    folder: "content/services",
    built: () => services,
    all: () => serviceFiles,
  },
};

/**
 * Throws, naming the file and field, when no file of the `page` kind is named `slug`. A file that exists but
 * failed is reported once, at that file: this one is then skipped (DEPENDS_ON), not reported a second time.
 */
function checkFileExists(page: keyof typeof filePages, slug: string, context: Context, where: string, field: string) {
  const { folder, built, all } = filePages[page];
  if (context.documents(built()).some((document) => document._meta.path === slug)) return;
  const files = context.documents(all()).map((file) => file._meta.path);
  if (files.includes(slug)) throw new Error(`${DEPENDS_ON} ${folder}/${slug}.yaml, which failed)`);
  throw new Error(`${where}: ${field}: no ${page} ${folder}/${slug}.yaml (${page}s: ${files.join(", ")})`);
}

/**
 * Throws, naming the file and field, when a link in `value` names a guide or service page no file makes. Links
 * to the registry's fixed pages are checked by the schemas (`routePath`).
 */
function checkPageLinks(value: unknown, context: Context, where: string, path = ""): void {
  if (typeof value === "string") {
    for (const [page, { pattern }] of Object.entries(filePages)) {
      const slug = pattern.exec(value)?.[1];
      if (slug !== undefined) checkFileExists(page as keyof typeof filePages, slug, context, where, path);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkPageLinks(item, context, where, `${path}[${index}]`));
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      checkPageLinks(child, context, where, path ? `${path}.${key}` : key);
    }
  }
}

function page<const Name extends string, Schema extends z.ZodType<object>>(name: Name, file: string, schema: Schema) {
  const filePath = `content/pages/${file}.yaml`;
  return defineSingleton({
    name,
    filePath,
    parser: "yaml",
    schema: readable(schema),
    transform: (document, context) => {
      const { figures } = document as { figures?: Figures };
      const resolved = resolveFigures(document, pageScope(figures, context), filePath);
      checkPageLinks(resolved, context, filePath);
      return resolved;
    },
  });
}

const homePage = page("homePage", "home", homeContent);
const aboutPageContent = page("aboutPage", "about", aboutPage);
const aboutUsPageContent = page("aboutUsPage", "about-us", aboutUsPage);
const companyOverviewPageContent = page("companyOverviewPage", "company-overview", companyOverviewPage);
const certificationsPage = page("certificationsPage", "certifications", certificationsContent);
const partnersPage = page("partnersPage", "partners", partnersContent);
const servicesPage = page("servicesPage", "services", servicesOverviewPage);
const programsPage = page("programsPage", "programs", programsContent);
const destinationsPage = page("destinationsPage", "destinations", destinationsContent);

const careersPageContent = defineSingleton({
  name: "careersPage",
  filePath: "content/careers/page.yaml",
  parser: "yaml",
  schema: readable(careersPage),
});

const resourcesPageContent = defineSingleton({
  name: "resourcesPages",
  typeName: "ResourcesPages",
  filePath: "content/resources/pages.yaml",
  parser: "yaml",
  schema: readable(resourcesPages),
  transform: (document, context) =>
    resolveFigures(document, pageScope(undefined, context), "content/resources/pages.yaml"),
});

const downloadList = defineSingleton({
  name: "downloads",
  typeName: "DownloadList",
  filePath: "content/resources/downloads.yaml",
  parser: "yaml",
  schema: readable(downloads),
});

/* Tools: exchange rates and the study-cost tool's own figures. */

const exchangeRateList = defineSingleton({
  name: "exchangeRates",
  typeName: "ExchangeRates",
  filePath: "content/exchange-rates.yaml",
  parser: "yaml",
  schema: readable(exchangeRates),
});

const studyCostTool = defineSingleton({
  name: "studyCost",
  filePath: "content/tools/study-cost.yaml",
  parser: "yaml",
  schema: readable(studyCostContent),
  transform: (document, context) => {
    document.destinations.forEach((destination, index) => {
      if ("guide" in destination) {
        checkFileExists(
          "guide",
          destination.guide,
          context,
          "content/tools/study-cost.yaml",
          `destinations[${index}].guide`,
        );
      }
    });
    return document;
  },
});

/* Pages one file each makes, named by the page's slug: the country guides and the service pages. */

/** Every file of a folder by name, valid or not (nothing else of it is kept): see checkFileExists. */
function fileNames<const Name extends string>(name: Name, directory: string) {
  return defineCollection({ name, directory, include: "*.yaml", parser: "yaml", schema: z.object({}) });
}

const guideFiles = fileNames("guideFiles", "content/guides");
const serviceFiles = fileNames("serviceFiles", "content/services");

type PageFile = { figures?: Figures; route: { description: string }; _meta: Meta };

/**
 * A page file with its figures filled in, and its slug (the file name, the page's address). Throws, naming
 * the file, on a name that cannot be an address and on a description too short or too long for search results.
 */
function resolvePageFile<Document extends PageFile>(document: Document, folder: string, context: Context) {
  const file = `${folder}/${document._meta.filePath}`;
  const slug = document._meta.path;
  if (!slugSchema.safeParse(slug).success) {
    throw new Error(`${file}: the file name is the page's address: lowercase letters, digits and hyphens`);
  }
  const resolved = resolveFigures(document, pageScope(document.figures, context), file);
  const { length } = (resolved as PageFile).route.description;
  if (length < 50 || length > 160) {
    throw new Error(`${file}: route.description: ${length} characters once filled in, expected 50 to 160`);
  }
  return { file, slug, resolved };
}

/**
 * The study-cost tool turns every first-year cost into a year's worth (a month's times 12): a cost tagged for
 * the first year whose period the content does not state cannot be counted, so the build refuses it.
 */
function checkFirstYearPeriods(guide: { visa: { fees: CostItem[] }; costs: { items: CostItem[] } }, file: string) {
  const lists: [string, CostItem[]][] = [
    ["visa.fees", guide.visa.fees],
    ["costs.items", guide.costs.items],
  ];
  for (const [where, items] of lists) {
    items.forEach((item, index) => {
      if (item.firstYear && !item.cost.per) {
        throw new Error(
          `${file}: ${where}[${index}] (${item.category}): tagged firstYear: ${item.firstYear} but its cost has no period: add per: ${moneyPeriods.join(", ")}`,
        );
      }
    });
  }
}

const guides = defineCollection({
  name: "guides",
  directory: "content/guides",
  include: "*.yaml",
  parser: "yaml",
  schema: readable(countryGuide),
  transform: (document, context) => {
    const { file, slug, resolved } = resolvePageFile(document, "content/guides", context);
    checkFirstYearPeriods(resolved, file);
    const hidden = guideSections.filter(
      (section) => resolved.sectionOrder && section in resolved && !resolved.sectionOrder.includes(section),
    );
    if (hidden.length) throw new Error(`${file}: sectionOrder: leaves out ${hidden.join(", ")}, which the guide has`);
    return { ...resolved, slug };
  },
});

/**
 * The sections as the page draws them: a `country-facts` section becomes facts, one per row of the page's one
 * visa table, so a processing time is written once, in its row.
 */
function drawnSections(sections: ServicePageData["sections"], file: string): ServiceSection[] {
  return sections.map((section, index) => {
    if (section.kind !== "country-facts") return section;
    const tables = sections.filter((other) => other.kind === "visa-table");
    if (tables.length !== 1) {
      throw new Error(
        `${file}: sections[${index}] (${section.id}): expected one visa-table section to read, found ${tables.length}`,
      );
    }
    const { id, title, field } = section;
    const items = tables[0].rows.flatMap((row) => {
      const value = row[field];
      return value === undefined ? [] : [{ label: row.country, value }];
    });
    return { kind: "facts", id, title, items };
  });
}

const services = defineCollection({
  name: "services",
  directory: "content/services",
  include: "*.yaml",
  parser: "yaml",
  schema: readable(servicePage),
  transform: (document, context) => {
    const { file, slug, resolved } = resolvePageFile(document, "content/services", context);
    checkPageLinks(resolved, context, file);
    return { ...resolved, sections: drawnSections(resolved.sections, file), slug };
  },
});

/* Job openings: one file per opening, named by its id. */

const jobs = defineCollection({
  name: "jobs",
  directory: "content/careers/jobs",
  include: "*.yaml",
  parser: "yaml",
  schema: readable(jobOpening),
  transform: (document) => ({ ...document, id: document._meta.path }),
});

/* Posts: Markdown with front matter, one file per post, named by its slug. */

type PostFrontMatter = { slug: string; date: string; updated?: string; author: string; reviewer?: string };

/** Checks what the schema cannot: the slug matches the file, people exist, dates run forwards. */
function checkPost(document: PostFrontMatter & { _meta: Meta }, directory: string, context: Context) {
  const file = `${directory}/${document._meta.filePath}`;
  if (document.slug !== document._meta.path) {
    throw new Error(`${file}: slug: "${document.slug}" must match the file name (${document._meta.path}.md)`);
  }
  const ids = documentOf(context.documents(teamInfo), teamFile).members.map((member) => member.id);
  for (const field of ["author", "reviewer"] as const) {
    const id = document[field];
    if (id !== undefined && !ids.includes(id)) {
      throw new Error(`${file}: ${field}: "${id}" is no team member (expected an id from content/team.yaml)`);
    }
  }
  if (document.reviewer === document.author) {
    throw new Error(`${file}: reviewer: expected someone other than the author`);
  }
  if (document.updated !== undefined && document.updated < document.date) {
    throw new Error(`${file}: updated: expected a date on or after date (${document.date})`);
  }
  return file;
}

function posts<const Name extends string, Schema extends z.ZodType<PostFrontMatter>>(
  name: Name,
  kind: string,
  schema: Schema,
) {
  const directory = `content/resources/${kind}`;
  return defineCollection({
    name,
    directory,
    include: "*.md",
    schema: readable(schema),
    transform: async (document, context) => {
      checkPost(document, directory, context);
      return {
        ...document,
        updated: document.updated ?? document.date,
        html: await compileMarkdown(context, document),
      };
    },
  });
}

const blog = posts("blog", "blog", blogPost);
const news = posts("news", "news", newsItem);
const pressReleases = posts("pressReleases", "press-releases", pressRelease);

const events = defineCollection({
  name: "events",
  directory: "content/resources/events",
  include: "*.md",
  schema: readable(studyEvent),
  transform: async (document, context) => {
    checkPost(document, "content/resources/events", context);
    return { ...document, updated: document.updated ?? document.date, html: await compileMarkdown(context, document) };
  },
});

export default defineConfig({
  content: [
    site,
    companyInfo,
    bookingCalendarFile,
    whatsAppFile,
    teamInfo,
    homePage,
    aboutPageContent,
    aboutUsPageContent,
    companyOverviewPageContent,
    certificationsPage,
    partnersPage,
    servicesPage,
    programsPage,
    destinationsPage,
    careersPageContent,
    resourcesPageContent,
    downloadList,
    guides,
    guideFiles,
    services,
    serviceFiles,
    jobs,
    blog,
    news,
    pressReleases,
    events,
    exchangeRateList,
    studyCostTool,
  ],
});
