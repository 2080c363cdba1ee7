import { CtaButtons } from "@/components/sections/cta-buttons";
import type { Cta } from "@/content/schemas/primitives";
import { cn } from "@/lib/utils";

type ClosingCtaProps = {
  id?: string;
  title: string;
  text: string;
  buttons: readonly Cta[];
  /** A short line under the buttons, e.g. what happens after a click. */
  note?: string;
  /**
   * "dark" is the brand card; "light" a saffron-tinted panel for pages whose last band is already dark,
   * so the call to action does not merge with the footer's dark banner below it.
   */
  surface?: "dark" | "light";
};

/** The closing call to action at the foot of a page: one message, one or two buttons. */
export function ClosingCta({ id = "get-started", title, text, buttons, note, surface = "dark" }: ClosingCtaProps) {
  const headingId = `${id}-heading`;
  const dark = surface === "dark";
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div
        className={cn(
          "relative mx-auto max-w-6xl overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12",
          dark
            ? "bg-gradient-to-br from-brand-800 to-brand-950 text-white"
            : "bg-accent-50 text-brand-950 ring-1 ring-accent-200",
        )}
      >
        {dark ? (
          <div
            aria-hidden="true"
            className="absolute -bottom-24 -left-24 size-64 rounded-full bg-brand-500/40 blur-3xl"
          />
        ) : null}
        <div className="relative mx-auto max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className={cn("mt-4 text-base leading-relaxed sm:text-lg", dark ? "text-brand-100" : "text-slate-700")}>
            {text}
          </p>
          <CtaButtons ctas={buttons} surface={surface} className="mt-8 justify-center" />
          {note ? <p className={cn("mt-5 text-sm", dark ? "text-brand-100" : "text-slate-700")}>{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
