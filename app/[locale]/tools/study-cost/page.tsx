import type { Metadata } from "next";

import { StudyCostPage } from "@/components/tools/study-cost-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { translatedPageMetadata } from "@/lib/metadata";
import { toolRouteIn } from "@/lib/tools/tool-routes";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const { metaTitle, description } = toolRouteIn("/tools/study-cost", language);
  return translatedPageMetadata("/tools/study-cost", language, { title: metaTitle, description });
}

/** The study-cost calculator in Gujarati or Hindi: the English page's figures, in the language's words. */
export default async function TranslatedStudyCostPage({ params }: LanguageParams) {
  const language = await languageOf(params);
  return <StudyCostPage language={language} />;
}
