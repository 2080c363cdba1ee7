// Weighs what an exported page makes the browser download: the gzip bytes of
// every script it loads (src attributes, preloads, and inline scripts) and of
// its HTML, the raw bytes of its inline RSC payload, and how many copies of
// its inlined stylesheet it carries.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { importTypeScript } from "./typescript.mjs";

const { inlinedStylesheets, stylesheetCopies } = await importTypeScript("lib/build/inlined-css.ts");
const { runningScripts } = await importTypeScript("lib/hosting/exported-pages.ts");

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Script URLs a page loads: <script src> and <link rel=preload|modulepreload as=script>. */
export function scriptUrls(html) {
  const urls = new Set();
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

/** The gzip bytes of the given script URLs of an export. */
export function scriptsGzip(outDir, urls) {
  return urls.reduce((sum, url) => sum + gzipSize(readFileSync(path.join(outDir, url.split("?")[0]))), 0);
}

export function weighPage(outDir, htmlFile) {
  const html = readFileSync(htmlFile);
  const text = html.toString("utf8");
  const urls = scriptUrls(text);
  const inline = [...text.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  const copies = [...inlinedStylesheets(text).values()].map((css) => stylesheetCopies(text, css));
  return {
    jsGzip: scriptsGzip(outDir, urls),
    inlineJsGzip: inline ? gzipSize(Buffer.from(inline)) : 0,
    /** Raw bytes of the inline scripts: almost all of it is the RSC payload. */
    inlineJsBytes: Buffer.byteLength(inline),
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    /** Copies of the inlined stylesheet in the HTML (the most of any stylesheet; 0 when none is inlined). */
    cssCopies: copies.length ? Math.max(...copies) : 0,
    scripts: urls,
  };
}
