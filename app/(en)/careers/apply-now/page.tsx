import { Mail } from "@/components/ui/lucide-icons";

import { CareersApplicationForm } from "@/components/forms/careers-application-form";
import { FormPanel } from "@/components/forms/form-panel";
import { PageHero } from "@/components/layout/page-hero";
import { ArrowLink } from "@/components/ui/arrow-link";
import { ConsultationPath } from "@/components/careers/consultation-path";
import { Section } from "@/components/ui/section";
import { careersApplyPage } from "@/content/forms";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/careers/apply-now");

export default function ApplyNowPage() {
  return (
    <>
      <PageHero path="/careers/apply-now" eyebrow="Careers" title="Apply Now" intro={careersApplyPage.intro} />
      <Section tone="muted" aria-label="Application form">
        <ConsultationPath />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <FormPanel id="application-form" title={careersApplyPage.formTitle}>
            <CareersApplicationForm />
          </FormPanel>
          <aside aria-label="Questions about a role" className="space-y-6">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-xl font-bold text-brand-950">{careersApplyPage.hrTitle}</h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{careersApplyPage.hrText}</p>
              <a
                href={`mailto:${site.hrEmail}`}
                className="mt-3 inline-flex items-center gap-2 text-sm font-semibold break-all text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {site.hrEmail}
              </a>
              <ArrowLink href="/careers/openings" className="mt-3 flex">
                {careersApplyPage.openingsLink}
              </ArrowLink>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
