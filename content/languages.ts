/**
 * The Gujarati and Hindi pages: which pages exist in each language and their data. A page exists in a
 * language when its translation does (content/guides/<slug>.gu.yaml, content/services/<slug>.hi.yaml, ...), so
 * a page without one is listed nowhere in that language: not in its menus, its sitemap entries, its hreflang
 * alternates or its switcher. Links inside translated content go to the same language's page where there is
 * one, to the English page where there is not.
 */

import {
  allDestinationsTranslations,
  allFormWordsTranslations,
  allGuideTranslations,
  allHomeTranslations,
  allServiceTranslations,
  allSiteWordsTranslations,
  allStudyCostTranslations,
  allSiteWordFiles,
  glossary,
} from "content-collections";

import { type Language, pathIn, type PrefixedLanguage } from "@/contract/languages";

import { countryGuideList, type CountryGuide } from "./country-guides";
import { type FormWords, formWordsSource } from "./form-words";
import { type FormCopy, formCopyOf } from "./forms";
import type { GuidePath, ServicePath } from "./routes";
import type { Glossary, SiteWords } from "./schemas/i18n";
import { type Service, serviceList } from "./services";
import type { HomeContent } from "./schemas/home";
import type { StudyCostContent } from "./schemas/tools";

export type { Language, PrefixedLanguage } from "@/contract/languages";
export { languageNames, pathIn, prefixedLanguages } from "@/contract/languages";

const ofLanguage = <Document extends { language: string }>(documents: readonly Document[], language: Language) =>
  documents.filter((document) => document.language === language);

/**
 * The pages drawn from the site's own words (content/i18n/*.yaml) rather than a data file of their own: every
 * language has them, as the content build refuses a words file without its translations.
 */
export const translatedFixedPages = [
  "/tools/study-cost",
  "/tools/education-loan-emi",
  "/book-consultation",
  "/book-consultation/manage",
  "/get-in-touch",
  "/contact",
] as const;

/** English paths with a page in `language`: the home page, the fixed pages, each translated service and guide. */
function pathsIn(language: PrefixedLanguage): string[] {
  const home = allHomeTranslations.some((document) => document.language === language) ? ["/"] : [];
  return [
    ...home,
    ...translatedFixedPages,
    ...serviceList
      .filter((service) => ofLanguage(allServiceTranslations, language).some(({ slug }) => slug === service.slug))
      .map((service) => service.path),
    ...countryGuideList
      .filter((guide) => ofLanguage(allGuideTranslations, language).some(({ slug }) => slug === guide.slug))
      .map((guide) => guide.path),
  ];
}

const localizedPaths: Record<PrefixedLanguage, ReadonlySet<string>> = {
  gu: new Set(pathsIn("gu")),
  hi: new Set(pathsIn("hi")),
};

/** Whether the English page at `path` has a page in `language` (English: every page). */
export function hasPageIn(path: string, language: Language): boolean {
  return language === "en" || localizedPaths[language].has(path);
}

/** The English path of a page of any language ("/gu/destinations/germany" -> "/destinations/germany"). */
export function englishPathOf(path: string): string {
  const match = /^\/(gu|hi)(\/.*)?$/.exec(path);
  return match ? (match[2] ?? "/") : path;
}

/** The languages `path` (an English path) is written in, English first. */
export function languagesOf(path: string): Language[] {
  return (["en", "gu", "hi"] as const).filter((language) => hasPageIn(path, language));
}

/** Where a link inside `language`'s content goes: its page in that language, or the English page. */
export function linkIn(href: string, language: Language): string {
  const [path, rest = ""] = href.split(/(?=[?#])/);
  return hasPageIn(path, language) && language !== "en" ? `${pathIn(path, language)}${rest}` : href;
}

/** `value` with every site link (an `href`, `path` or `guidePath` field) sent to `language`'s page where one exists. */
function withLocalLinks<T>(value: T, language: Language): T {
  if (Array.isArray(value)) return value.map((item) => withLocalLinks(item, language)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        typeof child === "string" && ["href", "guidePath"].includes(key) && child.startsWith("/")
          ? linkIn(child, language)
          : withLocalLinks(child, language),
      ]),
    ) as T;
  }
  return value;
}

/** The translated document of `language`, its links localised; undefined when there is none. */
function translated<Document extends { language: string }>(
  documents: readonly Document[],
  language: PrefixedLanguage,
  matches: (document: Document) => boolean = () => true,
): Document | undefined {
  const found = documents.find((document) => document.language === language && matches(document));
  return found && withLocalLinks(found, language);
}

const wordsByLanguage = new Map<Language, SiteWords>();

/** The site's own words (every content/i18n/<part>.yaml) in `language`, a group per key. */
export function siteWordsIn(language: Language): SiteWords {
  const known = wordsByLanguage.get(language);
  if (known) return known;
  const merged = Object.assign(
    {},
    ...allSiteWordFiles.map(({ file, groups }) => {
      if (language === "en") return groups;
      const found = allSiteWordsTranslations.find(
        (document) => document.file === file && document.language === language,
      );
      if (!found) throw new Error(`content/i18n/${file}.${language}.yaml: not found`);
      return found.groups;
    }),
  ) as SiteWords;
  wordsByLanguage.set(language, merged);
  return merged;
}

/** Everything the forms say in `language` (content/form-words.ts, laid over by content/i18n/forms.<language>.yaml). */
export function formWordsIn(language: Language): FormWords {
  if (language === "en") return formWordsSource;
  const found = allFormWordsTranslations.find((document) => document.language === language);
  if (!found) throw new Error(`content/i18n/forms.${language}.yaml: not found`);
  return found.words;
}

/** The forms' copy as a server component reads it (the booking offer, a page's head) in `language`. */
export function formCopyIn(language: Language): FormCopy {
  return formCopyOf(formWordsIn(language));
}

/** The glossary's money words (content/i18n/glossary.yaml). */
export const moneyGlossary: Glossary["money"] = glossary.money;

/** The home page's copy in `language` (English: content/home.ts). */
export function homeIn(language: PrefixedLanguage): HomeContent | undefined {
  return translated(allHomeTranslations, language);
}

/** The country guide `slug` in `language`, shaped as the English guide (shared buttons and disclaimer too). */
export function guideIn(slug: string, language: PrefixedLanguage): CountryGuide | undefined {
  const data = translated(allGuideTranslations, language, (document) => document.slug === slug);
  const shared = translated(allDestinationsTranslations, language)?.guides;
  if (!data || !shared) return undefined;
  return {
    ...data,
    path: `/destinations/${slug}` as GuidePath,
    cta: { ...data.cta, buttons: shared.buttons },
    disclaimer: shared.disclaimer,
  };
}

/** The guides of `language` in menu order. */
export function guidesIn(language: PrefixedLanguage): CountryGuide[] {
  return countryGuideList.flatMap((guide) => guideIn(guide.slug, language) ?? []);
}

/** The service page `slug` in `language`. */
export function serviceIn(slug: string, language: PrefixedLanguage): Service | undefined {
  const data = translated(allServiceTranslations, language, (document) => document.slug === slug);
  return data && { ...data, path: `/services/${slug}` as ServicePath };
}

/** The services of `language` in menu order. */
export function servicesIn(language: PrefixedLanguage): Service[] {
  return serviceList.flatMap((service) => serviceIn(service.slug, language) ?? []);
}

/** The study-cost tool's words in `language`. */
export function studyCostIn(language: PrefixedLanguage): StudyCostContent | undefined {
  return translated(allStudyCostTranslations, language);
}

/** The title of the page at English `path` in `language`, or undefined where it has none. */
export function titleIn(path: string, language: PrefixedLanguage): string | undefined {
  if (path === "/") return homeIn(language)?.hero.title;
  const slug = path.split("/").pop() ?? "";
  if (path.startsWith("/destinations/")) return guideIn(slug, language)?.route.title;
  if (path.startsWith("/services/")) return serviceIn(slug, language)?.route.title;
  return undefined;
}
