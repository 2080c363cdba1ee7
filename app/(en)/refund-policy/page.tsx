import { LegalDocument } from "@/components/legal/legal-document";
import { refundPolicy } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/refund-policy");

export default function RefundPolicyPage() {
  return <LegalDocument path="/refund-policy" document={refundPolicy} />;
}
