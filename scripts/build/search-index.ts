/**
 * The site search index (Pagefind), written to out/pagefind/ by the post-build
 * step. Pagefind reads each exported page's <main data-pagefind-body> (the
 * header, footer and breadcrumbs stay out of results). Pages are added one by
 * one with their clean URL, so a result links to /destinations/germany rather
 * than the file /destinations/germany.html, and with the document title as the
 * result's title ("Study in Germany", rather than the hero's slogan in <h1>).
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { site } from "@/content/site";
import { htmlFiles, pathOfFile } from "../hosting/exported-pages";

/** Where the index goes, under out/; the browser loads it from the same path (lib/search/pagefind.ts). */
export const searchIndexDir = "pagefind";

/**
 * What Pagefind writes that the site never loads: its ready-made UIs (the
 * search box is ours, components/layout/site-search.tsx), the highlighter and
 * the web worker (search runs on the main thread, see lib/search/pagefind.ts).
 */
const unusedPagefindFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

/** Pages no visitor should land on from a search: the not-found page and noindex answers. */
export function isSearchable(urlPath: string, html: string): boolean {
  if (urlPath === "/404" || urlPath === "/_not-found") return false;
  return !/<meta name="robots" content="[^"]*noindex/i.test(html);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The page as Pagefind should read it: its <title> without the " | <brand>"
 * suffix, marked as the result title (Pagefind reads metadata anywhere on the
 * page). Only the index sees this copy; the exported file is unchanged.
 */
export function withSearchTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) return html;
  const shortTitle = title.replace(` | ${escapeHtml(site.name)}`, "").trim() || title;
  return html.replace(/<body\b[^>]*>/, (body) => `${body}<p hidden data-pagefind-meta="title">${shortTitle}</p>`);
}

export type SearchIndexSummary = { pages: number };

/** Indexes every searchable page of the export into out/pagefind/. */
export async function writeSearchIndex(outDir: string): Promise<SearchIndexSummary> {
  const target = path.join(outDir, searchIndexDir);
  rmSync(target, { recursive: true, force: true });
  // Loaded here rather than at the top: the pure helpers above stay importable where the
  // ES module cannot load (Jest).
  const pagefind = await import("pagefind");
  try {
    const created = await pagefind.createIndex({});
    if (!created.index) throw new Error(`Pagefind: ${created.errors.join("; ")}`);
    const { index } = created;
    let pages = 0;
    for (const file of htmlFiles(outDir)) {
      const url = pathOfFile(outDir, file);
      const content = readFileSync(file, "utf8");
      if (!isSearchable(url, content)) continue;
      const added = await index.addHTMLFile({ url, content: withSearchTitle(content) });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    for (const name of unusedPagefindFiles) rmSync(path.join(target, name), { force: true });
    return { pages };
  } finally {
    await pagefind.close();
  }
}
