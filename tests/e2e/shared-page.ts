import { type Page, test } from "@playwright/test";

import { contentOnDesktop } from "./viewports";

/**
 * One page for a describe's tests that only read pages (go to a page, check what it shows), in each worker: a new
 * browser context per test cost about a second of this 2-core machine's time, more than many such tests
 * themselves. Call it in the describe; each test then calls the function it returns. Tests that type, send or
 * store anything use Playwright's own `page`, isolated per test.
 */
export function useReadingPage(): ReadingPage {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  const reading = () => {
    if (!page) throw new Error("useReadingPage() must be called inside a describe, before its tests run");
    return page;
  };
  return Object.assign(reading, {
    open: async (path: string) => {
      await reading().goto(path);
      return reading();
    },
  });
}

/** The describe's one page; `open(path)` goes to `path` on it first. */
export type ReadingPage = (() => Page) & { open: (path: string) => Promise<Page> };

/** Content read the same at every width (on the desktop, tests/e2e/viewports.ts), on the describe's one page. */
export function useReadingPageOnDesktop(): ReadingPage {
  contentOnDesktop();
  return useReadingPage();
}
