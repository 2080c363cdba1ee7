import { applicationStageLabels, type PortalApplication } from "@/contract/portal";
import { portalPage } from "@/content/forms";
import { dayOfText, dayText } from "@/lib/portal/portal-text";

import { PortalSection } from "./portal-section";

const copy = portalPage.applications;

/**
 * The applications as a real table; below 40rem each row stacks into a block with its cells labelled
 * (table-stack, app/globals.css), so it reads at 375 px without sideways scrolling. Each row's dated history
 * folds open under its university.
 */
export function PortalApplications({ applications }: { applications: readonly PortalApplication[] }) {
  return (
    <PortalSection id="applications" title={portalPage.sections.applications}>
      {applications.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <table className="table-stack w-full text-left text-sm">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="border-b border-slate-200 text-brand-900">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {copy.university}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {copy.intake}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {copy.deadline}
              </th>
              <th scope="col" className="py-2 pl-4 font-semibold">
                {copy.stage}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {applications.map((application) => (
              <tr key={application.id} className="align-top">
                <th scope="row" className="pt-1 pb-2 font-normal sm:py-3 sm:pr-4">
                  <span className="block font-semibold text-brand-950">{application.university}</span>
                  <span className="block text-slate-700">{application.program}</span>
                  <History application={application} />
                </th>
                <td data-label={copy.intake} className="text-slate-800 sm:px-4 sm:py-3">
                  {application.intake}
                </td>
                <td data-label={copy.deadline} className="text-slate-800 sm:px-4 sm:py-3">
                  {application.deadline ? dayText(application.deadline) : copy.noDeadline}
                </td>
                <td data-label={copy.stage} className="font-semibold text-brand-800 sm:py-3 sm:pl-4">
                  {applicationStageLabels[application.stage]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PortalSection>
  );
}

function History({ application }: { application: PortalApplication }) {
  if (application.history.length === 0) return null;
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
        {copy.history(application.history.length)}
      </summary>
      <ol className="mt-1 space-y-2 border-l-2 border-brand-100 pl-3">
        {application.history.map((change, index) => (
          <li key={index}>
            <time dateTime={change.at} className="block text-slate-600">
              {dayOfText(change.at)}
            </time>
            <span className="block font-medium text-slate-900">{applicationStageLabels[change.stage]}</span>
            {change.note ? <span className="block text-slate-700">{change.note}</span> : null}
            <span className="block text-slate-600">{copy.by(change.by)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
