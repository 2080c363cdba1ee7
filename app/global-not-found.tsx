import type { Metadata } from "next";

import { SiteDocument } from "@/components/layout/site-document";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { site } from "@/content/site";

import "./globals.css";

export const metadata: Metadata = {
  title: `Page not found | ${site.name}`,
  description:
    "The page you were looking for does not exist. Return to the home page to find study abroad, visa and IELTS help.",
};

/**
 * The site's 404 page (out/404.html): with a root layout per language (app/(en), app/[locale]) there is no
 * single root layout for Next's not-found page, so it draws its own document, in English.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument language="en" htmlLang={site.language}>
      <NotFoundContent />
    </SiteDocument>
  );
}
