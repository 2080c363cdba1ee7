/**
 * One copy of the stylesheet per page. With `experimental.inlineCss`, Next 16
 * writes the stylesheet into each page three times: the `<style>` the browser
 * paints with, and two copies in the inline RSC payload (the root layout's and
 * the global-error boundary's style elements; vercel/next.js#98079, #98110,
 * #95141). The navigation payloads (`.txt`) carry it twice more.
 *
 * React never reads those payload copies while the `<style>` is in the
 * document: a style element with `precedence` and `href` is a hoisted resource,
 * and React adopts the existing `style[data-href~="<href>"]` instead of
 * creating one (react-dom, acquireResource). So the post-build step empties
 * the payload's text row of every stylesheet the document already inlines,
 * keeping each row's id and the style element that refers to it:
 * `2:Tc1f7,<css>` becomes `2:T0,`.
 *
 * A navigation payload is only ever read by a page of this export, so there a
 * stylesheet's text is emptied only when every exported page inlines it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { htmlFiles } from "../hosting/exported-pages";
import {
  applyEdits,
  type FlightEdit,
  type FlightRow,
  navigationPayloadFiles,
  parseFlightRows,
  readInlineFlight,
  rewriteInlineFlight,
  rowText,
} from "./flight-payload";

/** The stylesheets a page inlines: href -> CSS text, from React's `<style data-precedence data-href>` elements. */
export function inlinedStylesheets(html: string): Map<string, string> {
  const sheets = new Map<string, string>();
  for (const [, hrefs, css] of html.matchAll(
    /<style data-precedence="[^"]*" data-href="([^"]+)">([\s\S]*?)<\/style>/g,
  )) {
    // React joins stylesheets flushed together into one element (data-href="a b").
    for (const href of hrefs.split(" ")) sheets.set(href, css);
  }
  return sheets;
}

type StyleReference = { href: string; rowId: string };

/** Every `["$","style",key,{precedence, href, children: "$<row>"}]` element in a model row. */
function styleReferences(value: unknown, found: StyleReference[] = []): StyleReference[] {
  if (Array.isArray(value)) {
    const [marker, type, , props] = value as [unknown, unknown, unknown, Record<string, unknown> | undefined];
    if (marker === "$" && type === "style" && props && typeof props === "object") {
      const { href, precedence, children } = props;
      const row = typeof children === "string" ? /^\$([0-9a-f]+)$/.exec(children)?.[1] : undefined;
      if (typeof href === "string" && typeof precedence === "string" && row) found.push({ href, rowId: row });
    }
    for (const item of value) styleReferences(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) styleReferences(item, found);
  }
  return found;
}

/** How often each row id is referred to from model rows (`"$2"`, `"$L2"`, `"$2:path"`, ...). */
function referenceCounts(payload: Buffer, rows: FlightRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.tag !== "") continue;
    for (const [, id] of rowText(payload, row).matchAll(/"\$[A-Za-z@]?([0-9a-f]+)(?=[":])/g)) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The edits that empty the text rows holding a stylesheet in `cssByHref`.
 * A row is emptied only when every reference to it is a hoisted style element
 * for that href and its text is (part of) that stylesheet's inlined CSS.
 */
export function payloadCssEdits(payload: Buffer, cssByHref: Map<string, string>): FlightEdit[] {
  const rows = parseFlightRows(payload);
  const references = rows
    .filter((row) => row.tag === "")
    .flatMap((row) => styleReferences(JSON.parse(rowText(payload, row))));
  const counts = referenceCounts(payload, rows);
  const edits: FlightEdit[] = [];
  for (const row of rows) {
    if (row.tag !== "T" || row.end === row.dataStart) continue;
    const styles = references.filter((reference) => reference.rowId === row.id);
    const css = styles.length ? cssByHref.get(styles[0].href) : undefined;
    if (css === undefined || styles.some((style) => style.href !== styles[0].href)) continue;
    if (counts.get(row.id) !== styles.length || !css.includes(rowText(payload, row))) continue;
    edits.push({ start: row.start, end: row.end, replacement: Buffer.from(`${row.id}:T0,`) });
  }
  return edits;
}

/**
 * Proves a rewrite did only what it should: the payload still parses (every
 * length prefix right), with the same rows in the same order, each byte for
 * byte the same except text rows that are now empty.
 */
function assertOnlyTextEmptied(before: Buffer, after: Buffer, where: string) {
  const rowsBefore = parseFlightRows(before);
  const rowsAfter = parseFlightRows(after);
  const same = (index: number) => {
    const [old, now] = [rowsBefore[index], rowsAfter[index]];
    if (old.id !== now.id || old.tag !== now.tag) return false;
    const text = rowText(after, now);
    return text === rowText(before, old) || (now.tag === "T" && text === "");
  };
  if (rowsBefore.length !== rowsAfter.length || !rowsBefore.every((_, index) => same(index))) {
    throw new Error(`${where}: the rewritten flight payload differs in more than the emptied stylesheet rows`);
  }
}

const inlinePayload = (html: string) => Buffer.from(readInlineFlight(html).chunks.join(""), "utf8");

/** A page's HTML with the payload copies of its inlined stylesheets emptied. */
export function withoutPayloadCssInHtml(html: string, where = "page"): string {
  const sheets = inlinedStylesheets(html);
  if (!sheets.size) return html;
  const result = rewriteInlineFlight(html, (payload) => payloadCssEdits(payload, sheets));
  if (result !== html) assertOnlyTextEmptied(inlinePayload(html), inlinePayload(result), where);
  return result;
}

/** A navigation payload with the stylesheets every page inlines emptied. */
export function withoutPayloadCssInText(payload: Buffer, cssByHref: Map<string, string>, where = "payload"): Buffer {
  const edits = payloadCssEdits(payload, cssByHref);
  if (!edits.length) return payload;
  const result = applyEdits(payload, edits).payload;
  assertOnlyTextEmptied(payload, result, where);
  return result;
}

/**
 * How many copies of a stylesheet's text a page holds: in its markup, and in
 * its inline payload, split across scripts or not, as a text row or (when
 * short) as a JSON string.
 */
export function stylesheetCopies(html: string, css: string): number {
  const occurrences = (text: string, part: string) => text.split(part).length - 1;
  const { chunks, scripts } = readInlineFlight(html);
  const markup = scripts.reduceRight((rest, script) => rest.slice(0, script.start) + rest.slice(script.end), html);
  const payload = chunks.join("");
  const inJson = JSON.stringify(css).slice(1, -1);
  return occurrences(markup, css) + occurrences(payload, css) + (inJson === css ? 0 : occurrences(payload, inJson));
}

export type PayloadCssSummary = { pages: number; payloads: number; bytesSaved: number };

/** The post-build step: every exported page, then every navigation payload. */
export function removePayloadCss(outDir: string): PayloadCssSummary {
  const summary: PayloadCssSummary = { pages: 0, payloads: 0, bytesSaved: 0 };
  const sheetsOfPages: Map<string, string>[] = [];
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, "utf8");
    const result = withoutPayloadCssInHtml(html, path.relative(outDir, file));
    sheetsOfPages.push(inlinedStylesheets(result));
    if (result === html) continue;
    writeFileSync(file, result);
    summary.bytesSaved += Buffer.byteLength(html) - Buffer.byteLength(result);
    summary.pages += 1;
  }
  const [first = new Map<string, string>(), ...others] = sheetsOfPages;
  const inlinedEverywhere = new Map(
    [...first].filter(([href, css]) => others.every((sheets) => sheets.get(href) === css)),
  );
  for (const file of navigationPayloadFiles(outDir)) {
    const payload = readFileSync(file);
    const result = withoutPayloadCssInText(payload, inlinedEverywhere, path.relative(outDir, file));
    if (result === payload) continue;
    writeFileSync(file, result);
    summary.bytesSaved += payload.length - result.length;
    summary.payloads += 1;
  }
  return summary;
}
