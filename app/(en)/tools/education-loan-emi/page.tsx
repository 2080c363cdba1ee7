import { EmiPage } from "@/components/tools/emi-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/tools/education-loan-emi");

export default function EnglishEmiPage() {
  return <EmiPage language="en" />;
}
