import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious or critical WCAG 2.1 A/AA findings on the page as it is now, each as "rule: where"; only inside
 * `include` (CSS selectors) when given. The one way every spec runs axe.
 *
 * Legacy mode runs axe.run in the page itself; the default mode finishes each run in a new blank page, which
 * doubled the per-page sweep's time. The pages have no frames, which is what the default mode is for. Only
 * violations are collected: passes and incomplete results are never read.
 */
export async function seriousViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
