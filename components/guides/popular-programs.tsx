import { GraduationCap } from "@/components/ui/lucide-icons";

import { Section } from "@/components/ui/section";
import type { CountryGuide } from "@/content/country-guides";

import type { GuideTone } from "./section-tone";

type PopularProgramsProps = NonNullable<CountryGuide["popularPrograms"]> & { tone: GuideTone };

/** Subjects Indian students most often choose in the country. */
export function PopularPrograms({ title, items, tone }: PopularProgramsProps) {
  return (
    <Section id="popular-programs" title={title} tone={tone}>
      <ul className="flex flex-wrap gap-3">
        {items.map((program, index) => (
          <li
            key={index}
            className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-2 pr-4 pl-3 text-sm font-medium text-brand-950 shadow-sm sm:text-base"
          >
            <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {program}
          </li>
        ))}
      </ul>
    </Section>
  );
}
