import { expect, test, type Page } from "@playwright/test";

import { routes, routesInFooter } from "../../content/routes";
import { offices, site, socialLinks, telHref } from "../../content/site";
import { offsetAfter, servePaused } from "./paused-html";
import { onlyOnDesktop, onlyOnPhone } from "./viewports";

/** Links and footer content are the same HTML at every width: checked once, on the desktop. */
const sameOnEveryWidth = "the same at every width: checked on the desktop";

test.describe("shared shell", () => {
  // app/layout.tsx holds the first paint until the page's markup is parsed (up to #contact-bar): on slow
  // data the HTML can pause anywhere, and painting then would move the header's menu button in later (a
  // layout shift) or paint the header alone and lay out the whole page again right after (a long task).
  const pausePoints: { where: string; at: (html: Buffer) => number }[] = [
    { where: "in the header", at: (html) => offsetAfter(html, "<header", 'data-mobile-menu-toggle=""') },
    { where: "in the main content", at: (html) => offsetAfter(html, 'id="main-content"', "<h2") },
    { where: "in the footer", at: (html) => offsetAfter(html, "<footer", "<nav") },
  ];
  const painted = (page: Page) => page.evaluate(() => performance.getEntriesByType("paint").length > 0);

  for (const { where, at } of pausePoints) {
    test(`the first paint waits while the HTML pauses ${where}`, async ({ page }) => {
      const paused = await servePaused("out/programs.html", at);
      try {
        await page.goto(paused.url, { waitUntil: "commit" });
        await expect.poll(() => page.evaluate(() => document.querySelector("header") !== null)).toBe(true);
        // Long enough for a paint to happen, had the layout not held it back.
        await page.waitForTimeout(500);
        expect(await painted(page)).toBe(false);
        paused.release();
        await expect.poll(() => painted(page)).toBe(true);
      } finally {
        paused.close();
      }
    });
  }

  test("the first paint does not wait for the data after the markup", async ({ page }) => {
    // Paused at the first inline script after the contact bar: everything a visitor sees has arrived.
    const paused = await servePaused("out/programs.html", (html) => offsetAfter(html, 'id="contact-bar"', "<script"));
    try {
      await page.goto(paused.url, { waitUntil: "commit" });
      await expect.poll(() => painted(page)).toBe(true);
    } finally {
      paused.close();
    }
  });

  test.describe("the same at every width", () => {
    onlyOnDesktop(sameOnEveryWidth);

    test("header and footer links are real anchors that resolve", async ({ page, request }) => {
      await page.goto("/");
      const hrefs = await page
        .locator("header a[href^='/'], footer a[href^='/']")
        .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute("href") ?? ""))]);
      // Every page the registry puts in a menu or the footer, the home page, sign-in and Get In Touch.
      const menuPaths = routes.filter((route) => route.nav || route.footer).map((route) => route.path);
      expect(hrefs).toEqual(expect.arrayContaining(["/", "/signin", "/get-in-touch", ...menuPaths]));
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });

    test("footer shows every office with its phone, the e-mail, every social link and the copyright year", async ({
      page,
    }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      for (const office of offices) {
        await expect(footer.getByText(`${office.city} office`)).toBeVisible();
        await expect(footer.locator(`a[href="${telHref(office.phone)}"]`)).toBeVisible();
      }
      await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
      // Social profiles open in a new tab, safely; so does WhatsApp (issue 14), counted apart.
      const social = footer.locator("a[target='_blank']:not([href^='https://wa.me/'])");
      await expect(social).toHaveCount(socialLinks.length);
      for (const [index, link] of socialLinks.entries()) {
        await expect(social.nth(index)).toHaveAttribute("href", link.href);
        await expect(social.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expect(footer.locator(`a[href^="https://wa.me/${site.whatsapp}"]`)).toHaveCount(1);
      await expect(footer.getByText(`© ${site.copyrightYear}`)).toBeVisible();
    });

    test("footer lists the quick links, destinations, resources and legal pages of the route registry", async ({
      page,
    }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      for (const [heading, group] of [
        ["Quick links", "quick"],
        ["Destinations", "destinations"],
        ["Resources", "resources"],
      ] as const) {
        const list = footer.getByRole("heading", { name: heading, exact: true }).locator("xpath=..").getByRole("list");
        const groupRoutes = routesInFooter(group);
        await expect(list.getByRole("link")).toHaveText(groupRoutes.map((route) => route.navLabel ?? route.title));
        for (const [index, route] of groupRoutes.entries()) {
          await expect(list.getByRole("link").nth(index)).toHaveAttribute("href", route.path);
        }
      }
      await expect(footer.getByRole("navigation", { name: "Legal" }).getByRole("link")).toHaveText(
        routesInFooter("legal").map((route) => route.title),
      );
    });
  });

  test.describe("desktop navigation", () => {
    onlyOnDesktop("desktop navigation");

    test("desktop dropdowns open on hover and on click", async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Our Services" }).hover();
      await expect(nav.getByRole("link", { name: "IELTS Coaching" })).toBeVisible();
      await page.mouse.move(640, 600);
      await expect(nav.getByRole("link", { name: "IELTS Coaching" })).toBeHidden();
      await nav.getByRole("button", { name: "Destinations" }).click();
      await expect(nav.getByRole("link", { name: "Germany" })).toBeVisible();
    });
  });

  test.describe("mobile navigation", () => {
    onlyOnPhone("mobile navigation");

    test("mobile menu toggles, closes on a chosen link and on Escape", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

      await page.getByRole("button", { name: "Open menu" }).click();
      await menu
        .getByRole("link", { name: "Home" })
        .or(menu.getByRole("link", { name: "Contact" }))
        .first()
        .click();
      await expect(menu).toBeHidden();
    });

    for (const viewport of [
      { width: 375, height: 667 },
      { width: 375, height: 812 },
      { width: 412, height: 915 },
    ]) {
      test(`mobile menu at ${viewport.width}x${viewport.height}: Get In Touch at its end is tapped, nothing fixed over it`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto("/programs");
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.locator("#mobile-menu");
        await menu.evaluate((node) => node.scrollTo(0, node.scrollHeight));
        const link = menu.getByRole("link", { name: "Get In Touch" });
        await expect(link).toBeInViewport({ ratio: 1 });
        // What a finger at the link's centre touches is the link itself.
        const box = (await link.boundingBox())!;
        const touched = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href") ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(touched).toBe("/get-in-touch");
        await link.tap();
        await expect(page).toHaveURL(/\/get-in-touch$/);
      });
    }
  });

  test.describe("the header without JavaScript", () => {
    onlyOnDesktop(sameOnEveryWidth);

    test("every header link is in the HTML without JavaScript", async ({ request }) => {
      const html = await (await request.get("/")).text();
      for (const href of [
        ...routes.filter((route) => route.nav).map((route) => route.path),
        "/signin",
        "/get-in-touch",
      ]) {
        expect(html, href).toContain(`href="${href}"`);
      }
    });
  });

  // Icons are inline SVG (components/ui/lucide-icons.tsx): each one laid out is drawn, on the first page and on
  // a page a link brings in.
  const undrawnIcons = (page: Page) =>
    page.locator("svg.lucide").evaluateAll((icons) =>
      icons
        // Icons laid out on this viewport (not inside a closed menu or a hidden breakpoint's copy).
        .filter((icon) => icon.getBoundingClientRect().width > 0)
        .filter((icon) => (icon as SVGSVGElement).getBBox().width === 0)
        .map((icon) => icon.outerHTML.slice(0, 120)),
    );

  test("every icon is drawn, on the page loaded and on a page a link brings in", async ({ page }) => {
    await page.goto("/");
    expect(await page.locator("svg.lucide").count()).toBeGreaterThan(0);
    expect(await undrawnIcons(page)).toEqual([]);
    await page.locator('main a[href="/services/student-visa"]').first().click();
    await expect(page).toHaveURL(/\/services\/student-visa$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/student visa/i);
    await expect.poll(() => undrawnIcons(page)).toEqual([]);
  });

  // Light bands skip style, layout and paint until near the viewport (`render-when-near` in
  // app/globals.css): the main thread's cost on long pages. Their content stays in the document.
  test("a band far below the fold is drawn once scrolled near, and is in the document before", async ({ page }) => {
    await page.goto("/destinations/germany");
    // Found by the property itself, not a class name: the last element that waits to be drawn.
    await page.evaluate(() => {
      const waiting = [...document.querySelectorAll("main *")].filter(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      );
      waiting.at(-1)?.setAttribute("data-last-band", "");
    });
    const band = page.locator("[data-last-band]");
    const heading = band.getByRole("heading").first();
    const drawn = () => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    await expect(heading).toBeAttached();
    expect(await drawn()).toBe(false);
    await band.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
  });
});

test.describe("not-found page", () => {
  test("shows the spec's message, links home and logs the missing path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect.poll(() => messages.some((text) => text.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transform Your Future Abroad" })).toBeVisible();
  });
});
