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

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { type Context, defineCollection, defineConfig, defineSingleton, type Meta } from "@content-collections/core";
import { compileMarkdown } from "@content-collections/markdown";
import { parse as parseYaml } from "yaml";
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
import { glossary, siteWords, type SiteWords } from "./content/schemas/i18n";
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
import { type FormWords, formWordsSource } from "./content/form-words";
import { overlayTranslation } from "./content/i18n/translation-overlay";
import { type PrefixedLanguage, prefixedLanguages } from "./contract/languages";
import { type FigureScope, resolveFigures } from "./lib/figures";
import { type MoneyWords, moneyWordsOf } from "./lib/money";
import { explainIssues, formatPath } from "./content/schemas/readable";

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

const glossaryFile = "content/i18n/glossary.yaml";
const glossaryContent = defineSingleton({
  name: "glossary",
  filePath: glossaryFile,
  parser: "yaml",
  schema: readable(glossary),
  transform: (document, context) => {
    // The forms' translations have no English file to stand beside (their English is code): checked here.
    const missing = prefixedLanguages
      .map((language) => `forms.${language}.yaml`)
      .filter((file) => !existsSync(path.join(context.singleton.directory, file)));
    if (missing.length > 0) {
      throw new Error(
        `content/i18n: no ${missing.join(" or ")}: the Gujarati and Hindi forms read it (content/form-words.ts)`,
      );
    }
    return document;
  },
});

/**
 * The site's own words (content/i18n/<part>.yaml: site, forms, tools...): each file's top-level keys are groups
 * of labels, and no two files may name the same group.
 */
const siteWordFiles = defineCollection({
  name: "siteWordFiles",
  directory: "content/i18n",
  include: "*.yaml",
  exclude: ["*.gu.yaml", "*.hi.yaml", "glossary.yaml"],
  parser: "yaml",
  schema: readable(siteWords),
  transform: (document, context) => {
    const { _meta, ...groups } = document;
    const taken = context
      .documents(siteWordFiles)
      .filter((other) => other._meta.path !== _meta.path)
      .flatMap((other) =>
        Object.keys(other)
          .filter((group) => group !== "_meta" && group in groups)
          .map((group) => `${group} (also in content/i18n/${other._meta.filePath})`),
      );
    if (taken.length > 0) throw new Error(`content/i18n/${_meta.filePath}: groups named twice: ${taken.join(", ")}`);
    const untranslated = prefixedLanguages.filter(
      (language) => !existsSync(path.join(context.collection.directory, `${_meta.path}.${language}.yaml`)),
    );
    if (untranslated.length > 0) {
      throw new Error(
        `content/i18n/${_meta.filePath}: no translation ${untranslated.map((language) => `content/i18n/${_meta.path}.${language}.yaml`).join(" or ")}: the Gujarati and Hindi pages use every group`,
      );
    }
    return { file: _meta.path, groups: groups as SiteWords };
  },
});

/* Translations: a Gujarati or Hindi file laid over its English file (content/i18n/translation-overlay.ts). */

/** The money words of a language's pages, from the glossary. */
function moneyWords(context: Context, language: PrefixedLanguage): MoneyWords {
  return moneyWordsOf(documentOf(context.documents(glossaryContent), glossaryFile).money, language);
}

const TRANSLATION_FILE = /^(.+)\.(gu|hi)$/;

/**
 * A translation file laid over its English file and checked against the English file's schema. Throws, one
 * line per problem, "content/guides/germany.gu.yaml: hero.title: missing key (English: ...)".
 */
function translationOf<Schema extends z.ZodType>(
  document: { _meta: Meta },
  folder: string,
  directory: string,
  schema: Schema,
  options?: { allText?: boolean; english?: unknown },
) {
  const file = `${folder}/${document._meta.filePath}`;
  const match = TRANSLATION_FILE.exec(document._meta.path);
  if (!match) throw new Error(`${file}: expected a name like germany.gu.yaml or germany.hi.yaml`);
  const [, slug, language] = match as unknown as [string, string, PrefixedLanguage];
  const given: Record<string, unknown> = { ...document };
  delete given._meta;
  const englishFile = `${folder}/${slug}.yaml`;
  let english = options?.english;
  if (english === undefined) {
    try {
      english = parseYaml(readFileSync(path.join(directory, `${slug}.yaml`), "utf8"));
    } catch {
      throw new Error(`${file}: no English file ${englishFile} to translate`);
    }
  }
  const { document: merged, problems } = overlayTranslation(english, given, options);
  if (problems.length > 0) throw new Error(problems.map((problem) => `${file}: ${problem}`).join("\n"));
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const issues = explainIssues(parsed.error.issues).map(
      (issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`,
    );
    throw new Error(issues.join("\n"));
  }
  return { file, slug, language, data: parsed.data as z.output<Schema> };
}

/** The site's own words in Gujarati and Hindi (content/i18n/<part>.gu.yaml, <part>.hi.yaml). */
const siteWordsTranslations = defineCollection({
  name: "siteWordsTranslations",
  directory: "content/i18n",
  include: ["*.gu.yaml", "*.hi.yaml"],
  exclude: ["forms.gu.yaml", "forms.hi.yaml"],
  parser: "yaml",
  schema: z.looseObject({}),
  transform: (document, context) => {
    const { slug, language, data } = translationOf(document, "content/i18n", context.collection.directory, siteWords, {
      allText: true,
    });
    return { file: slug, groups: data, language };
  },
});

/**
 * The forms a family sends, in Gujarati and Hindi (content/i18n/forms.gu.yaml, .hi.yaml): laid over their
 * English copy, which lives in code beside the forms' labels (content/form-words.ts).
 */
const formWordsTranslations = defineCollection({
  name: "formWordsTranslations",
  directory: "content/i18n",
  include: ["forms.gu.yaml", "forms.hi.yaml"],
  parser: "yaml",
  schema: z.looseObject({}),
  transform: (document, context) => {
    const { language, data } = translationOf(document, "content/i18n", context.collection.directory, z.any(), {
      allText: true,
      english: formWordsSource,
    });
    return { words: data as FormWords, language };
  },
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

/** A page file with its figures filled in (in a language's words) and its links checked. */
function resolvePage<Document extends object>(document: Document, file: string, context: Context, words?: MoneyWords) {
  const { figures } = document as { figures?: Figures };
  const resolved = resolveFigures(document, pageScope(figures, context), file, words);
  checkPageLinks(resolved, context, file);
  return resolved;
}

function page<const Name extends string, Schema extends z.ZodType<object>>(name: Name, file: string, schema: Schema) {
  const filePath = `content/pages/${file}.yaml`;
  return defineSingleton({
    name,
    filePath,
    parser: "yaml",
    schema: readable(schema),
    transform: (document, context) => resolvePage(document, filePath, context),
  });
}

/** The Gujarati and Hindi files of a page (content/pages/<file>.gu.yaml, .hi.yaml), as `page` builds English. */
function pageTranslations<const Name extends string, Schema extends z.ZodType<object>>(
  name: Name,
  file: string,
  schema: Schema,
) {
  return defineCollection({
    name,
    directory: "content/pages",
    include: [`${file}.gu.yaml`, `${file}.hi.yaml`],
    parser: "yaml",
    schema: z.looseObject({}),
    transform: (document, context) => {
      const translation = translationOf(document, "content/pages", context.collection.directory, schema);
      const resolved = resolvePage(
        translation.data,
        translation.file,
        context,
        moneyWords(context, translation.language),
      );
      return { ...resolved, language: translation.language };
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
const homeTranslations = pageTranslations("homeTranslations", "home", homeContent);
const destinationsTranslations = pageTranslations("destinationsTranslations", "destinations", destinationsContent);

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

const studyCostFile = "content/tools/study-cost.yaml";
const studyCostTool = defineSingleton({
  name: "studyCost",
  filePath: studyCostFile,
  parser: "yaml",
  schema: readable(studyCostContent),
  transform: (document, context) => {
    document.destinations.forEach((destination, index) => {
      if ("guide" in destination) {
        checkFileExists("guide", destination.guide, context, studyCostFile, `destinations[${index}].guide`);
      }
    });
    return document;
  },
});

/** The study-cost tool's own words in Gujarati and Hindi (its figures are the English file's). */
const studyCostTranslations = defineCollection({
  name: "studyCostTranslations",
  directory: "content/tools",
  include: ["study-cost.gu.yaml", "study-cost.hi.yaml"],
  parser: "yaml",
  schema: z.looseObject({}),
  transform: (document, context) => {
    const { language, data } = translationOf(document, "content/tools", context.collection.directory, studyCostContent);
    return { ...data, language };
  },
});

/* Pages one file each makes, named by the page's slug: the country guides and the service pages. */

/** Every file of a folder by name, valid or not (nothing else of it is kept): see checkFileExists. */
function fileNames<const Name extends string>(name: Name, directory: string) {
  return defineCollection({
    name,
    directory,
    include: "*.yaml",
    exclude: ["*.gu.yaml", "*.hi.yaml"],
    parser: "yaml",
    schema: z.object({}),
  });
}

const guideFiles = fileNames("guideFiles", "content/guides");
const serviceFiles = fileNames("serviceFiles", "content/services");

type PageFile = { figures?: Figures; route: { description: string }; _meta: Meta };

/**
 * A page file with its figures filled in (in a language's words), and its slug (the file name, the page's
 * address). Throws, naming the file, on a name that cannot be an address and on a description too short or too
 * long for search results.
 */
function resolvePageFile<Document extends Omit<PageFile, "_meta">>(
  document: Document,
  file: string,
  slug: string,
  context: Context,
  words?: MoneyWords,
) {
  if (!slugSchema.safeParse(slug).success) {
    throw new Error(`${file}: the file name is the page's address: lowercase letters, digits and hyphens`);
  }
  const resolved = resolveFigures(document, pageScope(document.figures, context), file, words);
  const { length } = (resolved as unknown as PageFile).route.description;
  if (length < 50 || length > 160) {
    throw new Error(`${file}: route.description: ${length} characters once filled in, expected 50 to 160`);
  }
  return resolved;
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

/** A guide as its page reads it, in English or (with `words`) a translation. */
function builtGuide(
  document: z.output<typeof countryGuide>,
  file: string,
  slug: string,
  context: Context,
  words?: MoneyWords,
) {
  const resolved = resolvePageFile(document, file, slug, context, words);
  checkFirstYearPeriods(resolved, file);
  const hidden = guideSections.filter(
    (section) => resolved.sectionOrder && section in resolved && !resolved.sectionOrder.includes(section),
  );
  if (hidden.length) throw new Error(`${file}: sectionOrder: leaves out ${hidden.join(", ")}, which the guide has`);
  return { ...resolved, slug };
}

/** The English files of a folder of page files; their translations (<name>.gu.yaml, .hi.yaml) are read apart. */
const ENGLISH_ONLY = { include: "*.yaml", exclude: ["*.gu.yaml", "*.hi.yaml"] };
const TRANSLATIONS_ONLY = { include: ["*.gu.yaml", "*.hi.yaml"] };

const guides = defineCollection({
  name: "guides",
  directory: "content/guides",
  ...ENGLISH_ONLY,
  parser: "yaml",
  schema: readable(countryGuide),
  transform: (document, context) =>
    builtGuide(document, `content/guides/${document._meta.filePath}`, document._meta.path, context),
});

const guideTranslations = defineCollection({
  name: "guideTranslations",
  directory: "content/guides",
  ...TRANSLATIONS_ONLY,
  parser: "yaml",
  schema: z.looseObject({}),
  transform: (document, context) => {
    const { file, slug, language, data } = translationOf(
      document,
      "content/guides",
      context.collection.directory,
      countryGuide,
    );
    return { ...builtGuide(data, file, slug, context, moneyWords(context, language)), language };
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

function builtService(
  document: z.output<typeof servicePage>,
  file: string,
  slug: string,
  context: Context,
  words?: MoneyWords,
) {
  const resolved = resolvePageFile(document, file, slug, context, words);
  checkPageLinks(resolved, context, file);
  return { ...resolved, sections: drawnSections(resolved.sections, file), slug };
}

const services = defineCollection({
  name: "services",
  directory: "content/services",
  ...ENGLISH_ONLY,
  parser: "yaml",
  schema: readable(servicePage),
  transform: (document, context) =>
    builtService(document, `content/services/${document._meta.filePath}`, document._meta.path, context),
});

const serviceTranslations = defineCollection({
  name: "serviceTranslations",
  directory: "content/services",
  ...TRANSLATIONS_ONLY,
  parser: "yaml",
  schema: z.looseObject({}),
  transform: (document, context) => {
    const { file, slug, language, data } = translationOf(
      document,
      "content/services",
      context.collection.directory,
      servicePage,
    );
    return { ...builtService(data, file, slug, context, moneyWords(context, language)), language };
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
    glossaryContent,
    siteWordFiles,
    siteWordsTranslations,
    formWordsTranslations,
    homePage,
    homeTranslations,
    aboutPageContent,
    aboutUsPageContent,
    companyOverviewPageContent,
    certificationsPage,
    partnersPage,
    servicesPage,
    programsPage,
    destinationsPage,
    destinationsTranslations,
    careersPageContent,
    resourcesPageContent,
    downloadList,
    guides,
    guideTranslations,
    guideFiles,
    services,
    serviceTranslations,
    serviceFiles,
    jobs,
    blog,
    news,
    pressReleases,
    events,
    exchangeRateList,
    studyCostTool,
    studyCostTranslations,
  ],
});
