import { BookingOffer } from "@/components/booking/booking-offer";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { formCopyIn, type Language } from "@/content/languages";
import { requestPageTitle } from "@/lib/i18n/trail";
import { words } from "@/lib/i18n/words";

import { ContactDetails } from "./contact-details";
import { FormPanel } from "./form-panel";
import { FormsInLanguage } from "./forms-in-language";
import { GetInTouchForm } from "./get-in-touch-form";

/**
 * Get In Touch in `language` (/get-in-touch, /gu/get-in-touch, /hi/get-in-touch): the same form, its words in the
 * language; the lead records the language.
 */
export function GetInTouchPage({ language }: { language: Language }) {
  const text = words("requestPages", language);
  const { getInTouchPage } = formCopyIn(language);
  return (
    <>
      <LanguageSwitcher path="/get-in-touch" />
      <PageHero
        path="/get-in-touch"
        eyebrow={text("freeConsultation")}
        title={requestPageTitle("/get-in-touch", language)}
        intro={getInTouchPage.intro}
      />
      <Section tone="muted" aria-label={text("formAndDetails")}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-4">
            <BookingOffer className="rounded-xl border border-brand-200 bg-white p-4 text-base" />
            <FormPanel id="get-in-touch-form" title={getInTouchPage.formTitle}>
              <FormsInLanguage language={language}>
                <GetInTouchForm />
              </FormsInLanguage>
            </FormPanel>
          </div>
          <ContactDetails
            title={getInTouchPage.infoTitle}
            tip={{ title: getInTouchPage.tipTitle, text: getInTouchPage.tip }}
          />
        </div>
      </Section>
    </>
  );
}
