import { ButtonLink } from "@/components/ui/button";
import { BOOKING_PATH } from "@/contract/api";
import type { PortalMe } from "@/contract/portal";
import { portalPage } from "@/content/forms";
import { nextConsultation } from "@/lib/portal/portal-text";

import { PortalSection, PortalSubheading } from "./portal-section";

const copy = portalPage.overview;

/**
 * Where things stand: the stage, the next consultation (the first not over at `now`, when the account was
 * loaded), the counsellor and what to do next.
 */
export function PortalOverview({ me, now }: { me: PortalMe; now: Date }) {
  const consultation = nextConsultation(me.consultations, now);
  const { counsellor } = me;
  return (
    <PortalSection id="overview" title={portalPage.sections.overview}>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <PortalSubheading>{copy.stage}</PortalSubheading>
          <p className="mt-1 text-lg font-semibold text-brand-800">{me.stage}</p>
        </div>

        <div>
          <PortalSubheading>{copy.consultation}</PortalSubheading>
          {consultation ? (
            <>
              <p className="mt-1 text-slate-800">{consultation.text}</p>
              {consultation.manageUrl ? (
                <a
                  href={consultation.manageUrl}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {copy.manageConsultation}
                </a>
              ) : null}
            </>
          ) : (
            <>
              <p className="mt-1 text-slate-700">{copy.noConsultation}</p>
              {me.viewer.kind === "student" ? (
                <a
                  href={BOOKING_PATH}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {copy.bookConsultation}
                </a>
              ) : null}
            </>
          )}
        </div>

        <div>
          <PortalSubheading>{copy.counsellor}</PortalSubheading>
          {counsellor ? (
            <>
              <p className="mt-1 text-slate-800">
                <span className="font-semibold">{counsellor.name}</span>, {counsellor.officeName}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonLink href={counsellor.callUrl} variant="outline">
                  {copy.call}
                  <span className="sr-only"> {counsellor.officeName}</span>
                </ButtonLink>
                <ButtonLink href={counsellor.whatsappUrl} variant="outline" external>
                  {copy.whatsapp}
                  <span className="sr-only"> {counsellor.officeName}</span>
                </ButtonLink>
              </div>
            </>
          ) : (
            <p className="mt-1 text-slate-700">{copy.noCounsellor}</p>
          )}
        </div>

        <div>
          <PortalSubheading>{copy.nextSteps}</PortalSubheading>
          {me.nextSteps.length > 0 ? (
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-800">
              {me.nextSteps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-slate-700">{copy.noNextSteps}</p>
          )}
        </div>
      </div>
    </PortalSection>
  );
}
