/**
 * The tools (/tools/*) in a real browser at 375 and 1280 px: each is filled in, its result read,
 * the shared link reloaded to the same result; an estimate is sent to the real lead receiver; the
 * phones' WhatsApp and call bar steps aside while typing and never covers a button.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";

import { site } from "@/content/site";
import { formatRupeesExact } from "@/lib/money";
import { calculateLoan } from "@/lib/tools/emi";

import { seriousViolations } from "./axe";
import { fillIn, ownEmail, sendForReference } from "./forms-helpers";
import { storedLead } from "./inbox";
import { offsetAfter, servePaused } from "./paused-html";
import { behaviourOnPhone, onlyOnDesktop, onlyOnPhone } from "./viewports";

/** The tool's spoken summary: its polite live region in the main content (the header's search has its own). */
const summaryOf = (page: Page) => page.getByRole("main").locator('[role="status"][aria-live="polite"]').first();

/** Records CSP violations from the first byte. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test.describe("education loan EMI", () => {
  behaviourOnPhone();
  test("fill, read the EMI and the yearly schedule, reload the shared link to the same result", async ({ page }) => {
    test.slow();
    const violations = await watchCsp(page);
    await page.goto("/tools/education-loan-emi");
    await fillIn(page, [
      ["Loan amount (Rs)", "15,00,000"],
      ["Interest rate (% a year)", "9"],
      ["Repayment period (years)", "8"],
      ["Course (months)", "24"],
      ["Grace (months)", "6"],
      ["Interest during course and grace", { option: "accrued" }],
    ]);

    const expected = calculateLoan({
      principal: 15_00_000,
      annualRatePercent: 9,
      tenureYears: 8,
      moratoriumMonths: 30,
      moratoriumInterest: "accrued",
    });
    const emi = formatRupeesExact(expected.emi);
    await expect(summaryOf(page)).toContainText(`Your EMI is ${emi} a month for 8 years`);
    const schedule = page.getByRole("table", { name: "Year-by-year repayment schedule" });
    await expect(schedule.locator("tbody tr")).toHaveCount(expected.schedule.length);
    await expect(schedule.locator("tfoot")).toContainText(formatRupeesExact(expected.totalPaid));
    await expect(page.getByRole("img", { name: /Principal Rs 15,00,000 and interest/ })).toBeVisible();

    await expect(page).toHaveURL(/amount=15%2C00%2C000.*interest=accrued/);
    const shared = page.url();
    await page.goto("about:blank");
    await page.goto(shared);
    await expect(summaryOf(page)).toContainText(`Your EMI is ${emi} a month`, { timeout: 15_000 });
    await expect(page.getByLabel("Interest during course and grace")).toHaveValue("accrued");
    expect(await violations()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a loan above the site's maximum is refused with a message naming the limit", async ({ page }) => {
    await page.goto("/tools/education-loan-emi");
    const amount = page.getByLabel("Loan amount (Rs)");
    await amount.fill("2,00,00,000");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "1,50,00,000" })).toBeVisible();
    await expect(summaryOf(page)).toContainText("Fix the marked field");
  });

  test("Send me this estimate: the lead is stored with the figures and the link", async ({ page, request }, info) => {
    await page.goto("/tools/education-loan-emi?amount=1000000&rate=10&years=10&course=0&grace=0&interest=paid");
    await expect(summaryOf(page)).toContainText("Your EMI is Rs 13,215 a month", { timeout: 15_000 });
    const email = ownEmail("estimate", info);
    await fillIn(page, [
      ["First Name", "Ishita"],
      ["Email Address", email],
    ]);
    const reference = await sendForReference(page, "Send me this estimate", { timeout: 15_000 });
    const row = await storedLead(request, reference);
    expect(row).toMatchObject({ Form: "Estimate request", "First Name": "Ishita", "Email Address": email });
    expect(row!.Message).toContain("EMI: Rs 13,215 a month for 10 years");
    expect(row!.Message).toMatch(/Open this estimate: http.*\/tools\/education-loan-emi\?amount=1000000/);
  });
});

test.describe("IELTS band", () => {
  behaviourOnPhone();
  test("General Training scores give each band and the overall band, restored from the shared link", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/tools/ielts-band");
    await fillIn(page, [
      ["Test", { option: "general-training" }],
      ["Listening: correct answers out of 40", "35"],
      ["Reading: correct answers out of 40", "34"],
      ["Writing band", { option: "6.5" }],
      ["Speaking band", { option: "7.0" }],
    ]);
    // Listening 8.0, GT Reading 7.0, Writing 6.5, Speaking 7.0: mean 7.125, overall 7.0.
    const summary = summaryOf(page);
    await expect(summary).toContainText("Your overall band is 7.0");
    await expect(summary).toContainText("Listening 8.0, Reading 7.0");
    const universities = page.getByRole("table", { name: /Minimum overall IELTS/ });
    await expect(universities.getByRole("row", { name: /University of Cambridge/ })).toContainText("Not yet");
    await expect(universities.getByRole("row", { name: /Imperial College London/ })).toContainText("Meets it");

    const shared = page.url();
    expect(shared).toContain("module=general-training");
    await page.goto(shared);
    await expect(summaryOf(page)).toContainText("Your overall band is 7.0", { timeout: 15_000 });
    await expect(page.getByLabel("Test")).toHaveValue("general-training");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("study cost", () => {
  behaviourOnPhone();
  test("a country and level give the first year in rupees, restored from the shared link", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/tools/study-cost");
    await page.getByLabel("Country").selectOption({ label: "UK" });
    await page.getByLabel("Programme level").selectOption("undergraduate");
    const table = page.getByRole("table", { name: /First-year cost, UK, undergraduate/ });
    await expect(table.getByRole("row", { name: /Tuition/ })).toContainText("GBP 15,000-38,000");
    const total = await table.locator("tfoot").innerText();
    expect(total).toMatch(/Rs [\d,]+ to Rs [\d,]+/);
    await expect(summaryOf(page)).toContainText("A first year of undergraduate");

    await page.goto(page.url());
    const restored = page.getByRole("table", { name: /First-year cost, UK, undergraduate/ }).locator("tfoot");
    await expect.poll(() => restored.innerText()).toBe(total);
    await expect(page.getByText(/Exchange rates as of \d+ \w+ \d{4}, indicative/)).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("says plainly what the content has no figure for", async ({ page }) => {
    await page.goto("/tools/study-cost?country=nz&level=postgraduate");
    // The shared values are read once the page's script runs: allow for a slow phone (or machine).
    await expect(summaryOf(page)).toContainText(
      "we have no figure for tuition for this level, living costs and health insurance or surcharge.",
      { timeout: 15_000 },
    );
    await expect(summaryOf(page)).not.toContainText("costs about");
    const table = page.getByRole("table", { name: /First-year cost, New Zealand/ });
    await expect(table.locator("tfoot")).toContainText("The parts we know (not a first-year total)");
  });

  test("a guide's link opens the tool on its country", async ({ page }) => {
    await page.goto("/destinations/germany");
    await page.getByRole("link", { name: "Work out your first year in rupees" }).click();
    await expect(page.getByLabel("Country")).toHaveValue("germany");
    await expect(summaryOf(page)).toContainText("study in Germany costs about", { timeout: 15_000 });
    await expect(summaryOf(page)).toContainText("For the visa you must also show funds of 11,208 euro per year");
  });
});

/** Each tool with a shared link, the result it gives and the table whose key column must read on a phone. */
const sharedLinks = [
  {
    path: "/tools/education-loan-emi?amount=5000000&rate=10&years=10&course=0&grace=0&interest=paid",
    result: `Your EMI is ${formatRupeesExact(calculateLoan({ principal: 50_00_000, annualRatePercent: 10, tenureYears: 10, moratoriumMonths: 0, moratoriumInterest: "paid" }).emi)} a month`,
    table: "Year-by-year repayment schedule",
    keyColumns: ["Interest", "Balance at year end"],
  },
  {
    path: "/tools/ielts-band?module=academic&listening=35&reading=34&writing=6&speaking=7",
    result: "Your overall band is 7.0",
    table: "University minimums",
    keyColumns: ["Minimum", "Your band"],
  },
  {
    path: "/tools/study-cost?country=uk&level=postgraduate",
    result: "A first year of postgraduate (master's) study in UK costs about",
    table: "First-year cost table",
    keyColumns: ["In rupees"],
  },
];

test.describe("shared links", () => {
  for (const link of sharedLinks) {
    test(`${link.path}: the link's result and no other, and every row's key figure on screen`, async ({
      page,
      request,
    }) => {
      // Before any script runs the exported page shows no figures: they could not be the link's.
      const html = await (await request.get(link.path)).text();
      expect(html).toContain("Your result appears here");
      expect(html).not.toContain(link.result.slice(0, 20));

      await page.goto(link.path);
      await expect(summaryOf(page)).toContainText(link.result, { timeout: 15_000 });
      // Each row's key figures inside the screen, no sideways scrolling (at 375 px the rows stack).
      const frame = page.getByRole("region", { name: link.table });
      expect(await frame.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const width = page.viewportSize()!.width;
      for (const column of link.keyColumns) {
        const cells = frame.locator(`tbody td:nth-child(${await columnIndex(frame, column)})`);
        const boxes = await cells.evaluateAll((nodes) =>
          nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
        );
        expect(boxes.length).toBeGreaterThan(0);
        for (const box of boxes) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
      }
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("a shared link shows no figures, and says the calculator needs JavaScript", async ({ page }) => {
      await page.goto(sharedLinks[0].path);
      // Playwright's text queries skip <noscript>: what the visitor reads is the main region's rendered text.
      expect(await page.getByRole("main").evaluate((main) => (main as HTMLElement).innerText)).toContain(
        "This calculator works in your browser and needs JavaScript, which is off",
      );
      // The fields show no values either: the page cannot know the link's.
      await expect(page.getByLabel("Loan amount (Rs)")).toHaveValue("");
      await expect(page.getByRole("main")).not.toContainText("Your EMI is");
      await expect(page.getByRole("table")).toHaveCount(0);
    });
  });

  test("a bad value stays in the field and the address, marked, and the figures go", async ({ page }) => {
    await page.goto("/tools/education-loan-emi?amount=abc&rate=50&years=10&course=0&grace=0&interest=paid");
    const amount = page.getByLabel("Loan amount (Rs)");
    await expect(amount).toHaveAttribute("aria-invalid", "true", { timeout: 15_000 });
    await expect(amount).toHaveValue("abc");
    await expect(summaryOf(page)).toContainText("Fix the 2 marked fields");
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(page.url()).toContain("amount=abc&rate=50");
  });
});

/** The 1-based position of a column by its header's text. */
async function columnIndex(frame: Locator, header: string): Promise<number> {
  const headers = await frame.locator("thead th").allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(", ")}`);
  return index + 1;
}

test.describe("WhatsApp and call", () => {
  /** The WhatsApp link's message once the link has (again) been focused. */
  const focusedHref = async (link: Locator) => {
    await link.blur();
    await link.focus();
    return decodeURIComponent((await link.getAttribute("href")) ?? "");
  };

  test.describe("on phones", () => {
    onlyOnPhone("the bar is for phones");

    test("on phones: the bar's first action stays put while the second is still on its way", async ({ page }) => {
      const paused = await servePaused(
        "out/programs.html",
        (html) => offsetAfter(html, 'data-contact-bar=""', "</a>") + "</a>".length,
      );
      const whatsapp = page.locator("[data-contact-bar]").getByRole("link", { name: /WhatsApp us/ });
      try {
        await page.goto(paused.url, { waitUntil: "commit" });
        await expect(whatsapp).toBeVisible();
        const before = await whatsapp.boundingBox();
        paused.release();
        await expect(page.locator("[data-contact-bar]").getByRole("link", { name: /Call/ })).toBeVisible();
        expect(await whatsapp.boundingBox()).toEqual(before);
      } finally {
        paused.close();
      }
    });

    test("on phones: a bar that names the page, steps aside while typing and covers no button", async ({ page }) => {
      await page.goto("/tools/education-loan-emi");
      const bar = page.locator("[data-contact-bar]");
      const whatsapp = bar.getByRole("link", { name: /WhatsApp us/ });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+91/);
      // Focused once hydration has reached the bar, the link names the page.
      await expect.poll(() => focusedHref(whatsapp)).toContain("Education Loan EMI Calculator");
      const href = await focusedHref(whatsapp);
      expect(href).toContain(`https://wa.me/${site.whatsapp}?text=`);
      expect(href).toContain("/tools/education-loan-emi");

      await page.getByLabel("First Name").click();
      await expect(bar).toBeHidden();
      await page.getByLabel("First Name").blur();
      await expect(bar).toBeVisible();

      // The submit button, scrolled to the bottom edge of the screen, still takes the tap itself.
      const submit = page.getByRole("button", { name: "Send me this estimate" });
      await submit.evaluate((element) => element.scrollIntoView({ block: "end" }));
      const box = (await submit.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
      // At the very end of the page, the footer's last line sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLine = (await page
        .locator("footer")
        .getByText(/All rights reserved/)
        .boundingBox())!;
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    });
  });

  test.describe("on desktop", () => {
    onlyOnDesktop("the footer link is for wide screens");

    test("on desktop: no bar, WhatsApp in the footer", async ({ page }) => {
      await page.goto("/tools/ielts-band");
      await expect(page.locator("[data-contact-bar]")).toBeHidden();
      const link = page.locator("footer").getByRole("link", { name: /WhatsApp us/ });
      // Until hydration reaches the footer the link keeps its general greeting; focused after it, it names the page.
      await expect.poll(() => focusedHref(link)).toContain("IELTS Band Score Calculator");
    });
  });
});

test("the tools are in the navigation and linked from the pages they help with", async ({ page }) => {
  test.slow(); // four page loads
  await page.goto("/destinations/uk");
  await expect(page.getByRole("link", { name: "Work out your first year in rupees" })).toHaveAttribute(
    "href",
    "/tools/study-cost?country=uk",
  );
  await page.goto("/services/education-loan");
  await expect(page.getByRole("link", { name: "Work out your EMI with our calculator" })).toBeVisible();
  await page.goto("/services/ielts-coaching");
  await expect(page.getByRole("link", { name: "Work out your band from practice scores" })).toBeVisible();
  await page.goto("/tools");
  for (const name of ["Study Cost Calculator", "Education Loan EMI Calculator", "IELTS Band Calculator"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
});
