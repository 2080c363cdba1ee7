import type { Metadata } from "next";

import { BookingFlow } from "@/components/booking/booking-flow";
import { CallbackForm } from "@/components/booking/callback-form";
import { FormPanel } from "@/components/forms/form-panel";
import { FormWordsProvider } from "@/components/forms/form-words";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { formCopyIn, formWordsIn } from "@/content/languages";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  return translatedPageMetadata("/book-consultation", language, {
    title: text("bookMetaTitle"),
    description: text("bookDescription"),
  });
}

/**
 * The booking page in Gujarati or Hindi: the same slots and call-back request, their words, days and months in
 * the language; the booking records it, so the confirmation and reminders go in it too.
 */
export default async function TranslatedBookConsultationPage({ params }: LanguageParams) {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  const { bookingPage } = formCopyIn(language);
  return (
    <>
      <LanguageSwitcher path="/book-consultation" />
      <PageHero
        path="/book-consultation"
        crumbName={text("bookTitle")}
        eyebrow={text("freeConsultation")}
        title={text("bookTitle")}
        intro={bookingPage.intro}
      />
      <FormWordsProvider language={language} words={formWordsIn(language)}>
        <Section aria-label={text("chooseTime")} eager>
          <BookingFlow />
        </Section>
        <Section tone="muted" aria-labelledby="callback-form">
          <FormPanel id="callback-form" title={bookingPage.callbackTitle}>
            <p className="mb-6 text-slate-700">{bookingPage.callbackIntro}</p>
            <CallbackForm />
          </FormPanel>
        </Section>
      </FormWordsProvider>
    </>
  );
}
