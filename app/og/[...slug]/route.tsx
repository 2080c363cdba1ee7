import { ImageResponse } from "next/og";

import { OgCard } from "@/components/seo/og-card";
import { routes } from "@/content/routes";
import { ogCardContent, ogImagePath, ogImageSize } from "@/lib/metadata";

// One PNG per registry route, written to out/og/... at build time (no request-time rendering).
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { slug: string[] };

function slugOf(path: string): string[] {
  return ogImagePath(path).split("/").slice(2);
}

export function generateStaticParams(): Params[] {
  return routes.map((route) => ({ slug: slugOf(route.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const route = routes.find((candidate) => slugOf(candidate.path).join("/") === slug.join("/"));
  if (!route) return new Response("Not found", { status: 404 });
  return new ImageResponse(<OgCard {...ogCardContent(route)} />, ogImageSize);
}
