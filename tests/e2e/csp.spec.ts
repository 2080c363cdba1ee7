import { expect, test } from "@playwright/test";

import { newsletterMessages } from "@/content/forms";

import { watch } from "./csp-watch";
import { behaviourOnPhone } from "./viewports";
import { exportedPaths } from "./pages";
import { site } from "@/content/site";

import { policyOf } from "../support/page-policy";

/*
 * The policy is enforced, and holds where code or styles load late: the toaster, the newsletter form, the
 * navigation menus and a client-side navigation. Every page's own policy is checked by every-page.spec.ts.
 * The policy and the scripts are the same at every width: only the menus, which differ, are opened at both.
 */

test.describe("the same at every width", () => {
  behaviourOnPhone();

  test("CSP is enforced: an injected inline script is refused and reported", async ({ page }) => {
    const { violations } = await watch(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true";
      document.head.append(script);
    });
    expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
    await expect.poll(violations).toEqual(["script-src-elem blocked inline"]);
  });

  test("CSP: a client-side navigation to another page stays clean", async ({ page }) => {
    const { consoleErrors, violations } = await watch(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const hrefs = await page
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const target = hrefs.find((href) => href && href !== "/" && exportedPaths.includes(href));
    test.skip(!target, "the home page links to no exported page yet");

    // A marker on window survives a client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, { beforeNavigation: true }));
    await page.locator(`a[href="${target}"]`).first().dispatchEvent("click");
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "beforeNavigation" in window)).toBe(true);
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("CSP: a mail draft posted by a form (mailto:, text/plain) is allowed, a form to another site is not", async ({
    page,
  }) => {
    const { violations } = await watch(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const policy = await policyOf(page);
    test.skip(
      !/form-action [^;]*mailto:/.test(policy ?? ""),
      "built with a lead receiver: forms post there, not to mailto:",
    );

    /** Submits a native form, as a browser without JavaScript would submit the page's own. */
    const submit = (action: string, enctype: string) =>
      page.evaluate(
        ([formAction, formEnctype]) => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = formAction;
          form.enctype = formEnctype;
          form.innerHTML = '<input name="message" value="Hello">';
          document.body.append(form);
          form.submit();
        },
        [action, enctype],
      );
    await submit(`mailto:${site.email}?subject=Free%20consultation`, "text/plain");
    // The control: a form to an origin the policy does not name is refused and reported.
    await submit("https://elsewhere.example/collect", "application/x-www-form-urlencoded");
    await expect.poll(violations).toContain("form-action blocked https://elsewhere.example/collect");
    expect(await violations()).toEqual(["form-action blocked https://elsewhere.example/collect"]);
  });
});

test("CSP: the navigation menu, the newsletter form and its toast run without a violation", async ({ page }) => {
  const { consoleErrors, violations } = await watch(page);
  await page.addInitScript(() => {
    // Keep the mail draft from leaving the page; the toast is what is under test.
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest?.("a[href^='mailto:']")) event.preventDefault();
    });
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");

  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
  if (desktop) {
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About Us" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  }

  // The form's own validation message, then a valid address: sonner loads and shows its toast. The empty
  // address is sent with Enter: on a loaded machine the page scrolled between the press and the release of a
  // click here (2-3 runs in 100, cause not found), and the release landed outside the button.
  const newsletter = page.locator("#newsletter form");
  await newsletter.getByLabel("Email address").press("Enter");
  await expect(newsletter.getByRole("alert")).toHaveText("Please enter your email address");
  await newsletter.getByLabel("Email address").fill("student@example.com");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  // Subscribed through the receiver (the test build has one), or the mail draft without one.
  const toastTitle = new RegExp(`${newsletterMessages.sentTitle}|${newsletterMessages.draftTitle}`);
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(toastTitle)).toBeVisible();

  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
