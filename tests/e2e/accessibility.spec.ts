import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { exportedPaths, hostAnswerPaths } from "./pages";

const NOT_FOUND_PROBE = "/no-such-page-for-axe";

for (const urlPath of [...exportedPaths, ...hostAnswerPaths, NOT_FOUND_PROBE]) {
  test(`axe: no serious or critical violations on ${urlPath}`, async ({ page }) => {
    await page.goto(urlPath);
    // axe reads the colours behind text only where it is drawn: draw the bands and the footer that wait
    // until they are near the viewport (`render-when-near`, content-visibility: auto), so every contrast
    // is really checked. By the property, not the class: the export renames classes (short-class-names.ts).
    await page.addStyleTag({ content: "body * { content-visibility: visible !important; }" });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
    expect(serious).toEqual([]);
  });
}
