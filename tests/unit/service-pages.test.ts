/**
 * Service pages (spec part 2): where the buttons the spec leaves without an action lead, that every country
 * these pages name has a flag, and that an indicative value is labelled once, by the page, not also in its text.
 */

import { readFileSync } from "node:fs";
import path from "node:path";

import { flagSource } from "@/components/ui/flag";
import { countryCodes, INDICATIVE_LABEL, type Money } from "@/content/schemas/primitives";
import { findVisaCountry } from "@/content/visa-countries";
import { displayValue } from "@/lib/money";

import { servicePages } from "../support/service-pages";

const serviceModules = servicePages;
const { ielts, postStudyWorkVisa, spouseVisa, studentVisa, visitorVisa } = servicePages;

describe("buttons the spec shows without an action", () => {
  test.each([
    ["Start Your Journey (student visa)", studentVisa.ctas.start],
    ["Start Your Application (spouse visa)", spouseVisa.cta.buttons[1]],
    ["Download Checklist (spouse visa)", spouseVisa.cta.buttons[2]],
    ["Get FREE Demo Class (IELTS)", ielts.ctas.demo],
    ["Get FREE Demo Class, closing band (IELTS)", ielts.cta.buttons[1]],
  ] as const)("%s leads to the consultation request", (_name, cta) => {
    expect(cta.href).toBe("/get-in-touch");
  });

  test("the spec's labels are kept", () => {
    expect(studentVisa.ctas.start.label).toBe("Start Your Journey");
    expect(spouseVisa.cta.buttons.slice(1).map((cta) => cta.label)).toEqual([
      "Start Your Application",
      "Download Checklist",
    ]);
    expect(ielts.ctas.demo.label).toBe("Get FREE Demo Class");
  });
});

describe("countries", () => {
  test.each([
    ...studentVisa.countries.rows.map((row) => row.country),
    ...spouseVisa.countries.rows.map((row) => row.country),
    ...visitorVisa.countries.rows.map((row) => row.country),
    ...postStudyWorkVisa.types.items.map((visa) => visa.country),
  ])("%s has a flag", (country) => {
    expect(findVisaCountry(country)?.flag).toMatch(/^[a-z]{2}$/);
  });

  test("the Schengen area uses the EU flag", () => {
    expect(findVisaCountry("Schengen")?.flag).toBe("eu");
  });

  test.each(countryCodes)("the %s flag is drawn as a static SVG file", (code) => {
    const file = path.join(process.cwd(), "public", flagSource(code));
    expect(readFileSync(file, "utf8")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 60 40"/,
    );
  });
});

describe("indicative values", () => {
  /** [path, value] for every field a record flags as indicative. */
  function flaggedValues(node: unknown, path: string, found: [string, unknown][] = []) {
    if (Array.isArray(node)) {
      node.forEach((child, index) => flaggedValues(child, `${path}[${index}]`, found));
    } else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.indicative)) {
        for (const field of record.indicative as string[]) found.push([`${path}.${field}`, record[field]]);
      }
      for (const [key, child] of Object.entries(record)) flaggedValues(child, `${path}.${key}`, found);
    }
    return found;
  }

  const values = flaggedValues(serviceModules, "content");

  test("the service pages flag some values", () => {
    expect(values.length).toBeGreaterThan(0);
  });

  test.each(values)("%s does not repeat the label in its text", (_path, value) => {
    expect(typeof value === "string" || typeof value === "object").toBe(true);
    expect(displayValue(value as string | Money).toLowerCase()).not.toContain(INDICATIVE_LABEL);
  });
});
