import { type Language, pathIn, type PrefixedLanguage, titleIn } from "@/content/languages";
import { breadcrumbsFor, type Crumb } from "@/content/routes";
import { isTranslatedTool, toolRouteIn } from "@/lib/tools/tool-routes";

import { pageLanguage } from "./page-language";
import { words } from "./words";

/** The request pages' headings in the site's words (content/i18n/pages.yaml, `requestPages`). */
const requestPageTitles = {
  "/get-in-touch": "getInTouchTitle",
  "/contact": "contactTitle",
  "/book-consultation": "bookTitle",
} as const;

type RequestPagePath = keyof typeof requestPageTitles;

/** A request page's heading in `language` (in English "Contact Us", where the registry's crumb says "Contact"). */
export function requestPageTitle(path: RequestPagePath, language: Language): string {
  return words("requestPages", language)(requestPageTitles[path]);
}

/** A translated page's name in its trail: its content's title, or a tool's or request page's heading. */
function translatedName(path: string, language: PrefixedLanguage): string {
  if (isTranslatedTool(path)) return toolRouteIn(path, language).title;
  if (path in requestPageTitles) return requestPageTitle(path as RequestPagePath, language);
  return titleIn(path, language) ?? "";
}

/**
 * The breadcrumb trail of the page being rendered: the registry's on English pages; on a Gujarati or Hindi
 * page, its home page and the page itself (the section pages between them are English only).
 */
export function pageTrail(path: string, currentName?: string): Crumb[] {
  const language = pageLanguage();
  if (language === "en") return breadcrumbsFor(path, currentName);
  const home = { name: words("breadcrumbs", language)("home"), path: pathIn("/", language) };
  return [home, { name: currentName ?? translatedName(path, language), path: pathIn(path, language) }];
}
