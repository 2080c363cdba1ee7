/**
 * Programs: the four tabs of /programs, the six cards of /programs/all-programs
 * and the Master's in Computer Science of /programs/program-detail.
 * Durations follow spec part 1, section 9; program detail figures follow
 * spec part 2, section 9. Salaries and tuition ranges are sample estimates.
 */

import type { ClosingCta } from "./about";
import type { RoutePath } from "./routes";

export type ProgramTabId = "undergraduate" | "postgraduate" | "phd" | "diploma";

/** One program row inside a tab. */
export type Program = {
  name: string;
  duration: string;
  countries: readonly string[];
};

export type ProgramTab = {
  id: ProgramTabId;
  label: string;
  /** Typical duration for the whole level. */
  duration: string;
  description: string;
  programs: readonly Program[];
};

/** A card on /programs/all-programs. */
export type ProgramCard = {
  id: string;
  title: string;
  description: string;
  duration: string;
  destinations: readonly string[];
};

export const programsPage = {
  hero: {
    title: "Programs",
    subtitle:
      "Explore programs by level, with typical durations and the countries where Indian students choose them most.",
  },
  levels: {
    title: "Programs by level",
    intro: "Choose a level to see popular programs, how long they take and where Indian students go for them.",
    tabListLabel: "Program levels",
  },
  explore: {
    title: "Explore further",
    links: [
      {
        label: "All program types",
        text: "Bachelor's, Master's, PhD, MBA, diploma and foundation programs compared.",
        href: "/programs/all-programs",
      },
      {
        label: "Master's in Computer Science",
        text: "Entry requirements, career prospects and tuition by country for our most requested program.",
        href: "/programs/program-detail",
      },
    ],
  },
  cta: {
    title: "Not sure which program fits you?",
    text: "Our counsellors compare programs, costs and career outcomes for your profile at no charge.",
    buttons: [
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Compare All Programs", href: "/programs/all-programs" },
    ],
  },
} as const satisfies {
  hero: { title: string; subtitle: string };
  levels: { title: string; intro: string; tabListLabel: string };
  explore: { title: string; links: readonly { label: string; text: string; href: RoutePath }[] };
  cta: ClosingCta;
};

export const programTabs = [
  {
    id: "undergraduate",
    label: "Undergraduate",
    duration: "3-4 years",
    description: "Bachelor's degrees after Class 12, with most programs taking 3-4 years.",
    programs: [
      { name: "Bachelor of Computer Science", duration: "3-4 years", countries: ["USA", "UK", "Canada", "Australia"] },
      { name: "Bachelor of Business Administration", duration: "3-4 years", countries: ["UK", "Canada", "Australia"] },
      { name: "Bachelor of Engineering", duration: "4 years", countries: ["USA", "Canada", "Germany", "Australia"] },
      { name: "Medicine (MBBS / MD)", duration: "5-6 years", countries: ["UK", "Australia", "New Zealand"] },
      { name: "Bachelor of Arts and Sciences", duration: "3-4 years", countries: ["USA", "UK", "Canada"] },
    ],
  },
  {
    id: "postgraduate",
    label: "Postgraduate",
    duration: "1-2 years",
    description: "Master's degrees and MBAs after graduation, usually taking 1-2 years.",
    programs: [
      { name: "Master's in Computer Science", duration: "1-2 years", countries: ["USA", "Canada", "Germany", "UK"] },
      { name: "MBA", duration: "1-2 years", countries: ["USA", "UK", "Canada", "Australia"] },
      { name: "Master's in Data Science", duration: "1-2 years", countries: ["USA", "UK", "Germany", "Australia"] },
      { name: "Master's in Engineering Management", duration: "1-2 years", countries: ["USA", "Canada", "Australia"] },
      { name: "Master of Public Health", duration: "1-2 years", countries: ["UK", "USA", "New Zealand"] },
    ],
  },
  {
    id: "phd",
    label: "PhD",
    duration: "3-5 years",
    description: "Doctoral research programs, often funded, usually taking 3-5 years.",
    programs: [
      { name: "PhD in Engineering", duration: "3-5 years", countries: ["USA", "Germany", "Canada"] },
      { name: "PhD in Computer Science", duration: "3-5 years", countries: ["USA", "UK", "Germany"] },
      { name: "PhD in Life Sciences", duration: "3-5 years", countries: ["USA", "UK", "Australia"] },
      { name: "PhD in Economics", duration: "3-5 years", countries: ["USA", "UK", "Canada"] },
    ],
  },
  {
    id: "diploma",
    label: "Diploma",
    duration: "1-2 years",
    description: "Career-focused diplomas and postgraduate diplomas, usually taking 1-2 years.",
    programs: [
      {
        name: "Postgraduate Diploma in Business Management",
        duration: "1-2 years",
        countries: ["Canada", "New Zealand"],
      },
      {
        name: "Diploma in Information Technology",
        duration: "1-2 years",
        countries: ["Canada", "Australia", "New Zealand"],
      },
      {
        name: "Diploma in Hospitality Management",
        duration: "1-2 years",
        countries: ["Australia", "Canada", "New Zealand"],
      },
      { name: "Diploma in Healthcare Administration", duration: "1-2 years", countries: ["Canada", "Australia"] },
    ],
  },
] as const satisfies readonly ProgramTab[];

export const defaultProgramTab: ProgramTabId = "undergraduate";

export const allProgramsPage = {
  hero: {
    title: "All Programs",
    subtitle:
      "Six ways to study abroad, from a foundation year after Class 12 to a research PhD. Compare what each involves, how long it takes and where students go.",
  },
  cardsTitle: "Compare program types",
  /** Every card's button (spec: "Learn More" to /get-in-touch). */
  cardButton: { label: "Learn More", href: "/get-in-touch" },
  cta: {
    title: "Talk through your options with a counsellor",
    text: "Tell us your marks, budget and goals, and we will suggest the programs and countries that fit. The first consultation is free.",
    buttons: [
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Programs by Level", href: "/programs" },
    ],
  },
} as const satisfies {
  hero: { title: string; subtitle: string };
  cardsTitle: string;
  cardButton: { label: string; href: RoutePath };
  cta: ClosingCta;
};

export const programCards = [
  {
    id: "bachelors",
    title: "Bachelor's",
    description:
      "Undergraduate degrees after Class 12 in engineering, business, computing, sciences and the arts at universities worldwide.",
    duration: "3-4 years",
    destinations: ["USA", "UK", "Canada", "Australia"],
  },
  {
    id: "masters",
    title: "Master's",
    description:
      "Specialised postgraduate degrees that deepen your expertise and open doors to post-study work and global careers.",
    duration: "1-2 years",
    destinations: ["USA", "UK", "Canada", "Germany", "Australia"],
  },
  {
    id: "phd",
    title: "PhD",
    description: "Research doctorates with supervisors at leading universities, frequently with funding or stipends.",
    duration: "3-5 years",
    destinations: ["USA", "UK", "Germany", "Canada"],
  },
  {
    id: "mba",
    title: "MBA",
    description:
      "Business degrees for graduates and professionals who want leadership roles, with case studies, internships and global networks.",
    duration: "1-2 years",
    destinations: ["USA", "UK", "Canada", "Australia"],
  },
  {
    id: "diploma-certificate",
    title: "Diploma/Certificate",
    description: "Practical, career-focused programs for quick entry into industry, often with work placements.",
    duration: "1-2 years",
    destinations: ["Canada", "Australia", "New Zealand"],
  },
  {
    id: "foundation",
    title: "Foundation",
    description:
      "Preparatory year that bridges the gap between Class 12 and a bachelor's degree abroad, with guaranteed progression at many universities.",
    duration: "1 year",
    destinations: ["UK", "Australia", "New Zealand"],
  },
] as const satisfies readonly ProgramCard[];

export type LabelValue = { label: string; value: string };

export type CareerProspect = {
  role: string;
  /** Typical salary range; a sample estimate, not an offer. */
  salary: string;
};

export type TuitionByCountry = {
  country: string;
  currency: string;
  /** Annual tuition range in the local currency. */
  range: string;
  note?: string;
};

export type ProgramDetail = {
  title: string;
  subtitle: string;
  overview: readonly string[];
  entryRequirements: readonly string[];
  englishRequirement: { ielts: string; toefl: string };
  careerProspects: readonly CareerProspect[];
  careerProspectsNote: string;
  details: { duration: string; credits: string; start: string; mode: string };
  tuition: readonly TuitionByCountry[];
  tuitionNote: string;
  /**
   * The spec gives Apply Now and Download Brochure no action: applying starts with a
   * counsellor (/get-in-touch), and the brochure, which is not online, is requested by e-mail.
   */
  buttons: {
    applyNow: { label: string; href: RoutePath; note: string };
    downloadBrochure: { label: string; fileTitle: string; note: string };
    bookConsultation: { label: string; href: RoutePath };
  };
};

export const programDetail: ProgramDetail = {
  title: "Master's in Computer Science",
  subtitle: "Build advanced skills in software, AI and data at leading universities abroad.",
  overview: [
    "A Master's in Computer Science takes you beyond your undergraduate foundation into advanced algorithms, distributed systems, machine learning and software engineering at scale.",
    "Most programs combine core courses with electives and a thesis or capstone project, and many include internships with technology companies, so you graduate with both depth and industry experience.",
  ],
  entryRequirements: [
    "Bachelor's degree in Computer Science, IT, Engineering or a related field, usually with 60% or above",
    "IELTS 6.5+ or TOEFL 90+",
    "Statement of purpose and updated resume",
    "Two or three letters of recommendation",
    "GRE scores for many US universities",
  ],
  englishRequirement: { ielts: "6.5+", toefl: "90+" },
  careerProspects: [
    { role: "Software Engineer", salary: "USD 90,000-130,000 a year" },
    { role: "Machine Learning Engineer", salary: "USD 110,000-160,000 a year" },
    { role: "Data Scientist", salary: "USD 95,000-140,000 a year" },
    { role: "Cloud Solutions Architect", salary: "USD 105,000-150,000 a year" },
    { role: "Cybersecurity Analyst", salary: "USD 80,000-120,000 a year" },
  ],
  careerProspectsNote: "Sample ranges for early-career roles in the USA; salaries vary by country, city and employer.",
  details: { duration: "2 years", credits: "30-36", start: "Fall 2024", mode: "Full-time, on campus" },
  tuition: [
    { country: "USA", currency: "USD", range: "USD 30,000-55,000 per year" },
    { country: "UK", currency: "GBP", range: "GBP 20,000-38,000 per year" },
    { country: "Canada", currency: "CAD", range: "CAD 20,000-45,000 per year" },
    {
      country: "Germany",
      currency: "EUR",
      range: "EUR 0-3,000 per year",
      note: "Public universities charge no tuition, only a semester contribution.",
    },
    { country: "Australia", currency: "AUD", range: "AUD 35,000-50,000 per year" },
  ],
  tuitionNote: "Sample ranges for international students; check each university's current fees.",
  buttons: {
    applyNow: {
      label: "Apply Now",
      href: "/get-in-touch",
      note: "A counsellor shortlists universities with you and guides each application.",
    },
    downloadBrochure: {
      label: "Get Brochure by E-mail",
      fileTitle: "Master's in Computer Science brochure",
      note: "The brochure is not online yet: the button opens an e-mail request and we reply with it.",
    },
    bookConsultation: { label: "Book Consultation", href: "/get-in-touch" },
  },
};

/** The program details panel as label/value rows, in display order. */
export const programDetailRows: readonly LabelValue[] = [
  { label: "Duration", value: programDetail.details.duration },
  { label: "Credits", value: programDetail.details.credits },
  { label: "Start", value: programDetail.details.start },
  { label: "Mode", value: programDetail.details.mode },
];

export const programDetailCta: ClosingCta = {
  title: "Plan your Master's in Computer Science",
  text: "Get a shortlist of universities that match your marks, test scores and budget, with intake deadlines and scholarship options.",
  buttons: [programDetail.buttons.bookConsultation, { label: "Compare All Programs", href: "/programs/all-programs" }],
};
