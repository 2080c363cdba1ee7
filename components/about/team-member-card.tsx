import { Briefcase } from "@/components/ui/lucide-icons";

import { InitialsAvatar } from "@/components/ui/avatar";
import type { TeamMember } from "@/content/team";
import { yearsText } from "@/lib/format";

type TeamMemberCardProps = {
  member: TeamMember;
  /** The heading level inside the surrounding section. */
  headingLevel?: "h3" | "h4";
};

/** A team member: drawn avatar (no photos yet), name, position badge, short description and experience. */
export function TeamMemberCard({ member, headingLevel: Heading = "h3" }: TeamMemberCardProps) {
  return (
    // Side by side on phones (a shorter list to scroll), stacked and centred from the small breakpoint up.
    <article className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-col sm:items-center sm:p-6 sm:text-center">
      <InitialsAvatar
        name={member.name}
        label={`Portrait placeholder for ${member.name}`}
        className="size-14 sm:size-20"
      />
      <div className="flex flex-1 flex-col items-start sm:items-center">
        <Heading className="card-title sm:mt-2">{member.name}</Heading>
        <p className="mt-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 sm:mt-2">
          {member.position}
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600 sm:mt-4">{member.description}</p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 sm:mt-4">
          <Briefcase aria-hidden="true" className="size-4 text-accent-600" />
          {yearsText(member.experienceYears)} experience
        </p>
      </div>
    </article>
  );
}
