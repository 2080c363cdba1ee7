import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CountryGuidePage } from "@/components/guides/country-guide-page";
import { countryGuideList, findGuide } from "@/content/country-guides";
import { pageMetadata } from "@/lib/metadata";

// A page per country guide (content/guides/<slug>.yaml); any other path is the not-found page.
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return countryGuideList.map((guide) => ({ slug: guide.slug }));
}

async function guideOf(params: Promise<Params>) {
  const guide = findGuide((await params).slug);
  if (!guide) notFound();
  return guide;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return pageMetadata((await guideOf(params)).path);
}

export default async function GuidePage({ params }: { params: Promise<Params> }) {
  return <CountryGuidePage guide={await guideOf(params)} />;
}
