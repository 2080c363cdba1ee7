import { expect, type Page, test } from "@playwright/test";

import { seriousViolations } from "./axe";
import { watch } from "./csp-watch";
import { behaviourOnPhone } from "./viewports";

/*
 * The site search (Pagefind, built into out/pagefind/ at export time): in the
 * header on desktop, in the menu on small screens. A visitor finds a page by
 * what it says, reaches it from the results by mouse or keyboard, under the
 * page's own Content-Security-Policy, and Pagefind loads only once search opens.
 */

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Opens the search where this screen size has it, and returns its (visible) search box. */
async function openSearch(page: Page) {
  if (isDesktop(page)) {
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  const box = page.getByRole("searchbox", { name: "Search the site" }).filter({ visible: true });
  await expect(box).toBeVisible();
  return box;
}

const results = (page: Page) =>
  page.getByRole("list", { name: "Search results" }).filter({ visible: true }).getByRole("link");
const status = (page: Page) => page.getByRole("status").filter({ hasText: /results? for|No pages match/ });

async function search(page: Page, query: string) {
  const box = await openSearch(page);
  await box.fill(query);
  // The first query also loads Pagefind and its WebAssembly: generous on a busy machine.
  await expect(status(page)).toContainText(`“${query}”`, { timeout: 20_000 });
  return box;
}

/** Pages and Pagefind load slowly while other builds share the machine; what is asserted is the outcome. */
test.describe.configure({ timeout: 120_000 });
const navigation = { timeout: 20_000 };

/** The home page, its scripts settled (the search button works once they have run). */
async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
}

test("“Germany fees” finds the Germany guide with its fees, and a click on the result opens it", async ({ page }) => {
  const { consoleErrors, violations } = await watch(page);
  await openHome(page);
  await search(page, "Germany fees");

  const first = results(page).first();
  await expect(first).toHaveAttribute("href", "/destinations/germany");
  await expect(first).toContainText("Study in Germany");
  await expect(first.locator("mark").first()).toBeVisible();
  await first.click();

  await expect(page).toHaveURL(/\/destinations\/germany$/, navigation);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Germany");
  await expect(page.getByRole("searchbox", { name: "Search the site" }).filter({ visible: true })).toHaveCount(0);
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("“IELTS” finds the IELTS coaching page, reached with the keyboard alone", async ({ page }) => {
  const { consoleErrors, violations } = await watch(page);
  await openHome(page);
  const box = await search(page, "IELTS");

  await expect(results(page).first()).toHaveAttribute("href", "/services/ielts-coaching");
  // ArrowDown moves from the box into the results and on; ArrowUp goes back up to the box.
  await box.press("ArrowDown");
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(box).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/services\/ielts-coaching$/, navigation);
  await expect(page).toHaveTitle(/IELTS/);
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a query without matches says so, and Escape closes the search", async ({ page }) => {
  await openHome(page);
  const box = await search(page, "qwertyzzz");
  await expect(status(page)).toHaveText(
    "No pages match “qwertyzzz”. Try fewer or other words, such as a country or a test.",
  );
  await expect(results(page)).toHaveCount(0);

  await box.press("Escape");
  if (isDesktop(page)) {
    // The panel closes and focus returns to the button that opened it.
    await expect(box).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeFocused();
    // Reopened, the panel still holds what was typed, with focus back in the box.
    const reopened = await openSearch(page);
    await expect(reopened).toHaveValue("qwertyzzz");
    await expect(reopened).toBeFocused();
  } else {
    // In the menu, the first Escape clears the query, the second closes the menu.
    await expect(box).toHaveValue("");
    await expect(box).toBeVisible();
    await box.press("Escape");
    await expect(box).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  }
});

test("axe: the open search with its results has no serious or critical violations", async ({ page }) => {
  await openHome(page);
  await search(page, "visa");
  await expect(results(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// How the box answers is the same component at every width (only where it opens differs): checked on the phone.
test.describe("the same at every width", () => {
  behaviourOnPhone();

  test("Enter in the search box opens the best result", async ({ page }) => {
    await openHome(page);
    const box = await openSearch(page);
    await box.fill("IELTS");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/services\/ielts-coaching$/, navigation);
  });

  test("when search cannot load it says so, keeps the query, and Enter tries again", async ({ page }) => {
    // The connection drops before the first search fetches Pagefind.
    await page.route("**/pagefind/**", (route) => route.abort("internetdisconnected"));
    await openHome(page);
    const box = await openSearch(page);
    await box.fill("IELTS");
    await expect(page.getByRole("search", { name: "Site" }).filter({ has: box }).getByRole("status")).toHaveText(
      "Search could not load. Check your connection and try again.",
      navigation,
    );
    await expect(box).toHaveValue("IELTS");

    await page.unroute("**/pagefind/**");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/services\/ielts-coaching$/, navigation);
  });

  test("Pagefind loads only when search opens, from the site itself", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openHome(page);
    expect(requested.filter((path) => path.startsWith("/pagefind/"))).toEqual([]);

    await search(page, "visa");
    expect(requested).toContain("/pagefind/pagefind.js");
    expect(requested.some((path) => /^\/pagefind\/wasm\..+\.pagefind$/.test(path))).toBe(true);
    expect(requested.some((path) => path.startsWith("/pagefind/fragment/"))).toBe(true);
  });
});
