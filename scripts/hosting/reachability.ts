// Which pages a visitor (or a search engine) cannot reach: a route no other exported page links to.
// The link check (scripts/check-links.ts) runs it over out/ for every registry route; pass further paths
// (articles, once they have pages) to check them too.
import { readFileSync } from "node:fs";

import { htmlFiles, pathOfFile } from "./exported-pages";

/** Pages that are not destinations of their own: links from them reach nothing a visitor browses to. */
const notPages = new Set(["/404", "/_not-found"]);

/** The paths each exported page links to with an <a href>, keyed by the linking page's path. */
export function linksByPage(outDir: string): Map<string, Set<string>> {
  const links = new Map<string, Set<string>>();
  for (const file of htmlFiles(outDir)) {
    const from = pathOfFile(outDir, file);
    if (notPages.has(from)) continue;
    const html = readFileSync(file, "utf8");
    const targets = new Set<string>();
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"#?]*)[^"]*"/g)) {
      const href = match[1].replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href === "/" ? "/" : href.replace(/\/+$/, "");
      if (target !== from) targets.add(target.toLowerCase());
    }
    links.set(from, targets);
  }
  return links;
}

/** The paths in `expected` that no other page links to, each with nothing to point at it. */
export function unlinkedPaths(outDir: string, expected: readonly string[]): string[] {
  const linked = new Set([...linksByPage(outDir).values()].flatMap((targets) => [...targets]));
  return expected.filter((urlPath) => !linked.has(urlPath.toLowerCase()));
}
