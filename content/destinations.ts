/**
 * The six countries of /destinations (spec part 1, section 2).
 * Figures repeat document 2 where they overlap (work hours, post-study work,
 * visa processing); only USA, UK, Canada and Germany of these six have a guide
 * page (Finland has a guide too but is not one of the six).
 */

import type { RoutePath } from "./routes";

/** ISO 3166-1 alpha-2 code, lowercase, used to pick the flag SVG. */
export type CountryCode = "us" | "gb" | "ca" | "au" | "de" | "nz";

export type Destination = {
  code: CountryCode;
  country: string;
  /** Emoji flag as a text fallback; the page draws the SVG flag by `code`. */
  flag: string;
  description: string;
  highlights: readonly [string, string, string, string];
  universities: readonly string[];
  popularCourses: readonly [string, string, string, string, string];
  guidePath?: RoutePath;
};

export const destinationsPage = {
  hero: {
    title: "Study Destinations",
    subtitle:
      "Compare the six most popular countries for Indian students: what makes each one special, where to study and which courses lead to jobs.",
  },
  jumpLabel: "Jump to a country",
  labels: {
    highlights: "Highlights",
    universities: "Top universities",
    courses: "Popular courses",
    /** The link to a country's full guide page. */
    guide: "Read the full guide",
    /** For countries without a guide page: a consultation about that country. */
    noGuide: "Ask a counsellor about",
  },
  cta: {
    title: "Still deciding between countries?",
    text: "Tell us your course, budget and goals and we will compare your options side by side.",
    button: { label: "Get Free Consultation", href: "/get-in-touch" },
  },
} as const satisfies {
  hero: { title: string; subtitle: string };
  jumpLabel: string;
  labels: { highlights: string; universities: string; courses: string; guide: string; noGuide: string };
  cta: { title: string; text: string; button: { label: string; href: RoutePath } };
};

export const destinations: readonly Destination[] = [
  {
    code: "us",
    country: "United States",
    flag: "🇺🇸",
    description:
      "Home to many of the world's top-ranked universities, the USA offers flexible degrees, research opportunities and strong links between campuses and industry.",
    highlights: [
      "World-leading universities and research",
      "On-campus work up to 20 hours a week",
      "12 months of OPT plus a 24-month STEM OPT extension",
      "Flexible majors and minors",
    ],
    universities: [
      "Massachusetts Institute of Technology",
      "Stanford University",
      "Harvard University",
      "Carnegie Mellon University",
      "University of California, Berkeley",
    ],
    popularCourses: ["Computer Science", "Data Science", "Business Analytics", "Electrical Engineering", "MBA"],
    guidePath: "/destinations/usa",
  },
  {
    code: "gb",
    country: "United Kingdom",
    flag: "🇬🇧",
    description:
      "Centuries-old universities, one-year Master's degrees and the Graduate Route make the UK a fast, well-recognised choice for Indian students.",
    highlights: [
      "One-year Master's programs",
      "2-year post-study work visa (3 years for a PhD)",
      "Part-time work up to 20 hours a week in term",
      "Student visa decisions in 3-6 weeks",
    ],
    universities: [
      "University of Oxford",
      "University of Cambridge",
      "Imperial College London",
      "University College London",
      "University of Edinburgh",
    ],
    popularCourses: ["Business Management", "Computer Science", "Law", "Finance", "Public Health"],
    guidePath: "/destinations/uk",
  },
  {
    code: "ca",
    country: "Canada",
    flag: "🇨🇦",
    description:
      "High-quality, affordable education, a welcoming multicultural society and clear pathways from study to work and permanent residence.",
    highlights: [
      "Off-campus work up to 24 hours a week from September 2024",
      "Post-Graduate Work Permit after graduation",
      "Study permit fee CAD 150",
      "Pathways to permanent residence",
    ],
    universities: [
      "University of Toronto",
      "University of British Columbia",
      "McGill University",
      "University of Waterloo",
      "McMaster University",
    ],
    popularCourses: [
      "Computer Science",
      "Business Administration",
      "Engineering",
      "Healthcare Management",
      "Data Analytics",
    ],
    guidePath: "/destinations/canada",
  },
  {
    code: "au",
    country: "Australia",
    flag: "🇦🇺",
    description:
      "Globally ranked universities, a relaxed lifestyle and generous work rights make Australia a favourite for both study and post-study careers.",
    highlights: [
      "Student visa (subclass 500) processed in 4-8 weeks",
      "Work up to 40 hours per fortnight during term",
      "Post-study work options after graduation",
      "Group of Eight research universities",
    ],
    universities: [
      "University of Melbourne",
      "University of Sydney",
      "Australian National University",
      "Monash University",
      "UNSW Sydney",
    ],
    popularCourses: ["Information Technology", "Nursing", "Engineering", "Accounting", "Hospitality Management"],
  },
  {
    code: "de",
    country: "Germany",
    flag: "🇩🇪",
    description:
      "Tuition-free public universities, world-class engineering and a strong job market make Germany ideal for technical and research careers.",
    highlights: [
      "Tuition-free public universities",
      "Part-time work of 120 full days a year",
      "18-month job search visa after graduation",
      "DAAD scholarships up to 1,200 euro a month",
    ],
    universities: [
      "Technical University of Munich",
      "Ludwig Maximilian University of Munich",
      "Heidelberg University",
      "RWTH Aachen University",
      "Karlsruhe Institute of Technology",
    ],
    popularCourses: [
      "Mechanical Engineering",
      "Automotive Engineering",
      "Computer Science",
      "Data Science",
      "Renewable Energy",
    ],
    guidePath: "/destinations/germany",
  },
  {
    code: "nz",
    country: "New Zealand",
    flag: "🇳🇿",
    description:
      "A safe, welcoming country with practical, globally recognised qualifications and a quality of life that students remember for years.",
    highlights: [
      "Student visa processed in 4-8 weeks",
      "Work up to 20 hours a week during term",
      "Post-study work visa after graduation",
      "Safe and welcoming for international students",
    ],
    universities: [
      "University of Auckland",
      "University of Otago",
      "Victoria University of Wellington",
      "University of Canterbury",
      "Massey University",
    ],
    popularCourses: ["Agriculture", "Information Technology", "Hospitality", "Engineering", "Business Studies"],
  },
];
