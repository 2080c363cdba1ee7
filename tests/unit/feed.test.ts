/**
 * @jest-environment node
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

import { site } from "@/content/site";
import { articlePath, articlesOf } from "@/lib/articles";
import { absoluteLinks, feedArticles, feedPath, rssFeed } from "@/lib/feed";
import { ist } from "@/contract/india-time";

type Item = { title: string; link: string; guid: string | { "#text": string }; pubDate: string; description: string };

const xml = rssFeed();
const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
const channel = parsed.rss?.channel;
const items: Item[] = channel?.item ?? [];

describe("the blog and news feed (RSS 2.0)", () => {
  it("is well-formed XML with an rss 2.0 root and a channel", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed.rss["@_version"]).toBe("2.0");
    expect(channel.title).toEqual(expect.stringContaining(site.name));
    expect(channel.link).toMatch(new RegExp(`^${site.origin}/`));
    expect(channel.description).toEqual(expect.any(String));
  });

  it("names its own absolute address as atom:link rel=self", () => {
    expect(channel["atom:link"]).toMatchObject({
      "@_href": `${site.origin}${feedPath}`,
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
  });

  it("has one item per blog post and news item, newest first, each linking to its page by absolute URL", () => {
    const articles = feedArticles();
    expect(articles.every((article) => article.kind === "blog" || article.kind === "news")).toBe(true);
    expect(items.map((item) => item.title)).toEqual(articles.map((article) => article.post.title));
    items.forEach((item, index) => {
      const url = `${site.origin}${articlePath(articles[index])}`;
      expect(item.link).toBe(url);
      expect(typeof item.guid === "string" ? item.guid : item.guid["#text"]).toBe(url);
      expect(item.description).toBe(articles[index].post.summary);
      // RFC 822 dates, on the day the post was published in India.
      expect(new Date(item.pubDate).toISOString()).toBe(ist(`${articles[index].post.date}T00:00:00`).toISOString());
    });
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("leaves out no blog post or news item", () => {
    const expected = [...articlesOf("blog"), ...articlesOf("news")].map(articlePath).sort();
    expect(feedArticles().map(articlePath).sort()).toEqual(expected);
  });

  it("turns a site-relative link in a post's HTML into an absolute one", () => {
    expect(absoluteLinks('<a href="/get-in-touch">Book</a> <a href="https://gov.uk/x">UKVI</a>')).toBe(
      `<a href="${site.origin}/get-in-touch">Book</a> <a href="https://gov.uk/x">UKVI</a>`,
    );
  });

  it("has no relative link anywhere in the items' HTML", () => {
    const hrefs = [...xml.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
  });
});
