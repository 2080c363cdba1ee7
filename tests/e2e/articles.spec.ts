import { expect, test, type Page } from "@playwright/test";

import { eventsCopy, resourceActions } from "@/content/resources";
import { absoluteUrl, site } from "@/content/site";
import { getTeamMember } from "@/content/team";
import { articleAt, articleKindInfo, articleKinds, articlePath, articlesOf } from "@/lib/articles";
import { eventDateText, eventPlaceText, eventTimeText, isPast } from "@/lib/events";
import { feedPath } from "@/lib/feed";
import type { JsonLdObject } from "@/lib/json-ld";
import { formatMoney } from "@/lib/money";

import { decodeMailto } from "../support/mailto";

import { builtAt } from "./built-at";
import { watch } from "./csp-watch";
import { useDraftMode } from "./forms-helpers";
import { contentOnDesktop } from "./viewports";

// The same at every width: checked once, on the desktop (tests/e2e/viewports.ts).
contentOnDesktop();

/*
 * Article pages: reached from their list, showing who wrote and checked them, and describing themselves (and
 * only themselves) to search engines. Whether an event has taken place was decided when the export was built,
 * and is read as built (./built-at.ts).
 */

async function jsonLdOf(page: Page): Promise<JsonLdObject[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdObject);
}

const articleTypes = ["BlogPosting", "NewsArticle", "Event"];

/** Whitespace-collapsed text, so layout line breaks never matter. */
const squeeze = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const writtenKinds = ["blog", "news", "press-releases"] as const;

for (const kind of writtenKinds) {
  test(`${kind}: a card on the list leads to the article, with author, reviewer, body and its own JSON-LD`, async ({
    page,
  }) => {
    const [article] = articlesOf(kind);
    test.skip(!article, `no ${kind} posts to show`);
    const { consoleErrors, violations } = await watch(page);
    const { listPath } = articleKindInfo[kind];

    await page.goto(listPath);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: article.post.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath(article));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.post.title);
    const main = page.getByRole("main");
    const author = getTeamMember(article.post.author);
    await expect(main.getByText(`Written by ${author.name}, ${author.position}`)).toBeVisible();
    if (article.post.reviewer) {
      const reviewer = getTeamMember(article.post.reviewer);
      await expect(main.getByText(`Reviewed by ${reviewer.name}, ${reviewer.position}`).first()).toBeVisible();
    }
    const byline = squeeze(await main.locator("section").first().textContent());
    expect(byline).toContain("Published");

    // The whole Markdown body is on the page.
    const bodyText = await page.evaluate((html) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      return template.content.textContent;
    }, article.post.html);
    const body = main.getByRole("article", { name: article.post.title });
    expect(squeeze(await body.textContent())).toContain(squeeze(bodyText));

    // Its own structured data: the article at this page's URL, nothing for another page.
    const url = absoluteUrl(articlePath(article));
    const entities = (await jsonLdOf(page)).filter((entity) => articleTypes.includes(String(entity["@type"])));
    expect(entities).toHaveLength(1);
    expect(entities[0]).toMatchObject({
      "@type": kind === "blog" ? "BlogPosting" : "NewsArticle",
      headline: article.post.title,
      url,
      mainEntityOfPage: { "@id": url },
      datePublished: article.post.date,
      author: { "@type": "Person", name: author.name },
    });

    // Back to the list, and a closing free-consultation call to action.
    await expect(main.getByRole("link", { name: articleKindInfo[kind].backLabel })).toHaveAttribute("href", listPath);
    await expect(main.getByRole("link", { name: "Get Free Consultation" }).last()).toBeVisible();

    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("no list page carries article or event markup for another URL", async ({ page }) => {
  for (const kind of articleKinds) {
    const { listPath } = articleKindInfo[kind];
    await page.goto(listPath);
    const foreign = (await jsonLdOf(page)).filter(
      (entity) => articleTypes.includes(String(entity["@type"])) && entity.url !== absoluteUrl(listPath),
    );
    expect(foreign, listPath).toEqual([]);
    // Every card leads to its article.
    for (const article of articlesOf(kind)) {
      await expect(page.locator(`a[href="${articlePath(article)}"]`).first()).toBeAttached();
    }
  }
});

test("every event page gives its day, time in IST, place and fee, and what it was built to show: while to come a registration by e-mail (without a receiver) and its Event markup; once ended that it has taken place, no registration and no markup", async ({
  page,
}) => {
  // As on plain static hosting: an event with seats registers through the receiver where there is one.
  await useDraftMode(page);
  const { violations } = await watch(page);
  const shown = { "to come": 0, past: 0 };
  for (const article of articlesOf("events")) {
    if (article.kind !== "events") continue;
    const { post: event } = article;
    const path = articlePath(article);
    // Decided when the export was built (./built-at.ts); each side of the end: tests/unit/dated-pages.test.tsx.
    const past = isPast(event, builtAt(path));
    await page.goto(path);
    const details = page.getByRole("region", { name: "Event details" });
    for (const fact of [
      eventDateText(event),
      eventTimeText(event),
      eventPlaceText(event),
      formatMoney(event.registration.fee, { standalone: true }),
    ]) {
      await expect(details.getByText(fact, { exact: true }), path).toBeVisible();
    }
    const register = details.getByRole("link", { name: new RegExp(`^${resourceActions.register.label}`) });
    const markup = await jsonLdOf(page);
    if (past) {
      await expect(details.getByRole("status")).toContainText(eventsCopy.pastNote);
      await expect(register).toHaveCount(0);
      expect(
        markup.map((entity) => entity["@type"]),
        path,
      ).toEqual(["BreadcrumbList"]);
    } else {
      const draft = decodeMailto(await register.getAttribute("href"));
      expect(draft.to).toBe(site.email);
      expect(draft.subject).toContain(event.title);
      expect(
        markup.filter((entity) => entity["@type"] === "Event"),
        path,
      ).toEqual([expect.objectContaining({ name: event.title, url: absoluteUrl(path), startDate: event.start })]);
    }
    expect(await violations(), path).toEqual([]);
    shown[past ? "past" : "to come"] += 1;
  }
  test.info().annotations.push({
    type: "events as the export was built",
    description: `${shown["to come"]} to come, ${shown.past} taken place`,
  });
});

test("the resource pages name the feed, and the feed lists the blog and news articles", async ({ page, request }) => {
  const [post] = [...articlesOf("blog"), ...articlesOf("news")];
  for (const path of [
    articleKindInfo.blog.listPath,
    articleKindInfo.news.listPath,
    ...(post ? [articlePath(post)] : []),
  ]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      absoluteUrl(feedPath),
    );
  }
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
  if (post) expect(xml).toContain(`<link>${absoluteUrl(articlePath(post))}</link>`);
});

test("an unknown article is the not-found page", async ({ page }) => {
  const path = `${articleKindInfo.blog.listPath}/no-such-post-for-articles`;
  expect(articleAt(path)).toBeUndefined();
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
});
