import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { ukGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(ukGuide.path);

export default function UkGuidePage() {
  return <CountryGuidePage guide={ukGuide} />;
}
