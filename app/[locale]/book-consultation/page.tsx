import type { Metadata } from "next";

import { BookConsultationPage } from "@/components/booking/book-consultation-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  return translatedPageMetadata("/book-consultation", language, {
    title: text("bookMetaTitle"),
    description: text("bookDescription"),
  });
}

export default async function TranslatedBookConsultationPage({ params }: LanguageParams) {
  return <BookConsultationPage language={await languageOf(params)} />;
}
