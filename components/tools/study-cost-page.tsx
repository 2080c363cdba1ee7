import { type Language, studyCostIn } from "@/content/languages";
import { moneyWordsIn, words } from "@/lib/i18n/words";
import { formatRupeeRate } from "@/lib/money";
import { marks, richText } from "@/lib/tools/say";
import { costDestinationsIn, flightNote, ratesAsOf, ratesNote, rupeeRates } from "@/lib/tools/study-cost-data";
import { studyCostToolWords, toolDate } from "@/lib/tools/tool-words";

import { StudyCostTool } from "./study-cost-tool";
import { ToolPage } from "./tool-page";

/**
 * The study-cost page in `language` (/tools/study-cost, /gu/tools/study-cost, /hi/tools/study-cost): every
 * figure from the same content, the words from content/i18n/tools.yaml and its translations.
 */
export function StudyCostPage({ language }: { language: Language }) {
  const say = words("studyCostPage", language);
  const moneyWords = moneyWordsIn(language);
  const destinations = costDestinationsIn(language);
  const asOf = toolDate(ratesAsOf, language);
  /** Each rate as the page lists it: "1 USD = Rs 84.5" ("₹84.5" in Gujarati and Hindi). */
  const rateList = Object.entries(rupeeRates)
    .filter(([currency]) => currency !== "INR")
    .map(([currency, rate]) => `1 ${currency} = ${formatRupeeRate(rate, moneyWords)}`)
    .join(", ");
  // The rates' note and the flights' note are content (content/exchange-rates.yaml, content/tools/study-cost.yaml).
  const translated = language === "en" ? undefined : studyCostIn(language);
  const guideLinks = destinations.flatMap((destination, index) =>
    destination.guidePath
      ? [
          <span key={destination.id}>
            {index ? ", " : ""}
            <a href={destination.guidePath} className="underline">
              {destination.name}
            </a>
          </span>,
        ]
      : [],
  );

  return (
    <ToolPage
      language={language}
      path="/tools/study-cost"
      intro={<p>{say("intro")}</p>}
      method={{
        title: say("methodTitle"),
        points: [
          richText(say("methodGuides", marks("guides")), { guides: guideLinks }),
          say("methodRates", {
            date: asOf,
            rates: rateList,
            note: language === "en" ? ratesNote : say("ratesNote"),
          }),
          say("methodFlights", { note: translated?.flightNote ?? flightNote }),
          say("methodCounting"),
        ],
      }}
    >
      <StudyCostTool
        destinations={destinations}
        rates={rupeeRates}
        ratesAsOf={asOf}
        words={studyCostToolWords(language)}
        moneyWords={moneyWords}
      />
      <p className="mt-6 text-sm text-slate-600">{say("footnote", { date: asOf })}</p>
    </ToolPage>
  );
}
