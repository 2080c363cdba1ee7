/**
 * Careers: benefits, the six openings, the application process (/careers/openings)
 * and the mail drafts behind "Apply Now" and "Send Your Resume".
 * Openings are samples; `datePosted`, `validThrough` and `employmentType` feed
 * the JobPosting JSON-LD.
 */

import { mailto } from "@/lib/mailto";

import type { IsoDate, OfficeCity } from "./resources";
import type { RoutePath } from "./routes";
import { offices, site } from "./site";

/** Option values of the careers form's "Position Applying For" field (spec part 1, section 3). */
export const careerPositionValues = [
  "education-consultant",
  "visa-specialist",
  "ielts-trainer",
  "marketing-executive",
  "other",
] as const;

export type CareerPositionValue = (typeof careerPositionValues)[number];

export type JobType = "Full-time" | "Part-time";

/** schema.org JobPosting employmentType values. */
export type EmploymentType = "FULL_TIME" | "PART_TIME";

export type JobOpening = {
  id: string;
  position: string;
  department: string;
  openings: number;
  location: OfficeCity;
  type: JobType;
  experience: string;
  description: string;
  requirements: readonly string[];
  datePosted: IsoDate;
  validThrough: IsoDate;
  employmentType: EmploymentType;
  /** The careers form option this opening maps to. */
  positionValue: CareerPositionValue;
};

export type Benefit = { title: string; description: string };

export type ApplicationStep = { step: number; title: string; description: string };

export const careersPage = {
  hero: {
    title: "Join Our Team",
    subtitle:
      "Help students and families make one of the biggest decisions of their lives. We are hiring counsellors, trainers and marketers across our offices.",
  },
  benefitsHeading: "Why Work With Us",
  openingsHeading: "Current Openings",
  processHeading: "How to Apply",
  generalInquiry: {
    title: "Don't see the right role?",
    text: "Send us your resume and tell us how you would like to contribute. We will contact you when a suitable role opens.",
    button: "Send Your Resume",
  },
  applyButton: "Apply Now",
  /** The careers application form, for candidates who prefer it to e-mail. */
  applicationForm: { label: "Apply Online", href: "/careers/apply-now" },
  /** Shown above the openings: what "Apply Now" does. */
  applyNote:
    "Apply Now opens an e-mail draft to our HR team with the position and location filled in; attach your resume and send.",
} as const satisfies {
  applicationForm: { label: string; href: RoutePath };
  [key: string]: unknown;
};

export const benefits = [
  {
    title: "Competitive Salary & Incentives",
    description: "A fixed salary with performance incentives for every successful admission and visa file.",
  },
  {
    title: "Health Insurance",
    description: "Group medical cover for you and your family from your first month.",
  },
  {
    title: "Training & Certification",
    description: "Paid training on visa rules and sponsored agent certifications from partner bodies.",
  },
  {
    title: "Career Growth",
    description: "Clear paths from counsellor to senior counsellor and branch lead, with reviews twice a year.",
  },
  {
    title: "Work-Life Balance",
    description: "Sundays off, paid leave from day one and flexible hours outside peak intake season.",
  },
  {
    title: "Meaningful Work",
    description: "Every day you help a student take a life-changing step toward an international education.",
  },
] as const satisfies readonly Benefit[];

export const jobOpenings = [
  {
    id: "education-consultant-vadodara",
    position: "Education Consultant",
    department: "Counselling",
    openings: 2,
    location: "Vadodara",
    type: "Full-time",
    experience: "2-4 years",
    description:
      "Counsel students and parents on countries, courses and universities, build shortlists and guide each student through applications to offer letters.",
    requirements: [
      "Graduate in any discipline; a postgraduate degree is an advantage",
      "2-4 years of counselling experience in overseas education",
      "Working knowledge of UK, Canada, Australia and USA admissions",
      "Excellent spoken English, Hindi and Gujarati",
      "Target-driven, with strong follow-up habits",
    ],
    datePosted: "2026-10-05",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    positionValue: "education-consultant",
  },
  {
    id: "visa-specialist-surat",
    position: "Visa Specialist",
    department: "Visa Services",
    openings: 1,
    location: "Surat",
    type: "Full-time",
    experience: "3-5 years",
    description:
      "Prepare and review student, visitor and spouse visa files, check financial documents and run mock visa interviews.",
    requirements: [
      "3-5 years of experience filing student or visitor visas",
      "Up-to-date knowledge of UK, Canada, USA and Australia visa rules",
      "High attention to detail with financial documents",
      "Ability to explain refusals and next steps calmly to families",
    ],
    datePosted: "2026-10-12",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    positionValue: "visa-specialist",
  },
  {
    id: "ielts-trainer-mumbai",
    position: "IELTS Trainer",
    department: "Test Preparation",
    openings: 1,
    location: "Mumbai",
    type: "Full-time",
    experience: "2-4 years",
    description:
      "Teach IELTS Academic batches and one-on-one students, mark mock tests and give detailed feedback on writing and speaking.",
    requirements: [
      "2-4 years of IELTS or English language teaching experience",
      "An overall IELTS band of 8 or equivalent proficiency",
      "Familiarity with band descriptors for Writing and Speaking",
      "A CELTA, TESOL or similar certificate is preferred",
    ],
    datePosted: "2026-10-19",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    positionValue: "ielts-trainer",
  },
  {
    id: "marketing-executive-vadodara",
    position: "Marketing Executive",
    department: "Marketing",
    openings: 1,
    location: "Vadodara",
    type: "Full-time",
    experience: "1-3 years",
    description:
      "Plan seminars, school and college outreach and social media campaigns, and track leads from events to consultations.",
    requirements: [
      "1-3 years of marketing experience, ideally in education",
      "Hands-on experience with social media and lead tracking",
      "Comfortable presenting to students and parents",
      "Willingness to travel within Gujarat for events",
    ],
    datePosted: "2026-10-26",
    validThrough: "2027-01-31",
    employmentType: "FULL_TIME",
    positionValue: "marketing-executive",
  },
  {
    id: "admissions-officer-mumbai",
    position: "Admissions Officer",
    department: "Admissions",
    openings: 1,
    location: "Mumbai",
    type: "Full-time",
    experience: "1-3 years",
    description:
      "Prepare and submit university applications, track offer conditions and coordinate with admissions teams abroad.",
    requirements: [
      "1-3 years of experience in university applications or admissions",
      "Strong written English for SOP reviews and e-mails",
      "Organised, with the ability to manage many deadlines at once",
      "Proficiency with online application portals and spreadsheets",
    ],
    datePosted: "2026-11-02",
    validThrough: "2027-02-28",
    employmentType: "FULL_TIME",
    positionValue: "other",
  },
  {
    id: "front-desk-executive-surat",
    position: "Front Desk Executive",
    department: "Operations",
    openings: 1,
    location: "Surat",
    type: "Part-time",
    experience: "0-1 years",
    description:
      "Welcome visitors, answer calls and enquiries, book counselling appointments and keep the student records up to date.",
    requirements: [
      "Graduate or final-year student",
      "Friendly, clear communication in English, Hindi and Gujarati",
      "Basic computer skills and e-mail etiquette",
      "Available for weekday afternoons and Saturdays",
    ],
    datePosted: "2026-11-09",
    validThrough: "2027-02-28",
    employmentType: "PART_TIME",
    positionValue: "other",
  },
] as const satisfies readonly JobOpening[];

export const applicationProcess = [
  {
    step: 1,
    title: "Apply",
    description: "Choose an opening and send your resume by e-mail, or use the application form.",
  },
  {
    step: 2,
    title: "Screening Call",
    description: "Our HR team calls shortlisted candidates within a week to discuss the role and your experience.",
  },
  {
    step: 3,
    title: "Interview",
    description: "Meet the hiring manager; counsellors and trainers also take a short role-play or demo class.",
  },
  {
    step: 4,
    title: "Offer & Onboarding",
    description: "Receive your offer and join our induction week on visa rules, processes and tools.",
  },
] as const satisfies readonly ApplicationStep[];

/** The "Apply Now" mail draft for one opening, to the HR address. */
export function applyMailto(opening: Pick<JobOpening, "position" | "location">): string {
  return mailto(site.hrEmail, `Application: ${opening.position} (${opening.location})`, [
    "Dear Hiring Team,",
    "",
    `I would like to apply for the ${opening.position} position at your ${opening.location} office.`,
    "",
    "Please find my resume attached (PDF, DOC or DOCX, up to 5MB).",
    "",
    "Full name:",
    "Phone number:",
    "Years of experience:",
    "Current location:",
    "",
    "Kind regards,",
  ]);
}

/** The "Send Your Resume" general-inquiry mail draft, to the HR address. */
export function generalInquiryMailto(): string {
  return mailto(site.hrEmail, `General Application: Resume for ${site.name}`, [
    "Dear Hiring Team,",
    "",
    "I would like to be considered for future openings at your company.",
    "",
    "Please find my resume attached (PDF, DOC or DOCX, up to 5MB).",
    "",
    "Full name:",
    "Phone number:",
    "Role of interest:",
    `Preferred office (${offices.map((office) => office.city).join(", ")}):`,
    "",
    "Kind regards,",
  ]);
}
