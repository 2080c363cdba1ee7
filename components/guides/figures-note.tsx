import { words } from "@/lib/i18n/words";
import { Info } from "@/components/ui/lucide-icons";

import { OfficialSources } from "@/components/sections/official-sources";
import type { OfficialSource } from "@/content/schemas/primitives";

import { IndicativeTag } from "@/components/ui/indicative";

type FiguresNoteProps = {
  disclaimer: string;
  /** The official pages to confirm the guide's figures with. */
  sources: readonly OfficialSource[];
};

/**
 * The guide's disclaimer and its official sources, shown right under the hero so a visitor knows what the
 * "indicative" marker means, and where to check a figure, before meeting the first one.
 */
export function FiguresNote({ disclaimer, sources }: FiguresNoteProps) {
  return (
    <div className="border-b border-accent-200 bg-accent-50">
      <div className="mx-auto flex max-w-6xl gap-3 px-4 py-4 text-sm leading-relaxed text-slate-700 sm:px-6 lg:px-8">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <div className="space-y-2">
          <p role="note">
            {disclaimer}
            <span aria-hidden="true">
              {" "}
              {words("guide")("markedAs")} <IndicativeTag />
            </span>
          </p>
          <OfficialSources id="official-sources" sources={sources} />
        </div>
      </div>
    </div>
  );
}
