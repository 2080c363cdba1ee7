/**
 * The icons' symbols inside each exported page. An icon refers to the sprite
 * file (`/icons.svg?v=..#Check`, lib/icon-sprite.ts), which the browser fetches
 * at low priority, behind the page's scripts: on a first visit it lands after
 * hydration, and every icon then costs the main thread another style, layout and
 * paint (issue 12's profile). This post-build step copies the symbols a page
 * uses into a hidden `<svg>` at the start of its `<body>` and points the page's
 * markup and inline payload at them (`#Check`), so icons are drawn with the
 * first paint and the sprite is not fetched at all.
 *
 * React skips an element it did not render at the start of `<body>` when it
 * hydrates (React 19), and the block is an `<svg>`, never the `<div>` Next puts
 * first. Navigation payloads (`.txt`) keep the sprite file: the page a link brings
 * in has no symbols of its own.
 */
import { readFileSync, writeFileSync } from "node:fs";

import { htmlFiles } from "../hosting/exported-pages";
import { iconHrefPattern, iconSymbols } from "../icon-sprite";
import { type FlightEdit, parseFlightRows, rewriteInlineFlight, rowText } from "./flight-payload";

/** The page's markup outside its scripts, and its scripts, in order (only markup is rewritten here). */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/g;

function rewriteMarkup(html: string, rewrite: (markup: string) => string): string {
  let result = "";
  let at = 0;
  for (const script of html.matchAll(scriptElement)) {
    result += rewrite(html.slice(at, script.index)) + script[0];
    at = script.index + script[0].length;
  }
  return result + rewrite(html.slice(at));
}

/** The text with every sprite reference pointed at the page's own symbol, each name noted in `used`. */
const pointAtPageSymbols = (text: string, used: Set<string>) =>
  text.replace(iconHrefPattern(), (_, name: string) => (used.add(name), `#${name}`));

/** Edits pointing every sprite reference of a payload's model rows at the page's own symbols. */
function payloadEdits(payload: Buffer, used: Set<string>): FlightEdit[] {
  const edits: FlightEdit[] = [];
  for (const row of parseFlightRows(payload)) {
    // A text row (`T`) carries its byte length, and no prop is in one: only model rows are rewritten.
    if (row.tag !== "") continue;
    const text = rowText(payload, row);
    const rewritten = pointAtPageSymbols(text, used);
    if (rewritten !== text)
      edits.push({ start: row.start, end: row.end, replacement: Buffer.from(`${row.id}:${rewritten}\n`) });
  }
  return edits;
}

/** One page with the symbols it uses inlined; the same page if it draws no icon. */
export function inlinePageIcons(html: string): string {
  const used = new Set<string>();
  let result = rewriteMarkup(html, (markup) => pointAtPageSymbols(markup, used));
  result = rewriteInlineFlight(result, (payload) => payloadEdits(payload, used));
  if (!used.size) return html;
  const symbols = [...used].sort().map((name) => {
    const symbol = iconSymbols.get(name);
    if (!symbol) throw new Error(`inline icons: no symbol "${name}" in the sprite`);
    return symbol;
  });
  const block = `<svg aria-hidden="true" style="display:none">${symbols.join("")}</svg>`;
  const withBlock = result.replace(/<body\b[^>]*>/, (body) => body + block);
  if (withBlock === result) throw new Error("inline icons: the page has no <body>");
  return withBlock;
}

/** The post-build step over every exported page. */
export function inlineIcons(outDir: string): { pages: number; bytesAdded: number } {
  let pages = 0;
  let bytesAdded = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, "utf8");
    const result = inlinePageIcons(html);
    if (result === html) continue;
    pages += 1;
    bytesAdded += Buffer.byteLength(result) - Buffer.byteLength(html);
    writeFileSync(file, result);
  }
  return { pages, bytesAdded };
}
