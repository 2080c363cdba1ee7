import type { Metadata, Viewport } from "next";

import { SiteDocument } from "@/components/layout/site-document";
import { type PrefixedLanguage, prefixedLanguages } from "@/content/languages";
import { site, siteOrigin } from "@/content/site";
import { languageOf } from "@/lib/i18n/route-language";

import indicFonts from "@/lib/i18n/indic-fonts.json";

import "../globals.css";
import "./indic-fonts.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: site.name, template: `%s | ${site.name}` },
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#12284a",
  width: "device-width",
  initialScale: 1,
};

// Only the languages with their own path prefix; any other first segment is not a page.
export const dynamicParams = false;

export function generateStaticParams(): { locale: PrefixedLanguage }[] {
  return prefixedLanguages.map((locale) => ({ locale }));
}

/** The Gujarati (/gu/...) and Hindi (/hi/...) pages. */
export default async function LanguageLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: Promise<{ locale: string }> }>) {
  const language = await languageOf(params);
  return (
    <SiteDocument
      language={language}
      htmlLang={language}
      font="font-indic"
      // Both weights are on the first screen (the heading, the text): fetched with the page rather than after its
      // CSS is read, so they swap in as early as they can.
      head={indicFonts[language].map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
    >
      {children}
    </SiteDocument>
  );
}
