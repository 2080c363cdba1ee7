import { Activity } from "react";

import { ClientNavigation } from "@/components/layout/client-navigation";
import { ContactBar } from "@/components/layout/contact-bar";
import { FirstTouch } from "@/components/layout/first-touch";
import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ToasterHost } from "@/components/ui/toaster";
import type { Language } from "@/contract/languages";
import { words } from "@/lib/i18n/words";

/**
 * The document every page is drawn in: the English root layout (app/(en)) and the Gujarati and Hindi one
 * (app/[locale]) each render it with their language, which sets `<html lang>` and the shell's words.
 */
export function SiteDocument({
  language,
  htmlLang,
  head,
  font = "font-sans",
  children,
}: Readonly<{
  language: Language;
  htmlLang: string;
  /** More of the head: a Gujarati or Hindi page's font preload. */
  head?: React.ReactNode;
  /** The body's typeface utility. */
  font?: "font-sans" | "font-indic";
  children: React.ReactNode;
}>) {
  const shell = words("shell", language);
  return (
    <html lang={htmlLang}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layouts' document, drawn here for both. */}
      <head>
        {head}
        {/* The first paint waits for the page's whole markup, up to the contact bar, the last element
            before the scripts: a few KB gzip more than the header alone. Painting earlier would draw a
            half-parsed header (the menu button moving in later, a layout shift) or the header alone, and
            then lay out the whole page again right after, one long task (80-160 ms at 4x CPU on the long
            pages) while the visitor could already tap. The inline payload after it is not waited for. */}
        <link rel="expect" href="#contact-bar" blocking="render" />
        {/* Without JavaScript, desktop dropdowns open on hover/focus, the mobile menu stays open and the
            site search (Pagefind runs in the browser) is hidden. */}
        <noscript>
          <style>{`[data-nav-item]:hover>[data-nav-content],[data-nav-item]:focus-within>[data-nav-content]{display:block!important}#mobile-menu{display:block!important;position:static}[data-mobile-menu-toggle],[data-site-search]{display:none!important}`}</style>
        </noscript>
      </head>
      <body className={`flex min-h-dvh flex-col pb-16 md:pb-0 ${font}`}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {shell("skipToContent")}
        </a>
        {/* Each <Activity> is a hydration boundary (React 19.2): the framework's own start-up hydrates the
            document and leaves these for later, in short idle slices, so the page's markup stops adding to
            that one long task; a tap inside one hydrates it at once and is replayed. Unlike <Suspense>, the
            HTML stays in order (Fizz moves large Suspense boundaries to the end of the document). */}
        <Activity>
          <SiteChrome>
            <SiteHeader />
          </SiteChrome>
        </Activity>
        {/* data-pagefind-body: the site search indexes each page's main content, not the header and footer. */}
        <main id="main-content" data-pagefind-body="" className="flex-1">
          <Activity>{children}</Activity>
        </main>
        <Activity>
          <SiteChrome>
            <SiteFooter />
            <ContactBar />
          </SiteChrome>
        </Activity>
        <ToasterHost label={shell("notifications")} />
        <ClientNavigation />
        <FirstTouch />
      </body>
    </html>
  );
}
