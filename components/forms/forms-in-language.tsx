import type { Language } from "@/content/languages";
import { formWordsIn } from "@/content/languages";

import { FormWordsProvider } from "./form-words";

/**
 * The forms inside, in the page's language: on a Gujarati or Hindi page their words come from its translation;
 * an English page's forms read content/forms.ts and the contract's messages, as they always have.
 */
export function FormsInLanguage({ language, children }: { language: Language; children: React.ReactNode }) {
  if (language === "en") return children;
  return (
    <FormWordsProvider language={language} words={formWordsIn(language)}>
      {children}
    </FormWordsProvider>
  );
}
