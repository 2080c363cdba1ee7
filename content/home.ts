/**
 * Home page copy (spec part 1, sections 1 and 2 "Home"). Figures come from
 * company.ts; destinations and certifications from their own modules.
 */
import { claims } from "./company";
import { universityPartners } from "./partners";
import type { RoutePath } from "./routes";

export type HomeService = { title: string; description: string; href: RoutePath };
export type Reason = { title: string; description: string };
export type SuccessStory = { name: string; detail: string; quote: string };

export const hero = {
  badge: "#1 Study Abroad Consultant",
  title: "Transform Your Future Abroad",
  text: `Join ${claims.students.main} students who achieved their international education dreams with honest advice on courses, universities, visas and IELTS.`,
  primaryCta: { label: "Free Consultation", href: "/get-in-touch" },
  secondaryCta: { label: "Watch Success Stories" },
} as const;

export const about = {
  eyebrow: "About us",
  title: "Guidance families trust, from first question to first semester",
  paragraphs: [
    "Choosing a country, a course and a university is one of the largest decisions a family makes. Our counsellors sit with students and parents, explain every cost and rule in plain words, and build an application plan that fits the student's marks, budget and goals.",
    `We have helped students from ${claims.cities} cities across India reach universities in ${claims.countries} countries, and we stay with them through visas, loans and pre-departure.`,
  ],
} as const;

export const homeServices: readonly HomeService[] = [
  {
    title: "Student Visa",
    description: "Complete visa files for Australia, Canada, the UK, the USA, Germany and New Zealand.",
    href: "/services/student-visa",
  },
  {
    title: "IELTS Coaching",
    description: "Regular, Intensive and One-on-One batches with mock tests every week.",
    href: "/services/ielts-coaching",
  },
  {
    title: "University Admissions",
    description: "Shortlisting, applications, SOPs and scholarships, handled with you step by step.",
    href: "/services",
  },
  {
    title: "Education Loan",
    description: "Compare secured and unsecured loans and get a sanction letter in time for your visa.",
    href: "/services/education-loan",
  },
  {
    title: "Spouse Visa",
    description: "Join your partner abroad with a well-documented relationship and funds file.",
    href: "/services/spouse-visa",
  },
  {
    title: "Visitor Visa",
    description: "Tourist, family-visit and business visas, including Schengen, prepared correctly.",
    href: "/services/visitor-visa",
  },
];

export const reasons: readonly Reason[] = [
  {
    title: "Honest, written advice",
    description:
      "Every recommendation comes with its costs, timelines and risks in writing, so parents can decide calmly.",
  },
  {
    title: `${claims.visaSuccess.main} visa success`,
    description: "Files are checked twice against the embassy's latest checklist before anything is submitted.",
  },
  {
    title: `${claims.partnerUniversities} universities`,
    description: "Direct relationships with universities mean faster offers and accurate scholarship information.",
  },
  {
    title: "One team, start to finish",
    description: "Counselling, IELTS, loans and visas under one roof: no hand-offs, no repeated paperwork.",
  },
];

/** Logo wall: local illustrative crests (public/universities), no remote images. */
export const universityLogos = universityPartners.map((university) => ({
  name: university.name,
  src: `/universities/${university.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "")}.svg`,
}));

/** Sample testimonials: replace with real, consented student stories before launch. */
export const successStories: readonly SuccessStory[] = [
  {
    name: "Riya Patel",
    detail: "MSc Data Science, University of Birmingham (sample story)",
    quote:
      "My counsellor showed my parents the full budget on day one. The visa came through in three weeks and nothing was a surprise.",
  },
  {
    name: "Harshil Desai",
    detail: "Master of IT, Monash University (sample story)",
    quote: "I moved from band 6 to 7.5 in the Intensive batch. The weekly mock tests made the real exam feel familiar.",
  },
  {
    name: "Sneha Iyer",
    detail: "MBA, University of Windsor (sample story)",
    quote:
      "They helped me compare three loan offers and my sanction letter was ready before the study permit application.",
  },
];

export const newsletter = {
  title: "Get study abroad updates in your inbox",
  text: "Intake deadlines, visa rule changes and scholarship alerts, about twice a month. No spam; unsubscribe any time.",
} as const;
