/**
 * The Gujarati (/gu) and Hindi (/hi) pages against the exported site: each page's main text is in its script,
 * its figures are the English page's, its hreflang alternates are reciprocal, the switcher lands on the same
 * page, the sitemap lists the alternates and the search finds the language's own pages. Then a parent on a
 * phone: the Germany guide switched to Gujarati, the study-cost tool there, a consultation booked in Gujarati
 * after a Gujarati message about the phone number, the booking's language on the desk; and Get In Touch in
 * Hindi, the same way. The per-page sweep (every-page.spec.ts) covers these pages too: it reads every
 * exported page.
 */
import { expect, type Page, test } from "@playwright/test";
import { JSDOM } from "jsdom";

import { formWordsIn, languagesOf, pathIn, prefixedLanguages } from "@/content/languages";
import { languageNames, type PrefixedLanguage } from "@/contract/languages";

import { addAdmin, signedInPhone } from "./desk-session";
import { ANY_REFERENCE, ownEmail, ownPhone } from "./forms-helpers";
import { exportedPaths } from "./pages";
import { behaviourOnPhone, contentOnDesktop, onlyOnPhone } from "./viewports";

/** Each script's letters (and its vowel signs, which are marks). */
const scriptLetters: Record<PrefixedLanguage, RegExp> = {
  gu: /[\u0A80-\u0AFF]/gu,
  hi: /[\u0900-\u097F]/gu,
};

/** The pages of a language, by the exported files (/gu, /gu/destinations/germany ...). */
const pagesIn = (language: PrefixedLanguage) =>
  exportedPaths.filter((path) => path === `/${language}` || path.startsWith(`/${language}/`));

const englishPathOf = (path: string) => path.replace(/^\/(gu|hi)(?=\/|$)/, "") || "/";

/** The share of the main text's letters that are the language's script's. */
async function scriptShare(page: Page, language: PrefixedLanguage): Promise<number> {
  const text = await page.locator("main").innerText();
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  const own = text.match(scriptLetters[language]) ?? [];
  return own.length / Math.max(1, letters.length);
}

/** An alternate link as "hreflang path", whatever the site's origin. */
const alternatesOf = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
    );

/** The error a field shows (role="alert", tied to it by aria-describedby). */
async function errorOf(page: Page, field: ReturnType<Page["getByLabel"]>) {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const id = ids.split(" ").find((part) => part.endsWith("-error"));
  expect(id, "the field names its error").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * The numbers a page's tables and figure lists state in its exported HTML, what must equal the English page's:
 * read before any script runs, so a tool's table a script draws later is never half there.
 */
async function statedFigures(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const cells = [...new JSDOM(html).window.document.querySelectorAll("main table td, main table th, main dl dd")].map(
    (cell) => cell.textContent ?? "",
  );
  // Sorted: a translated sentence may name a cell's two figures in the other order.
  return cells.flatMap((cell) => cell.match(/\d[\d,.]*\d|\d/g) ?? []).sort();
}

test.describe("every Gujarati and Hindi page", () => {
  contentOnDesktop();

  for (const language of prefixedLanguages) {
    test(`${language}: written in its script, the English page's figures, reciprocal hreflang`, async ({ page }) => {
      const paths = pagesIn(language);
      expect(paths.length, "the language has its pages").toBeGreaterThan(10);
      for (const path of paths) {
        const english = englishPathOf(path);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Most of it: office addresses, e-mail addresses and names such as IELTS stay in Latin letters.
        expect(await scriptShare(page, language), `${path}: main text in its script`).toBeGreaterThan(0.5);

        const wanted = [
          ...languagesOf(english).map((other) => `${other} ${pathIn(english, other)}`),
          `x-default ${english}`,
        ].sort();
        expect((await alternatesOf(page)).sort(), `${path}: hreflang`).toEqual(wanted);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        // The home page's claims band (company.yaml's labels) is English only and not drawn on /gu and /hi.
        const figures = english === "/" ? [] : await statedFigures(page, path);

        await page.goto(english);
        expect((await alternatesOf(page)).sort(), `${english}: hreflang back`).toEqual(wanted);
        if (english !== "/") {
          expect(figures, `${path}: the figures of ${english}`).toEqual(await statedFigures(page, english));
        }
      }
    });
  }

  test("the sitemap lists each page once per language, with its alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const language of prefixedLanguages) {
      for (const path of pagesIn(language).filter((path) => !path.includes("/manage"))) {
        expect(sitemap, path).toContain(`${path}</loc>`);
        expect(sitemap, path).toContain(`hreflang="${language}" href="`);
      }
    }
  });
});

test.describe("finding the language", () => {
  behaviourOnPhone();

  test("the switcher lands on the same page in the other language, and back", async ({ page }) => {
    await page.goto("/destinations/germany");
    await page.getByRole("link", { name: languageNames.gu.own }).click();
    await expect(page).toHaveURL(/\/gu\/destinations\/germany$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "gu");
    await page.getByRole("link", { name: languageNames.hi.own }).click();
    await expect(page).toHaveURL(/\/hi\/destinations\/germany$/);
    await page.getByRole("link", { name: languageNames.en.own, exact: true }).click();
    await expect(page).toHaveURL(/\/destinations\/germany$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("the search on a Gujarati page finds the Gujarati guide", async ({ page }) => {
    await page.goto("/gu");
    await page.getByRole("button", { name: "મેનૂ ખોલો" }).click();
    const box = page.getByRole("searchbox", { name: "સાઇટમાં શોધો" }).filter({ visible: true });
    await box.fill("જર્મની");
    const results = page.getByRole("list", { name: "શોધનાં પરિણામો" }).filter({ visible: true }).getByRole("link");
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toContain("/gu/destinations/germany");
    expect(
      hrefs.every((href) => href.startsWith("/gu")),
      hrefs.join(", "),
    ).toBe(true);
  });
});

test.describe("a parent on a phone", () => {
  onlyOnPhone("the parents' walk is on the phone");

  test("Germany in Gujarati, the study-cost tool, a booking with a phone mistake, its language on the desk", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/destinations/germany");
    await page.getByRole("link", { name: languageNames.gu.own }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("જર્મની");

    await page.goto("/gu/tools/study-cost");
    await expect(page.locator("html")).toHaveAttribute("lang", "gu");
    expect(await scriptShare(page, "gu")).toBeGreaterThan(0.5);

    const gu = formWordsIn("gu");
    await page.goto("/gu/book-consultation");
    await page.getByRole("radio", { name: gu.bookingPage.phoneCall }).check();
    await page.getByRole("group", { name: gu.bookingPage.timeLegend }).getByRole("radio").first().check();
    const details = page.getByRole("form", { name: gu.bookingPage.detailsTitle });
    await details.getByLabel(gu.fields.firstName).fill("પ્રિયા");
    await details.getByLabel(gu.fields.lastName).fill("પટેલ");
    await details.getByLabel(gu.fields.email).fill(ownEmail("gujarati-booking", testInfo));
    const phone = details.getByLabel(gu.fields.phone);
    await phone.fill("12345");
    await details.getByRole("button", { name: gu.bookingPage.submit }).click();
    const message = await errorOf(page, phone);
    await expect(message).toHaveAttribute("role", "alert");
    await expect(message).toHaveText(gu.validation.phone.invalid);
    await expect(message).toContainText(gu.fields.phone);

    await phone.fill(ownPhone("gujarati-booking", testInfo));
    await details.getByRole("button", { name: gu.bookingPage.submit }).click();
    const confirmed = page.getByRole("region", { name: gu.bookingPage.confirmedTitle });
    await expect(confirmed).toContainText(ANY_REFERENCE);
    const reference = ANY_REFERENCE.exec((await confirmed.textContent()) ?? "")![0];

    await expectLanguageOnDesk(page, browser, testInfo, reference, "gu");
  });

  test("Get In Touch in Hindi: a Hindi message about the phone number, the lead's language on the desk", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/get-in-touch");
    await page.getByRole("link", { name: languageNames.hi.own }).click();
    await expect(page).toHaveURL(/\/hi\/get-in-touch$/);
    const hi = formWordsIn("hi");
    const form = page.getByRole("main");
    await form.getByLabel(hi.fields.firstName).fill("प्रिया");
    await form.getByLabel(hi.fields.lastName).fill("शर्मा");
    await form.getByLabel(hi.fields.email).fill(ownEmail("hindi-lead", testInfo));
    const phone = form.getByLabel(hi.fields.phone);
    await phone.fill("98-76");
    await form.getByRole("button", { name: hi.getInTouchPage.submit }).click();
    const message = await errorOf(page, phone);
    await expect(message).toHaveText(hi.validation.phone.invalid);
    await expect(message).toContainText(hi.fields.phone);

    await phone.fill(ownPhone("hindi-lead", testInfo));
    await form.getByRole("button", { name: hi.getInTouchPage.submit }).click();
    const status = page.getByRole("status").filter({ hasText: ANY_REFERENCE });
    await expect(status).toBeVisible();
    const reference = ANY_REFERENCE.exec((await status.textContent()) ?? "")![0];

    await expectLanguageOnDesk(page, browser, testInfo, reference, "hi");
  });
});

/** The lead `reference` on the desk's lead page names its language. */
async function expectLanguageOnDesk(
  page: Page,
  browser: Parameters<typeof signedInPhone>[0],
  testInfo: Parameters<typeof addAdmin>[1],
  reference: string,
  language: PrefixedLanguage,
) {
  const admin = await addAdmin(page, testInfo, { name: `${languageNames[language].english} Admin` });
  const desk = await signedInPhone(browser, admin.email);
  await desk.goto(`/desk/lead?ref=${reference}`);
  await expect(desk.getByText(languageNames[language].own).first()).toBeVisible();
  await desk.context().close();
}
