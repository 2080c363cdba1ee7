/**
 * Short class names in the export. Tailwind's utility names are long
 * (`focus-visible:outline-brand-700`) and a page carries each of them twice:
 * in its markup and again in the RSC payload React hydrates from (issue 12).
 * This post-build step gives every class the stylesheet defines and the server
 * output uses a one- or two-letter name, in the stylesheet, in every page's
 * `class` attributes and in every payload's `className` props (inline and
 * navigation payloads), so the three always agree.
 *
 * The client scripts are not rewritten: their chunks are cached for a year
 * under content hashes, and a class a script sets at run time must still
 * match. So a class that appears as a word in any script, in any other string
 * of a payload, or in another `<style>` keeps its long name in the stylesheet
 * too, as `:is(.long,.short)` (same specificity as one class). Such an element
 * hydrates with its short names (React leaves server attributes as they are)
 * and takes the long ones when a script changes its class.
 *
 * Names are made of consonants and digits only, so none spells a word an ad
 * blocker's cosmetic filters hide (`.ad`, `.ads`, `.banner`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import postcss, { type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

import { htmlFiles } from "../hosting/exported-pages";
import {
  applyEdits,
  type FlightEdit,
  navigationPayloadFiles,
  parseFlightRows,
  readInlineFlight,
  rewriteInlineFlight,
  rowText,
} from "./flight-payload";
import { inlinedStylesheets } from "./inlined-css";

/** What each shortened class is now called, and which of them scripts may still set by their long name. */
export type ClassNameMap = { short: Map<string, string>; keepLong: Set<string> };

/** The style rules of a stylesheet that have selectors (not the steps of a `@keyframes`). */
function styleRules(root: postcss.Root): Rule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (!(rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name))) rules.push(rule);
  });
  return rules;
}

/** Every class name a stylesheet's selectors use (unescaped, as written in a class attribute). */
export function stylesheetClassNames(css: string): Set<string> {
  const names = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void names.add(node.value)));
  for (const rule of styleRules(postcss.parse(css))) collect.processSync(rule.selector);
  return names;
}

/**
 * The stylesheet with each shortened class renamed, or matched by both names where scripts set
 * the long one. Only selectors change; every other byte stays as written.
 *
 * Both names: a class in the selector's own compounds is written as two selectors
 * (`.long x, .short x`), one inside a pseudo-class as `:is(.long,.short)` (`:not(:is(..))` must
 * stay one). Two selectors, not `:is()` at the top: a browser files each rule under a class of its
 * last compound and checks only an element's own classes' rules, but a rule ending in a
 * two-name `:is()` is checked against every element of the page, at every style recalculation.
 */
export function renameStylesheetClasses(css: string, { short, keepLong }: ClassNameMap): string {
  const isTopLevel = (node: selectorParser.Node) => node.parent?.parent?.type === "root";
  const rename = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      const to = short.get(node.value);
      if (!to || isTopLevel(node)) return;
      if (!keepLong.has(node.value)) {
        node.value = to;
        return;
      }
      const either = selectorParser.pseudo({ value: ":is" });
      for (const name of [node.value, to]) {
        const className = selectorParser.className({ value: "" });
        className.value = name; // set after construction, so the parser escapes it (`bg-white\/10`)
        either.append(selectorParser.selector({ value: "", nodes: [className] }));
      }
      node.replaceWith(either);
    });
    for (const selector of [...selectors.nodes]) {
      let variants = [selector];
      selector.nodes.forEach((node, index) => {
        const to = node.type === "class" ? short.get(node.value) : undefined;
        if (!to) return;
        if (!keepLong.has((node as selectorParser.ClassName).value)) {
          for (const variant of variants) (variant.nodes[index] as selectorParser.ClassName).value = to;
          return;
        }
        variants = variants.flatMap((variant) => {
          const shortened = variant.clone() as selectorParser.Selector;
          (shortened.nodes[index] as selectorParser.ClassName).value = to;
          return [variant, shortened];
        });
      });
      let previous = selector;
      for (const variant of variants.slice(1)) {
        selectors.insertAfter(previous, variant);
        previous = variant;
      }
    }
  });
  const root = postcss.parse(css);
  for (const rule of styleRules(root)) rule.selector = rename.processSync(rule.selector);
  return root.toString();
}

/** A class list with each shortened class replaced; other words (and their spacing) stay as written. */
export function renameClassList(list: string, short: Map<string, string>, decode = (word: string) => word): string {
  return list.replace(/\S+/g, (word) => short.get(decode(word)) ?? word);
}

const htmlEntities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
const decodeAttribute = (word: string) => word.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => htmlEntities[entity]);

/**
 * Start tags and raw-text elements of React's markup. React escapes `<`, `>` and quotes inside
 * attribute values, so a start tag ends at the first `>`; scripts and styles are skipped whole.
 */
const markupParts = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<[a-zA-Z][^>]*>/g;

/** The class attributes' words of a page's markup (scripts and styles excluded). */
export function markupClassWords(html: string): string[] {
  const words: string[] = [];
  for (const [part, rawText] of html.matchAll(markupParts)) {
    if (rawText) continue;
    for (const [, list] of part.matchAll(/ class="([^"]*)"/g)) {
      words.push(...list.split(/\s+/).filter(Boolean).map(decodeAttribute));
    }
  }
  return words;
}

function renameMarkupClasses(html: string, short: Map<string, string>): string {
  return html.replace(markupParts, (part, rawText?: string) =>
    rawText
      ? part
      : part.replace(
          / class="([^"]*)"/g,
          (_, list: string) => ` class="${renameClassList(list, short, decodeAttribute)}"`,
        ),
  );
}

/** `"className":"..."` as a key of a model row's JSON (a quote inside a string would be escaped). */
const classNameProp = /([{,])"className":"((?:[^"\\]|\\.)*)"/g;

/** The words of every `className` in a payload's model rows, and every other string's words. */
export function payloadWords(payload: Buffer): { classNames: string[]; otherStrings: string[] } {
  const classNames: string[] = [];
  const otherStrings: string[] = [];
  const collect = (value: unknown, key?: string) => {
    if (typeof value === "string") (key === "className" ? classNames : otherStrings).push(...value.split(/\s+/));
    else if (Array.isArray(value)) value.forEach((item) => collect(item));
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) collect(item, name);
  };
  for (const row of parseFlightRows(payload)) {
    const text = rowText(payload, row);
    if (row.tag === "") collect(JSON.parse(text));
    else otherStrings.push(...text.split(/\s+/));
  }
  return { classNames: classNames.filter(Boolean), otherStrings: otherStrings.filter(Boolean) };
}

/** The edits that rename the classes of every `className` in a payload's model rows. */
export function payloadClassNameEdits(payload: Buffer, short: Map<string, string>): FlightEdit[] {
  const edits: FlightEdit[] = [];
  for (const row of parseFlightRows(payload)) {
    if (row.tag !== "") continue;
    const text = rowText(payload, row);
    const renamed = text.replace(classNameProp, (_, before: string, list: string) => {
      const value = JSON.parse(`"${list}"`) as string;
      if (value === "$undefined") return `${before}"className":"${list}"`;
      if (value.startsWith("$")) throw new Error(`payload row ${row.id}: a className refers to another row (${value})`);
      return `${before}"className":${JSON.stringify(renameClassList(value, short))}`;
    });
    if (renamed !== text)
      edits.push({ start: row.start, end: row.end, replacement: Buffer.from(`${row.id}:${renamed}\n`) });
  }
  return edits;
}

/** Characters that may stand around a class inside a script's string: quotes, spacing, template edges, escapes. */
const scriptStringEdge = /["'`\s}$\\]/;

/**
 * The classes a script may set by name: each appears in its code as a whole word of a string
 * (bounded by quotes, spacing, `${}` or an escape such as `\n`). Matching more than strings
 * only keeps a few long names more; matching less would leave a script's class unstyled.
 */
export function classNamesInScript(code: string, classNames: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const edgeBefore = (at: number) =>
    at === 0 || scriptStringEdge.test(code[at - 1]) || (at >= 2 && code[at - 2] === "\\" && /[nrt]/.test(code[at - 1]));
  const edgeAfter = (at: number) => at === code.length || scriptStringEdge.test(code[at]);
  for (const name of classNames) {
    for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) {
      if (edgeBefore(at) && edgeAfter(at + name.length)) {
        found.add(name);
        break;
      }
    }
  }
  return found;
}

/** Consonants only (no vowel, so no word), then consonants and digits. */
const firstLetters = "bcdfghjklmnpqrstvwxzBCDFGHJKLMNPQRSTVWXZ";
const laterLetters = `${firstLetters}0123456789`;

/** `count` distinct short class names, shortest first, none of them in `taken`. */
export function shortClassNames(count: number, taken: Set<string>): string[] {
  const names: string[] = [];
  const candidates = function* () {
    for (let length = 1; ; length += 1) {
      const indices = new Array<number>(length).fill(0);
      while (true) {
        yield indices.map((index, position) => (position === 0 ? firstLetters : laterLetters)[index]).join("");
        let position = length - 1;
        while (position >= 0) {
          const letters = position === 0 ? firstLetters : laterLetters;
          if (++indices[position] < letters.length) break;
          indices[position] = 0;
          position -= 1;
        }
        if (position < 0) break;
      }
    }
  };
  for (const name of candidates()) {
    if (names.length === count) break;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}

/** What a second name costs in the stylesheet, beyond the name itself: `:is(.` `,.xy)`. */
const secondNameCost = 8;

/**
 * The map for an export: classes the stylesheet defines and the pages use, most used first
 * (shortest names), and which of them must keep their long names for scripts. A class scripts
 * set is shortened only where the pages use it often enough to pay for carrying both names in
 * the stylesheet, which every page inlines.
 */
export function planClassNames(input: {
  definedClasses: Set<string>;
  /** Every class word of the server output (markup and payload classNames), with repeats. */
  usedWords: string[];
  /** Words the long names must keep matching: scripts, other payload strings, other styles. */
  keepLongWords: Set<string>;
  /** How many pages share the stylesheet (and so pay for each second name). */
  pages: number;
}): ClassNameMap {
  const counts = new Map<string, number>();
  for (const word of input.usedWords) {
    if (input.definedClasses.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const pays = (name: string, uses: number) =>
    !input.keepLongWords.has(name) || uses * (name.length - 2) > input.pages * (name.length + secondNameCost);
  const order = [...counts]
    .filter(([name, uses]) => pays(name, uses))
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
  const taken = new Set([...input.definedClasses, ...input.usedWords, ...input.keepLongWords]);
  const names = shortClassNames(order.length, taken);
  const short = new Map(order.map(([name], index) => [name, names[index]]));
  const keepLong = new Set([...short.keys()].filter((name) => input.keepLongWords.has(name)));
  return { short, keepLong };
}

function filesUnder(dir: string, accept: (file: string) => boolean, skip: (dir: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return skip(full) ? [] : filesUnder(full, accept, skip);
    return accept(full) ? [full] : [];
  });
}

const inlinePayload = (html: string) => Buffer.from(readInlineFlight(html).chunks.join(""), "utf8");

/** The site's stylesheet as React inlines it (inlined-css.ts reads the same elements). */
const siteStylesheet = /(<style data-precedence="[^"]*" data-href="[^"]+">)([\s\S]*?)<\/style>/g;

/** Scripts inline in a page that are code, not payload or JSON-LD (the 404 page's case redirect). */
function inlineCode(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter((code) => !code.startsWith("self.__next_f.push("));
}

/** Class selectors of `<style>` elements other than the site's stylesheet (the no-script menu rules). */
function otherStyles(html: string): string[] {
  return [...html.matchAll(/<style\b(?![^>]*data-href=)[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

export type ShortClassNamesSummary = { classes: number; keptLong: number; pages: number; bytesSaved: number };

/** The post-build step over out/: after the payload's stylesheet copies are emptied (inlined-css.ts). */
export function shortenClassNames(outDir: string): ShortClassNamesSummary {
  const pages = htmlFiles(outDir).map((file) => ({ file, html: readFileSync(file, "utf8") }));
  const payloads = navigationPayloadFiles(outDir).map((file) => ({ file, payload: readFileSync(file) }));

  const sheets = new Map<string, string>();
  for (const { html } of pages) for (const [href, css] of inlinedStylesheets(html)) sheets.set(href, css);
  const sheetFiles = [...sheets.keys()].map((href) => path.join(outDir, href));
  const definedClasses = new Set([...sheets.values()].flatMap((css) => [...stylesheetClassNames(css)]));

  const usedWords: string[] = [];
  const keepLongWords = new Set<string>();
  const keepWords = (words: Iterable<string>) => {
    for (const word of words) if (definedClasses.has(word)) keepLongWords.add(word);
  };
  const readPayload = (payload: Buffer) => {
    const { classNames, otherStrings } = payloadWords(payload);
    usedWords.push(...classNames);
    keepWords(otherStrings);
  };
  for (const { html } of pages) {
    usedWords.push(...markupClassWords(html));
    readPayload(inlinePayload(html));
    for (const code of inlineCode(html)) keepWords(classNamesInScript(code, definedClasses));
    for (const css of otherStyles(html)) keepWords(stylesheetClassNames(css));
  }
  for (const { payload } of payloads) readPayload(payload);
  const scripts = filesUnder(
    outDir,
    (file) => file.endsWith(".js") || file.endsWith(".mjs"),
    (dir) => dir === path.join(outDir, "admin"),
  );
  for (const file of scripts) keepWords(classNamesInScript(readFileSync(file, "utf8"), definedClasses));

  const map = planClassNames({ definedClasses, usedWords, keepLongWords, pages: pages.length });
  const renamed = new Map<string, string>();
  const renamedCss = (css: string) => renamed.get(css) ?? renamed.set(css, checkedRename(css, map)).get(css)!;

  let bytesSaved = 0;
  for (const { file, html } of pages) {
    let result = renameMarkupClasses(html, map.short);
    result = rewriteInlineFlight(result, (payload) => payloadClassNameEdits(payload, map.short));
    result = result.replace(siteStylesheet, (_, open: string, css: string) => `${open}${renamedCss(css)}</style>`);
    bytesSaved += Buffer.byteLength(html) - Buffer.byteLength(result);
    writeFileSync(file, result);
  }
  for (const { file, payload } of payloads) {
    assertNoStylesheetText(payload, sheets, file);
    const result = applyEdits(payload, payloadClassNameEdits(payload, map.short)).payload;
    bytesSaved += payload.length - result.length;
    writeFileSync(file, result);
  }
  // The stylesheet files themselves, for anything that still fetches one (the pages never do: they inline
  // them). React may inline several files as one element; together they must still define every name.
  const renamedFiles = sheetFiles.map((file) => renameStylesheetClasses(readFileSync(file, "utf8"), map));
  assertDefinesEveryName(renamedFiles.join("\n"), map, "the stylesheet files");
  sheetFiles.forEach((file, index) => writeFileSync(file, renamedFiles[index]));

  return { classes: map.short.size, keptLong: map.keepLong.size, pages: pages.length, bytesSaved };
}

/** The renamed stylesheet, read back: every short name and every long name scripts set must match something. */
function checkedRename(css: string, map: ClassNameMap): string {
  const result = renameStylesheetClasses(css, map);
  assertDefinesEveryName(result, map, "the inlined stylesheet");
  return result;
}

function assertDefinesEveryName(css: string, map: ClassNameMap, what: string) {
  const defined = stylesheetClassNames(css);
  const lost = [...map.short.values(), ...map.keepLong].filter((name) => !defined.has(name));
  if (lost.length) throw new Error(`short class names: ${what} lost ${lost.slice(0, 5).join(", ")}`);
}

/** A navigation payload must not carry the stylesheet's text: its long names would no longer match the pages. */
function assertNoStylesheetText(payload: Buffer, sheets: Map<string, string>, where: string) {
  for (const row of parseFlightRows(payload)) {
    if (row.tag !== "T" || row.end - row.dataStart < 200) continue;
    const text = rowText(payload, row);
    if ([...sheets.values()].some((css) => css.includes(text))) {
      throw new Error(`${where}: a navigation payload still carries the stylesheet (row ${row.id})`);
    }
  }
}
