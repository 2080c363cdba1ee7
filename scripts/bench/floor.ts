// The floor: the site's own export with every script removed (JSON-LD stays, it
// is data). Same HTML, same stylesheet, same server: what a page would cost if
// it shipped no JavaScript at all. LCP(site) / LCP(floor) is what scripts add.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";

import { htmlFiles } from "../hosting/exported-pages";

export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
}

export function makeFloor(outDir: string, floorDir: string): void {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(outDir, floorDir, { recursive: true, filter: (source) => !source.endsWith(".gz") });
  for (const file of htmlFiles(floorDir)) writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
}
