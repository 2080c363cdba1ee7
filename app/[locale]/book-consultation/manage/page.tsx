import type { Metadata } from "next";

import { ManageBooking } from "@/components/booking/manage-booking";
import { WithPageFragment } from "@/components/booking/with-page-fragment";
import { FormWordsProvider } from "@/components/forms/form-words";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { Section } from "@/components/ui/section";
import { formCopyIn, formWordsIn } from "@/content/languages";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";

// Reached only through a booking's own link (its secret in the fragment): never indexed, in no sitemap.
export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const { manageBookingPage } = formCopyIn(await languageOf(params));
  return {
    title: manageBookingPage.title,
    description: manageBookingPage.intro,
    robots: { index: false, follow: false },
  };
}

/**
 * The manage page in Gujarati or Hindi, where a Gujarati or Hindi booking's confirmation links: the booking, its
 * times in the language, moving and cancelling it. The switcher's links keep the booking's fragment.
 */
export default async function TranslatedManageBookingPage({ params }: LanguageParams) {
  const language = await languageOf(params);
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
          <FormWordsProvider language={language} words={formWordsIn(language)}>
            <ManageBooking />
          </FormWordsProvider>
        </div>
      </Section>
    </>
  );
}
