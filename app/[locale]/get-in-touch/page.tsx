import type { Metadata } from "next";

import { BookingOffer } from "@/components/booking/booking-offer";
import { ContactDetails } from "@/components/forms/contact-details";
import { FormPanel } from "@/components/forms/form-panel";
import { FormWordsProvider } from "@/components/forms/form-words";
import { GetInTouchForm } from "@/components/forms/get-in-touch-form";
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
  return translatedPageMetadata("/get-in-touch", language, {
    title: text("getInTouchMetaTitle"),
    description: text("getInTouchDescription"),
  });
}

/** Get In Touch in Gujarati or Hindi: the same form, its words in the language; the lead records the language. */
export default async function TranslatedGetInTouchPage({ params }: LanguageParams) {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  const { getInTouchPage } = formCopyIn(language);
  return (
    <>
      <LanguageSwitcher path="/get-in-touch" />
      <PageHero
        path="/get-in-touch"
        crumbName={text("getInTouchTitle")}
        eyebrow={text("freeConsultation")}
        title={text("getInTouchTitle")}
        intro={getInTouchPage.intro}
      />
      <Section tone="muted" aria-label={text("formAndDetails")}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-4">
            <BookingOffer className="rounded-xl border border-brand-200 bg-white p-4 text-base" />
            <FormPanel id="get-in-touch-form" title={getInTouchPage.formTitle}>
              <FormWordsProvider language={language} words={formWordsIn(language)}>
                <GetInTouchForm />
              </FormWordsProvider>
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
