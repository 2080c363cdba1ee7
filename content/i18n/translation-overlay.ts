/**
 * A Gujarati or Hindi data file is a translation laid over its English file: `germany.gu.yaml` beside
 * `germany.yaml` holds the same keys, in the same nesting, but only the text a reader reads. Amounts, links,
 * identifiers and numbers are never retyped: they come from the English file (a figure written as words,
 * "over 200", is translated with its digits kept), so a fee changed there changes
 * on every language's page. The content build (content-collections.ts) lays each translation over its English
 * document and fails, naming the file and the key, on a missing or extra key, a placeholder the translation
 * drops or invents, or a digit the English text does not have.
 */

/** Keys whose string values name things (ids, codes, links, enum values) rather than say them. */
const UNTRANSLATED_KEYS = new Set([
  "country",
  "code",
  "currency",
  "notation",
  "per",
  "qualifier",
  "ref",
  "kind",
  "id",
  "field",
  "service",
  "nav",
  "icon",
  "tone",
  "sectionOrder",
  "indicative",
  "firstYear",
  "type",
  "href",
  "url",
  "minWidth",
]);

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*\}/g;
const IDENTIFIER = /^[a-z][a-zA-Z0-9-]*$/;
const CODE = /^[A-Z0-9_-]+$/;
const LETTER = /\p{L}/u;
const DIGITS = /\d+/g;

/** Whether a string of the English file is text a translation must give (see the file comment). */
export function isTranslatableText(value: string, key: string | undefined): boolean {
  if (key !== undefined && UNTRANSLATED_KEYS.has(key)) return false;
  if (/^(https?:|mailto:|tel:|\/)/.test(value)) return false;
  if (IDENTIFIER.test(value) || CODE.test(value)) return false;
  return LETTER.test(value.replace(PLACEHOLDER, ""));
}

/** Whether anything under `value` needs translating (an object or list with none is left out of the file). */
function needsTranslation(value: unknown, key: string | undefined): boolean {
  if (typeof value === "string") return isTranslatableText(value, key);
  if (Array.isArray(value)) return value.some((item) => needsTranslation(item, key));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([childKey, child]) => needsTranslation(child, childKey));
  }
  return false;
}

/** `{}` (or nothing) holds the place of an item with nothing to translate in a list. */
const isEmpty = (value: unknown) =>
  value === null || (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

const sorted = (values: Iterable<string>) => [...values].sort().join(", ");

/** Problems of one translated text against its English text (placeholders and digits must match). */
function textProblems(english: string, translated: string): string[] {
  const problems: string[] = [];
  const wanted = new Set(english.match(PLACEHOLDER));
  const given = new Set(translated.match(PLACEHOLDER));
  if (sorted(wanted) !== sorted(given)) {
    problems.push(
      `placeholders ${sorted(given) || "none"}, expected those of the English: ${sorted(wanted) || "none"}`,
    );
  }
  const englishDigits = new Set(english.replace(PLACEHOLDER, "").match(DIGITS));
  const retyped = (translated.replace(PLACEHOLDER, "").match(DIGITS) ?? []).filter((run) => !englishDigits.has(run));
  if (retyped.length > 0) {
    problems.push(
      `the number(s) ${retyped.join(", ")} are not in the English text: figures come from the English file`,
    );
  }
  if (/[\u0AE6-\u0AEF\u0966-\u096F]/.test(translated)) {
    problems.push("Gujarati or Devanagari digits: write numbers in 0-9, as the English file does");
  }
  return problems;
}

export type Overlay<T> = { document: T; problems: string[] };

/**
 * `english` with each translatable text replaced by the translation's text at the same key. `problems` names
 * each key as a path ("universities.items[2].note") with what is wrong; the document is only usable when
 * there are none.
 */
export function overlayTranslation<T>(
  english: T,
  translation: unknown,
  {
    allText = false,
  }: { /** Every string is words to translate (the site's labels: "indicative" is a word). */ allText?: boolean } = {},
): Overlay<T> {
  const problems: string[] = [];
  const translatable = (value: string, key: string | undefined) =>
    allText ? LETTER.test(value.replace(PLACEHOLDER, "")) : isTranslatableText(value, key);

  function walk(source: unknown, given: unknown, path: string, key: string | undefined): unknown {
    const here = path || "(the file)";
    if (typeof source === "string") {
      if (!translatable(source, key)) {
        if (given !== undefined && !isEmpty(given))
          problems.push(`${here}: not translated (the English value is kept); remove this key`);
        return source;
      }
      if (typeof given !== "string" || given.trim() === "") {
        problems.push(`${here}: missing key (English: "${source}")`);
        return source;
      }
      for (const problem of textProblems(source, given)) problems.push(`${here}: ${problem}`);
      return given;
    }
    if (!needsTranslation(source, key)) {
      if (given !== undefined && !isEmpty(given)) {
        problems.push(
          `${here}: nothing here is translated (figures, links and numbers come from the English file); remove this key`,
        );
      }
      return source;
    }
    if (Array.isArray(source)) {
      const items: unknown = given ?? [];
      if (!Array.isArray(items)) {
        problems.push(`${here}: expected a list of ${source.length} items, as in the English file`);
        return source;
      }
      if (items.length !== source.length && items.length > 0) {
        problems.push(`${here}: ${items.length} items, expected ${source.length} as in the English file`);
      }
      return source.map((item, index) => walk(item, items[index], `${path}[${index}]`, key));
    }
    const sourceObject = source as Record<string, unknown>;
    if (given === undefined || given === null) given = {};
    if (typeof given !== "object" || Array.isArray(given)) {
      problems.push(`${here}: expected keys as in the English file`);
      return source;
    }
    const givenObject = given as Record<string, unknown>;
    for (const extra of Object.keys(givenObject).filter((name) => !(name in sourceObject))) {
      problems.push(`${path ? `${path}.` : ""}${extra}: no such key in the English file`);
    }
    return Object.fromEntries(
      Object.entries(sourceObject).map(([childKey, child]) => [
        childKey,
        walk(child, givenObject[childKey], path ? `${path}.${childKey}` : childKey, childKey),
      ]),
    );
  }

  const document = walk(english, translation ?? {}, "", undefined) as T;
  return { document, problems };
}
