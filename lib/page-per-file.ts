import type { Metadata } from "next";
import { notFound } from "next/navigation";

import type { RoutePath } from "@/content/routes";

import { pageMetadata } from "./metadata";

type Params = { slug: string };
export type SlugParams = { params: Promise<Params> };

/**
 * What a route that makes a page per data file exports besides its page (app/destinations/[slug], a guide a file;
 * app/services/[slug], a service a file): a static param per file and each page's metadata from its registry
 * entry; and, for the page, the file's data by its slug, any other slug being the not-found page.
 */
export function pagePerFile<Page extends { slug: string; path: RoutePath }>(
  pages: readonly Page[],
  find: (slug: string) => Page | undefined,
) {
  async function pageOf(params: Promise<Params>): Promise<Page> {
    const page = find((await params).slug);
    if (!page) notFound();
    return page;
  }
  return {
    generateStaticParams: (): Params[] => pages.map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: SlugParams): Promise<Metadata> => pageMetadata((await pageOf(params)).path),
    pageOf,
  };
}
