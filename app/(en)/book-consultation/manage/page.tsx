import type { Metadata } from "next";

import { ManageBooking } from "@/components/booking/manage-booking";
import { Section } from "@/components/ui/section";
import { manageBookingPage } from "@/content/forms";

// Reached only through a booking's own link (its secret in the fragment): never indexed, in no sitemap.
export const metadata: Metadata = {
  title: manageBookingPage.title,
  description: manageBookingPage.intro,
  robots: { index: false, follow: false },
};

export default function ManageBookingPage() {
  return (
    <Section aria-labelledby="manage-title">
      <h1 id="manage-title" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
        {manageBookingPage.title}
      </h1>
      <p className="mt-3 text-slate-700">{manageBookingPage.intro}</p>
      <div className="mt-8">
        <ManageBooking />
      </div>
    </Section>
  );
}
