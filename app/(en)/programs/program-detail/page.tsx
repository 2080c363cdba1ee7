import { ArrowRight, BriefcaseBusiness, CheckCircle2, Mail } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import { ClosingCta } from "@/components/sections/closing-cta";
import { ButtonLink } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { programDetail } from "@/content/programs";
import { yearsText } from "@/lib/format";
import { fileRequestMailto } from "@/lib/mail-drafts";
import { pageMetadata } from "@/lib/metadata";
import { formatMoney } from "@/lib/money";
import { ProgramCourseStructuredData } from "@/components/seo/structured-data";

export const metadata = pageMetadata("/programs/program-detail");

const { applyNow, downloadBrochure, bookConsultation } = programDetail.buttons;

/** The program details panel, in display order. */
const detailRows = [
  { label: "Duration", value: yearsText(programDetail.details.durationYears) },
  { label: "Credits", value: programDetail.details.credits },
  { label: "Start", value: programDetail.details.start },
  { label: "Mode", value: programDetail.details.mode },
];

export default function ProgramDetailPage() {
  return (
    <>
      <PageHero
        path="/programs/program-detail"
        eyebrow="Program guide"
        title={programDetail.title}
        intro={programDetail.subtitle}
        actions={
          <>
            <ButtonLink href={applyNow.href} variant="accent" size="lg">
              {applyNow.label}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink
              href={fileRequestMailto({ title: downloadBrochure.fileTitle })}
              variant="outline-inverse"
              size="lg"
            >
              <Mail aria-hidden="true" />
              {downloadBrochure.label}
            </ButtonLink>
            <ButtonLink href={bookConsultation.href} variant="outline-inverse" size="lg">
              {bookConsultation.label}
            </ButtonLink>
          </>
        }
      >
        <ul className="mt-5 space-y-1 text-sm text-brand-100">
          <li>
            <span className="font-semibold text-white">{applyNow.label}:</span> {applyNow.note}
          </li>
          <li>
            <span className="font-semibold text-white">{downloadBrochure.label}:</span> {downloadBrochure.note}
          </li>
        </ul>
      </PageHero>

      <Section id="overview" title="Overview">
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
          {programDetail.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="entry-requirements" tone="muted" title="Entry requirements">
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem] lg:items-start">
          <ul className="space-y-3">
            {programDetail.entryRequirements.map((requirement) => (
              <li key={requirement} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                {requirement}
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-2xl bg-white p-5 text-center ring-1 ring-brand-100">
              <dt className="text-sm font-semibold text-brand-800">IELTS</dt>
              <dd className="mt-1 text-3xl font-extrabold text-brand-900">{programDetail.englishRequirement.ielts}</dd>
            </div>
            <div className="rounded-2xl bg-white p-5 text-center ring-1 ring-brand-100">
              <dt className="text-sm font-semibold text-brand-800">TOEFL</dt>
              <dd className="mt-1 text-3xl font-extrabold text-brand-900">{programDetail.englishRequirement.toefl}</dd>
            </div>
          </dl>
        </div>
      </Section>

      <Section id="career-prospects" title="Career prospects" intro={programDetail.careerProspectsNote}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programDetail.careerProspects.map((prospect) => (
            <li key={prospect.role} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <BriefcaseBusiness aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold text-brand-950">{prospect.role}</h3>
                <p className="mt-1 text-sm text-slate-600">{formatMoney(prospect.salary, { standalone: true })}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {/* The spec lists the program details after the career prospects. */}
      <Section id="program-details" tone="muted" title="Program details">
        <dl className="grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {detailRows.map((row) => (
            <div key={row.label} className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
              <dt className="text-sm font-semibold text-brand-800">{row.label}</dt>
              <dd className="mt-1 text-lg font-bold text-brand-950">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="tuition" title="Tuition by country" intro={programDetail.tuitionNote}>
        <DataTable
          caption={`${programDetail.title}: annual tuition by country`}
          rows={programDetail.tuition}
          columns={[
            { header: "Country", cell: (row) => row.country },
            {
              header: "Annual tuition",
              cell: (row) => (
                <>
                  <span className="block font-semibold whitespace-nowrap text-brand-900">
                    {formatMoney(row.fee, { standalone: true })}
                  </span>
                  {row.note ? <span className="mt-1 block text-slate-600">{row.note}</span> : null}
                </>
              ),
            },
          ]}
        />
      </Section>

      <ClosingCta {...programDetail.cta} />
      <ProgramCourseStructuredData />
    </>
  );
}
