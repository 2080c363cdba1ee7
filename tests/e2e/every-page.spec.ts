import { expect, type Page, test } from "@playwright/test";

import { policyOf } from "../support/page-policy";

import { seriousViolations } from "./axe";
import { watch } from "./csp-watch";
import { exportedPaths, unlistedPaths } from "./pages";
import { useReadingPage } from "./shared-page";
import { onlyOnDesktop, onlyOnPhone } from "./viewports";

/*
 * The per-page sweep, once per page, each page loaded once: it runs under its own Content-Security-Policy
 * <meta> (the static server sends no headers, so the page's policy is the one in force) with no violation and
 * no console error, the parts that load code late included; and axe finds no serious or critical WCAG 2.1 AA
 * problem; and the page has one h1 and nothing wider than the screen. At 375 px: most families read on a phone,
 * and the phone layout is where text sits closest to the bars, bands and menus it must contrast with (a page's
 * policy and scripts are the same at every width). At 1280 px a lighter sweep loads each page once more for
 * its h1 and width alone. Desktop layouts beyond that are checked by the specs that use them.
 */

const NOT_FOUND_PROBE = "/no-such-page-for-the-sweep";

/**
 * One h1, and nothing wider than the viewport. Against the configured width: a phone browser widens
 * window.innerWidth to fit content that overflows.
 */
async function expectOneHeadingAndNoOverflow(page: Page) {
  await expect(page.locator("h1")).toHaveCount(1);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(Math.max(...widths), "no horizontal overflow").toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const sweptPaths = [...exportedPaths, ...unlistedPaths, NOT_FOUND_PROBE];

test.describe("every page", () => {
  onlyOnPhone("the per-page sweep runs on the phone viewport");

  const reading = useReadingPage();
  let watched: Awaited<ReturnType<typeof watch>> | undefined;

  for (const urlPath of sweptPaths) {
    test(`${urlPath}: its policy holds without a violation or a console error, one h1, no overflow, and axe finds nothing serious`, async () => {
      const page = reading();
      watched ??= await watch(page);
      watched.consoleErrors.length = 0;
      await page.goto(urlPath);
      await page.waitForLoadState("networkidle");

      const policy = await policyOf(page);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval';/);
      expect(policy).not.toContain("'unsafe-eval'");
      expect(await watched.violations()).toEqual([]);
      // The not-found page's own 404 is the one console error a browser reports for it.
      if (urlPath !== NOT_FOUND_PROBE) expect(watched.consoleErrors).toEqual([]);
      await expectOneHeadingAndNoOverflow(page);

      // axe reads the colours behind text only where it is drawn: draw the bands and the footer that wait
      // until they are near the viewport (`render-when-near`, content-visibility: auto), so every contrast
      // is really checked.
      await page.addStyleTag({ content: "body * { content-visibility: visible !important; }" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("every page on the desktop", () => {
  onlyOnDesktop("the phone's sweep above checks the same at 375 px");
  const reading = useReadingPage();

  for (const urlPath of sweptPaths) {
    test(`${urlPath}: one h1 and no horizontal overflow at 1280 px`, async () => {
      const page = reading();
      await page.goto(urlPath);
      await expectOneHeadingAndNoOverflow(page);
    });
  }
});
