import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { usaGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(usaGuide.path);

export default function UsaGuidePage() {
  return <CountryGuidePage guide={usaGuide} />;
}
