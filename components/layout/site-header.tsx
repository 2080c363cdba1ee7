import { ButtonLink } from "@/components/ui/button";
import { pathIn } from "@/content/languages";
import { pageLanguage } from "@/lib/i18n/page-language";
import { words } from "@/lib/i18n/words";
import { headerNavigation } from "@/lib/navigation";

import { DesktopNav } from "./desktop-nav";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import type { SearchWords } from "./search-box";

const searchWordKeys = [
  "button",
  "region",
  "label",
  "placeholder",
  "goToBest",
  "results",
  "failed",
  "searching",
  "none",
  "top",
  "one",
  "many",
] as const satisfies readonly (keyof SearchWords)[];

export function SiteHeader() {
  const language = pageLanguage();
  const groups = headerNavigation(language);
  const shell = words("shell", language);
  const menuLabels = { open: shell("openMenu"), close: shell("closeMenu"), nav: shell("mobileMenu") };
  const searchWords = Object.fromEntries(
    searchWordKeys.map((key) => [key, words("search", language)(key)]),
  ) as SearchWords;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo language={language} />
        <DesktopNav groups={groups} label={shell("mainMenu")} />
        <div className="flex items-center gap-2">
          <HeaderSearch words={searchWords} />
          <ButtonLink href="/signin" variant="ghost" size="sm" className="hidden sm:inline-flex">
            {shell("signIn")}
          </ButtonLink>
          <ButtonLink
            href={pathIn("/get-in-touch", language)}
            variant="accent"
            size="sm"
            className="hidden sm:inline-flex"
          >
            {shell("getInTouch")}
          </ButtonLink>
          <MobileNav groups={groups} labels={menuLabels} search={searchWords} />
        </div>
      </div>
    </header>
  );
}
