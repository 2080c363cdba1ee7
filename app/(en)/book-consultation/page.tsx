import { BookingFlow } from "@/components/booking/booking-flow";
import { CallbackForm } from "@/components/booking/callback-form";
import { FormPanel } from "@/components/forms/form-panel";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { PageHero } from "@/components/layout/page-hero";
import { Section } from "@/components/ui/section";
import { bookingPage } from "@/content/forms";
import { getRoute } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/book-consultation");

export default function BookConsultationPage() {
  return (
    <>
      <LanguageSwitcher path="/book-consultation" />
      <PageHero
        path="/book-consultation"
        eyebrow="Free consultation"
        title={getRoute("/book-consultation").title}
        intro={bookingPage.intro}
      />
      <Section aria-label="Choose a time" eager>
        <BookingFlow />
      </Section>
      <Section tone="muted" aria-labelledby="callback-form">
        <FormPanel id="callback-form" title={bookingPage.callbackTitle}>
          <p className="mb-6 text-slate-700">{bookingPage.callbackIntro}</p>
          <CallbackForm />
        </FormPanel>
      </Section>
    </>
  );
}
