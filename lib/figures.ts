/**
 * Placeholders in content text: `{studyPermitFee}` shows a figure of the same file, `{claims.students.main}`
 * a company claim, `{site.name}` a site setting. The content build fills them in (content-collections.ts),
 * and route descriptions use the same syntax with page figures (lib/route-descriptions.ts), so a fee lives
 * in one place and every sentence that states it follows.
 */

import type { Figure, Money, Resolved } from "@/content/schemas/primitives";

import { formatMoney, isMoney, type MoneyWords } from "./money";

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*)\}/g;

/** Anything a placeholder may name: figures, and objects or lists of them, reached by a dotted path. */
export type FigureScope = { readonly [name: string]: unknown };

/** The value at a dotted path ("claims.students.main", "site.offices.0.city"), or undefined. */
export function lookUp(scope: FigureScope, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => {
    if (node === null || typeof node !== "object") return undefined;
    return (node as Record<string, unknown>)[key];
  }, scope);
}

function isFigure(value: unknown): value is Figure {
  return typeof value === "string" || typeof value === "number" || isMoney(value);
}

/** A figure as running text: money formatted (qualifier in lowercase, "up to 1,200 euro per month"). */
export function figureText(value: Figure, words?: MoneyWords): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return formatMoney(value, { words });
}

/** The names of the placeholders in a text, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/**
 * `text` with each placeholder replaced by its figure. A text that opens with a placeholder starts with a
 * capital ("Up to Rs 1.5 crore"). Throws, naming `where` and the placeholder, when a name is unknown. `words`:
 * a Gujarati or Hindi text's money words (lib/money.ts).
 */
export function fillPlaceholders(text: string, scope: FigureScope, where: string, words?: MoneyWords): string {
  const filled = text.replace(PLACEHOLDER, (_, path: string) => {
    const value = lookUp(scope, path);
    if (!isFigure(value)) {
      throw new Error(`${where}: unknown figure {${path}} (figures here: ${Object.keys(scope).join(", ")})`);
    }
    return figureText(value, words);
  });
  return text.startsWith("{") ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}

function isFigureRef(value: object): value is { ref: string } {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "ref" && typeof (value as { ref: unknown }).ref === "string";
}

/**
 * A parsed content document with every text placeholder filled in and every `{ ref: name }` money field
 * replaced by the money figure it names. `where` (the file) prefixes each error with the field's path.
 */
export function resolveFigures<T>(
  value: T,
  scope: FigureScope,
  where: string,
  words?: MoneyWords,
  path = "",
): Resolved<T> {
  const here = path ? `${where}: ${path}` : where;
  if (typeof value === "string") return fillPlaceholders(value, scope, here, words) as Resolved<T>;
  if (Array.isArray(value)) {
    return value.map((item, index) => resolveFigures(item, scope, where, words, `${path}[${index}]`)) as Resolved<T>;
  }
  if (value !== null && typeof value === "object") {
    if (isFigureRef(value)) {
      const target = lookUp(scope, value.ref);
      if (!isMoney(target)) {
        throw new Error(`${here}: { ref: ${value.ref} } names no money figure of this file`);
      }
      return target as Money as Resolved<T>;
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        resolveFigures(child, scope, where, words, path ? `${path}.${key}` : key),
      ]),
    ) as Resolved<T>;
  }
  return value as Resolved<T>;
}
