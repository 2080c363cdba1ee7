import type { Metadata } from "next";

import { EmiPage } from "@/components/tools/emi-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { translatedPageMetadata } from "@/lib/metadata";
import { toolRouteIn } from "@/lib/tools/tool-routes";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const { metaTitle, description } = toolRouteIn("/tools/education-loan-emi", language);
  return translatedPageMetadata("/tools/education-loan-emi", language, { title: metaTitle, description });
}

/** The education-loan EMI calculator in Gujarati or Hindi: the English page's figures, in the language's words. */
export default async function TranslatedEmiPage({ params }: LanguageParams) {
  const language = await languageOf(params);
  return <EmiPage language={language} />;
}
