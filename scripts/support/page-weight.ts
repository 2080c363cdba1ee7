// Weighs what an exported page makes the browser download: the gzip bytes of
// every script it loads (src attributes, preloads, and inline scripts), of its
// HTML and of the stylesheets it links, and the raw bytes of its inline scripts
// (almost all of it the RSC payload). Read from the markup's tags only.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import { fileOfAsset, htmlFiles, runningScripts } from "../hosting/exported-pages";

export const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** Script URLs a page loads: <script src> and <link rel=preload|modulepreload as=script>. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  // noModule polyfills are skipped by every browser that runs modules, so they are not counted.
  for (const { src } of runningScripts(html)) urls.add(src);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (/rel="(?:preload|modulepreload)"/.test(tag) && /as="script"/.test(tag)) {
      const href = tag.match(/href="([^"]+)"/);
      if (href) urls.add(href[1]);
    }
  }
  return [...urls].filter((url) => url.startsWith("/"));
}

/** Stylesheet URLs a page links (<link rel="stylesheet">). */
export function stylesheetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\brel="stylesheet"/.test(tag) ? tag.match(/href="([^"]+)"/) : null;
    if (href && href[1].startsWith("/")) urls.add(href[1]);
  }
  return [...urls];
}

/** The gzip bytes of the given file URLs of an export (scripts or stylesheets). */
export function scriptsGzip(outDir: string, urls: readonly string[]): number {
  return urls.reduce((sum, url) => sum + gzipSize(readFileSync(fileOfAsset(outDir, url))), 0);
}

/** What one exported page makes the browser download (see the top of this file). */
export type PageWeight = {
  jsGzip: number;
  inlineJsGzip: number;
  inlineJsBytes: number;
  htmlBytes: number;
  htmlGzip: number;
  cssGzip: number;
  firstVisitGzip: number;
  repeatVisitGzip: number;
  scripts: string[];
};

export function weighPage(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile);
  const text = html.toString("utf8");
  const urls = scriptUrls(text);
  const inline = [...text.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  const htmlGzip = gzipSize(html);
  const cssGzip = scriptsGzip(outDir, stylesheetUrls(text));
  return {
    jsGzip: scriptsGzip(outDir, urls),
    inlineJsGzip: inline ? gzipSize(Buffer.from(inline)) : 0,
    /** Raw bytes of the inline scripts: almost all of it is the RSC payload. */
    inlineJsBytes: Buffer.byteLength(inline),
    htmlBytes: html.length,
    htmlGzip,
    /** Gzip bytes of the stylesheet files the page links (0 when its CSS is inlined). */
    cssGzip,
    /** A first visit's HTML and CSS, gzip. */
    firstVisitGzip: htmlGzip + cssGzip,
    /** A repeat visit's bytes: the HTML alone (stylesheets and scripts are cached for a year, immutable). */
    repeatVisitGzip: htmlGzip,
    scripts: urls,
  };
}

/** The gzip bytes of the scripts every page of an export loads: the site's shell. */
export function sharedScriptsGzip(outDir: string): number {
  const common = htmlFiles(outDir)
    .map((file) => weighPage(outDir, file).scripts)
    .reduce((shared, scripts) => shared.filter((url) => scripts.includes(url)));
  return scriptsGzip(outDir, common);
}

/**
 * The most the shell may weigh, gzip KiB: the framework's own scripts (131.7 KiB, measured by npm run bench on
 * a minimal Next export) plus the bench's 15 KiB budget for the site's. A schema library or the desk's auth
 * client pulled into every page (each has happened) is 15 to 25 KiB: over it.
 */
export const SHELL_JS_BUDGET_KIB = 146.7;
