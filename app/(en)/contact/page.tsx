import { ContactPage } from "@/components/forms/contact-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact");

export default function EnglishContactPage() {
  return <ContactPage language="en" />;
}
