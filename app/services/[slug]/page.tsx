import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ServicePage } from "@/components/services/service-page";
import { findService, serviceList } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

// A page per service (content/services/<slug>.yaml); any other path is the not-found page.
export const dynamicParams = false;

type Params = { slug: string };

export function generateStaticParams(): Params[] {
  return serviceList.map((service) => ({ slug: service.slug }));
}

async function serviceOf(params: Promise<Params>) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return pageMetadata((await serviceOf(params)).path);
}

export default async function ServiceSlugPage({ params }: { params: Promise<Params> }) {
  return <ServicePage service={await serviceOf(params)} />;
}
