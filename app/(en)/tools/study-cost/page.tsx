import { StudyCostTool } from "@/components/tools/study-cost-tool";
import { ToolPage } from "@/components/tools/tool-page";
import { formatIsoDate } from "@/lib/dates";
import { pageMetadata } from "@/lib/metadata";
import { costDestinations, flightNote, ratesAsOf, ratesNote, rupeeRates } from "@/lib/tools/study-cost-data";

export const metadata = pageMetadata("/tools/study-cost");

const asOf = formatIsoDate(ratesAsOf);

/** Each rate as the page lists it: "1 USD = Rs 84.5". */
const rateList = Object.entries(rupeeRates)
  .filter(([currency]) => currency !== "INR")
  .map(([currency, rate]) => `1 ${currency} = Rs ${rate}`)
  .join(", ");

export default function StudyCostPage() {
  return (
    <ToolPage
      path="/tools/study-cost"
      intro={
        <p>
          Choose a country and a programme level to see what the first year abroad costs: tuition, living costs, health
          cover, visa fees and the flight, in the local currency and in rupees.
        </p>
      }
      method={{
        title: "Where the figures come from",
        points: [
          <>
            Tuition, living costs, health cover and visa fees are the figures our country guides show (
            {costDestinations.flatMap((destination, index) =>
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
            )}
            ). Where several figures apply (public or private universities, London or elsewhere), the estimate runs from
            the lowest to the highest. For Australia and New Zealand, which have no guide yet, it uses the student visa
            fees on our student visa page and the tuition on our program page, and says what is missing.
          </>,
          `Rupee amounts use rates as of ${asOf} (${rateList}). ${ratesNote}`,
          `Flights: ${flightNote}`,
          "Monthly costs count twelve months and semester fees two semesters. Scholarships, application fees, deposits and your own spending are not included; a counsellor can help you budget for them.",
        ],
      }}
    >
      <StudyCostTool destinations={costDestinations} rates={rupeeRates} ratesAsOf={asOf} />
      <p className="mt-6 text-sm text-slate-600">
        Exchange rates as of {asOf}, indicative. Figures are sample planning ranges; check each university&apos;s
        current fees.
      </p>
    </ToolPage>
  );
}
