import type { Page } from "@playwright/test";

/** The Content-Security-Policy a page states in its <meta> (the static server sends no headers, so it is the one in force). */
export const policyOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content"));
