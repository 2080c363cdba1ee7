import { ManageBookingPage, manageBookingMetadata } from "@/components/booking/manage-booking-page";

export const metadata = manageBookingMetadata("en");

export default function EnglishManageBookingPage() {
  return <ManageBookingPage language="en" />;
}
