import { expect, test } from "@playwright/test";

import { homeStats } from "../../content/company";
import { hero } from "../../content/home";

test.describe("home page", () => {
  test("hero carries the spec's messages and calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/BrightPath Overseas/);
    await expect(page.getByText("#1 Study Abroad Consultant")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transform Your Future Abroad");
    await expect(page.getByText(hero.text)).toBeVisible();
    await expect(page.getByText(hero.text)).toContainText("students who achieved their international education dreams");
    const stories = page.getByRole("link", { name: /Watch Success Stories/ });
    await expect(stories).toHaveAttribute("target", "_blank");
    await expect(stories).toHaveAttribute("rel", "noopener noreferrer");
    await expect(stories).toHaveAttribute("href", /^https:\/\//);
    await page.getByRole("link", { name: "Free Consultation", exact: true }).click();
    await expect(page).toHaveURL(/\/get-in-touch$/);
  });

  test("shows the claimed figures and every section in order", async ({ page }) => {
    await page.goto("/");
    for (const figure of homeStats.map((stat) => stat.number)) {
      await expect(page.locator("#about dd").getByText(figure, { exact: true })).toBeVisible();
    }
    const sectionIds = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(sectionIds).toEqual([
      "about",
      "services",
      "why-us",
      "universities",
      "success-stories",
      "destinations",
      "certifications",
      "newsletter",
    ]);
  });

  test("below-the-fold content is in the static HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Services for every step abroad",
      "Where our students study",
      "Students who made the move",
      "Popular study destinations",
      "Trained, certified and accountable",
      "Get study abroad updates",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("university logos wait as pulsing placeholders until scrolled near, without layout shift", async ({ page }) => {
    await page.goto("/");
    const first = page.locator("#universities li").first();
    await expect(first.locator("[data-placeholder]")).toHaveCSS("animation-name", "pulse");
    const before = await first.boundingBox();
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator("img")).toBeVisible();
    const after = await first.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    // Visible once its tag is in; drawn once the file has arrived, which a busy machine may take a moment over.
    await expect
      .poll(() => first.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });
});
