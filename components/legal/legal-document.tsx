import { FileWarning } from "@/components/ui/lucide-icons";

import { PageHero } from "@/components/layout/page-hero";
import type { LegalDocument as LegalDocumentContent } from "@/content/legal";
import type { RoutePath } from "@/content/routes";
import { formatIsoDate } from "@/lib/dates";

type LegalDocumentProps = {
  path: RoutePath;
  document: LegalDocumentContent;
};

/** A legal text page: effective date, table of contents linking to each section's heading, then the sections. */
export function LegalDocument({ path, document }: LegalDocumentProps) {
  return (
    <>
      <PageHero
        path={path}
        title={document.title}
        intro={
          <p>
            Effective from <time dateTime={document.effectiveDate}>{formatIsoDate(document.effectiveDate)}</time>
          </p>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-brand-950 uppercase">
            Contents
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl min-w-0">
          {document.draftNote ? (
            <p className="mb-8 flex gap-3 rounded-xl bg-accent-50 p-4 text-sm text-accent-900 ring-1 ring-accent-200">
              <FileWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              {document.draftNote}
            </p>
          ) : null}
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10 first-of-type:mt-0">
              <h2 id={section.id} className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-slate-400">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
