import type { Band } from "@/content/schemas/services";
import { cn } from "@/lib/utils";
import { words } from "@/lib/i18n/words";

type BandGuideProps = {
  bands: readonly Band[];
  /** Bands from `from` up carry `label` ("University Ready" from band 7). */
  ready: { from: number; label: string };
  className?: string;
};

/** The IELTS band scale, highest band first, with the bands universities ask for marked. */
export function BandGuide({ bands, ready, className }: BandGuideProps) {
  const sorted = [...bands]
    .sort((a, b) => b.band - a.band)
    .map((band) => ({ ...band, label: band.band >= ready.from ? ready.label : undefined }));
  return (
    <ul className={cn("divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm", className)}>
      {sorted.map((band, index) => (
        <li key={index} className={cn("flex gap-4 p-4 sm:p-5", band.label && "bg-brand-50/60")}>
          <span
            className={cn(
              "flex size-12 shrink-0 items-center justify-center rounded-xl text-xl font-extrabold",
              band.label ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-700",
            )}
          >
            <span className="sr-only">{`${words("guide")("band")} `}</span>
            {band.band}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-brand-950">{band.level}</span>
              {band.label ? (
                <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-brand-950">
                  {band.label}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-slate-600">{band.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
