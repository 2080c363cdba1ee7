/**
 * The study-cost tool's destinations, built at build time from the content the pages show: the country
 * guides' cost and visa-fee items tagged `firstYear` (tuition falling back to the guide's university table),
 * and for destinations without a guide, the student-visa page's fee and the program page's tuition.
 *
 * In Gujarati and Hindi (`costDestinationsIn`) every figure is the English content's; only the names are the
 * language's: its guide's country and item names, its student-visa page's visa names, and the words of
 * content/i18n/tools.<language>.yaml (`studyCostSources`). Links go to the language's page where there is one.
 */

import { type CountryGuide, findGuide } from "@/content/country-guides";
import { guideIn, type Language, linkIn, serviceIn } from "@/content/languages";
import { programDetail } from "@/content/programs";
import { getRoute } from "@/content/routes";
import type { Money } from "@/content/schemas/primitives";
import { studentVisa } from "@/content/student-visa";
import { exchangeRates, studyCostContent } from "@/content/tools";
import { isMoney } from "@/lib/money";

import { sayer } from "./say";
import type { CostDestination, CostEntry, RupeeRates } from "./study-cost";
import { wordGroup } from "./tool-words";

const studentVisaPath = "/services/student-visa";
const programDetailPath = "/programs/program-detail";

/** The names of the tool's own figures in one language (content/i18n/tools.yaml, `studyCostSources`). */
type SourceWords = {
  language: Language;
  say: ReturnType<typeof sayer>;
};

/** A guide's items tagged for the first year, in the guide's order. */
const taggedItems = (guide: CountryGuide) =>
  [...guide.visa.fees, ...guide.costs.items].flatMap((item) =>
    item.firstYear ? [{ part: item.firstYear, label: item.category, cost: item.cost }] : [],
  );

/**
 * A guide's cost entries: the figures of the English guide (`guide`), named as `named` (the same guide in the
 * page's language, item for item) names them.
 */
function guideEntries(guide: CountryGuide, named: CountryGuide, { language, say }: SourceWords): CostEntry[] {
  const items = taggedItems(guide);
  const names = taggedItems(named);
  if (names.length !== items.length) throw new Error(`${guide.path}: the ${language} guide's cost items differ`);
  const sourcePath = linkIn(guide.path, language);
  const tagged = items.map((item, index) => ({ ...item, label: names[index].label, sourcePath }));
  if (tagged.some((entry) => entry.part.startsWith("tuition"))) return tagged;
  // No tuition item (Germany, Finland): the range of the guide's university table.
  const fees = guide.universities.items.flatMap((university) => (university.tuition ? [university.tuition] : []));
  if (!fees.length) return tagged;
  const low = Math.min(...fees.map((fee) => fee.amount));
  const high = Math.max(...fees.map((fee) => fee.to ?? fee.amount));
  const tuition: Money = { ...fees[0], amount: low, to: high > low ? high : undefined, per: "year" };
  return [
    ...tagged,
    {
      part: "tuition",
      label: say("tuitionOf", { table: named.universities.title.toLowerCase() }),
      cost: tuition,
      sourcePath,
    },
  ];
}

/** The student-visa page's visa table in `language` (its rows' figures are the English page's). */
function visaRows(language: Language) {
  if (language === "en") return studentVisa.countries.rows;
  const section = serviceIn("student-visa", language)?.sections.find(
    (candidate) => candidate.id === studentVisa.countries.id,
  );
  return section?.kind === "visa-table" ? section.rows : studentVisa.countries.rows;
}

/** Entries for a country without a guide, from the rows that name it. */
function otherEntries(country: string, { language, say }: SourceWords): CostEntry[] {
  const entries: CostEntry[] = [];
  const index = studentVisa.countries.rows.findIndex((row) => row.country === country);
  const visa = studentVisa.countries.rows[index];
  if (visa && isMoney(visa.fee)) {
    entries.push({
      part: "visa",
      label: say("studentVisa", { visa: visaRows(language)[index]?.visa ?? visa.visa }),
      cost: visa.fee,
      sourcePath: linkIn(studentVisaPath, language),
    });
  }
  const tuition = programDetail.tuition.find((row) => row.country === country);
  if (tuition && isMoney(tuition.fee)) {
    // The program page is in English only: its English title, and a link to it.
    entries.push({
      part: "tuition-postgraduate",
      label: say("tuitionOf", { table: getRoute(programDetailPath).title }),
      cost: tuition.fee,
      sourcePath: linkIn(programDetailPath, language),
    });
  }
  return entries;
}

/** The name of a country without a guide in `language`: the words file's, else the English content's. */
function countryName(code: string, country: string, language: Language): string {
  if (language === "en") return country;
  const names = wordGroup("studyCostSources", language).countries;
  return typeof names === "object" && names[code] ? names[code] : country;
}

/** The tool's destinations in `language`, in the order of content/tools/study-cost.yaml. */
export function costDestinationsIn(language: Language): readonly CostDestination[] {
  const words: SourceWords = { language, say: sayer(wordGroup("studyCostSources", language)) };
  return studyCostContent.destinations.map((destination) => {
    if ("guide" in destination) {
      const guide = findGuide(destination.guide);
      // The content build checks every destination's guide exists (content-collections.ts).
      if (!guide) throw new Error(`content/tools/study-cost.yaml: no guide ${destination.guide}`);
      const named = language === "en" ? guide : (guideIn(guide.slug, language) ?? guide);
      const currency = guide.costs.items[0].cost.currency;
      if (currency === "INR") throw new Error(`${guide.path}: costs in rupees`);
      // The guide's `financialProof` figure: what the visa asks a student to show (Germany's blocked account).
      const proof = guide.figures?.financialProof;
      return {
        id: guide.slug,
        name: language === "en" ? guide.country : named.route.navLabel,
        currency,
        entries: guideEntries(guide, named, words),
        flight: destination.flight,
        guidePath: linkIn(guide.path, language),
        ...(isMoney(proof)
          ? {
              proofOfFunds: {
                label: words.say("financialProof", { title: named.visa.title }),
                cost: proof,
                sourcePath: linkIn(guide.path, language),
              },
            }
          : {}),
      };
    }
    return {
      id: destination.code,
      name: countryName(destination.code, destination.country, language),
      currency: destination.currency,
      entries: otherEntries(destination.country, words),
      flight: destination.flight,
    };
  });
}

export const costDestinations: readonly CostDestination[] = costDestinationsIn("en");

export const rupeeRates: RupeeRates = { INR: 1, ...exchangeRates.rates };
export const ratesAsOf = exchangeRates.asOf;
export const ratesNote = exchangeRates.note;
export const flightNote = studyCostContent.flightNote;
