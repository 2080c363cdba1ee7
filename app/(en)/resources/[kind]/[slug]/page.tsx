import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ArticlePage } from "@/components/resources/article-page";
import { allArticles, findArticle } from "@/lib/articles";
import { articleMetadata } from "@/lib/metadata";
import { renderedAt } from "@/lib/rendered-at";

// Every post of every kind is exported at build time; any other path is the not-found page.
export const dynamicParams = false;

type Params = { kind: string; slug: string };

export function generateStaticParams(): Params[] {
  return allArticles().map((article) => ({ kind: article.kind, slug: article.post.slug }));
}

async function articleOf(params: Promise<Params>) {
  const { kind, slug } = await params;
  const article = findArticle(kind, slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return articleMetadata(await articleOf(params));
}

export default async function Page({ params }: { params: Promise<Params> }) {
  // A static page: whether an event has taken place is decided on the build date (README, "Content").
  return <ArticlePage article={await articleOf(params)} now={renderedAt()} />;
}
