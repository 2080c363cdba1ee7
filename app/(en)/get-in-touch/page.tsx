import { BookingOffer } from "@/components/booking/booking-offer";
import { ContactDetails } from "@/components/forms/contact-details";
import { FormPanel } from "@/components/forms/form-panel";
import { GetInTouchForm } from "@/components/forms/get-in-touch-form";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { getInTouchPage } from "@/content/forms";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/get-in-touch");

export default function GetInTouchPage() {
  return (
    <>
      <LanguageSwitcher path="/get-in-touch" />
      <PageHero
        path="/get-in-touch"
        eyebrow="Free consultation"
        title={getRoute("/get-in-touch").title}
        intro={getInTouchPage.intro}
      />
      <Section tone="muted" aria-label="Contact form and details">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-4">
            <BookingOffer className="rounded-xl border border-brand-200 bg-white p-4 text-base" />
            <FormPanel id="get-in-touch-form" title={getInTouchPage.formTitle}>
              <GetInTouchForm />
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
