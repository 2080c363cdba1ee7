import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { canadaGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(canadaGuide.path);

export default function CanadaGuidePage() {
  return <CountryGuidePage guide={canadaGuide} />;
}
