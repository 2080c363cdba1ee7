import { Info } from "lucide-react";

import { IndicativeMark } from "./indicative";

/**
 * The guide's disclaimer, shown right under the hero so a visitor knows what the "indicative" marker means
 * before meeting the first one.
 */
export function FiguresNote({ disclaimer }: { disclaimer: string }) {
  return (
    <div className="border-b border-accent-200 bg-accent-50">
      <p
        role="note"
        className="mx-auto flex max-w-6xl gap-3 px-4 py-4 text-sm leading-relaxed text-slate-700 sm:px-6 lg:px-8"
      >
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>
          {disclaimer}
          <span aria-hidden="true">
            {" "}
            Marked on this page as <IndicativeMark />
          </span>
        </span>
      </p>
    </div>
  );
}
