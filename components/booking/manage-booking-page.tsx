import type { Metadata } from "next";

import { FormsInLanguage } from "@/components/forms/forms-in-language";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Section } from "@/components/ui/section";
import { formCopyIn, type Language } from "@/content/languages";

import { ManageBooking } from "./manage-booking";
import { WithPageFragment } from "./with-page-fragment";

/** Reached only through a booking's own link (its secret in the fragment): never indexed, in no sitemap. */
export function manageBookingMetadata(language: Language): Metadata {
  const { manageBookingPage } = formCopyIn(language);
  return {
    title: manageBookingPage.title,
    description: manageBookingPage.intro,
    robots: { index: false, follow: false },
  };
}

/**
 * The manage page in `language`, where a booking's confirmation links: the booking, its times in the language,
 * moving and cancelling it. The switcher's links keep the booking's fragment.
 */
export function ManageBookingPage({ language }: { language: Language }) {
  const { manageBookingPage } = formCopyIn(language);
  return (
    <>
      <WithPageFragment>
        <LanguageSwitcher path="/book-consultation/manage" />
      </WithPageFragment>
      <Section aria-labelledby="manage-title">
        <h1 id="manage-title" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
          {manageBookingPage.title}
        </h1>
        <p className="mt-3 text-slate-700">{manageBookingPage.intro}</p>
        <div className="mt-8">
          <FormsInLanguage language={language}>
            <ManageBooking />
          </FormsInLanguage>
        </div>
      </Section>
    </>
  );
}
