/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { linksByPage, unlinkedPaths } from "@/scripts/hosting/reachability";

/** A tiny export: each entry is a page path and the hrefs its HTML links to. */
function exportOf(pages: Record<string, string[]>): string {
  const outDir = mkdtempSync(path.join(tmpdir(), "reachability-"));
  for (const [urlPath, hrefs] of Object.entries(pages)) {
    const file = path.join(outDir, urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<html><body>${hrefs.map((href) => `<a class="x" href="${href}">link</a>`).join("")}</body></html>`,
    );
  }
  return outDir;
}

describe("route reachability in the export", () => {
  let outDir = "";
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("reports a route that only links to itself, or is linked only from the not-found page", () => {
    outDir = exportOf({
      "/": ["/about", "https://example.com/elsewhere", "mailto:a@b.example"],
      "/about": ["/", "/about#team", "/about"],
      "/resources/news": ["/resources/news", "/"],
      "/404": ["/resources/news"],
    });
    expect(unlinkedPaths(outDir, ["/", "/about", "/resources/news"])).toEqual(["/resources/news"]);
  });

  it("counts a link with a query, a fragment, a trailing slash or another letter case", () => {
    outDir = exportOf({ "/": ["/Resources/News/?ref=home#top"], "/resources/news": ["/"] });
    expect(unlinkedPaths(outDir, ["/", "/resources/news"])).toEqual([]);
    expect(linksByPage(outDir).get("/")).toEqual(new Set(["/resources/news"]));
  });
});
