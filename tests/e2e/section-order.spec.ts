/**
 * Sections in the order the spec lists them (document 2): the page's sections, read from the exported HTML
 * as a visitor scrolls through them.
 */
import { expect, test } from "@playwright/test";

import { contentOnDesktop } from "./viewports";

contentOnDesktop();

const orders: [path: string, ids: string[]][] = [
  ["/services/visitor-visa", ["countries", "purposes", "process", "documents", "services", "tips", "processing"]],
  ["/services/education-loan", ["loan-types", "services", "coverage", "amount-and-eligibility"]],
  ["/programs/program-detail", ["overview", "entry-requirements", "career-prospects", "program-details", "tuition"]],
  // USA, UK, Canada: fast facts, universities, visa information, costs, work rules, admission thresholds (our
  // reasons and figures at a glance in between, admission last).
  ...["usa", "uk", "canada"].map((slug): [string, string[]] => [
    `/destinations/${slug}`,
    ["fast-facts", "universities", "visa", "costs", "work", "admission"],
  ]),
];

for (const [path, ids] of orders) {
  test(`${path}: ${ids.join(", ")}`, async ({ page }) => {
    await page.goto(path);
    const shown = await page
      .getByRole("main")
      .locator("section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(shown.filter((id) => ids.includes(id))).toEqual(ids);
  });
}
