/**
 * The content build: every data file under content/ is read, validated against its schema
 * (content/schemas/*) and written to .content-collections/generated, which the content/*.ts modules import
 * as "content-collections". `next build` and `next dev` run it (next.config.mjs); `npm run content` runs it
 * alone (scripts/build-content.mjs), before type checks and unit tests.
 *
 * A wrong field fails the build with the file, the field and what was expected, for example
 *   Validation failed on content/careers/jobs/ielts-trainer-mumbai.yaml:
 *   - validThrough: expected a date as YYYY-MM-DD, e.g. 2026-11-20
 * and so does a placeholder or reference that names nothing (an unknown figure, team member or office).
 */

import { type Context, defineCollection, defineConfig, defineSingleton, type Meta } from "@content-collections/core";
import { compileMarkdown } from "@content-collections/markdown";
import type { z } from "zod";

import {
  aboutPage,
  aboutUsPage,
  certificationsContent,
  companyOverviewPage,
  partnersContent,
} from "./content/schemas/about";
import { careersPage, jobOpening } from "./content/schemas/careers";
import { company } from "./content/schemas/company";
import { destinationsContent } from "./content/schemas/destinations";
import { countryGuide, countrySlugs } from "./content/schemas/guides";
import { homeContent } from "./content/schemas/home";
import type { Figures } from "./content/schemas/primitives";
import { programsContent } from "./content/schemas/programs";
import { readable } from "./content/schemas/readable";
import { blogPost, downloads, newsItem, pressRelease, resourcesPages, studyEvent } from "./content/schemas/resources";
import {
  educationLoanPage,
  ieltsCoachingPage,
  postStudyWorkVisaPage,
  servicesOverviewPage,
  spouseVisaPage,
  studentVisaPage,
  visaExtensionPage,
  visitorVisaPage,
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

function page<const Name extends string, Schema extends z.ZodType<object>>(name: Name, file: string, schema: Schema) {
  const filePath = `content/pages/${file}.yaml`;
  return defineSingleton({
    name,
    filePath,
    parser: "yaml",
    schema: readable(schema),
    transform: (document, context) => {
      const { figures } = document as { figures?: Figures };
      return resolveFigures(document, pageScope(figures, context), filePath);
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
const studentVisa = page("studentVisaPage", "student-visa", studentVisaPage);
const spouseVisa = page("spouseVisaPage", "spouse-visa", spouseVisaPage);
const visitorVisa = page("visitorVisaPage", "visitor-visa", visitorVisaPage);
const visaExtension = page("visaExtensionPage", "visa-extension", visaExtensionPage);
const postStudyWorkVisa = page("postStudyWorkVisaPage", "post-study-work-visa", postStudyWorkVisaPage);
const ieltsCoaching = page("ieltsCoachingPage", "ielts-coaching", ieltsCoachingPage);
const educationLoan = page("educationLoanPage", "education-loan", educationLoanPage);
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
});

/* Country guides: one file per guide, named by the guide's slug. */

const guides = defineCollection({
  name: "guides",
  directory: "content/guides",
  include: "*.yaml",
  parser: "yaml",
  schema: readable(countryGuide),
  transform: (document, context) => {
    const file = `content/guides/${document._meta.filePath}`;
    const slug = countrySlugs.find((candidate) => candidate === document._meta.path);
    if (!slug)
      throw new Error(`${file}: expected the file to be named after a guide route (${countrySlugs.join(", ")})`);
    return { ...resolveFigures(document, pageScope(document.figures, context), file), slug };
  },
});

/* Job openings: one file per opening, named by its id. */

function officeCities(context: Context): string[] {
  return documentOf(context.documents(site), "content/site.json").offices.map((office) => office.city);
}

const jobs = defineCollection({
  name: "jobs",
  directory: "content/careers/jobs",
  include: "*.yaml",
  parser: "yaml",
  schema: readable(jobOpening),
  transform: (document, context) => {
    const file = `content/careers/jobs/${document._meta.filePath}`;
    const cities = officeCities(context);
    if (!cities.includes(document.location)) {
      throw new Error(
        `${file}: location: "${document.location}" is not an office (expected one of ${cities.join(", ")})`,
      );
    }
    return { ...document, id: document._meta.path };
  },
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
    const file = checkPost(document, "content/resources/events", context);
    if ("office" in document.location) {
      const cities = officeCities(context);
      if (!cities.includes(document.location.office)) {
        throw new Error(
          `${file}: location.office: "${document.location.office}" is not an office (expected one of ${cities.join(", ")})`,
        );
      }
    }
    return { ...document, updated: document.updated ?? document.date, html: await compileMarkdown(context, document) };
  },
});

export default defineConfig({
  content: [
    site,
    companyInfo,
    teamInfo,
    homePage,
    aboutPageContent,
    aboutUsPageContent,
    companyOverviewPageContent,
    certificationsPage,
    partnersPage,
    servicesPage,
    studentVisa,
    spouseVisa,
    visitorVisa,
    visaExtension,
    postStudyWorkVisa,
    ieltsCoaching,
    educationLoan,
    programsPage,
    destinationsPage,
    careersPageContent,
    resourcesPageContent,
    downloadList,
    guides,
    jobs,
    blog,
    news,
    pressReleases,
    events,
    exchangeRateList,
    studyCostTool,
  ],
});
