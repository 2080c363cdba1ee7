import * as z from "zod/mini";

import { careerPositionValues } from "@/content/careers";
import { experienceLevels, optionValues } from "@/content/forms";

import { emailAddress, freeText, LOCATION_MAX, personName, phoneNumber, requiredChoice, requiredText } from "./fields";

/** The resume limit the spec's hint states (5MB), enforced before anything is sent. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** For the file picker's `accept`: extensions plus their MIME types. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/** MIME types browsers report for PDF and Word files; some phones report none or a generic one. */
const RESUME_MIME_TYPES = new Set([
  "",
  "application/octet-stream",
  "application/pdf",
  "application/x-pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export function isResumeType(file: File): boolean {
  const name = file.name.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => name.endsWith(extension)) && RESUME_MIME_TYPES.has(file.type);
}

/** "2.4 MB", for the file field and the size message. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const resume = z.custom<File>(isFile, "Please attach your resume (PDF, DOC or DOCX, up to 5MB)").check(
  z.refine(isResumeType, "Your resume must be a PDF, DOC or DOCX file"),
  z.refine((file: File) => file.size > 0, "This file is empty: please choose your resume again"),
  z.refine((file: File) => file.size <= RESUME_MAX_BYTES, {
    error: (issue) =>
      `Your resume must be 5MB or smaller${isFile(issue.input) ? ` (this file is ${formatFileSize(issue.input.size)})` : ""}`,
  }),
);

/** Careers application (spec part 1, sections 3 and 5): everything but the cover letter is required. */
export const careersApplicationSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailAddress(),
  phone: phoneNumber(),
  position: requiredChoice(careerPositionValues, "Please choose the position you are applying for"),
  experience: requiredChoice(optionValues(experienceLevels), "Please choose your years of experience"),
  location: requiredText("current location", LOCATION_MAX),
  resume,
  coverLetter: freeText("cover letter"),
});

export type CareersApplicationInput = z.input<typeof careersApplicationSchema>;
export type CareersApplicationValues = z.infer<typeof careersApplicationSchema>;
