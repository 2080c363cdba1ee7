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

/** The closing call to action of a service page, on the brand band. */
export function CtaBand({ id = "get-started", title, description, ctas, note }: CtaBandProps) {
  return (
    <Section id={id} tone="brand" title={title} intro={description} centered>
      <CtaButtons ctas={ctas} className="justify-center" />
      {note ? <p className="mx-auto mt-5 max-w-xl text-center text-sm text-brand-100">{note}</p> : null}
    </Section>
  );
}
