/**
 * @jest-environment node
 *
 * The WhatsApp templates' entry in /admin (admin/config.yml, "Site settings" > "WhatsApp templates") against
 * content/whatsapp.yaml: every key of the file is a field of the entry, English and the `gu` and `hi` versions alike
 * (so each language's version can be edited where the office edits the English), no field names a key the file does
 * not have, and each template offers exactly the parameters its kind may use (contract/whatsapp.ts).
 */
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { whatsAppTemplateValues, type WhatsAppTemplateKind } from "@/contract/whatsapp";

type Field = { name: string; widget?: string; fields?: Field[]; options?: string[] };
type Collection = { name: string; files?: { name: string; file: string; fields: Field[] }[] };

const config = parse(readFileSync("admin/config.yml", "utf8")) as { collections: Collection[] };
const content = parse(readFileSync("content/whatsapp.yaml", "utf8")) as Record<string, unknown>;
const entry = config.collections
  .flatMap((collection) => collection.files ?? [])
  .find((file) => file.file === "content/whatsapp.yaml");

/** The key paths of an object, nested objects included; lists are values ("templates.x.parameters"). */
const keysOf = (value: Record<string, unknown>, at = ""): string[] =>
  Object.entries(value).flatMap(([key, inner]) => {
    const here = at ? `${at}.${key}` : key;
    const nested = inner !== null && typeof inner === "object" && !Array.isArray(inner);
    return [here, ...(nested ? keysOf(inner as Record<string, unknown>, here) : [])];
  });

const fieldsOf = (fields: Field[], at = ""): string[] =>
  fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    return [here, ...(field.widget === "object" && field.fields ? fieldsOf(field.fields, here) : [])];
  });

const field = (at: string): Field | undefined =>
  at.split(".").reduce<Field | undefined>((parent, name) => parent?.fields?.find((child) => child.name === name), {
    name: "",
    fields: entry?.fields,
  });

describe("the WhatsApp templates in /admin", () => {
  it("has a field for every key of content/whatsapp.yaml, and none other", () => {
    expect(entry).toBeDefined();
    const fields = fieldsOf(entry?.fields ?? []).sort();
    expect(fields).toEqual(keysOf(content).sort());
    expect(fields).toEqual(expect.arrayContaining(["gu.optedOut", "hi.optedIn", "templates.office_message.gu.body"]));
  });

  it("offers each template, in every language, the parameters its kind may use", () => {
    const templates = content.templates as Record<WhatsAppTemplateKind, Record<string, unknown>>;
    for (const kind of Object.keys(templates) as WhatsAppTemplateKind[]) {
      for (const version of ["", ".gu", ".hi"]) {
        expect([kind + version, field(`templates.${kind}${version}.parameters`)?.options]).toEqual([
          kind + version,
          [...whatsAppTemplateValues[kind]],
        ]);
      }
    }
  });
});
