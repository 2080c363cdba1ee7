import { ServicePage } from "@/components/services/service-page";
import { findService, serviceList } from "@/content/services";
import { pagePerFile, type SlugParams } from "@/lib/page-per-file";

// A page per service (content/services/<slug>.yaml); any other path is the not-found page.
export const dynamicParams = false;

const services = pagePerFile(serviceList, findService);

export const { generateStaticParams, generateMetadata } = services;

export default async function ServiceSlugPage({ params }: SlugParams) {
  return <ServicePage service={await services.pageOf(params)} />;
}
