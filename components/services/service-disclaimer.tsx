import { Info } from "@/components/ui/lucide-icons";

import { OfficialSources } from "@/components/sections/official-sources";
import { IndicativeTag } from "@/components/ui/indicative";
import type { OfficialSource } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

type ServiceDisclaimerProps = {
  text: string;
  /** Explain the indicative tag: the page shows values the business still has to confirm. */
  explainsTag?: boolean;
  /** The official pages to confirm the figures with, listed under the note. */
  sources?: readonly OfficialSource[];
  className?: string;
};

/** The page's disclaimer, with the key to the indicative tag when the page uses it. */
export function ServiceDisclaimer({ text, explainsTag = false, sources = [], className }: ServiceDisclaimerProps) {
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700",
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1">
        {explainsTag ? (
          <p>
            Anything marked <IndicativeTag className="ml-0" /> is a typical value we give for guidance, not an official
            figure.
          </p>
        ) : null}
        <p>{text}</p>
        <OfficialSources id="official-sources" sources={sources} className="pt-2" />
      </div>
    </div>
  );
}
