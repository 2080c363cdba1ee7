/**
 * Which openings are open on a given day, and how an opening's structured fields read on the page and in
 * JobPosting markup. The site is static, so "today" is the build date: a scheduled daily rebuild keeps it
 * true (README, "Content").
 */

import type { EmploymentType, ExperienceRange, JobOpening } from "@/content/jobs";
import { istEndOfDay, istIso } from "@/contract/india-time";

/** The last moment applications are accepted: the end of `validThrough` in India. */
export function closesAt(opening: Pick<JobOpening, "validThrough">): string {
  return istIso(istEndOfDay(opening.validThrough));
}

/** True while applications are accepted at `now`. */
export function isOpen(opening: Pick<JobOpening, "validThrough">, now: Date): boolean {
  return Date.parse(closesAt(opening)) >= now.getTime();
}

/** The openings still accepting applications at `now`, in their order. */
export function openOpenings<T extends Pick<JobOpening, "validThrough">>(openings: readonly T[], now: Date): T[] {
  return openings.filter((opening) => isOpen(opening, now));
}

const employmentLabels: Record<EmploymentType, string> = { FULL_TIME: "Full-time", PART_TIME: "Part-time" };

/** "Full-time" or "Part-time". */
export function employmentLabel(type: EmploymentType): string {
  return employmentLabels[type];
}

/** { min: 2, max: 4 } -> "2-4 years"; { min: 5 } -> "5+ years". */
export function experienceText({ min, max }: ExperienceRange): string {
  return max === undefined ? `${min}+ years` : `${min}-${max} years`;
}

/** The minimum experience in months, as Google's monthsOfExperience asks. */
export function monthsOfExperience({ min }: ExperienceRange): number {
  return min * 12;
}
