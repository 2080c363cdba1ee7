/**
 * The titles and descriptions of the tools with Gujarati and Hindi pages (content/languages.ts,
 * `translatedFixedPages`), from content/i18n/tools.<language>.yaml: their pages' headings and metadata, and the
 * cards that link them. English pages take theirs from the route registry (content/fixed-routes.ts), which the
 * English words file repeats for the translators (a test keeps the two the same).
 */
import { educationLoan } from "@/content/education-loan";
import type { Language } from "@/content/languages";
import { words, moneyWordsIn } from "@/lib/i18n/words";
import { formatMoney } from "@/lib/money";

/** Each translated tool's page words (content/i18n/tools.yaml). */
const toolGroups = {
  "/tools/study-cost": "studyCostPage",
  "/tools/education-loan-emi": "emiPage",
} as const;

export type TranslatedToolPath = keyof typeof toolGroups;

export const isTranslatedTool = (path: string): path is TranslatedToolPath => path in toolGroups;

/** The largest education loan as `language` writes it: "up to Rs 1.5 crore", "₹1.5 કરોડ સુધી". */
export function maxLoanText(language: Language): string {
  return formatMoney(educationLoan.amount.value, { words: moneyWordsIn(language) });
}

/** A translated tool's title, document title and description in `language`. */
export function toolRouteIn(
  path: TranslatedToolPath,
  language: Language,
): { title: string; metaTitle: string; description: string } {
  const say = words(toolGroups[path], language);
  if (path === "/tools/study-cost") {
    return { title: say("title"), metaTitle: say("metaTitle"), description: say("description") };
  }
  return {
    title: say("title"),
    metaTitle: say("title"),
    description: say("description", { maxAmount: maxLoanText(language) }),
  };
}
