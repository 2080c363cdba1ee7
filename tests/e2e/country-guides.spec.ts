import { expect, type Page, test } from "@playwright/test";

import { type CountryGuide, countryGuideList, guideServiceLinks } from "../../content/country-guides";
import { type FactItem, isIndicative } from "../../content/schemas/primitives";
import { formatIsoDate } from "../../lib/dates";
import { figureText } from "../../lib/figures";
import { displayValue } from "../../lib/money";

import { contentOnDesktop } from "./viewports";

/**
 * The five country guides in the exported HTML: every key figure, fact, fee, table row and official source
 * each guide's data file holds is on the page, where a visitor looks for it, and marked indicative exactly
 * where the data says so. The values come from the content; tests/unit/spec-figures.test.ts checks that the
 * content holds the spec's figures.
 */

const main = (page: Page) => page.getByRole("main");

/** A pattern matching text that starts with `text` exactly. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Every label-value fact a guide shows in a description list. */
function factsOf(guide: CountryGuide): FactItem[] {
  return [...guide.fastFacts.items, ...guide.visa.facts, ...guide.work.items];
}

/** The h2 of each section the guide has, optional ones included only where it has them. */
function sectionTitles(guide: CountryGuide): string[] {
  const optional = [guide.popularPrograms, guide.scholarships, guide.climate, guide.studentLife, guide.salaryBySector];
  return [
    guide.fastFacts.title,
    guide.reasons.title,
    guide.universities.title,
    guide.admission.title,
    guide.costs.title,
    guide.visa.title,
    guide.work.title,
    ...optional.flatMap((section) => (section ? [section.title] : [])),
  ];
}

test.describe("each guide's content", () => {
  // The content is the same at every width: read once, on the desktop; the layout is checked on both.
  contentOnDesktop();

  for (const guide of countryGuideList) {
    test(`${guide.path}: every figure, fact, fee, table row and source its data file holds`, async ({ page }) => {
      await page.goto(guide.path);

      await test.step("its key figures", async () => {
        // The page's text, not innerText: bands below the fold are not drawn until scrolled near
        // (`render-when-near`), and innerText leaves out what is not drawn.
        for (const [name, figure] of Object.entries(guide.figures ?? {})) {
          await expect(main(page), name).toContainText(figureText(figure), { ignoreCase: true });
        }
      });

      await test.step("each fact under its label", async () => {
        for (const { label, value } of factsOf(guide)) {
          const fact = main(page)
            .locator("dl > div")
            .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
            .first();
          await expect(fact, label).toContainText(value);
        }
      });

      await test.step("each visa fee, marked indicative only where the data says so", async () => {
        const table = main(page).getByRole("table", { name: "Visa fees" });
        await expect(table).toBeVisible();
        const allFlagged = guide.visa.fees.every((fee) => isIndicative(fee, "cost"));
        for (const fee of guide.visa.fees) {
          const row = table
            .getByRole("row")
            .filter({ has: page.getByRole("rowheader", { name: fee.category, exact: true }) });
          await expect(row, fee.category).toContainText(displayValue(fee.cost));
          if (isIndicative(fee, "cost") && !allFlagged) await expect(row, fee.category).toContainText("indicative");
          if (!isIndicative(fee, "cost")) await expect(row, fee.category).not.toContainText("indicative");
        }
      });

      await test.step("its sections and hero badges", async () => {
        for (const title of sectionTitles(guide)) {
          await expect(main(page).getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
        }
        for (const badge of guide.hero.badges) {
          await expect(
            main(page).locator("section").first().getByRole("listitem").filter({ hasText: badge }),
          ).toBeVisible();
        }
      });

      await test.step("the figures disclaimer, and indicative values marked", async () => {
        await expect(main(page).getByRole("note").filter({ hasText: guide.disclaimer })).toBeVisible();
        await expect(main(page).getByRole("table").filter({ hasText: "indicative" }).first()).toBeVisible();
      });

      await test.step("official sources, in a new tab, with the date they were reviewed or 'not yet reviewed'", async () => {
        const sources = main(page).locator("#official-sources");
        await expect(sources).toBeVisible();
        for (const source of guide.officialSources) {
          const link = sources.getByRole("link", { name: startsWith(source.title) }).first();
          await expect(link).toHaveAttribute("href", source.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
          await expect(sources).toContainText(source.publisher);
          await expect(sources).toContainText(
            source.reviewed ? `reviewed on ${formatIsoDate(source.reviewed)}` : "not yet reviewed",
          );
        }
      });

      await test.step("guide buttons lead to the consultation form, and service pages are linked", async () => {
        for (const button of guide.cta.buttons) {
          const links = main(page).getByRole("link", { name: button.label });
          await expect(links).toHaveCount(2);
          for (const link of await links.all()) await expect(link).toHaveAttribute("href", button.href);
        }
        for (const { href } of [guideServiceLinks.visa, guideServiceLinks.english, guideServiceLinks.funding]) {
          await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
        }
      });

      await test.step("every university, with what the data gives for it", async () => {
        const rows = main(page)
          .getByRole("table", { name: /^Universities by location/ })
          .locator("tbody tr");
        await expect(rows).toHaveCount(guide.universities.items.length);
        for (const university of guide.universities.items) {
          const row = rows.filter({ hasText: university.name });
          for (const value of [university.ranking, university.ielts, university.tuition]) {
            if (value !== undefined) await expect(row, university.name).toContainText(displayValue(value));
          }
        }
      });

      const { salaryBySector, climate } = guide;
      if (salaryBySector) {
        await test.step("salary by sector", async () => {
          const table = main(page).getByRole("table", { name: "Starting salaries by sector" });
          for (const item of salaryBySector.items) {
            const row = table
              .getByRole("row")
              .filter({ has: page.getByRole("rowheader", { name: item.sector, exact: true }) });
            await expect(row).toContainText(displayValue(item.salary));
          }
        });
      }
      if (climate) {
        await test.step("climate by city with min and max in °C", async () => {
          const table = main(page).getByRole("table", { name: "Temperatures by city" });
          await expect(table.getByRole("columnheader", { name: /Min °C/ })).toBeVisible();
          await expect(table.getByRole("columnheader", { name: /Max °C/ })).toBeVisible();
          for (const city of climate.cities) {
            const cells = table
              .getByRole("row")
              .filter({ has: page.getByRole("rowheader", { name: city.city }) })
              .getByRole("cell");
            await expect(cells).toHaveText([startsWith(String(city.min)), startsWith(String(city.max))]);
          }
        });
      }
    });
  }
});
