import { notFound } from "next/navigation";

import { type PrefixedLanguage, prefixedLanguages } from "@/content/languages";

import { setPageLanguage } from "./page-language";

export type LanguageParams = { params: Promise<{ locale: string }> };
export type LanguageSlugParams = { params: Promise<{ locale: string; slug: string }> };

/**
 * The language of a Gujarati or Hindi route (app/[locale]) from its params, set as the page's language for the
 * components below; any other first segment is the not-found page. Every layout and page there calls it first.
 */
export async function languageOf(params: Promise<{ locale: string }>): Promise<PrefixedLanguage> {
  const { locale } = await params;
  if (!(prefixedLanguages as readonly string[]).includes(locale)) notFound();
  setPageLanguage(locale as PrefixedLanguage);
  return locale as PrefixedLanguage;
}
