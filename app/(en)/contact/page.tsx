import { ContactDetails } from "@/components/forms/contact-details";
import { ContactForm } from "@/components/forms/contact-form";
import { FormPanel } from "@/components/forms/form-panel";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { officeHours } from "@/content/company";
import { contactPage } from "@/content/forms";
import { hoursLines } from "@/lib/hours";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact");

export default function ContactPage() {
  return (
    <>
      <LanguageSwitcher path="/contact" />
      <PageHero path="/contact" eyebrow="We are here to help" title="Contact Us" intro={contactPage.intro} />
      <Section tone="muted" aria-label="Contact form and office hours">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FormPanel id="contact-form" title={contactPage.formTitle}>
            <ContactForm />
          </FormPanel>
          <ContactDetails
            title={contactPage.reachTitle}
            hours={{ title: contactPage.hoursTitle, lines: hoursLines(officeHours.contact) }}
          />
        </div>
      </Section>
    </>
  );
}
