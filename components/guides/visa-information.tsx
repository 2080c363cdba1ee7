import { words } from "@/lib/i18n/words";
import { Check } from "@/components/ui/lucide-icons";

import { Card, CardDescription } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { type CountryGuide, guideServiceLinks } from "@/content/country-guides";
import { cn } from "@/lib/utils";

import { CostTable } from "./cost-table";
import { FactGrid } from "./fact-grid";
import { FieldValue } from "@/components/ui/indicative";
import type { GuideTone } from "./section-tone";
import { ServiceLink } from "@/components/sections/service-link";

type VisaInformationProps = CountryGuide["visa"] & { tone: GuideTone };

/** Study and work visas, key conditions, the fees table and the documents to prepare. */
export function VisaInformation({ title, intro, types, facts, fees, requirements, tone }: VisaInformationProps) {
  return (
    <Section id="visa" title={title} intro={<p>{intro}</p>} tone={tone}>
      <h3 className="text-xl font-semibold text-brand-950">{words("guide")("visaTypes")}</h3>
      <ul className={cn("mt-5 grid gap-6 md:grid-cols-2", types.length % 3 === 0 && "lg:grid-cols-3")}>
        {types.map((visa, index) => (
          <li key={index}>
            <Card className="flex h-full flex-col">
              <p
                className={cn(
                  "w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  visa.type === "Study" ? "bg-brand-50 text-brand-800" : "bg-accent-50 text-accent-800",
                )}
              >
                {visa.type}
              </p>
              <h4 className="mt-3 text-lg font-semibold text-brand-950">{visa.title}</h4>
              <CardDescription className="flex-1">{visa.description}</CardDescription>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 border-t border-slate-200 pt-4 text-sm">
                <dt className="font-semibold text-slate-600">{words("guide")("fee")}</dt>
                <dd className="font-medium text-brand-950">
                  <FieldValue record={visa} field="cost" />
                </dd>
                {visa.duration ? (
                  <>
                    <dt className="font-semibold text-slate-600">{words("guide")("duration")}</dt>
                    <dd className="font-medium text-brand-950">
                      <FieldValue record={visa} field="duration" />
                    </dd>
                  </>
                ) : null}
              </dl>
            </Card>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-brand-950">{words("guide")("visaFees")}</h3>
          <CostTable
            caption={words("guide")("visaFees")}
            itemHeader={words("guide")("fee")}
            items={fees}
            className="mt-5"
          />
          {facts.length > 0 ? <FactGrid items={facts} className="mt-6 sm:grid-cols-1 lg:grid-cols-1" /> : null}
        </div>
        <div>
          <h3 className="text-xl font-semibold text-brand-950">{words("guide")("documents")}</h3>
          <ul className="mt-5 space-y-3">
            {requirements.map((requirement, index) => (
              <li key={index} className="flex gap-3 text-slate-700">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                {requirement}
              </li>
            ))}
          </ul>
          <ServiceLink {...guideServiceLinks.visa} />
        </div>
      </div>
    </Section>
  );
}
