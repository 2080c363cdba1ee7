/** Careers: the /careers/openings page (content/careers/page.yaml) and one file per opening (content/careers/jobs/). */

import { z } from "zod";

import { careerPositionValues } from "../../contract/forms";
import { officeIds } from "../../contract/offices";

import { cta, hero, infoCard, isoDate, processStep, text } from "./primitives";

/** schema.org JobPosting employmentType values. */
export const employmentType = z.enum(["FULL_TIME", "PART_TIME"]);
export type EmploymentType = z.infer<typeof employmentType>;

/** Years of experience asked for: 2 to 4 is "2-4 years"; without `max`, "5+ years". */
export const experienceRange = z
  .strictObject({ min: z.number().int().min(0), max: z.number().int().positive().optional() })
  .refine((range) => range.max === undefined || range.max > range.min, {
    message: "expected max above min",
    path: ["max"],
  });
export type ExperienceRange = z.infer<typeof experienceRange>;

export const jobOpening = z
  .strictObject({
    position: text,
    department: text,
    openings: z.number().int().min(1),
    /** The office the job is at (its id, contract/offices.ts). */
    office: z.enum(officeIds),
    employmentType,
    experience: experienceRange,
    description: text,
    requirements: z.array(text).min(1),
    datePosted: isoDate,
    /** The last day applications are accepted; after it the opening leaves the page and its markup. */
    validThrough: isoDate,
    /** The careers form option this opening maps to. */
    positionValue: z.enum(careerPositionValues),
  })
  .refine((job) => job.validThrough >= job.datePosted, {
    message: "expected validThrough on or after datePosted",
    path: ["validThrough"],
  });
export type JobOpeningData = z.infer<typeof jobOpening>;

export const careersPage = z.strictObject({
  hero,
  benefitsHeading: text,
  benefits: z.array(infoCard).min(1),
  openingsHeading: text,
  /** Shown when every opening has closed. */
  noOpenings: text,
  processHeading: text,
  process: z.array(processStep).min(1),
  generalInquiry: z.strictObject({ title: text, text, button: text }),
  applyButton: text,
  /** The careers application form, for candidates who prefer it to e-mail. */
  applicationForm: cta,
  /** Shown above the openings: what "Apply Now" does. */
  applyNote: text,
});
export type CareersPage = z.infer<typeof careersPage>;
