import { IeltsBandTool, type IeltsRequirement } from "@/components/tools/ielts-band-tool";
import { ToolPage } from "@/components/tools/tool-page";
import { countryGuideList } from "@/content/country-guides";
import { ielts } from "@/content/ielts";
import { pageMetadata } from "@/lib/metadata";
import { wordGroup } from "@/lib/tools/tool-words";

export const metadata = pageMetadata("/tools/ielts-band");

/** Every university in the country guides that states a minimum overall IELTS. */
const requirements: IeltsRequirement[] = countryGuideList.flatMap((guide) =>
  guide.universities.items.flatMap((university) =>
    university.ielts
      ? [{ name: university.name, country: guide.country, minimum: Number(university.ielts), guidePath: guide.path }]
      : [],
  ),
);

const levels = Object.fromEntries(ielts.bands.items.map((band) => [String(band.band), band.level]));

export default function IeltsBandPage() {
  return (
    <ToolPage
      path="/tools/ielts-band"
      intro={
        <p>
          Turn your Listening and Reading practice scores out of 40 into bands, add your Writing and Speaking bands, and
          see your overall band and which universities in our guides it meets.
        </p>
      }
      method={{
        title: "How the band is worked out",
        points: [
          "Listening and Reading raw scores are converted with the tables IDP and the British Council publish. Academic and General Training use different Reading tables; Listening is the same for both. The test makers adjust the tables slightly for each paper, so treat the result as indicative.",
          "The overall band is the average of the four module bands, rounded to the nearest half band: an average ending in .25 rounds up to the next half band and one ending in .75 up to the next whole band (6.25 becomes 6.5, 6.75 becomes 7.0, 6.125 stays 6.0).",
          `Band ${ielts.bands.readyFrom} and above is what we call ${ielts.bands.readyLabel}. The university minimums come from our UK and Canada guides; the USA, Finland and Germany guides state their English requirements by level, and many courses ask for a minimum in each module too.`,
          <>
            Want a higher band? Our{" "}
            <a href="/services/ielts-coaching" className="font-semibold text-brand-800 underline">
              IELTS coaching
            </a>{" "}
            includes full-length mock tests marked the same way.
          </>,
        ],
      }}
    >
      <IeltsBandTool requirements={requirements} levels={levels} shellWords={wordGroup("toolShell", "en")} />
    </ToolPage>
  );
}
