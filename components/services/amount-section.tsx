import { ServiceLink } from "@/components/sections/service-link";
import { Section } from "@/components/ui/section";
import { formatMoney } from "@/lib/money";

import { CheckItems } from "./check-items";
import type { ServiceSectionProps } from "./service-section-props";
import { moneyWordsIn } from "@/lib/i18n/words";

const headingClass = "text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl";

/** A headline amount (the largest loan) with its note and link, beside a checklist (who is eligible). */
export function AmountSection({ section, tone }: ServiceSectionProps<"amount">) {
  const { id, title, value, note, link, checklist } = section;
  return (
    <Section id={id} tone={tone}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 className={headingClass}>{title}</h2>
          <p className="mt-6 inline-block rounded-2xl bg-brand-50 px-6 py-5 text-3xl font-extrabold tracking-tight text-brand-900 ring-1 ring-brand-100 sm:text-5xl">
            {formatMoney(value, { standalone: true, words: moneyWordsIn() })}
          </p>
          <p className="mt-4 max-w-md text-slate-600">{note}</p>
          {link ? <ServiceLink {...link} /> : null}
        </div>
        <div>
          <h2 className={headingClass}>{checklist.title}</h2>
          <CheckItems items={checklist.items} className="mt-6" />
        </div>
      </div>
    </Section>
  );
}
