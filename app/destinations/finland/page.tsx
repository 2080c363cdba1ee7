import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { finlandGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(finlandGuide.path);

export default function FinlandGuidePage() {
  return <CountryGuidePage guide={finlandGuide} />;
}
