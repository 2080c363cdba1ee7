import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { countryGuideList, findGuide } from "@/content/country-guides";
import { pagePerFile, type SlugParams } from "@/lib/page-per-file";

// A page per country guide (content/guides/<slug>.yaml); any other path is the not-found page.
export const dynamicParams = false;

const guides = pagePerFile(countryGuideList, findGuide);

export const { generateStaticParams, generateMetadata } = guides;

export default async function GuidePage({ params }: SlugParams) {
  return <CountryGuidePage guide={await guides.pageOf(params)} />;
}
