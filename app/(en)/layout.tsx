import type { Metadata, Viewport } from "next";

import { SiteDocument } from "@/components/layout/site-document";
import { site, siteOrigin } from "@/content/site";

import "../globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: `${site.name} | Study Abroad, Visa & IELTS Consultants`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#12284a",
  width: "device-width",
  initialScale: 1,
};

/** The English pages, at the spec's paths. */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteDocument language="en" htmlLang={site.language}>
      {children}
    </SiteDocument>
  );
}
