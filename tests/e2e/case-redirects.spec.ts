import { expect, test } from "@playwright/test";
import { contentOnDesktop } from "./viewports";

// The same at every width: checked once, on the desktop (tests/e2e/viewports.ts).
contentOnDesktop();

/*
 * On a host with no rules at all (the plain static server), a mistyped letter
 * case reaches the page through 404.html's script, keeping query and hash; an
 * unknown path stays on the not-found page.
 */

const notFoundHeading = "Oops! Page not found";

for (const [typed, lowercase] of [
  ["/About/Our-Team", "/about/our-team"],
  ["/SERVICES/Student-Visa", "/services/student-visa"],
]) {
  test(`${typed} ends on ${lowercase} with query and hash kept`, async ({ page }) => {
    // Records each document's h1 as it is parsed (sessionStorage outlives the redirect).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector("h1");
        if (!heading) return;
        observer.disconnect();
        sessionStorage.setItem(`h1 on ${location.pathname}`, heading.textContent ?? "");
      }).observe(document, { childList: true, subtree: true });
    });
    // A slow answer for the lowercase page (as on mobile data) gives the not-found page time to render.
    await page.route(
      (url) => url.pathname === lowercase,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    await page.goto(`${typed}?ref=flyer#main-content`);
    await page.waitForURL((url) => url.pathname === lowercase);
    const landed = new URL(page.url());
    expect(landed.search).toBe("?ref=flyer");
    expect(landed.hash).toBe("#main-content");

    // The not-found page under the mistyped path never rendered, even while the lowercase page was slow to come.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `h1 on ${typed}`)).toBeNull();

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(notFoundHeading);
  });
}

test("/About/No-Such stays on the not-found page", async ({ page }) => {
  await page.goto("/About/No-Such?ref=flyer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundHeading);
  expect(new URL(page.url()).pathname).toBe("/About/No-Such");
});
