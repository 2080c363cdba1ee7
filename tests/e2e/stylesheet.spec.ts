import { expect, type Page, test } from "@playwright/test";
import { contentOnDesktop } from "./viewports";

// The same at every width: checked once, on the desktop (tests/e2e/viewports.ts).
contentOnDesktop();

/*
 * Every page carries the site's one stylesheet inline (experimental.inlineCss, issue 47): a first visit paints
 * styled without a second request. Each page must paint styled, hydrate without an error or a warning, and a
 * client-side navigation must arrive styled without fetching the sheet's file (the document has it already).
 */

const pages = ["/", "/destinations/germany", "/signin"];

declare global {
  interface Window {
    loadedOnce?: boolean;
  }
}

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Stylesheet files the page requested. */
function watchStylesheetRequests(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".css")) requested.push(request.url());
  });
  return requested;
}

/** Resolves once React has hydrated the page (it marks the DOM nodes it owns). */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById("main-content") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );

/** What the stylesheet does to the shell and the page's heading, read from computed styles. */
const appliedStyles = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      headerPosition: style("header").position,
      bodyFont: style("body").fontFamily,
      footerBackground: style("footer").backgroundColor,
      // Unstyled, an h1 has the browser's margins and normal letter spacing.
      headingMarginBottom: style("h1").marginBottom,
      headingTracking: style("h1").letterSpacing,
      inlineStylesheets: [...document.querySelectorAll("style[data-precedence]")].filter((style) =>
        (style.textContent ?? "").includes("@layer"),
      ).length,
    };
  });

const styled = {
  headerPosition: "sticky",
  bodyFont: expect.stringMatching(/^system-ui/),
  // brand-950 (#0b1a33)
  footerBackground: "rgb(11, 26, 51)",
  headingMarginBottom: "0px",
  headingTracking: expect.stringMatching(/^-\d/),
  inlineStylesheets: 1,
};

for (const urlPath of pages) {
  test(`${urlPath}: the page carries the one stylesheet and hydrates styled without a console message`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const stylesheetRequests = watchStylesheetRequests(page);
    await page.goto(urlPath);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(await appliedStyles(page)).toEqual(styled);
    expect(stylesheetRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("a client-side navigation arrives styled without fetching the stylesheet, and so does going back", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const stylesheetRequests = watchStylesheetRequests(page);
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    window.loadedOnce = true;
  });

  const payload = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".txt"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Germany" }).click();
  await expect(page).toHaveURL(/\/destinations\/germany$/);
  await payload;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study in Germany");
  // The link was at the foot of the page; the new page opens at its top.
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  // Still the same document: the router navigated, the browser did not load a new page.
  expect(await page.evaluate(() => window.loadedOnce)).toBe(true);
  expect(await appliedStyles(page)).toEqual(styled);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.loadedOnce)).toBe(true);
  expect(await appliedStyles(page)).toEqual(styled);

  expect(stylesheetRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test("every theme colour the illustrations name is defined, so no shape falls back to black", async ({ page }) => {
  for (const urlPath of ["/", "/about/our-team"]) {
    await page.goto(urlPath);
    const tokens = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const named = [...document.querySelectorAll("svg [fill^='var('], svg [stroke^='var(']")]
        .flatMap((shape) => [shape.getAttribute("fill") ?? "", shape.getAttribute("stroke") ?? ""])
        .flatMap((value) => [...value.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
      return {
        named: named.length,
        undefined: [...new Set(named)].filter((name) => !root.getPropertyValue(name).trim()),
      };
    });
    expect(tokens.named, urlPath).toBeGreaterThan(0);
    expect(tokens.undefined, urlPath).toEqual([]);
  }
});
