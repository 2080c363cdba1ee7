import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ServicePage } from "@/components/services/service-page";
import { type PrefixedLanguage, serviceIn, servicesIn } from "@/content/languages";
import { languageOf, type LanguageSlugParams } from "@/lib/i18n/route-language";
import { translatedPageMetadata } from "@/lib/metadata";

// A page per translated service (content/services/<slug>.<locale>.yaml); any other is the not-found page.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: PrefixedLanguage } }) {
  return servicesIn(params.locale).map(({ slug }) => ({ slug }));
}

async function serviceOf({ params }: LanguageSlugParams) {
  const language = await languageOf(params);
  const service = serviceIn((await params).slug, language);
  if (!service) notFound();
  return { language, service };
}

export async function generateMetadata(props: LanguageSlugParams): Promise<Metadata> {
  const { language, service } = await serviceOf(props);
  return translatedPageMetadata(service.path, language, {
    title: service.route.metaTitle ?? service.route.title,
    description: service.route.description,
  });
}

export default async function TranslatedServicePage(props: LanguageSlugParams) {
  const { service } = await serviceOf(props);
  return <ServicePage service={service} />;
}
