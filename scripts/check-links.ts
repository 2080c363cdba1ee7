// Every internal link and asset reference in out/ must resolve, every same-page
// or cross-page #fragment must exist, and every registry route (read from the
// generated sitemap) must be exported and linked from at least one other page;
// so must every exported article (/resources/<kind>/<slug>), which the sitemap must list.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { fileForPath, htmlFiles, pathOfFile } from "./hosting/exported-pages";
import { unlinkedPaths } from "./hosting/reachability";

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "out");
const problems: string[] = [];

const sitemap = readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
const registryPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
  new URL(match[1]).pathname.replace(/(.)\/$/, "$1"),
);
if (registryPaths.length === 0) problems.push("sitemap.xml lists no routes");

for (const route of registryPaths) {
  if (fileForPath(outDir, route) === null) problems.push(`registry route ${route} is not exported`);
}

const files = htmlFiles(outDir);
const articlePaths = files
  .map((file) => pathOfFile(outDir, file))
  .filter((pagePath) => /^\/resources\/[^/]+\/[^/]+$/.test(pagePath));
for (const article of articlePaths) {
  if (!registryPaths.includes(article)) problems.push(`article ${article} is not in sitemap.xml`);
}

for (const route of unlinkedPaths(outDir, [...new Set([...registryPaths, ...articlePaths])])) {
  problems.push(`${route} is linked from no page: a visitor cannot reach it`);
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    const html = readFileSync(file, "utf8");
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    idsCache.set(file, ids);
  }
  return ids;
}

let checked = 0;
for (const file of files) {
  const html = readFileSync(file, "utf8");
  const pagePath = pathOfFile(outDir, file);
  const refs = [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
  for (const ref of refs) {
    if (/^(https?:|mailto:|tel:|data:|javascript:)/i.test(ref) || ref.startsWith("//")) continue;
    checked += 1;
    const url = new URL(ref, `http://site${pagePath}`);
    const target = url.pathname === pagePath && ref.startsWith("#") ? file : fileForPath(outDir, url.pathname);
    if (!target) {
      problems.push(`${pagePath}: broken link ${ref}`);
      continue;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    // A fragment names an element of the page (an icon's symbol too: `<use href="#Check">`) or of an SVG file.
    if (fragment && /\.(html|svg)$/.test(target) && !idsOf(target).has(fragment)) {
      problems.push(`${pagePath}: missing anchor ${ref}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Link check: ${problems.length} problem(s) in ${files.length} pages`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `Link check: ${checked} internal references in ${files.length} pages resolve; all ${registryPaths.length} sitemap pages exported and, with all ${articlePaths.length} articles, linked from another page.`,
);
