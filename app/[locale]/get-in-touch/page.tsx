import type { Metadata } from "next";

import { GetInTouchPage } from "@/components/forms/get-in-touch-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  return translatedPageMetadata("/get-in-touch", language, {
    title: text("getInTouchMetaTitle"),
    description: text("getInTouchDescription"),
  });
}

export default async function TranslatedGetInTouchPage({ params }: LanguageParams) {
  return <GetInTouchPage language={await languageOf(params)} />;
}
