"use client";

import { useSyncExternalStore } from "react";

import { BookingOffer } from "@/components/booking/booking-offer";
import { ArrowRight } from "@/components/ui/lucide-icons";
import { ButtonLink } from "@/components/ui/button";
import { careersApplyPage } from "@/content/forms";
import { getInTouchServices, optionLabel } from "@/contract/forms";
import { serviceInAddress, withQuery } from "@/lib/links";

const noSubscription = () => () => {};

/** The service a button sent the visitor here for, "" when none (or one the request form does not offer). */
const serviceSnapshot = () => serviceInAddress() ?? "";

/**
 * Service pages send "Book Free Consultation", "Enroll Now" and "Download Visa Guide" to /careers/apply-now, as
 * the spec says. This card, above the job form and in a phone's first screen, takes the visitor who came for a
 * consultation to the request form with that service chosen. The exported HTML (and a browser without
 * JavaScript) links to the form without a service; in the browser the address's service is added.
 */
export function ConsultationPath() {
  const service = useSyncExternalStore(noSubscription, serviceSnapshot, () => "");
  const label = service && service !== "other" ? optionLabel(getInTouchServices, service) : "";
  return (
    <section
      aria-labelledby="consultation-heading"
      className="rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6"
    >
      <div>
        <h2 id="consultation-heading" className="text-lg font-bold text-brand-950 sm:text-xl">
          {careersApplyPage.consultationTitle}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-700">
          {careersApplyPage.consultationText}
          {label ? <span className="font-semibold text-brand-950">{` You asked about: ${label}.`}</span> : null}
        </p>
        <BookingOffer className="mt-2" />
      </div>
      <ButtonLink
        href={withQuery("/get-in-touch", { service })}
        variant="primary"
        className="mt-4 w-full shrink-0 sm:mt-0 sm:w-auto"
      >
        {careersApplyPage.consultationLink}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
