import { site } from "@/content/site";
import { getTeamMember } from "@/content/team";
import {
  allArticles,
  articleAt,
  articleKinds,
  articleLabel,
  articlePath,
  articlesOf,
  relatedArticles,
} from "@/lib/articles";
import { feedPath } from "@/lib/feed";
import { articleMetadata, metaDescription } from "@/lib/metadata";

describe("article paths", () => {
  it("name each article by its kind and slug, and lead back to it", () => {
    for (const article of allArticles()) {
      const path = articlePath(article);
      expect(path).toBe(`/resources/${article.kind}/${article.post.slug}`);
      expect(articleAt(path)).toEqual(article);
    }
  });

  it("name no article for a list page, an unknown kind or slug, or a deeper path", () => {
    const [first] = allArticles();
    for (const path of [
      "/resources/blog",
      `/resources/downloads/${first.post.slug}`,
      "/resources/blog/no-such-post",
      `${articlePath(first)}/more`,
      `/about/${first.post.slug}`,
    ]) {
      expect(articleAt(path)).toBeUndefined();
    }
  });
});

describe("related articles", () => {
  it.each(articleKinds)("%s: other posts of the same kind, those sharing the label first, at most three", (kind) => {
    for (const article of articlesOf(kind)) {
      const related = relatedArticles(article);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.length).toBe(Math.min(3, articlesOf(kind).length - 1));
      for (const other of related) {
        expect(other.kind).toBe(kind);
        expect(other.post.slug).not.toBe(article.post.slug);
      }
      const sharing = related.map((other) => articleLabel(other) === articleLabel(article));
      // Once a post with another label appears, none sharing the label follows it.
      expect(sharing).toEqual([...sharing].sort((a, b) => Number(b) - Number(a)));
    }
  });
});

describe("article metadata", () => {
  it.each(allArticles().map((article) => [articlePath(article), article] as const))(
    "%s: its own title, summary, canonical URL, dates and author",
    (path, article) => {
      const metadata = articleMetadata(article);
      const url = `${site.origin}${path}`;
      expect(metadata.alternates?.canonical).toBe(url);
      expect(metadata.openGraph).toMatchObject({
        type: "article",
        url,
        publishedTime: article.post.date,
        modifiedTime: article.post.updated,
        authors: [getTeamMember(article.post.author).name],
      });
      const title =
        typeof metadata.title === "string" ? metadata.title : (metadata.title as { absolute: string }).absolute;
      expect(title).toBe(article.post.title);
      expect(String(metadata.description).length).toBeLessThanOrEqual(160);
      expect(article.post.summary.startsWith(String(metadata.description).replace(/\u2026$/, ""))).toBe(true);
      expect(metadata.alternates?.types).toEqual({
        "application/rss+xml": [expect.objectContaining({ url: `${site.origin}${feedPath}` })],
      });
    },
  );

  it("cuts a long description at a word, with an ellipsis, and keeps a short one", () => {
    const long = `${"Word ".repeat(40)}end.`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/Word\u2026$/);
    expect(metaDescription("A short summary.")).toBe("A short summary.");
  });
});
