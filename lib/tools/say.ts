/**
 * The tools' words in the browser. A tool (a client component) is handed its groups of content/i18n/tools.yaml
 * by its page (lib/tools/tool-words.ts) as plain objects, and reads them here: `say("summaryTotal", { total })`.
 * The templates hold {placeholders} only (no ICU syntax), so filling them needs no message-format library in
 * the browser. Pages on the server read the same file with words() (lib/i18n/words.ts).
 */
import { createElement, Fragment, type ReactNode } from "react";

/** One group of the site's words as content/i18n/<part>.yaml holds it: texts, and sub-groups of texts. */
export type WordGroup = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

export type Say = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** `template` with each {name} replaced by its value; a placeholder without a value throws, as words() does. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}

/**
 * The reader of a group: `say("parts.tuition")`, `say("caption", { country, level })`. A key the group does not
 * have throws, so a tool never shows a key's name.
 */
export function sayer(group: WordGroup): Say {
  return (key, values) => {
    const [head, tail] = key.split(".", 2);
    const entry = group[head];
    const template = tail === undefined ? entry : typeof entry === "object" ? entry[tail] : undefined;
    if (typeof template !== "string") throw new Error(`No words for "${key}"`);
    return fill(template, values);
  };
}

/** A mark that stands for an element in a text until `richText` puts the element there. */
const mark = (name: string) => `\uE000${name}\uE000`;
const MARKS = /\uE000([A-Za-z][A-Za-z0-9]*)\uE000/;

/** Values that hold the places of elements in a text: pass them to say() or words(), then the text to richText. */
export function marks(...names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, mark(name)]));
}

/**
 * A text with elements in it (a link, a figure in bold):
 * `richText(say("proof", { ...marks("funds", "source"), x }), { funds: <strong>...</strong>, source: <a>...</a> })`.
 * The sentence stays whole in the words file, so each language puts the element where its grammar wants it.
 */
export function richText(text: string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(MARKS);
  return parts.map((part, index) => (index % 2 === 1 ? createElement(Fragment, { key: index }, elements[part]) : part));
}
