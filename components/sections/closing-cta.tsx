import { CtaButtons } from "@/components/sections/cta-buttons";
import type { ClosingCta as ClosingCtaContent } from "@/content/about";

type ClosingCtaProps = ClosingCtaContent & { id?: string };

/** The closing call to action at the foot of a page: one message, one or two buttons. */
export function ClosingCta({ id = "get-started", title, text, buttons }: ClosingCtaProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="from-brand-800 to-brand-950 relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="bg-brand-500/40 absolute -bottom-24 -left-24 size-64 rounded-full blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="text-brand-100 mt-4 text-base leading-relaxed sm:text-lg">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CtaButtons buttons={buttons} />
          </div>
        </div>
      </div>
    </section>
  );
}
