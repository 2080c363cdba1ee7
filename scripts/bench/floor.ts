// The floor: what a page's content alone costs. The site's own export with every script removed (inline ones
// too; JSON-LD stays, it is data) and every linked stylesheet written inline, on the same server: no request
// stands between the HTML and its first paint. LCP(site) / LCP(floor) is what scripts and requests add.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";

import { fileOfAsset, htmlFiles } from "../hosting/exported-pages";

export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
}

/** The page with each `<link rel="stylesheet">` replaced by a `<style>` holding that file. */
export function withStylesheetsInline(html: string, outDir: string): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    return href?.startsWith("/") ? `<style>${readFileSync(fileOfAsset(outDir, href), "utf8")}</style>` : tag;
  });
}

export function makeFloor(outDir: string, floorDir: string): void {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(outDir, floorDir, { recursive: true, filter: (source) => !source.endsWith(".gz") });
  for (const file of htmlFiles(floorDir)) {
    writeFileSync(file, withStylesheetsInline(withoutScripts(readFileSync(file, "utf8")), outDir));
  }
}
