/**
 * Compile hints on the scripts every page runs as it loads. V8 compiles a
 * function lazily, on the main thread, the first time it is called; the
 * framework's start-up task (issue 12's profile) is mostly that: React, the
 * router and the page's client components compiled one function at a time while
 * the visitor can already tap. A script whose first line is
 * `//# allFunctionsCalledOnLoad` (Chrome 136+, "explicit compile hints") has all
 * its functions compiled eagerly by the background thread that streams it in
 * while it downloads. Other browsers read an ordinary comment.
 *
 * Next does not write the hint itself (vercel/next.js discussion 101287 proposes
 * it), so this post-build step adds it to exactly the chunks a page loads with
 * `<script src async>`: each one runs on load on the page that names it. The
 * `noModule` polyfills never run where the hint is read, and chunks only a
 * client-side navigation fetches are left lazy. A chunk's name stays its build's
 * hash: the step is deterministic, so one name still means one content.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { fileOfAsset, htmlFiles, runningScripts } from "../hosting/exported-pages";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

const chunkPath = /^\/_next\/static\/chunks\/[^?#]+\.js$/;

/** The chunk paths a page runs on load: its `<script src async>` tags under /_next/static/chunks/. */
export const startupChunks = (html: string) =>
  runningScripts(html)
    .filter(({ src, tag }) => chunkPath.test(src) && /\basync\b/.test(tag))
    .map(({ src }) => src);

/** The script with the hint as its first line; the same script when it already has it. */
export const withCompileHint = (script: string) => (script.startsWith(compileHint) ? script : compileHint + script);

/** A source map of the script moved one line down, past the hint (a `;` in `mappings` is one generated line). */
export function shiftedSourceMap(sourceMap: string): string {
  const map = JSON.parse(sourceMap) as { mappings?: string; sections?: { offset: { line: number } }[] };
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings ?? ""}`;
  return JSON.stringify(map);
}

/** Adds the hint to every chunk an exported page runs on load (and shifts its source map, when built with one). */
export function addCompileHints(outDir: string): { chunks: number; bytesAdded: number } {
  const chunks = new Set(htmlFiles(outDir).flatMap((file) => startupChunks(readFileSync(file, "utf8"))));
  let hinted = 0;
  for (const chunk of chunks) {
    const file = fileOfAsset(outDir, chunk);
    const script = readFileSync(file, "utf8");
    const result = withCompileHint(script);
    if (result === script) continue;
    writeFileSync(file, result);
    if (existsSync(`${file}.map`)) writeFileSync(`${file}.map`, shiftedSourceMap(readFileSync(`${file}.map`, "utf8")));
    hinted += 1;
  }
  return { chunks: hinted, bytesAdded: hinted * Buffer.byteLength(compileHint) };
}
