import * as z from "zod/mini";

import { careerPositionValues, experienceLevels, optionValues } from "../forms";

import { emailAddress, freeText, pageLanguage, personName, phoneNumber, requiredChoice, requiredText } from "./fields";
import { LOCATION_MAX } from "./limits";
import { formatFileSize, isFile, isResumeType, RESUME_MAX_BYTES } from "./resume";

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
  language: pageLanguage(),
});

export type CareersApplicationInput = z.input<typeof careersApplicationSchema>;
export type CareersApplicationValues = z.infer<typeof careersApplicationSchema>;
