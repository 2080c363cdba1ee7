/**
 * The language of the page being rendered, for server components deep in the tree (the header, a table's
 * labels) that would otherwise need it passed through every parent. Set once at the top of a Gujarati or Hindi
 * layout and page (app/[locale]); English pages never set it. React's `cache` keeps one value per render,
 * which is how next-intl's own `setRequestLocale` carries the locale on statically rendered pages; its
 * fallback (a header written by middleware) does not exist on a static export, so the store is ours.
 */
import { cache } from "react";

import { DEFAULT_LANGUAGE, type Language } from "@/contract/languages";

const store = cache((): { language: Language } => ({ language: DEFAULT_LANGUAGE }));

export function setPageLanguage(language: Language): void {
  store().language = language;
}

export function pageLanguage(): Language {
  return store().language;
}
