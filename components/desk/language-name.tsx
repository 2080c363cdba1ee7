import { type Language, languageNames } from "@/contract/languages";

/**
 * The visitor's language as the desk shows it: its own name as the family writes it (marked as that language, so a
 * screen reader says it right) and, but for English, its English name: "ગુજરાતી (Gujarati)".
 */
export function LanguageName({ language }: { language: Language }) {
  const { own, english } = languageNames[language];
  if (own === english) return <>{english}</>;
  return (
    <>
      <span lang={language}>{own}</span> ({english})
    </>
  );
}
