import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocument path="/privacy-policy" document={privacyPolicy} />;
}
