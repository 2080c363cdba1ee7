// Weighs what an exported page makes the browser download: the gzip bytes of
// every script it loads (src attributes, preloads, and inline scripts) and of its HTML.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Script URLs a page loads: <script src> and <link rel=preload|modulepreload as=script>. */
export function scriptUrls(html) {
  const urls = new Set();
  // noModule polyfills are skipped by every browser that runs modules, so they are not counted.
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (!/\bnomodule\b/i.test(match[0])) urls.add(match[1]);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (/rel="(?:preload|modulepreload)"/.test(tag) && /as="script"/.test(tag)) {
      const href = tag.match(/href="([^"]+)"/);
      if (href) urls.add(href[1]);
    }
  }
  return [...urls].filter((url) => url.startsWith("/"));
}

export function weighPage(outDir, htmlFile) {
  const html = readFileSync(htmlFile);
  const text = html.toString("utf8");
  const urls = scriptUrls(text);
  const external = urls.reduce((sum, url) => sum + gzipSize(readFileSync(path.join(outDir, url.split("?")[0]))), 0);
  const inline = [...text.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("");
  return {
    jsGzip: external,
    inlineJsGzip: inline ? gzipSize(Buffer.from(inline)) : 0,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    scripts: urls,
  };
}
