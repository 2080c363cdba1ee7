/**
 * The eight service cards of /services (spec part 1, section 2).
 * `href` points to a more specific page where the route registry has one.
 */

import type { RoutePath } from "./routes";

export type Service = {
  id: string;
  title: string;
  description: string;
  /** Exactly four features per card. */
  features: readonly [string, string, string, string];
  href?: RoutePath;
};

export const servicesPage = {
  hero: {
    title: "Our Services",
    subtitle:
      "From the first career conversation to the day you land, we handle every step of studying abroad with you and your family.",
  },
  /** Accessible name of the card list (the hero's h1 already heads the page). */
  listLabel: "Our eight study abroad services",
  cta: {
    title: "Not sure where to start?",
    text: "Book a free consultation and a counsellor will map out the services you actually need.",
    button: { label: "Book Free Consultation", href: "/careers/apply-now" },
  },
} as const satisfies {
  hero: { title: string; subtitle: string };
  listLabel: string;
  cta: { title: string; text: string; button: { label: string; href: RoutePath } };
};

export const services: readonly Service[] = [
  {
    id: "career-counseling",
    title: "Career Counseling",
    description:
      "One-to-one sessions that connect your interests, marks and budget to a course and career path that makes sense abroad.",
    features: [
      "Profile and aptitude assessment",
      "Course and career mapping",
      "Budget planning with parents",
      "Country comparison",
    ],
  },
  {
    id: "university-selection",
    title: "University Selection",
    description:
      "A balanced shortlist of ambitious, realistic and safe universities based on rankings, fees, intakes and job outcomes.",
    features: [
      "Personalised shortlist",
      "Entry requirement checks",
      "Intake and deadline planning",
      "Ranking and fee comparison",
    ],
    href: "/destinations",
  },
  {
    id: "application-support",
    title: "Application Support",
    description:
      "We prepare, review and submit your applications and follow up with admissions offices until the offer letter arrives.",
    features: [
      "Application form filling",
      "Document review",
      "Offer and deposit tracking",
      "Admission interview preparation",
    ],
  },
  {
    id: "sop-essay-writing",
    title: "SOP & Essay Writing",
    description:
      "Guidance to write a statement of purpose and essays in your own voice that show admissions teams why you fit their program.",
    features: [
      "SOP structure workshops",
      "Personal essay feedback",
      "Letter of recommendation guidance",
      "Resume and CV formatting",
    ],
  },
  {
    id: "visa-assistance",
    title: "Visa Assistance",
    description:
      "Complete student visa preparation: financial documents, forms, appointments and mock interviews for every major destination.",
    features: [
      "Document checklist and review",
      "Financial proof guidance",
      "Visa form filing and appointments",
      "Mock visa interviews",
    ],
    href: "/services/student-visa",
  },
  {
    id: "test-preparation",
    title: "Test Preparation",
    description:
      "Coaching for IELTS and other English and aptitude tests with small batches, expert trainers and regular mock tests.",
    features: ["IELTS Academic coaching", "Full-length mock tests", "Band score feedback", "Flexible batch timings"],
    href: "/services/ielts-coaching",
  },
  {
    id: "scholarship-guidance",
    title: "Scholarship Guidance",
    description:
      "We find merit and need-based scholarships you qualify for and help you prepare strong, on-time applications.",
    features: ["Scholarship search", "Eligibility checks", "Scholarship essay review", "Funding and loan planning"],
  },
  {
    id: "pre-departure-support",
    title: "Pre-departure Support",
    description:
      "Everything between your visa and your first lecture: travel, accommodation, money and a briefing on life abroad.",
    features: [
      "Pre-departure briefing",
      "Accommodation assistance",
      "Forex and travel guidance",
      "Airport pickup coordination",
    ],
  },
];
