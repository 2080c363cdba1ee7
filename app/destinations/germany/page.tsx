import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { germanyGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(germanyGuide.path);

export default function GermanyGuidePage() {
  return <CountryGuidePage guide={germanyGuide} />;
}
