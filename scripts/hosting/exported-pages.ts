/**
 * The exported HTML pages in out/ and how a URL path maps onto them (clean
 * URLs, as every host serves them). Build-time Node code: the post-build step,
 * the link check, the benchmark and the tests read the export through it.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every HTML file of the export, sorted; Next's own assets under _next/ are not pages, nor is the content
 * manager under admin/ (scripts/build/admin.ts: its own policy, never searched, linked or in the sitemap).
 */
export function htmlFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_next" && !(dir === outDir && name === "admin")) walk(full);
      } else if (name.endsWith(".html")) files.push(full);
    }
  };
  walk(outDir);
  return files.sort();
}

/** The URL path a page file is served at: out/about/our-team.html -> /about/our-team. */
export function pathOfFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/(\/index)?\.html$/, "")}`;
}

/** The file a URL path resolves to, or null (the same clean-URL rules as scripts/serve-out.ts). */
export function fileForPath(outDir: string, urlPath: string): string | null {
  const clean = urlPath === "/" ? "/index.html" : urlPath.replace(/\/+$/, "");
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    const file = path.join(outDir, decodeURIComponent(candidate));
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The file of an asset URL the pages name (/_next/static/chunks/app/resources/%5Bkind%5D/page-….js): decoded, without its query. */
export function fileOfAsset(outDir: string, url: string): string {
  return path.join(outDir, decodeURIComponent(url.split(/[?#]/)[0]));
}

/**
 * The `<script src>` tags a page runs, in order, each with its src. The noModule polyfills are left out:
 * every browser that runs modules skips them.
 */
export function runningScripts(html: string): { src: string; tag: string }[] {
  const scripts: { src: string; tag: string }[] = [];
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(tag)) scripts.push({ src, tag });
  }
  return scripts;
}
