import { FormPanel } from "@/components/forms/form-panel";
import { FormsInLanguage } from "@/components/forms/forms-in-language";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { formCopyIn, type Language } from "@/content/languages";
import { requestPageTitle } from "@/lib/i18n/trail";
import { words } from "@/lib/i18n/words";

import { BookingFlow } from "./booking-flow";
import { CallbackForm } from "./callback-form";

/**
 * The booking page in `language`: the slots and the call-back request, their words, days and months in the
 * language; the booking records it, so the confirmation and reminders go in it too.
 */
export function BookConsultationPage({ language }: { language: Language }) {
  const text = words("requestPages", language);
  const { bookingPage } = formCopyIn(language);
  return (
    <>
      <LanguageSwitcher path="/book-consultation" />
      <PageHero
        path="/book-consultation"
        eyebrow={text("freeConsultation")}
        title={requestPageTitle("/book-consultation", language)}
        intro={bookingPage.intro}
      />
      <FormsInLanguage language={language}>
        <Section aria-label={text("chooseTime")} eager>
          <BookingFlow />
        </Section>
        <Section tone="muted" aria-labelledby="callback-form">
          <FormPanel id="callback-form" title={bookingPage.callbackTitle}>
            <p className="mb-6 text-slate-700">{bookingPage.callbackIntro}</p>
            <CallbackForm />
          </FormPanel>
        </Section>
      </FormsInLanguage>
    </>
  );
}
