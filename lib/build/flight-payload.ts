/**
 * Reading and writing the React Flight (RSC) payload of an exported page: the
 * inline `self.__next_f.push([1,"..."])` scripts in its HTML, or a `.txt`
 * navigation payload. Build-time Node code for the post-build step.
 *
 * A payload is a sequence of rows `<hex id>:<tag><data>`. Text-like rows
 * (`T` and the typed-array tags) carry their data's length in UTF-8 bytes as
 * hex before a comma (`2:Tc1f7,<49655 bytes>`); every other row ends at a
 * newline. So a rewrite must keep each length prefix equal to its data, which
 * {@link parseFlightRows} checks by reading the payload exactly as React's
 * client does.
 */

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { htmlFiles } from "../hosting/exported-pages";

/** Row tags followed by `<hex byte length>,` and that many bytes (React's flight client, processBinaryChunk). */
const lengthPrefixedTags = new Set("TAOobUSsLlGgMmV");

export type FlightRow = {
  /** The row id as written (hex; empty for hint rows such as `:HL`). */
  id: string;
  /** The tag character, or "" for a plain JSON model row. */
  tag: string;
  /** Byte offsets in the payload: where the row starts, where its data starts and where the row ends. */
  start: number;
  dataStart: number;
  end: number;
};

/**
 * Splits a payload into rows as React's flight client reads it, and fails on
 * anything it would misread: a length prefix that runs past the end, or a
 * newline-terminated row without its newline.
 */
export function parseFlightRows(payload: Buffer): FlightRow[] {
  const rows: FlightRow[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(":", at);
    if (colon < 0) throw new Error(`flight payload: row at byte ${at} has no id`);
    const id = payload.toString("latin1", at, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`flight payload: bad row id "${id.slice(0, 20)}" at byte ${at}`);
    const tag = String.fromCharCode(payload[colon + 1]);
    if (lengthPrefixedTags.has(tag)) {
      const comma = payload.indexOf(",", colon + 2);
      const hex = payload.toString("latin1", colon + 2, comma);
      if (comma < 0 || !/^[0-9a-f]+$/.test(hex)) throw new Error(`flight payload: row ${id} has no length`);
      const dataStart = comma + 1;
      const end = dataStart + parseInt(hex, 16);
      if (end > payload.length) throw new Error(`flight payload: row ${id} is longer than the payload`);
      rows.push({ id, tag, start: at, dataStart, end });
      at = end;
    } else {
      const newline = payload.indexOf("\n", colon + 1);
      if (newline < 0) throw new Error(`flight payload: row ${id} does not end with a newline`);
      const isTagged = /[A-Z#rx]/.test(tag);
      rows.push({ id, tag: isTagged ? tag : "", start: at, dataStart: colon + (isTagged ? 2 : 1), end: newline + 1 });
      at = newline + 1;
    }
  }
  return rows;
}

/** The data of a row as text (without the trailing newline of a model row). */
export function rowText(payload: Buffer, row: FlightRow): string {
  const end = lengthPrefixedTags.has(row.tag) ? row.end : row.end - 1;
  return payload.toString("utf8", row.dataStart, end);
}

/** A byte range of the payload replaced by new bytes. */
export type FlightEdit = { start: number; end: number; replacement: Buffer };

/** Applies non-overlapping edits; also maps old offsets to new ones (an offset inside an edit moves to its start). */
export function applyEdits(
  payload: Buffer,
  edits: FlightEdit[],
): { payload: Buffer; mapOffset: (at: number) => number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error("flight payload: overlapping edits");
    parts.push(payload.subarray(at, edit.start), edit.replacement);
    at = edit.end;
  }
  parts.push(payload.subarray(at));
  const mapOffset = (offset: number) => {
    let shift = 0;
    for (const edit of sorted) {
      if (offset <= edit.start) break;
      if (offset < edit.end) return edit.start + shift;
      shift += edit.replacement.length - (edit.end - edit.start);
    }
    return offset + shift;
  };
  return { payload: Buffer.concat(parts), mapOffset };
}

// The inline payload in the HTML: one script per flushed chunk, written by Next as
// `self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, chunk]))})`, or in single
// quotes once compacted (compactInlineFlight).
const pushScript = /<script>self\.__next_f\.push\(\[1,(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\]\)<\/script>/g;

/** A single-quoted string's body as JSON reads it: `\'` unescaped, bare double quotes escaped. */
const singleQuotedAsJson = (body: string) =>
  body.replace(/\\.|"/g, (part) => (part === '"' ? '\\"' : part === "\\'" ? "'" : part));

export type InlineFlight = {
  /** The chunks' texts in document order. */
  chunks: string[];
  /** Where each chunk's whole <script> element sits in the HTML. */
  scripts: { start: number; end: number }[];
};

export function readInlineFlight(html: string): InlineFlight {
  const chunks: string[] = [];
  const scripts: { start: number; end: number }[] = [];
  for (const match of html.matchAll(pushScript)) {
    const [, doubleQuoted, singleQuoted] = match;
    chunks.push(JSON.parse(`"${doubleQuoted ?? singleQuotedAsJson(singleQuoted)}"`) as string);
    scripts.push({ start: match.index, end: match.index + match[0].length });
  }
  return { chunks, scripts };
}

const htmlJsonEscapes: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** A payload chunk as Next writes it into the HTML. */
export function inlineFlightScript(chunk: string): string {
  const data = JSON.stringify([1, chunk]).replace(/[&><\u2028\u2029]/g, (character) => htmlJsonEscapes[character]);
  return `<script>self.__next_f.push(${data})</script>`;
}

/** What a compact script escapes: its quote and backslash, line ends, and what could close or comment the script. */
const compactEscapes: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\r": "\\r",
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * The same chunk in a single-quoted string. The payload is JSON, full of double quotes that
 * Next's double-quoted string escapes one by one (about an eighth of a long page's HTML); in
 * single quotes they need none. The browser pushes the very same string.
 */
export function compactFlightScript(chunk: string): string {
  const body = chunk.replace(
    /[\\'\n\r&<>\u2028\u2029\u0000-\u001f]/g,
    (character) => compactEscapes[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script>self.__next_f.push([1,'${body}'])</script>`;
}

/**
 * A page with its inline payload scripts compacted: each in single quotes, and scripts that
 * follow one another with nothing between joined into one (the client reads the chunks as one
 * stream, so where a chunk ends does not matter; each script costs its wrapper and a CSP hash).
 */
export function compactInlineFlight(html: string): string {
  const { chunks, scripts } = readInlineFlight(html);
  let result = "";
  let at = 0;
  let run = "";
  scripts.forEach((script, index) => {
    result += html.slice(at, script.start);
    run += chunks[index];
    at = script.end;
    if (scripts[index + 1]?.start !== script.end) {
      result += compactFlightScript(run);
      run = "";
    }
  });
  return result + html.slice(at);
}

/** The post-build step: every exported page's payload scripts compacted; returns the bytes saved. */
export function compactInlinePayloads(outDir: string): { pages: number; bytesSaved: number } {
  let bytesSaved = 0;
  const files = htmlFiles(outDir);
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const result = compactInlineFlight(html);
    bytesSaved += Buffer.byteLength(html) - Buffer.byteLength(result);
    writeFileSync(file, result);
  }
  return { pages: files.length, bytesSaved };
}

/**
 * Rewrites the inline payload of a page: the chunks are joined into the one
 * payload the browser reads, `rewrite` returns its edits, and each chunk is cut
 * again where it was (shifted by the edits). Chunks that did not change keep
 * their exact script; a chunk that became empty loses its script.
 */
export function rewriteInlineFlight(html: string, rewrite: (payload: Buffer) => FlightEdit[]): string {
  const { chunks, scripts } = readInlineFlight(html);
  if (!chunks.length) return html;
  const payload = Buffer.from(chunks.join(""), "utf8");
  const edits = rewrite(payload);
  if (!edits.length) return html;
  const edited = applyEdits(payload, edits);

  let boundary = 0;
  const newChunks = chunks.map((chunk) => {
    const start = boundary;
    boundary += Buffer.byteLength(chunk, "utf8");
    return edited.payload.toString("utf8", edited.mapOffset(start), edited.mapOffset(boundary));
  });

  let result = "";
  let at = 0;
  scripts.forEach((script, index) => {
    result += html.slice(at, script.start);
    if (newChunks[index] === chunks[index]) result += html.slice(script.start, script.end);
    else if (newChunks[index]) result += inlineFlightScript(newChunks[index]);
    at = script.end;
  });
  return result + html.slice(at);
}

/**
 * The export's navigation payloads, which the client router fetches on a link
 * click: `<page>.txt` beside each `<page>.html`, and the per-segment
 * `__next.<segments>.txt` files. Other .txt files (robots.txt) are not payloads.
 */
export function navigationPayloadFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "_next") walk(full);
      } else if (name.endsWith(".txt") && (name.startsWith("__next.") || existsSync(full.replace(/\.txt$/, ".html")))) {
        files.push(full);
      }
    }
  };
  walk(outDir);
  return files.sort();
}
