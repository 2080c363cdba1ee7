/**
 * The four forms' options, labels and page copy (spec part 1, sections 2-5).
 * Option values are exactly the spec's; labels are what visitors read.
 * Validation schemas (lib/validations) and mail drafts (lib/leads) read the
 * same lists, so a new destination is one edit here.
 */

import { careerPositionValues, type CareerPositionValue } from "./careers";

export type Option<Value extends string = string> = { value: Value; label: string };

/** Get In Touch: "interested destination". */
export const getInTouchDestinations = [
  { value: "usa", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "canada", label: "Canada" },
  { value: "germany", label: "Germany" },
  { value: "finland", label: "Finland" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** Get In Touch: "service required". */
export const getInTouchServices = [
  { value: "consultation", label: "Free consultation" },
  { value: "visa", label: "Visa assistance" },
  { value: "ielts", label: "IELTS coaching" },
  { value: "loan", label: "Education loan" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

/** The simple contact form's destinations. */
export const contactDestinations = [
  { value: "usa", label: "United States" },
  { value: "uk", label: "United Kingdom" },
  { value: "canada", label: "Canada" },
  { value: "australia", label: "Australia" },
  { value: "germany", label: "Germany" },
  { value: "newzealand", label: "New Zealand" },
] as const satisfies readonly Option[];

const positionLabels: Record<CareerPositionValue, string> = {
  "education-consultant": "Education Consultant",
  "visa-specialist": "Visa Specialist",
  "ielts-trainer": "IELTS Trainer",
  "marketing-executive": "Marketing Executive",
  other: "Other",
};

/** Careers: "Position Applying For" (values shared with the openings in content/careers.ts). */
export const careerPositions = careerPositionValues.map((value) => ({
  value,
  label: positionLabels[value],
})) satisfies readonly Option<CareerPositionValue>[];

/** Careers: "Years of Experience". */
export const experienceLevels = [
  { value: "0-1", label: "0-1 years" },
  { value: "1-3", label: "1-3 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "5-10", label: "5-10 years" },
  { value: "10+", label: "10+ years" },
] as const satisfies readonly Option[];

/** Values of an option list, as the tuple zod's enum needs. */
export function optionValues<const Value extends string>(
  options: readonly [Option<Value>, ...Option<Value>[]],
): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}

/** The visible label of a chosen value (the value itself when unknown or empty). */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Field labels: on the forms and in the mail drafts, so both read the same. */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  destination: "Interested Destination",
  service: "Service Required",
  message: "Message",
  position: "Position Applying For",
  experience: "Years of Experience",
  location: "Current Location",
  resume: "Resume",
  coverLetter: "Cover Letter",
} as const;

/** Sign-in page (spec part 1, sections 2, 4, 5 and 8). */
export const signInPage = {
  heading: "Sign In",
  subtitle: "Access your student dashboard and continue your application.",
  google: "Continue with Google",
  apple: "Continue with Apple",
  divider: "or continue with email",
  emailLabel: "Email",
  passwordLabel: "Password",
  remember: "Remember me",
  forgotPassword: "Forgot password?",
  submit: "Continue",
  noAccount: "Don\u2019t have an account?",
  getInTouch: "Get in touch",
  welcomeTitle: "Welcome back!",
  signedInAs: "Signed in as",
  /** Said honestly where the spec shows no behaviour: there is no online account service yet. */
  providerUnavailable: (provider: string) => `Sign-in with ${provider} is not available yet`,
  accountsNote:
    "Online student accounts are being set up. Until then your counsellor shares your application progress by phone and e-mail.",
  passwordHelpTitle: "Password help",
} as const;

export const getInTouchPage = {
  intro:
    "Tell us where you want to study and what you need. A counsellor will call you back with a clear, free plan for your next steps.",
  formTitle: "Send us your details",
  infoTitle: "Contact information",
  tipTitle: "Tip",
  messagePlaceholder: "Your course, intake and any questions",
  tip: "Mention your preferred destination and your current education level (for example Class 12, B.Tech final year or a working professional) so the right counsellor calls you.",
  submit: "Send Message",
} as const;

export const contactPage = {
  intro: "Questions about studying abroad, visas or IELTS? Write to us, call, or visit one of our offices.",
  formTitle: "Write to us",
  messagePlaceholder: "How can we help?",
  hoursTitle: "Office hours",
  reachTitle: "Call or e-mail",
  submit: "Send Message",
} as const;

export const careersApplyPage = {
  intro:
    "Help students and families take one of the biggest steps of their lives. Send your details and resume: our HR team calls shortlisted candidates within a week.",
  formTitle: "Your application",
  resumeHint: "PDF, DOC or DOCX, up to 5MB.",
  coverLetterHint: "Optional: tell us why you would like to join us.",
  submit: "Submit Application",
  consultationTitle: "Looking for a free consultation?",
  consultationText: "This form is for job applications. Students and parents can book a free consultation here:",
  consultationLink: "Get In Touch",
  hrTitle: "Questions about a role?",
  hrText: "Write to our HR team; mention the position you are interested in.",
  openingsLink: "See current openings",
} as const;

/** What each form tells the visitor after sending, falling back to a mail draft, or failing. */
export const deliveryMessages = {
  lead: {
    sentTitle: "Thank you! Your message reached our counsellors.",
    sentText: "A counsellor will call or e-mail you soon.",
    draftTitle: "Your e-mail draft is ready",
    draftText: "We opened a prefilled e-mail to our counsellors. Press Send in your mail app to reach us.",
    failedTitle: "We could not send your message",
  },
  careers: {
    sentTitle: "Thank you! Your application reached our HR team.",
    sentText: "Our HR team calls shortlisted candidates within a week.",
    draftTitle: "Your application e-mail is ready",
    draftText: "We opened a prefilled e-mail to our HR team. Attach your resume, then press Send in your mail app.",
    failedTitle: "We could not send your application",
  },
} as const;
