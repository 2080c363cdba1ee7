import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";
import { parse } from "yaml";

import { countryGuideList } from "@/content/country-guides";
import type { Figure } from "@/content/schemas/primitives";
import { figureText } from "@/lib/figures";
import { fileForPath } from "@/scripts/hosting/exported-pages";

/*
 * A page's key figures live once, at the top of its data file, and every sentence and table on the page
 * uses them (README, "Figures"). The rule, whatever the figures are: each one is shown on its page, written
 * as the content says (its notation, range and period), in the exported HTML a crawler and a family read.
 * The spec's own values are checked once, in tests/unit/spec-figures.test.ts.
 */

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

/** The data files with `figures`, and the page each one makes. */
const figurePages: { file: string; path: string }[] = [
  { file: "content/services/education-loan.yaml", path: "/services/education-loan" },
  { file: "content/services/ielts-coaching.yaml", path: "/services/ielts-coaching" },
  { file: "content/pages/programs.yaml", path: "/programs/program-detail" },
  { file: "content/services/spouse-visa.yaml", path: "/services/spouse-visa" },
  { file: "content/services/visa-extension.yaml", path: "/services/visa-extension" },
  { file: "content/services/visitor-visa.yaml", path: "/services/visitor-visa" },
  ...countryGuideList.map((guide) => ({ file: `content/guides/${guide.slug}.yaml`, path: guide.path })),
];

/** The page's text as a reader sees it: markup dropped, entities and spaces (no-break ones too) normalised. */
function pageText(urlPath: string): string {
  const html = readFileSync(fileForPath(outDir, urlPath) ?? "", "utf8");
  const body = html.slice(html.indexOf("<body"), html.indexOf("<script", html.indexOf('id="contact-bar"')));
  return body
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[\s\u00a0]+/g, " ");
}

const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, " ");

test.describe("content figures", () => {
  test.skip(({ isMobile }) => isMobile, "reads the exported files: the same at every width");

  for (const { file, path } of figurePages) {
    test(`every figure of ${file} is shown on ${path}, as the content writes it`, () => {
      const { figures } = parse(readFileSync(file, "utf8")) as { figures?: Record<string, Figure> };
      expect(Object.keys(figures ?? {}).length, `${file} has figures`).toBeGreaterThan(0);
      const text = pageText(path).toLowerCase();
      const missing = Object.entries(figures ?? {})
        .map(([name, figure]) => [name, normalise(figureText(figure))] as const)
        .filter(([, shown]) => !text.includes(shown.toLowerCase()))
        .map(([name, shown]) => `${name}: ${shown}`);
      expect(missing).toEqual([]);
    });
  }
});
