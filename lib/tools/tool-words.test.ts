/**
 * The tools' words (content/i18n/tools.yaml and its Gujarati and Hindi files) against what else states them:
 * the route registry and the content the English pages read, so a change there is not missed in the
 * translations; and the Gujarati and Hindi tools' figures against the English tool's.
 */
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { getRoute } from "@/content/routes";
import { studyCostContent } from "@/content/tools";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney, formatRupeeRate, formatRupeesExact, formatRupeesInWords } from "@/lib/money";
import { educationLoan } from "@/content/education-loan";
import { routeDescription } from "@/lib/route-descriptions";
import { parseNumber } from "@/lib/validations/tools";

import { fill, marks, richText, sayer } from "./say";
import { costDestinations, costDestinationsIn, ratesNote } from "./study-cost-data";
import { toolDate, toolMoneyWords, wordGroup } from "./tool-words";

const groups = Object.keys(parse(readFileSync("content/i18n/tools.yaml", "utf8")) as object);
const languages = ["en", "gu", "hi"] as const;

describe("the tools' words", () => {
  it("repeat the route registry's titles and descriptions, and the exchange rates' note", () => {
    const studyCost = sayer(wordGroup("studyCostPage", "en"));
    const route = getRoute("/tools/study-cost");
    expect([studyCost("title"), studyCost("metaTitle"), studyCost("description")]).toEqual([
      route.title,
      route.metaTitle,
      routeDescription(route),
    ]);
    expect(studyCost("ratesNote")).toBe(ratesNote);

    const emi = sayer(wordGroup("emiPage", "en"));
    const emiRoute = getRoute("/tools/education-loan-emi");
    expect(emi("title")).toBe(emiRoute.title);
    expect(emiRoute.metaTitle).toBeUndefined();
    expect(emi("description", { maxAmount: formatMoney(educationLoan.amount.value) })).toBe(routeDescription(emiRoute));
  });

  it("name every destination without a guide, in English as the content does", () => {
    const others = studyCostContent.destinations.flatMap((destination) => ("code" in destination ? [destination] : []));
    for (const language of languages) {
      const say = sayer(wordGroup("studyCostSources", language));
      for (const { code, country } of others) {
        if (language === "en") expect(say(`countries.${code}`)).toBe(country);
        else expect(say(`countries.${code}`)).not.toBe(country);
      }
    }
  });

  it("hold {placeholders} only, which the tools fill without a message-format library", () => {
    for (const language of languages) {
      for (const group of groups) {
        const texts = Object.values(wordGroup(group, language)).flatMap((entry) =>
          typeof entry === "string" ? [entry] : Object.values(entry),
        );
        for (const text of texts) {
          expect(text.replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, "")).not.toMatch(/[{}<>]|'\{|'\}/);
        }
      }
    }
  });

  it("are filled, and put elements where a language's sentence wants them", () => {
    expect(fill("{a} and {b}", { a: 1, b: "two" })).toBe("1 and two");
    expect(() => fill("{a}", {})).toThrow("No value for {a}");
    expect(() => sayer({ a: "x" })("b")).toThrow('No words for "b"');
    expect(sayer({ parts: { tuition: "Tuition" } })("parts.tuition")).toBe("Tuition");
    expect(richText(fill("{amount}માં પડે છે", marks("amount")), { amount: "X" })).toEqual([
      "",
      expect.objectContaining({ props: { children: "X" } }),
      "માં પડે છે",
    ]);
  });
});

describe("rupees in Gujarati and Hindi", () => {
  it("take the language's lakh, crore and ₹, and leave English as it was", () => {
    const gu = toolMoneyWords("gu");
    const hi = toolMoneyWords("hi");
    expect(toolMoneyWords("en")).toBeUndefined();
    expect(formatRupeesExact(1_234_567, gu)).toBe("₹12,34,567");
    expect(formatRupeesInWords(1_234_567, gu)).toBe("₹12.35 લાખ");
    expect(formatRupeesInWords(15_000_000, hi)).toBe("₹1.5 करोड़");
    expect(formatRupeesInWords(85_000, hi)).toBe("₹85,000");
    expect(formatRupeeRate(84.5, gu)).toBe("₹84.5");
    expect(formatRupeeRate(84.5)).toBe("Rs 84.5");
    expect(formatRupeesExact(1_234_567)).toBe("Rs 12,34,567");
    expect(formatRupeesInWords(1_234_567)).toBe("Rs 12.35 lakh");
  });

  it("are read when typed with the language's lakh and crore", () => {
    expect(parseNumber("20 લાખ")).toBe(2_000_000);
    expect(parseNumber("₹1.5 કરોડ")).toBe(15_000_000);
    expect(parseNumber("20 लाख")).toBe(2_000_000);
    expect(parseNumber("1.5 करो\u0921\u093C")).toBe(15_000_000);
    expect(parseNumber("1.5 करो\u095C")).toBe(15_000_000);
    expect(parseNumber("20 lakh")).toBe(2_000_000);
  });

  it("come with dates in the language, in 0-9 digits, and the English date as before", () => {
    expect(toolDate("2026-11-20", "en")).toBe(formatIsoDate("2026-11-20"));
    expect(toolDate("2026-11-20", "gu")).toBe("20 નવેમ્બર, 2026");
    expect(toolDate("2026-11-20", "hi")).toBe("20 नवंबर 2026");
  });
});

describe("the study-cost tool's destinations in Gujarati and Hindi", () => {
  it.each(["gu", "hi"] as const)("%s: the English figures, named in the language, linked to its pages", (language) => {
    const translated = costDestinationsIn(language);
    const figures = (destinations: typeof costDestinations) =>
      destinations.map(({ id, currency, flight, entries, proofOfFunds }) => ({
        id,
        currency,
        flight,
        entries: entries.map(({ part, cost }) => ({ part, cost })),
        proof: proofOfFunds?.cost,
      }));
    expect(figures(translated)).toEqual(figures(costDestinations));
    const germany = translated.find((destination) => destination.id === "germany")!;
    expect(germany.name).not.toBe("Germany");
    expect(germany.guidePath).toBe(`/${language}/destinations/germany`);
    expect(germany.entries.every((entry) => entry.sourcePath === `/${language}/destinations/germany`)).toBe(true);
    const australia = translated.find((destination) => destination.id === "au")!;
    // The program page is in English only: its link stays English.
    expect(australia.entries.map((entry) => entry.sourcePath)).toEqual([
      `/${language}/services/student-visa`,
      "/programs/program-detail",
    ]);
  });
});
