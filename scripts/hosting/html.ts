/**
 * Post-build edits to an exported page: the CSP <meta> with the SHA-256 of the
 * page's own inline scripts, and (on 404.html) the case-redirect script, both
 * placed first in <head> so they apply before anything else loads or paints.
 */
import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser executes; anything else (application/ld+json) is data and needs no hash. */
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The bodies of the inline scripts a browser would run, in document order. */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (executableTypes.has(type.toLowerCase())) bodies.push(body);
  }
  return bodies;
}

/** The CSP hash source of a script body, as browsers compute it (SHA-256 of its UTF-8 text, base64). */
export function sha256Base64(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export const cspMetaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;
export const caseRedirectPattern = /<script id="case-redirect">[\s\S]*?<\/script>/g;

export function cspMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
}

/** The policy of a page's CSP <meta>, or null when it has none. */
export function policyInMeta(html: string): string | null {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
  return content === undefined ? null : content.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

export function caseRedirectElement(script: string): string {
  return `<script id="case-redirect">${script}</script>`;
}

/** Drops what an earlier post-build run injected, so running it twice changes nothing. */
export function withoutInjections(html: string): string {
  return html.replace(cspMetaPattern, "").replace(caseRedirectPattern, "");
}

/**
 * Inserts markup at the very start of <head>, after the charset declaration
 * (which must stay within the first 1024 bytes).
 */
export function prependToHead(html: string, markup: string): string {
  const head = /<head\b[^>]*>(\s*<meta charset="?utf-8"?\s*\/?>)?/i.exec(html);
  if (!head) throw new Error("page has no <head>");
  const at = head.index + head[0].length;
  return html.slice(0, at) + markup + html.slice(at);
}
