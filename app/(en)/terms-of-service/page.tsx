import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfService } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocument path="/terms-of-service" document={termsOfService} />;
}
