import { BriefcaseBusiness, CheckCircle2, Clock, MapPin, Users } from "@/components/ui/lucide-icons";

import { ButtonLink } from "@/components/ui/button";
import { careersPage, type JobOpening } from "@/content/jobs";
import { employmentLabel, experienceText } from "@/lib/jobs";
import { applyMailto } from "@/lib/mail-drafts";

/** One job opening with its facts, requirements and the "Apply Now" mail draft (spec: opens in a new tab). */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const facts = [
    {
      label: "Openings",
      value: `${opening.openings} ${opening.openings === 1 ? "position" : "positions"}`,
      Icon: Users,
    },
    { label: "Location", value: opening.location, Icon: MapPin },
    { label: "Type", value: employmentLabel(opening.employmentType), Icon: Clock },
    { label: "Experience", value: experienceText(opening.experience), Icon: BriefcaseBusiness },
  ];
  return (
    <article id={opening.id} aria-labelledby={`${opening.id}-title`} className="flex h-full flex-col card">
      <p className="text-sm font-semibold text-accent-800">{opening.department}</p>
      <h3 id={`${opening.id}-title`} className="mt-1 text-xl font-bold text-brand-950">
        {opening.position}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {facts.map(({ label, value, Icon }) => (
          <div key={label}>
            <dt className="flex items-center gap-1.5 text-slate-600">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-5.5 font-semibold text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{opening.description}</p>
      <h4 className="mt-5 text-sm font-semibold text-brand-950">Requirements</h4>
      <ul className="mt-2 flex-1 space-y-2 text-sm text-slate-700">
        {opening.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            {requirement}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <ButtonLink href={applyMailto(opening)} external>
          {careersPage.applyButton}
          <span className="sr-only">
            {" "}
            for {opening.position} in {opening.location} by e-mail
          </span>
        </ButtonLink>
        <a
          href="/careers/apply-now"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          or use the application form
          <span className="sr-only"> for {opening.position}</span>
        </a>
      </div>
    </article>
  );
}
