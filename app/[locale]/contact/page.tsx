import type { Metadata } from "next";

import { ContactPage } from "@/components/forms/contact-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  return translatedPageMetadata("/contact", language, {
    title: text("contactTitle"),
    description: text("contactDescription"),
  });
}

export default async function TranslatedContactPage({ params }: LanguageParams) {
  return <ContactPage language={await languageOf(params)} />;
}
