import { Section } from "@/components/ui/section";
import type { TimelineItem } from "@/content/about";
import type { InfoCard } from "@/content/schemas/primitives";

import { CoreValuesGrid } from "./core-values-grid";
import { Timeline } from "./timeline";

type ValuesAndStoryProps = {
  page: {
    valuesHeading: string;
    values: readonly InfoCard[];
    timelineHeading: string;
    timeline: readonly TimelineItem[];
  };
  /** The story band's anchor: each page keeps its own. */
  storyId: string;
};

/** The company's values, then its story so far: two bands /about and /about-us both tell from their content. */
export function ValuesAndStory({ page, storyId }: ValuesAndStoryProps) {
  return (
    <>
      <Section id="core-values" title={page.valuesHeading} centered>
        <CoreValuesGrid values={page.values} />
      </Section>

      <Section id={storyId} tone="muted" title={page.timelineHeading} centered>
        <Timeline items={page.timeline} />
      </Section>
    </>
  );
}
