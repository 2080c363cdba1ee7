/**
 * The team shown on /about/our-team (spec part 1, section 2: 18 member cards)
 * and the leadership picked from it for /about-us.
 * Names, experience and descriptions are sample values; `image` stays null
 * until real photos exist, and the page then draws an initials avatar.
 */

import { site } from "./site";

export type TeamMember = {
  /** Stable slug for React keys and for picking leaders. */
  id: string;
  name: string;
  position: string;
  experience: string;
  description: string;
  image: string | null;
};

export type TeamPageContent = {
  heading: string;
  subheading: string;
  introductionHeading: string;
  /** The long introduction beside the team photo. */
  introduction: readonly string[];
  teamPhotoAlt: string;
  membersHeading: string;
  membersIntro: string;
};

export const teamPage = {
  heading: "Our Team",
  subheading: "The counsellors, trainers and advisers who walk every student from the first call to the visa stamp.",
  introductionHeading: "One Team, One Shared File for Every Student",
  introduction: [
    "Behind every visa approval is a counsellor who read each document twice. Our team brings together visa counsellors, a dedicated UK visa desk, IELTS trainers, education counsellors and loan advisers who work on one shared file for every student, so nobody has to repeat their story to a new person at each stage.",
    "Our senior visa counsellors review every application before it is submitted. They check financial documents against the latest embassy rules, prepare students for visa interviews in mock sessions and stay with the family until the decision arrives. Our education counsellors and admissions officers shortlist universities that match each student's marks, budget and career plans, and they track every deadline on the student's behalf.",
    "The people you do not always see matter as much: the assistant to the CEO who keeps our offices coordinated, the human resource team that trains every new counsellor on current visa rules, and the front desk that greets each family by name. Together we share one goal: a clear, honest plan for every student who walks through our door.",
  ],
  teamPhotoAlt: `The ${site.name} team together in the office`,
  membersHeading: "Meet the Team",
  membersIntro:
    "Counsellors, trainers, advisers and the people who keep our offices running: each of them knows your file by name.",
} as const satisfies TeamPageContent;

export const teamMembers = [
  {
    id: "rajesh-mehta",
    name: "Rajesh Mehta",
    position: "CEO",
    experience: "20 years",
    description:
      "Founded the company to give Indian families honest, end-to-end study abroad advice and still reviews difficult cases himself.",
    image: null,
  },
  {
    id: "anjali-desai",
    name: "Anjali Desai",
    position: "Head of Admissions",
    experience: "14 years",
    description:
      "Leads the admissions team and our university relationships across the UK, Canada, Australia and the USA.",
    image: null,
  },
  {
    id: "priya-shah",
    name: "Priya Shah",
    position: "Assistant to the CEO",
    experience: "5 years",
    description: "Coordinates schedules, partner meetings and reporting across our three offices for the CEO's office.",
    image: null,
  },
  {
    id: "vikram-patel",
    name: "Vikram Patel",
    position: "Senior Visa Counsellor",
    experience: "12 years",
    description:
      "Reviews every complex student visa file before submission and trains junior counsellors on embassy requirements.",
    image: null,
  },
  {
    id: "neha-joshi",
    name: "Neha Joshi",
    position: "Senior Visa Counsellor",
    experience: "9 years",
    description:
      "Specialises in Canadian study permits and spouse visas, including financial documentation and family cases.",
    image: null,
  },
  {
    id: "karan-malhotra",
    name: "Karan Malhotra",
    position: "UK Visa Counsellor",
    experience: "7 years",
    description:
      "Handles UK student and Graduate Route applications, from CAS checks to maintenance funds and credibility interviews.",
    image: null,
  },
  {
    id: "sneha-iyer",
    name: "Sneha Iyer",
    position: "Visa Counsellor",
    experience: "4 years",
    description:
      "Prepares Australian subclass 500 and New Zealand student visa files, with a focus on genuine student statements.",
    image: null,
  },
  {
    id: "arjun-nair",
    name: "Arjun Nair",
    position: "Visa Counsellor",
    experience: "3 years",
    description: "Guides students through US F-1 applications, DS-160 forms and mock visa interviews.",
    image: null,
  },
  {
    id: "pooja-trivedi",
    name: "Pooja Trivedi",
    position: "Visa Counsellor",
    experience: "6 years",
    description:
      "Manages visitor and tourist visa applications for parents attending convocations and family visits abroad.",
    image: null,
  },
  {
    id: "meera-kapoor",
    name: "Meera Kapoor",
    position: "Human Resource Manager",
    experience: "11 years",
    description:
      "Leads hiring, onboarding and the training programme that keeps every counsellor current on visa rules.",
    image: null,
  },
  {
    id: "rohan-bhatt",
    name: "Rohan Bhatt",
    position: "Human Resource Executive",
    experience: "3 years",
    description: "Runs recruitment drives, employee records and the induction week for new team members.",
    image: null,
  },
  {
    id: "kavita-rao",
    name: "Kavita Rao",
    position: "Lead IELTS Trainer",
    experience: "10 years",
    description:
      "Designs our IELTS Academic course plans and mock tests and coaches students aiming for band 7 and above.",
    image: null,
  },
  {
    id: "siddharth-chauhan",
    name: "Siddharth Chauhan",
    position: "IELTS Trainer",
    experience: "6 years",
    description: "Teaches the writing and speaking modules with detailed feedback on every practice essay.",
    image: null,
  },
  {
    id: "ritu-agarwal",
    name: "Ritu Agarwal",
    position: "Education Counsellor",
    experience: "8 years",
    description:
      "Helps students choose a country, course and university that fit their marks, budget and career goals.",
    image: null,
  },
  {
    id: "aman-gupta",
    name: "Aman Gupta",
    position: "Education Counsellor",
    experience: "4 years",
    description:
      "Counsels engineering and computer science aspirants on Master's options in Germany, the USA and Canada.",
    image: null,
  },
  {
    id: "farah-shaikh",
    name: "Farah Shaikh",
    position: "Admissions Officer",
    experience: "6 years",
    description:
      "Prepares and tracks university applications, SOP reviews and offer-letter conditions for every intake.",
    image: null,
  },
  {
    id: "nikhil-jain",
    name: "Nikhil Jain",
    position: "Loan Advisor",
    experience: "7 years",
    description: "Compares secured and unsecured education loans and prepares loan files with banks and NBFCs.",
    image: null,
  },
  {
    id: "divya-pillai",
    name: "Divya Pillai",
    position: "Front Desk Executive",
    experience: "2 years",
    description: "Welcomes students and parents, books counselling slots and keeps every visitor's query on track.",
    image: null,
  },
] as const satisfies readonly TeamMember[];

export type TeamMemberId = (typeof teamMembers)[number]["id"];

/** A member by id; throws so a typo in a page fails the build. */
export function getTeamMember(id: TeamMemberId): TeamMember {
  const member = teamMembers.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`Unknown team member ${id}`);
  return member;
}

/**
 * Initials for an avatar: the first letter of the first and last name
 * ("Rajesh Mehta" -> "RM"); honorifics such as "Dr." are skipped.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ""))
    .filter((word) => word.length > 0 && !/^(dr|mr|mrs|ms|prof)$/i.test(word));
  if (words.length === 0) return "";
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}
