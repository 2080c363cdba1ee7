/**
 * The study-cost tool's destinations, built at build time from the content the pages show: the country
 * guides' cost and visa-fee items tagged `firstYear` (tuition falling back to the guide's university table),
 * and for destinations without a guide, the student-visa page's fee and the program page's tuition.
 */

import { type CountryGuide, findGuide } from "@/content/country-guides";
import { programDetail } from "@/content/programs";
import { getRoute } from "@/content/routes";
import type { Money } from "@/content/schemas/primitives";
import { studentVisa } from "@/content/student-visa";
import { exchangeRates, studyCostContent } from "@/content/tools";
import { isMoney } from "@/lib/money";

import type { CostDestination, CostEntry, RupeeRates } from "./study-cost";

const studentVisaPath = "/services/student-visa";
const programDetailPath = "/programs/program-detail";

function guideEntries(guide: CountryGuide): CostEntry[] {
  const tagged = [...guide.visa.fees, ...guide.costs.items].flatMap((item) =>
    item.firstYear ? [{ part: item.firstYear, label: item.category, cost: item.cost, sourcePath: guide.path }] : [],
  );
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
      label: `Tuition, ${guide.universities.title.toLowerCase()}`,
      cost: tuition,
      sourcePath: guide.path,
    },
  ];
}

/** Entries for a country without a guide, from the rows that name it. */
function otherEntries(country: string): CostEntry[] {
  const entries: CostEntry[] = [];
  const visa = studentVisa.countries.rows.find((row) => row.country === country);
  if (visa && isMoney(visa.fee)) {
    entries.push({ part: "visa", label: `Student visa (${visa.visa})`, cost: visa.fee, sourcePath: studentVisaPath });
  }
  const tuition = programDetail.tuition.find((row) => row.country === country);
  if (tuition && isMoney(tuition.fee)) {
    entries.push({
      part: "tuition-postgraduate",
      label: `Tuition, ${getRoute(programDetailPath).title}`,
      cost: tuition.fee,
      sourcePath: programDetailPath,
    });
  }
  return entries;
}

export const costDestinations: readonly CostDestination[] = studyCostContent.destinations.map((destination) => {
  if ("guide" in destination) {
    const guide = findGuide(destination.guide);
    // The content build checks every destination's guide exists (content-collections.ts).
    if (!guide) throw new Error(`content/tools/study-cost.yaml: no guide ${destination.guide}`);
    const currency = guide.costs.items[0].cost.currency;
    if (currency === "INR") throw new Error(`${guide.path}: costs in rupees`);
    // The guide's `financialProof` figure: what the visa asks a student to show (Germany's blocked account).
    const proof = guide.figures?.financialProof;
    return {
      id: guide.slug,
      name: guide.country,
      currency,
      entries: guideEntries(guide),
      flight: destination.flight,
      guidePath: guide.path,
      ...(isMoney(proof)
        ? { proofOfFunds: { label: `Financial proof, ${guide.visa.title}`, cost: proof, sourcePath: guide.path } }
        : {}),
    };
  }
  return {
    id: destination.code,
    name: destination.country,
    currency: destination.currency,
    entries: otherEntries(destination.country),
    flight: destination.flight,
  };
});

export const rupeeRates: RupeeRates = { INR: 1, ...exchangeRates.rates };
export const ratesAsOf = exchangeRates.asOf;
export const ratesNote = exchangeRates.note;
export const flightNote = studyCostContent.flightNote;
