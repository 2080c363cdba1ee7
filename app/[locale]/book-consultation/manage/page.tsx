import type { Metadata } from "next";

import { ManageBookingPage, manageBookingMetadata } from "@/components/booking/manage-booking-page";
import { languageOf, type LanguageParams } from "@/lib/i18n/route-language";

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return manageBookingMetadata(await languageOf(params));
}

export default async function TranslatedManageBookingPage({ params }: LanguageParams) {
  return <ManageBookingPage language={await languageOf(params)} />;
}
