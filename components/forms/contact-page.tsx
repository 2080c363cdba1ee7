import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { officeHours } from "@/content/company";
import { formCopyIn, type Language } from "@/content/languages";
import { hoursLines } from "@/lib/hours";
import { requestPageTitle } from "@/lib/i18n/trail";
import { words } from "@/lib/i18n/words";

import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import { FormPanel } from "./form-panel";
import { FormsInLanguage } from "./forms-in-language";

/** The contact page in `language`: the simple form, the phones, offices and hours, in the language. */
export function ContactPage({ language }: { language: Language }) {
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
        eyebrow={text("contactEyebrow")}
        title={requestPageTitle("/contact", language)}
        intro={contactPage.intro}
      />
      <Section tone="muted" aria-label={text("formAndHours")}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FormPanel id="contact-form" title={contactPage.formTitle}>
            <FormsInLanguage language={language}>
              <ContactForm />
            </FormsInLanguage>
          </FormPanel>
          <ContactDetails title={contactPage.reachTitle} hours={{ title: contactPage.hoursTitle, lines: hours }} />
        </div>
      </Section>
    </>
  );
}
