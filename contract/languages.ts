/**
 * The languages the site is written in, as the pages, the lead receiver and the desk name them: English at
 * the spec's paths, Gujarati under /gu/ and Hindi under /hi/. A lead, booking or event registration records
 * the language of the page it was sent from, so the office answers and reminds in it.
 */
export const languages = ["en", "gu", "hi"] as const;
export type Language = (typeof languages)[number];

/** The languages with their own path prefix (/gu/..., /hi/...): every one but English. */
export const prefixedLanguages = ["gu", "hi"] as const satisfies readonly Language[];
export type PrefixedLanguage = (typeof prefixedLanguages)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself (the switcher) and in English (the desk). */
export const languageNames: Record<Language, { own: string; english: string }> = {
  en: { own: "English", english: "English" },
  gu: { own: "ગુજરાતી", english: "Gujarati" },
  hi: { own: "हिन्दी", english: "Hindi" },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/** The path of the English page `path` in `language`: "/gu", "/gu/destinations/germany"; English unchanged. */
export function pathIn(path: string, language: Language): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}
