import { pathIn, titleIn } from "@/content/languages";
import { breadcrumbsFor, type Crumb } from "@/content/routes";

import { pageLanguage } from "./page-language";
import { words } from "./words";

/**
 * The breadcrumb trail of the page being rendered: the registry's on English pages; on a Gujarati or Hindi
 * page, its home page and the page itself (the section pages between them are English only).
 */
export function pageTrail(path: string, currentName?: string): Crumb[] {
  const language = pageLanguage();
  if (language === "en") return breadcrumbsFor(path, currentName);
  const home = { name: words("breadcrumbs", language)("home"), path: pathIn("/", language) };
  return [home, { name: currentName ?? titleIn(path, language) ?? "", path: pathIn(path, language) }];
}
