/**
 * Careers: the /careers/openings page copy (content/careers/page.yaml) and the openings, one file each
 * (content/careers/jobs/<id>.yaml). lib/jobs.ts decides which are still open on the build date.
 */

import { allJobs, careersPage as careersPageContent } from "content-collections";

import type { CareersPage, JobOpeningData } from "./schemas/careers";

export type { EmploymentType, ExperienceRange } from "./schemas/careers";

/** An opening, with its id from the file name. */
export type JobOpening = JobOpeningData & { id: string };

export const careersPage: CareersPage = careersPageContent;

export const benefits = careersPage.benefits;

export const applicationProcess = careersPage.process;

/** Every opening file, newest first (open or not: see lib/jobs.ts). */
export const jobOpenings: readonly JobOpening[] = [...allJobs].sort(
  (a, b) => b.datePosted.localeCompare(a.datePosted) || a.id.localeCompare(b.id),
);
