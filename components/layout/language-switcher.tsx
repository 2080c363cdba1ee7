import { Languages } from "@/components/ui/lucide-icons";
import { languageNames, languagesOf, pathIn } from "@/content/languages";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";

/**
 * Links to the same page in its other languages (each named in itself, with its hreflang), shown on every
 * page written in more than one language; a page in English only has none to offer.
 */
export function LanguageSwitcher({ path }: { path: string }) {
  const current = pageLanguage();
  const others = languagesOf(path).filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <nav
      aria-label={words("shell", current)("languageSwitcher")}
      data-pagefind-ignore="all"
      className="border-b border-slate-200 bg-slate-50"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <li aria-hidden="true" className="text-slate-500">
          <Languages className="size-4" />
        </li>
        {others.map((language) => (
          <li key={language}>
            <a
              href={pathIn(path, language)}
              hrefLang={language}
              lang={language}
              // The device's own font for another script's name: a Gujarati page fetches no Devanagari font for it.
              className="inline-flex min-h-11 items-center font-sans font-semibold text-brand-700 hover:underline"
            >
              {languageNames[language].own}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
