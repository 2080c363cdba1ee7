import { JsonLdScript } from "next-seo";
import type { JSX } from "react";

export type JsonLdValue = string | number | boolean | JsonLdObject | readonly JsonLdValue[];
export type JsonLdObject = { [property: string]: JsonLdValue };

// Inside <script>, the HTML parser ends the element at "</script" followed by a space, "/" or ">",
// and "<!--" changes how it scans. next-seo's own stringify escapes only the exact "</script>",
// "<!--" and "-->", so "</script >" would still break out. Escaping every "<", ">" and "&" as a
// JSON unicode escape closes that door for any content, and the JSON still parses to the same value
// (these characters can only occur inside JSON strings). U+2028/2029 are escaped for old JS parsers.
const unsafeCharacters = /[<>&\u2028\u2029]/g;

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** JSON text that is safe to place verbatim inside a `<script type="application/ld+json">` element. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(unsafeCharacters, unicodeEscape);
}

export function isJsonLdObject(value: unknown): value is JsonLdObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The schema.org object a next-seo JSON-LD component would emit for `props`.
 * next-seo shapes the data (nested @types, defaults); we take that object and
 * serialize it ourselves with {@link serializeJsonLd}, which escapes more strictly.
 * Throws when next-seo changes its rendering, so the build fails instead of the markup.
 */
export function jsonLdOf<Props>(component: (props: Props) => JSX.Element, props: Props): JsonLdObject {
  const element = component(props);
  const data: unknown = element.type === JsonLdScript ? element.props.data : undefined;
  if (!isJsonLdObject(data)) throw new Error(`${component.name} no longer renders JsonLdScript with one object`);
  // The round trip drops undefined values exactly as JSON.stringify will, so tests see the emitted data.
  return JSON.parse(JSON.stringify(data)) as JsonLdObject;
}
