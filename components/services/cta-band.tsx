import { Section } from "@/components/ui/section";

import { CtaButtons, type LinkCta } from "./cta-buttons";

type CtaBandProps = {
  id?: string;
  title: string;
  description: string;
  ctas: readonly LinkCta[];
  /** A short line under the buttons, e.g. what happens after a click. */
  note?: string;
};

/**
 * The closing call to action of a service page: a light panel, so it does not merge with the footer's dark
 * banner right below it.
 */
export function CtaBand({ id = "get-started", title, description, ctas, note }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <div className="rounded-3xl bg-accent-50 px-6 py-10 text-center ring-1 ring-accent-200 sm:px-10 sm:py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">{description}</p>
        <CtaButtons ctas={ctas} surface="light" className="mt-8 justify-center" />
        {note ? <p className="mx-auto mt-5 max-w-xl text-sm text-slate-700">{note}</p> : null}
      </div>
    </Section>
  );
}
