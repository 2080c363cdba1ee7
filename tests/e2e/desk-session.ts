/** The desk as its people use it in the browser tests: an admin of a test's own, and a signed-in phone. */
import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";

import { counsellorPassword as password } from "./counsellors";
import { ownEmail } from "./forms-helpers";
import { counsellor as exportToken } from "./inbox";

/** Nothing wider than the phone: every row's figures are read without scrolling sideways. */
export const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * An admin account made through the receiver's own API, as `npm run staff:add -- --api` makes one, at an address
 * of this test's own (its first name), so parallel tests never share an account. The counsellors are the run's
 * own (counsellors.ts): another working counsellor would change the seats the booking tests count on.
 */
export async function addAdmin(page: Page, testInfo: TestInfo, person: { name: string }) {
  const member = {
    ...person,
    role: "admin",
    email: ownEmail(person.name.split(" ")[0].toLowerCase(), testInfo, "brightpath.test"),
  };
  const answer = await page.request.post("/api/staff", { headers: exportToken, data: { ...member, password } });
  expect(answer.status(), await answer.text()).toBe(201);
  return member;
}

export async function signedInPhone(browser: Browser, email: string, { fakeClock = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  // Playwright's clock: time still flows, and a test can jump it ahead to the inbox's next poll.
  if (fakeClock) await context.clock.install();
  const page = await context.newPage();
  await page.goto("/desk");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  return page;
}
