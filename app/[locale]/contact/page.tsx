import type { Metadata } from "next";

import { ContactDetails } from "@/components/forms/contact-details";
import { ContactForm } from "@/components/forms/contact-form";
import { FormPanel } from "@/components/forms/form-panel";
import { FormWordsProvider } from "@/components/forms/form-words";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { officeHours } from "@/content/company";
import { formCopyIn, formWordsIn } from "@/content/languages";
import { hoursLines } from "@/lib/hours";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";
import { words } from "@/lib/i18n/words";
import { translatedPageMetadata } from "@/lib/metadata";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  return translatedPageMetadata("/contact", language, {
    title: text("contactTitle"),
    description: text("contactDescription"),
  });
}

/** The contact page in Gujarati or Hindi: the simple form, the phones, offices and hours, in the language. */
export default async function TranslatedContactPage({ params }: LanguageParams) {
  const language = await languageOf(params);
  const text = words("requestPages", language);
  const days = words("weekdays", language);
  const { contactPage } = formCopyIn(language);
  const hours = hoursLines(officeHours.contact, {
    day: (day) => days(day),
    to: words("contactDetails", language)("dayRangeTo"),
  });
  return (
    <>
      <LanguageSwitcher path="/contact" />
      <PageHero
        path="/contact"
        crumbName={text("contactTitle")}
        eyebrow={text("contactEyebrow")}
        title={text("contactTitle")}
        intro={contactPage.intro}
      />
      <Section tone="muted" aria-label={text("formAndHours")}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FormPanel id="contact-form" title={contactPage.formTitle}>
            <FormWordsProvider language={language} words={formWordsIn(language)}>
              <ContactForm />
            </FormWordsProvider>
          </FormPanel>
          <ContactDetails title={contactPage.reachTitle} hours={{ title: contactPage.hoursTitle, lines: hours }} />
        </div>
      </Section>
    </>
  );
}
