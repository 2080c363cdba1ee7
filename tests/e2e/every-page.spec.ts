import { expect, type Page, test } from "@playwright/test";

import { seriousViolations } from "./axe";
import { watch } from "./csp-watch";
import { exportedPaths, unlistedPaths } from "./pages";
import { useReadingPage } from "./shared-page";

/*
 * The per-page sweep, once per page, each page loaded once: it runs under its own Content-Security-Policy
 * <meta> (the static server sends no headers, so the page's policy is the one in force) with no violation and
 * no console error, the parts that load code late included; and axe finds no serious or critical WCAG 2.1 AA
 * problem. At 375 px: most families read on a phone, and the phone layout is where text sits closest to the
 * bars, bands and menus it must contrast with (a page's policy and scripts are the same at every width).
 * Desktop layouts are checked by the specs that use them.
 */

const NOT_FOUND_PROBE = "/no-such-page-for-the-sweep";

const policyOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content"));

test.describe("every page", () => {
  test.skip(({ isMobile }) => !isMobile, "the per-page sweep runs on the phone viewport");

  const reading = useReadingPage();
  let watched: Awaited<ReturnType<typeof watch>> | undefined;

  for (const urlPath of [...exportedPaths, ...unlistedPaths, NOT_FOUND_PROBE]) {
    test(`${urlPath}: its policy holds without a violation or a console error, and axe finds nothing serious`, async () => {
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

      // axe reads the colours behind text only where it is drawn: draw the bands and the footer that wait
      // until they are near the viewport (`render-when-near`, content-visibility: auto), so every contrast
      // is really checked.
      await page.addStyleTag({ content: "body * { content-visibility: visible !important; }" });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
