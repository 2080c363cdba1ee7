/**
 * The careers form's position options (spec part 1, section 3). Plain TypeScript with no imports:
 * lib/validations and the lead receiver's own bundle read it, without the content build.
 * The openings themselves are data (content/careers/jobs/, read through content/jobs.ts).
 */

/** Option values of the careers form's "Position Applying For" field. */
export const careerPositionValues = [
  "education-consultant",
  "visa-specialist",
  "ielts-trainer",
  "marketing-executive",
  "other",
] as const;

export type CareerPositionValue = (typeof careerPositionValues)[number];
