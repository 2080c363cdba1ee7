/**
 * What a tool page hands its tool (a client component): the groups of content/i18n/tools.yaml (or its Gujarati
 * or Hindi file) the tool reads with say() (lib/tools/say.ts), and the money words its figures are written with
 * (lib/money.ts; none on English pages). Plain objects, so they cross to the browser as props; the rest of the
 * site's words stay on the server.
 */
import { type Language, moneyGlossary, siteWordsIn } from "@/content/languages";
import { type MoneyWords, moneyWordsOf } from "@/lib/money";

import type { WordGroup } from "./say";

/** The group `name` of the site's words in `language`; throws if the words files have no such group. */
export function wordGroup(name: string, language: Language): WordGroup {
  const group = siteWordsIn(language)[name];
  if (!group) throw new Error(`content/i18n: no group ${name}`);
  return group;
}

/** The words of a tool's form and result box (components/tools/tool-result.tsx). */
export type ToolShellWords = WordGroup;

export type StudyCostToolWords = { tool: WordGroup; shell: ToolShellWords; validation: WordGroup };
export type EmiToolWords = { tool: WordGroup; shell: ToolShellWords; validation: WordGroup };

export function studyCostToolWords(language: Language): StudyCostToolWords {
  return {
    tool: wordGroup("studyCostTool", language),
    shell: wordGroup("toolShell", language),
    validation: wordGroup("studyCostValidation", language),
  };
}

export function emiToolWords(language: Language): EmiToolWords {
  return {
    tool: wordGroup("emiTool", language),
    shell: wordGroup("toolShell", language),
    validation: wordGroup("emiValidation", language),
  };
}

/** The money words of `language`'s figures: lakh and crore, the rupee sign (lib/money.ts); English none. */
export function toolMoneyWords(language: Language): MoneyWords | undefined {
  return language === "en" ? undefined : moneyWordsOf(moneyGlossary, language);
}

const dates = new Map<Language, Intl.DateTimeFormat>();

/**
 * "2026-11-20" as `language` writes a date: "20 November 2026", "20 નવેમ્બર, 2026", "20 नवंबर 2026", in 0-9
 * digits on every page; UTC, so the exported HTML never depends on the build machine's zone.
 */
export function toolDate(date: string, language: Language): string {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    });
    dates.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
