/**
 * Careers: the /careers/openings page copy (content/careers/page.yaml) and the openings, one file each
 * (content/careers/jobs/<id>.yaml). lib/jobs.ts decides which are still open on the build date.
 */

import { allJobs, careersPage as careersPageContent } from "content-collections";

import type { CareersPage, JobOpeningData } from "./schemas/careers";
import { officeById } from "./site";

export type { EmploymentType, ExperienceRange } from "./schemas/careers";

/** An opening, with its id from the file name and the name of its office's city (`location`). */
export type JobOpening = JobOpeningData & { id: string; location: string };

export const careersPage: CareersPage = careersPageContent;

export const benefits = careersPage.benefits;

export const applicationProcess = careersPage.process;

/** Every opening file, newest first (open or not: see lib/jobs.ts). */
export const jobOpenings: readonly JobOpening[] = allJobs
  .map((opening) => ({ ...opening, location: officeById[opening.office].city }))
  .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.id.localeCompare(b.id));
