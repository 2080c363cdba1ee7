import type { Metadata } from "next";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";

// Only /gu/404 and /hi/404: the hosts answer an unknown Gujarati or Hindi address with its language's page
// (deploy/nginx.conf.template, deploy/htaccess.template, the _redirects file), as they answer others with /404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: ["404"] }];
}

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("notFound", language);
  return { title: text("title"), description: text("text"), robots: { index: false, follow: false } };
}

/** The not-found page in Gujarati or Hindi. */
export default async function TranslatedNotFoundPage({ params }: LanguageParams) {
  await languageOf(params);
  return <NotFoundContent />;
}
