import { BookConsultationPage } from "@/components/booking/book-consultation-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/book-consultation");

export default function EnglishBookConsultationPage() {
  return <BookConsultationPage language="en" />;
}
