/**
 * @jest-environment node
 *
 * The Gujarati and Hindi collections of /admin (admin/config.yml) against the English files they translate. A
 * translation file holds only the words of its English file (content/i18n/translation-overlay.ts), and Decap writes
 * every field it is given: so each text of an English file that needs translating must be a field of its language's
 * collection (or it cannot be edited), and a figure, link, id or number must never be one (Decap would write it into
 * the translation, and the content build refuses it there). One row per English source, each checked in both
 * languages; the paths are those the content build names ("visa.types[2].title" is "visa.types[].title" here).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "yaml";

import { formWordsSource } from "@/content/form-words";
import { isTranslatableText } from "@/content/i18n/translation-overlay";

type Field = { name: string; widget?: string; fields?: Field[]; field?: Field };
type FileEntry = { name: string; file: string; fields: Field[] };
type Collection = {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  fields?: Field[];
  files?: FileEntry[];
};

const config = parse(readFileSync("admin/config.yml", "utf8")) as { i18n?: unknown; collections: Collection[] };
const languages = ["gu", "hi"] as const;

/** The English files of a folder: its .yaml files without a language before the extension. */
const englishFilesIn = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith(".yaml") && !/\.(gu|hi)\.yaml$/.test(file))
    .map((file) => `${folder}/${file}`);

/** Where a collection's fields come from: every English file of a folder, or one English document. */
type Source =
  | { collection: string; folder: string; englishFiles: string[] }
  | { collection: string; entry: string; file: string; english: () => unknown; allText?: boolean };

const yamlOf = (file: string) => () => parse(readFileSync(file, "utf8")) as unknown;

/** The site's own words (content/i18n/<name>.yaml): every string in them is a word to translate. */
const wordFiles = englishFilesIn("content/i18n").filter((file) => !file.endsWith("/glossary.yaml"));

const sources: Source[] = [
  { collection: "guides", folder: "content/guides", englishFiles: englishFilesIn("content/guides") },
  { collection: "services", folder: "content/services", englishFiles: englishFilesIn("content/services") },
  ...["content/pages/home.yaml", "content/pages/destinations.yaml", "content/tools/study-cost.yaml"].map((file) => ({
    collection: "pages",
    entry: path.basename(file, ".yaml"),
    file,
    english: yamlOf(file),
  })),
  ...wordFiles.map((file) => ({
    collection: "words",
    entry: path.basename(file, ".yaml"),
    file,
    english: yamlOf(file),
    allText: true,
  })),
  // The forms' English is code (content/form-words.ts); their translations are content/i18n/forms.gu.yaml, .hi.yaml.
  {
    collection: "words",
    entry: "forms",
    file: "content/i18n/forms.yaml",
    english: () => formWordsSource,
    allText: true,
  },
];

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*\}/g;

/**
 * The paths of an English document's strings and numbers ("visa.types[].title": list items share one path, as
 * one Decap field edits them all), each with whether some value there is text to translate.
 */
function englishPaths(documents: unknown[], allText = false): Map<string, boolean> {
  const paths = new Map<string, boolean>();
  const walk = (value: unknown, at: string, key: string | undefined) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, `${at}[]`, key));
    else if (value !== null && typeof value === "object")
      for (const [child, inner] of Object.entries(value)) walk(inner, at ? `${at}.${child}` : child, child);
    else {
      const words =
        typeof value === "string" &&
        (allText ? /\p{L}/u.test(value.replace(PLACEHOLDER, "")) : isTranslatableText(value, key));
      paths.set(at, (paths.get(at) ?? false) || words);
    }
  };
  for (const document of documents) walk(document, "", undefined);
  return paths;
}

/** The paths of the values a collection's fields write (a list of one field writes its items at "name[]"). */
function fieldPaths(fields: Field[], at = ""): string[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    if (field.widget === "list" && field.field) return [`${here}[]`];
    if (field.widget === "list" && field.fields) return fieldPaths(field.fields, `${here}[]`);
    if (field.widget === "object" && field.fields) return fieldPaths(field.fields, here);
    return [here];
  });
}

function collectionOf(name: string): Collection {
  const collection = config.collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`admin/config.yml has no collection ${name}`);
  return collection;
}

/** The fields of a source's collection in one language, after checking it reads that language's files. */
function translationFields(source: Source, language: (typeof languages)[number]): Field[] {
  const collection = collectionOf(`${source.collection}-${language}`);
  if ("folder" in source) {
    expect(collection).toMatchObject({ folder: source.folder, extension: `${language}.yaml`, format: "yaml" });
    return collection.fields ?? [];
  }
  const entry = collection.files?.find((file) => file.name === source.entry);
  expect(entry?.file).toBe(source.file.replace(/\.yaml$/, `.${language}.yaml`));
  return entry?.fields ?? [];
}

const label = (source: Source) => ("folder" in source ? source.folder : source.file);

describe("the translations in /admin", () => {
  describe.each(sources.map((source) => [label(source), source] as const))("%s", (_, source) => {
    const english =
      "folder" in source
        ? englishPaths(source.englishFiles.map((file) => yamlOf(file)()))
        : englishPaths([source.english()], source.allText);
    const toTranslate = [...english].filter(([, words]) => words).map(([at]) => at);

    it.each(languages)("in %s, every text to translate is a field", (language) => {
      const declared = new Set(fieldPaths(translationFields(source, language)));
      expect(toTranslate.filter((at) => !declared.has(at))).toEqual([]);
    });

    it.each(languages)("in %s, no field is a figure, link, id or number", (language) => {
      const wrong = fieldPaths(translationFields(source, language)).flatMap((at) =>
        english.get(at)
          ? []
          : [`${at}: ${english.has(at) ? "only figures, links, ids or numbers in English" : "in no English file"}`],
      );
      expect(wrong).toEqual([]);
    });
  });

  it("edits every Gujarati and Hindi file there is", () => {
    const translations = ["content/guides", "content/services", "content/pages", "content/tools", "content/i18n"]
      .filter((folder) => existsSync(folder))
      .flatMap((folder) =>
        readdirSync(folder)
          .filter((file) => /\.(gu|hi)\.yaml$/.test(file))
          .map((file) => `${folder}/${file}`),
      );
    const edited = (file: string) =>
      config.collections.some(
        (collection) =>
          (collection.folder === path.dirname(file) && file.endsWith(`.${collection.extension}`)) ||
          collection.files?.some((entry) => entry.file === file),
      );
    expect(translations.length).toBeGreaterThan(0);
    expect(translations.filter((file) => !edited(file))).toEqual([]);
  });

  it("does not use Decap's own i18n, which would read and write the English as <name>.en.yaml", () => {
    expect(config.i18n).toBeUndefined();
    expect(config.collections.filter((collection) => "i18n" in collection).map(({ name }) => name)).toEqual([]);
  });
});
