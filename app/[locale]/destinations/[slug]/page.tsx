import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { guideIn, guidesIn, type PrefixedLanguage } from "@/content/languages";
import { languageOf, type LanguageSlugParams } from "@/lib/i18n/route-language";
import { translatedPageMetadata } from "@/lib/metadata";

// A page per translated guide (content/guides/<slug>.<locale>.yaml); any other is the not-found page.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: PrefixedLanguage } }) {
  return guidesIn(params.locale).map(({ slug }) => ({ slug }));
}

async function guideOf({ params }: LanguageSlugParams) {
  const language = await languageOf(params);
  const guide = guideIn((await params).slug, language);
  if (!guide) notFound();
  return { language, guide };
}

export async function generateMetadata(props: LanguageSlugParams): Promise<Metadata> {
  const { language, guide } = await guideOf(props);
  return translatedPageMetadata(guide.path, language, guide.route);
}

export default async function TranslatedGuidePage(props: LanguageSlugParams) {
  const { guide } = await guideOf(props);
  return <CountryGuidePage guide={guide} />;
}
