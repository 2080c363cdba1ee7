/**
 * Article pages: every blog post, news item, press release and event has a page of its own at
 * /resources/<kind>/<slug>. One table says, per kind, which list the posts come from and how the page
 * names them; the article page, its JSON-LD, the feed, the sitemap and the link check all read it.
 */

import { getTeamMember, type TeamMember } from "@/content/team";
import {
  blogPosts,
  events,
  newsItems,
  pressReleases,
  type BlogPost,
  type NewsItem,
  type PressRelease,
  type StudyEvent,
} from "@/content/resources";
import type { RoutePath } from "@/content/routes";

/** The URL segment of each kind under /resources. */
export const articleKinds = ["blog", "news", "press-releases", "events"] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** A post with its kind, so kind-specific fields (an event's start, place and fee) are typed. */
export type Article =
  | { kind: "blog"; post: BlogPost }
  | { kind: "news"; post: NewsItem }
  | { kind: "press-releases"; post: PressRelease }
  | { kind: "events"; post: StudyEvent };

type KindInfo = {
  /** The list page that links to every post of the kind. */
  listPath: RoutePath;
  /** The label above an article's title when it has no category. */
  label: string;
  /** The link back to the list: "All blog posts". */
  backLabel: string;
  /** The heading over other posts of the same kind. */
  relatedHeading: string;
};

export const articleKindInfo: Record<ArticleKind, KindInfo> = {
  blog: {
    listPath: "/resources/blog",
    label: "Blog",
    backLabel: "All blog posts",
    relatedHeading: "More from our blog",
  },
  news: { listPath: "/resources/news", label: "News", backLabel: "All news", relatedHeading: "More news" },
  "press-releases": {
    listPath: "/resources/press-releases",
    label: "Press release",
    backLabel: "All press releases",
    relatedHeading: "More press releases",
  },
  events: { listPath: "/resources/events", label: "Event", backLabel: "All events", relatedHeading: "More events" },
};

/** An article of one kind. */
export type ArticleOf<K extends ArticleKind> = Extract<Article, { kind: K }>;

const postsOf: { [K in ArticleKind]: () => readonly ArticleOf<K>["post"][] } = {
  blog: () => blogPosts,
  news: () => newsItems,
  "press-releases": () => pressReleases,
  events: () => events,
};

/** Each kind's posts in their list page's order. */
export function articlesOf<K extends ArticleKind>(kind: K): ArticleOf<K>[] {
  // TypeScript cannot follow K from the key to the pair; the table above ties each kind to its posts.
  return postsOf[kind]().map((post) => ({ kind, post }) as ArticleOf<K>);
}

/** Every article of every kind. */
export function allArticles(): Article[] {
  return articleKinds.flatMap((kind): Article[] => articlesOf(kind));
}

export function isArticleKind(value: string): value is ArticleKind {
  return (articleKinds as readonly string[]).includes(value);
}

export function findArticle(kind: string, slug: string): Article | undefined {
  if (!isArticleKind(kind)) return undefined;
  return articlesOf(kind).find((article) => article.post.slug === slug);
}

/** An article page's path: /resources/blog/ielts-band-7-plan. */
export type ArticlePath = `/resources/${ArticleKind}/${string}`;

export function articlePath(article: Pick<Article, "kind"> & { post: { slug: string } }): ArticlePath {
  return `/resources/${article.kind}/${article.post.slug}`;
}

/** The small label above the title: the post's category, or the kind ("Press release"). */
export function articleLabel(article: Article): string {
  return "category" in article.post ? article.post.category : articleKindInfo[article.kind].label;
}

/** When the post last changed: its `updated` date (the content build sets it to `date` when left out). */
export function articleModified(article: Article): string {
  return article.post.updated;
}

export function articleAuthor(article: Article): TeamMember {
  return getTeamMember(article.post.author);
}

export function articleReviewer(article: Article): TeamMember | undefined {
  return article.post.reviewer === undefined ? undefined : getTeamMember(article.post.reviewer);
}

/**
 * Up to `count` other posts of the same kind for the foot of a page: those sharing the category first,
 * then the rest, each group in the list's order.
 */
export function relatedArticles(article: Article, count = 3): Article[] {
  const label = articleLabel(article);
  const others = articlesOf(article.kind).filter((other) => other.post.slug !== article.post.slug);
  const sameLabel = others.filter((other) => articleLabel(other) === label);
  const rest = others.filter((other) => articleLabel(other) !== label);
  return [...sameLabel, ...rest].slice(0, count);
}

/** The article a URL path names (/resources/news/<slug>), if any. */
export function articleAt(path: string): Article | undefined {
  const [, resources, kind, slug, ...rest] = path.split("/");
  if (resources !== "resources" || !kind || !slug || rest.length > 0) return undefined;
  return findArticle(kind, slug);
}
