/**
 * The site's own words for the page being rendered (content/i18n/site.yaml and its translations), read with
 * next-intl's translator: `words("guide")("visaFees")`, `words("footer")("office", { city })`. A key that
 * is missing throws, so a page never shows a key's name.
 */
import { createTranslator } from "next-intl";

import { type Language, moneyGlossary, siteWordsIn } from "@/content/languages";
import { type MoneyWords, moneyWordsOf } from "@/lib/money";

import { pageLanguage } from "./page-language";

type Namespace = string;

/** A translator of one group of the site's words in `language` (the page's when not given). */
export function words(namespace: Namespace, language: Language = pageLanguage()) {
  const translator = createTranslator({
    locale: language,
    messages: siteWordsIn(language) as Record<string, Record<string, string>>,
    namespace,
    onError: (error) => {
      throw error;
    },
  });
  return (key: string, values?: Record<string, string | number>) => translator(key, values);
}

/** The money words of `language`'s figures (lib/money.ts); English: none. */
export function moneyWordsIn(language: Language = pageLanguage()): MoneyWords | undefined {
  return language === "en" ? undefined : moneyWordsOf(moneyGlossary, language);
}
