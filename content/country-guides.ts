/**
 * The five country guides (/destinations/usa, uk, canada, finland, germany; spec part 2, sections 2, 5 and 9).
 * One `CountryGuide` shape serves all five, so a single page component renders any of them; the optional
 * sections (scholarships, climate, student life, salaries, programs) appear only where a guide has them.
 * Spec figures are kept as written; every figure we added is listed in the record's `indicative` fields.
 */

import type { Stat } from "@/content/company";
import type { RoutePath } from "@/content/routes";
import type {
  AdmissionLevel,
  CityWeather,
  CostItem,
  Cta,
  FactItem,
  Hero,
  InfoCard,
  LivingCost,
  SalaryItem,
  Scholarship,
  University,
  VisaType,
} from "@/content/records";

export type CountrySlug = "usa" | "uk" | "canada" | "finland" | "germany";

/** ISO 3166-1 alpha-2 code, lowercase, for the flag. */
export type CountryCode = "us" | "gb" | "ca" | "fi" | "de";

export type CountryGuide = {
  slug: CountrySlug;
  path: RoutePath;
  country: string;
  code: CountryCode;
  hero: Hero & { badges: readonly string[] };
  fastFacts: { title: string; items: readonly FactItem[] };
  reasons: { title: string; items: readonly InfoCard[] };
  universities: { title: string; intro: string; items: readonly University[] };
  popularPrograms?: { title: string; items: readonly string[] };
  admission: { title: string; levels: readonly AdmissionLevel[] };
  scholarships?: { title: string; intro: string; items: readonly Scholarship[] };
  visa: {
    title: string;
    intro: string;
    types: readonly VisaType[];
    /** Key visa conditions, e.g. financial proof. */
    facts: readonly FactItem[];
    fees: readonly CostItem[];
    requirements: readonly string[];
  };
  costs: { title: string; intro: string; items: readonly LivingCost[] };
  work: { title: string; intro: string; items: readonly FactItem[] };
  climate?: { title: string; note: string; cities: readonly CityWeather[] };
  studentLife?: { title: string; items: readonly InfoCard[] };
  salaryBySector?: { title: string; note: string; items: readonly SalaryItem[] };
  stats: readonly Stat[];
  /**
   * The spec shows these guide buttons ("Talk to an Expert Counsellor", "Apply Now") with no action; both lead to
   * the consultation form, the page that serves a visitor ready to talk or apply.
   */
  cta: { title: string; description: string; primary: Required<Cta>; secondary: Required<Cta> };
  disclaimer: string;
};

const guideCta = {
  primary: { label: "Talk to an Expert Counsellor", href: "/get-in-touch" },
  secondary: { label: "Apply Now", href: "/get-in-touch" },
} as const satisfies Pick<CountryGuide["cta"], "primary" | "secondary">;

const disclaimer =
  "Fees, thresholds and work rules are set by governments and universities and change often. Values marked " +
  "indicative are typical figures; we confirm the current official ones with you before you apply.";

export const usaGuide = {
  slug: "usa",
  path: "/destinations/usa",
  country: "USA",
  code: "us",
  hero: {
    eyebrow: "Study in the USA",
    title: "Study in the United States",
    subtitle:
      "World-leading universities, flexible degrees and up to three years of work experience after a STEM degree: " +
      "the USA remains the first choice for many Indian students.",
    badges: ["World-ranked universities", "F-1 student visa", "STEM OPT extension 24 months"],
  },
  fastFacts: {
    title: "Fast Facts",
    items: [
      { label: "Capital", value: "Washington, D.C." },
      { label: "Language", value: "English" },
      { label: "Currency", value: "US dollar (USD)" },
      { label: "Main intakes", value: "Fall (August-September) and Spring (January)" },
      { label: "Student visa", value: "F-1" },
      { label: "Post-study work", value: "12 months OPT, plus STEM OPT extension 24 months" },
    ],
  },
  reasons: {
    title: "Why Study in the USA",
    items: [
      {
        title: "Top-ranked universities",
        description: "Many of the world's highest-ranked universities, with research funding no other country matches.",
      },
      {
        title: "Flexible curriculum",
        description: "Change your major, add a minor and combine subjects in ways few other systems allow.",
      },
      {
        title: "STEM opportunities",
        description: "STEM graduates can work for up to three years on OPT and the STEM OPT extension.",
      },
      {
        title: "Assistantships and aid",
        description: "Graduate students can earn teaching and research assistantships that reduce tuition costs.",
      },
      {
        title: "Global careers",
        description: "A US degree and US work experience are valued by employers in India and around the world.",
      },
      {
        title: "A large Indian community",
        description: "Indian student associations on most campuses help you settle in from your first week.",
      },
    ],
  },
  universities: {
    title: "Top Universities",
    intro: "A few of the universities our students apply to; rankings are from the QS World University Rankings 2025.",
    items: [
      {
        name: "Massachusetts Institute of Technology (MIT)",
        location: "Cambridge, Massachusetts",
        ranking: "QS 2025: #1",
        tuition: "USD 55,000-65,000 per year",
        indicative: ["ranking", "tuition"],
      },
      {
        name: "Harvard University",
        location: "Cambridge, Massachusetts",
        ranking: "QS 2025: #4",
        tuition: "USD 55,000-65,000 per year",
        indicative: ["ranking", "tuition"],
      },
      {
        name: "Stanford University",
        location: "Stanford, California",
        ranking: "QS 2025: #6",
        tuition: "USD 55,000-65,000 per year",
        indicative: ["ranking", "tuition"],
      },
      {
        name: "California Institute of Technology (Caltech)",
        location: "Pasadena, California",
        ranking: "QS 2025: #10",
        tuition: "USD 55,000-65,000 per year",
        indicative: ["ranking", "tuition"],
      },
      {
        name: "University of California, Berkeley",
        location: "Berkeley, California",
        ranking: "QS 2025: top 20",
        tuition: "USD 45,000-50,000 per year (non-resident)",
        indicative: ["ranking", "tuition"],
      },
      {
        name: "Cornell University",
        location: "Ithaca, New York",
        ranking: "QS 2025: top 20",
        tuition: "USD 60,000-70,000 per year",
        indicative: ["ranking", "tuition"],
      },
    ],
  },
  admission: {
    title: "Admission Requirements",
    levels: [
      {
        level: "Undergraduate",
        english: "TOEFL 80+ or IELTS 6.5+",
        requirements: [
          "Class 10 and 12 mark sheets and school transcripts",
          "SAT or ACT scores where the university asks for them",
          "Application essays and teacher recommendations",
          "Proof of funds for the first year",
        ],
      },
      {
        level: "Graduate",
        english: "TOEFL 90+ or IELTS 7.0+",
        requirements: [
          "A recognised bachelor's degree, usually four years",
          "GRE or GMAT scores where the program asks for them",
          "Statement of purpose, letters of recommendation and resume",
          "Proof of funds for the first year",
        ],
      },
    ],
  },
  visa: {
    title: "Visa Information",
    intro: "Indian students study in the USA on an F-1 visa, issued after an interview at a US consulate.",
    types: [
      {
        title: "F-1 Student Visa",
        type: "Study",
        cost: "$185",
        duration: "Length of your program",
        description: "For full-time study at a SEVP-certified school; you need a Form I-20 from the university.",
        indicative: ["duration"],
      },
      {
        title: "Optional Practical Training (OPT)",
        type: "Work",
        cost: "USD 470-520 (Form I-765 filing fee)",
        duration: "12 months",
        description: "Work in your field of study after graduation, for F-1 students of any subject.",
        indicative: ["cost"],
      },
      {
        title: "STEM OPT Extension",
        type: "Work",
        cost: "USD 470-520 (Form I-765 filing fee)",
        duration: "24 months",
        description: "A further 24 months of OPT for graduates of eligible STEM degrees with an E-Verify employer.",
        indicative: ["cost"],
      },
    ],
    facts: [
      { label: "Visa interview", value: "At a US consulate or the embassy in India" },
      { label: "Arrival", value: "Up to 30 days before your I-20 program start date", indicative: ["value"] },
    ],
    fees: [
      { category: "SEVIS I-901 fee", cost: "$350" },
      { category: "F-1 visa application (MRV) fee", cost: "$185" },
    ],
    requirements: [
      "Form I-20 from a SEVP-certified university",
      "SEVIS fee payment receipt",
      "DS-160 confirmation page and interview appointment",
      "Valid passport and photograph",
      "Proof of funds covering the amount on your I-20",
      "Academic documents and test scores",
    ],
  },
  costs: {
    title: "Cost of Studying in the USA",
    intro: "Costs vary widely between public and private universities and between cities.",
    items: [
      { category: "Tuition, public universities", cost: "USD 20,000-40,000 per year", indicative: ["cost"] },
      { category: "Tuition, private universities", cost: "USD 35,000-65,000 per year", indicative: ["cost"] },
      { category: "Living costs", cost: "USD 1,000-2,000 per month", indicative: ["cost"] },
      { category: "Health insurance", cost: "USD 1,500-3,000 per year", indicative: ["cost"] },
    ],
  },
  work: {
    title: "Work While You Study",
    intro: "F-1 students may work on campus during their studies and in their field after graduation.",
    items: [
      { label: "On-campus work", value: "20 hours per week", note: "While classes are in session" },
      { label: "Off-campus work", value: "Only through CPT or OPT, with university approval" },
      { label: "OPT after graduation", value: "12 months" },
      { label: "STEM OPT extension", value: "24 months" },
    ],
  },
  stats: [
    { number: "$350", label: "SEVIS fee" },
    { number: "20 hours", label: "On-campus work per week" },
    { number: "24 months", label: "STEM OPT extension" },
  ],
  cta: {
    title: "Planning to Study in the USA?",
    description: "Talk to a counsellor about universities, the F-1 interview and your budget.",
    ...guideCta,
  },
  disclaimer,
} as const satisfies CountryGuide;

export const ukGuide = {
  slug: "uk",
  path: "/destinations/uk",
  country: "UK",
  code: "gb",
  hero: {
    eyebrow: "Study in the UK",
    title: "Study in the United Kingdom",
    subtitle:
      "Shorter degrees, historic universities and a post-study work visa of 2 years (3 for PhD graduates): the UK " +
      "offers Indian students a fast route to a world-class qualification.",
    badges: ["One-year master's degrees", "Up to 20 hours per week of work", "2-year post-study work visa"],
  },
  fastFacts: {
    title: "Fast Facts",
    items: [
      { label: "Capital", value: "London" },
      { label: "Language", value: "English" },
      { label: "Currency", value: "Pound sterling (GBP)" },
      { label: "Main intakes", value: "September and January" },
      { label: "Master's duration", value: "Usually 1 year" },
      { label: "Post-study work visa", value: "2 years, 3 for PhD" },
    ],
  },
  reasons: {
    title: "Why Study in the UK",
    items: [
      {
        title: "Shorter courses",
        description:
          "Most bachelor's degrees take three years and most master's degrees one, saving tuition and living costs.",
      },
      {
        title: "Globally respected degrees",
        description: "UK qualifications are recognised by employers and universities around the world.",
      },
      {
        title: "Post-study work",
        description: "The Graduate Route lets you stay and work for 2 years after graduation, or 3 after a PhD.",
      },
      {
        title: "Work while you study",
        description: "Degree students may work up to 20 hours per week during term.",
      },
      {
        title: "Multicultural cities",
        description: "London, Manchester, Birmingham and Leicester have large, welcoming Indian communities.",
      },
      {
        title: "Close to home",
        description: "A direct flight of about nine to ten hours from Mumbai or Delhi, and a familiar language.",
      },
    ],
  },
  universities: {
    title: "Top Universities and Minimum IELTS",
    intro:
      "Minimum overall IELTS scores for most courses; some courses ask for more. Rankings from the QS World " +
      "University Rankings 2025.",
    items: [
      {
        name: "Imperial College London",
        location: "London",
        ranking: "QS 2025: #2",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of Oxford",
        location: "Oxford",
        ranking: "QS 2025: #3",
        ielts: "7.0",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of Cambridge",
        location: "Cambridge",
        ranking: "QS 2025: #5",
        ielts: "7.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University College London (UCL)",
        location: "London",
        ranking: "QS 2025: #9",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of Edinburgh",
        location: "Edinburgh",
        ranking: "QS 2025: #27",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of Manchester",
        location: "Manchester",
        ranking: "QS 2025: #34",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
    ],
  },
  admission: {
    title: "Admission Requirements",
    levels: [
      {
        level: "Undergraduate",
        english: "IELTS at the university's minimum (see the table above)",
        requirements: [
          "Class 12 mark sheets with grades the course asks for",
          "Personal statement through UCAS",
          "A reference from a teacher",
          "Foundation year for some courses and profiles",
        ],
      },
      {
        level: "Postgraduate",
        english: "IELTS at the university's minimum (see the table above)",
        requirements: [
          "A recognised bachelor's degree in a related subject",
          "Statement of purpose and CV",
          "Two academic or professional references",
          "Work experience for MBA and some management courses",
        ],
      },
    ],
  },
  visa: {
    title: "Visa Information",
    intro: "UK visa fees as they apply to students and graduates, with the post-study and work routes.",
    types: [
      {
        title: "Student visa (Tier 4)",
        type: "Study",
        cost: "GBP 339",
        duration: "Length of your course, plus a short period after it",
        description: "For courses at a licensed sponsor; you need a Confirmation of Acceptance for Studies (CAS).",
        indicative: ["duration"],
      },
      {
        title: "Short-term study visa",
        type: "Study",
        cost: "GBP 94",
        description: "For short English language courses; it cannot be extended and does not allow work.",
      },
      {
        title: "Graduate Route",
        type: "Work",
        cost: "GBP 822 plus the Immigration Health Surcharge",
        duration: "2 years, 3 for PhD",
        description: "Stay and work at any level after a UK degree, without an employer sponsor.",
        indicative: ["cost"],
      },
      {
        title: "Skilled Worker visa (Tier 2)",
        type: "Work",
        cost: "GBP 1,190",
        description: "For a job offer from a licensed UK employer that meets the skill and salary rules.",
      },
    ],
    facts: [{ label: "Post-study work visa", value: "2 years, 3 for PhD" }],
    fees: [
      { category: "Tier 4 (General) student visa", cost: "GBP 339" },
      { category: "Short-term study visa", cost: "GBP 94" },
      { category: "Tier 2 (General) work visa", cost: "GBP 1,190" },
      { category: "Immigration Health Surcharge, students", cost: "GBP 776 per year", indicative: ["cost"] },
    ],
    requirements: [
      "Confirmation of Acceptance for Studies (CAS) from your university",
      "Valid passport",
      "Proof of funds for tuition and living costs",
      "IELTS or another approved English test result",
      "Tuberculosis test certificate from an approved clinic in India",
      "Academic documents listed on your CAS",
    ],
  },
  costs: {
    title: "Cost of Studying in the UK",
    intro: "London costs noticeably more than other UK cities.",
    items: [
      { category: "Tuition, undergraduate", cost: "GBP 15,000-38,000 per year", indicative: ["cost"] },
      { category: "Tuition, postgraduate", cost: "GBP 16,000-35,000 per year", indicative: ["cost"] },
      { category: "Living costs, London", cost: "GBP 1,300-1,500 per month", indicative: ["cost"] },
      { category: "Living costs, outside London", cost: "GBP 1,000-1,200 per month", indicative: ["cost"] },
    ],
  },
  work: {
    title: "Work While You Study",
    intro: "Student visa holders may work part-time during term and full-time in official vacations.",
    items: [
      { label: "Part-time work during term", value: "Up to 20 hours per week (10 for language-centre students)" },
      { label: "During vacations", value: "Full-time" },
      { label: "Post-study work visa", value: "2 years, 3 for PhD" },
    ],
  },
  stats: [
    { number: "GBP 339", label: "Tier 4 visa fee" },
    { number: "20 hours", label: "Work per week in term" },
    { number: "2 years", label: "Post-study work (3 for PhD)" },
  ],
  cta: {
    title: "Planning to Study in the UK?",
    description: "Talk to a counsellor about universities, your CAS and your visa file.",
    ...guideCta,
  },
  disclaimer,
} as const satisfies CountryGuide;

export const canadaGuide = {
  slug: "canada",
  path: "/destinations/canada",
  country: "Canada",
  code: "ca",
  hero: {
    eyebrow: "Study in Canada",
    title: "Study in Canada",
    subtitle:
      "High-quality, affordable education, a welcoming society and a clear path from study to work: Canada is home " +
      "to one of the largest communities of Indian students abroad.",
    badges: ["Study permit CA$150", "Off-campus work up to 24 hours per week", "Post-Graduate Work Permit"],
  },
  fastFacts: {
    title: "Fast Facts",
    items: [
      { label: "Capital", value: "Ottawa" },
      { label: "Languages", value: "English and French" },
      { label: "Currency", value: "Canadian dollar (CAD)" },
      { label: "Main intakes", value: "September, January and May" },
      { label: "Study permit fee", value: "CA$150" },
      { label: "Post-study work", value: "Post-Graduate Work Permit (PGWP)" },
    ],
  },
  reasons: {
    title: "Why Study in Canada",
    items: [
      {
        title: "Quality and value",
        description: "Internationally respected universities and colleges, with tuition usually below the USA and UK.",
      },
      {
        title: "Work while you study",
        description: "Off-campus work up to 24 hours per week from September 2024, and full-time in scheduled breaks.",
      },
      {
        title: "Post-study work",
        description: "The Post-Graduate Work Permit lets eligible graduates gain Canadian work experience.",
      },
      {
        title: "Pathway to residence",
        description: "Canadian study and work experience count towards permanent residence programs.",
      },
      {
        title: "Safe and welcoming",
        description: "Diverse, safe cities with large Indian communities in Toronto, Vancouver and beyond.",
      },
      {
        title: "Co-op programs",
        description: "Many programs include paid co-op terms with Canadian employers.",
      },
    ],
  },
  universities: {
    title: "Top Universities and Minimum IELTS",
    intro:
      "Minimum overall IELTS scores for most programs, usually with no band below 6.0; some programs ask for more. " +
      "Rankings from the QS World University Rankings 2025.",
    items: [
      {
        name: "University of Toronto",
        location: "Toronto, Ontario",
        ranking: "QS 2025: #25",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "McGill University",
        location: "Montreal, Quebec",
        ranking: "QS 2025: #29",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of British Columbia",
        location: "Vancouver, British Columbia",
        ranking: "QS 2025: #38",
        ielts: "6.5",
        indicative: ["ranking", "ielts"],
      },
      {
        name: "University of Alberta",
        location: "Edmonton, Alberta",
        ielts: "6.5",
        indicative: ["ielts"],
      },
      {
        name: "University of Waterloo",
        location: "Waterloo, Ontario",
        ielts: "6.5",
        indicative: ["ielts"],
      },
      {
        name: "McMaster University",
        location: "Hamilton, Ontario",
        ielts: "6.5",
        indicative: ["ielts"],
      },
    ],
  },
  admission: {
    title: "Admission Requirements",
    levels: [
      {
        level: "Undergraduate",
        english: "IELTS at the university's minimum (see the table above)",
        requirements: [
          "Class 12 mark sheets with the subjects the program needs",
          "Statement of purpose or supplementary application where asked",
          "Proof of funds",
        ],
      },
      {
        level: "Graduate",
        english: "IELTS at the university's minimum (see the table above)",
        requirements: [
          "A recognised bachelor's degree, usually four years",
          "Statement of purpose and CV",
          "Letters of recommendation",
          "GRE or GMAT where the program asks for it",
        ],
      },
    ],
  },
  visa: {
    title: "Visa Information",
    intro: "Indian students need a study permit; graduates can apply for a Post-Graduate Work Permit.",
    types: [
      {
        title: "Study permit",
        type: "Study",
        cost: "CA$150",
        duration: "Length of your program, plus 90 days",
        description: "For study at a designated learning institution (DLI), with a letter of acceptance.",
        indicative: ["duration"],
      },
      {
        title: "Post-Graduate Work Permit (PGWP)",
        type: "Work",
        cost: "CA$255",
        duration: "Up to 3 years",
        description: "An open work permit for graduates of eligible programs; its length follows the program's length.",
        indicative: ["duration"],
      },
      {
        title: "Work permit",
        type: "Work",
        cost: "CA$194",
        description: "Employer-specific and other work permits for work beyond your study permit conditions.",
      },
    ],
    facts: [
      {
        label: "Proof of funds",
        value: "CA$20,635 per year for living costs, plus the first year's tuition and travel",
        indicative: ["value"],
      },
    ],
    fees: [
      { category: "Study permit", cost: "CA$150" },
      { category: "Post-Graduate Work Permit (PGWP)", cost: "CA$255" },
      { category: "Work permit", cost: "CA$194" },
      { category: "Biometrics", cost: "CA$85", indicative: ["cost"] },
    ],
    requirements: [
      "Letter of acceptance from a designated learning institution",
      "Provincial attestation letter (PAL), where required",
      "Proof of funds, such as a GIC and bank statements",
      "Valid passport",
      "Biometrics and a medical examination",
      "Statement of purpose explaining your study plan",
    ],
  },
  costs: {
    title: "Cost of Studying in Canada",
    intro: "Costs depend on the province, the city and whether you choose a university or a college.",
    items: [
      { category: "Tuition, undergraduate", cost: "CA$20,000-40,000 per year", indicative: ["cost"] },
      { category: "Tuition, postgraduate", cost: "CA$18,000-35,000 per year", indicative: ["cost"] },
      { category: "Living costs", cost: "CA$1,200-2,000 per month", indicative: ["cost"] },
      { category: "Health insurance", cost: "CA$600-900 per year", indicative: ["cost"] },
    ],
  },
  work: {
    title: "Work While You Study",
    intro: "Study permit holders at eligible institutions can work off campus without a separate work permit.",
    items: [
      { label: "Off-campus work during term", value: "Up to 24 hours per week from September 2024" },
      { label: "Scheduled breaks", value: "Full-time in scheduled breaks" },
      { label: "After graduation", value: "Post-Graduate Work Permit (PGWP), fee CA$255" },
    ],
  },
  stats: [
    { number: "CA$150", label: "Study permit fee" },
    { number: "24 hours", label: "Off-campus work per week" },
    { number: "CA$255", label: "PGWP fee" },
  ],
  cta: {
    title: "Planning to Study in Canada?",
    description: "Talk to a counsellor about programs, your study permit and your budget.",
    ...guideCta,
  },
  disclaimer,
} as const satisfies CountryGuide;

export const finlandGuide = {
  slug: "finland",
  path: "/destinations/finland",
  country: "Finland",
  code: "fi",
  hero: {
    eyebrow: "Study in Finland",
    title: "Study in Finland",
    subtitle:
      "An education system admired worldwide, generous scholarships, a safe and happy society and a clear path to " +
      "permanent residency.",
    badges: [
      "Scholarships cover 50-100% of tuition",
      "Part-time work 25 hours per week",
      "Permanent residency path 4 years",
      "20,000+ international students",
    ],
  },
  fastFacts: {
    title: "Fast Facts",
    items: [
      { label: "Capital", value: "Helsinki" },
      { label: "Languages", value: "Finnish and Swedish; English widely spoken" },
      { label: "Currency", value: "Euro (EUR)" },
      { label: "Academic year", value: "August-May" },
      { label: "International students", value: "20,000+" },
      { label: "Monthly budget", value: "700-1,200 euro" },
    ],
  },
  reasons: {
    title: "Why Study in Finland",
    items: [
      {
        title: "World-class education",
        description:
          "Research-led universities and a teaching style built on projects, teamwork and independent thinking.",
      },
      {
        title: "Generous scholarships",
        description: "Universities offer scholarships that cover 50-100% of tuition for strong applicants.",
      },
      {
        title: "English-taught programs",
        description: "Hundreds of bachelor's and master's programs taught fully in English.",
      },
      {
        title: "Work while you study",
        description: "Part-time work of 25 hours per week during term, and full-time in holidays.",
      },
      {
        title: "Stay after graduation",
        description: "A year to look for work after graduation, and a permanent residency path of 4 years.",
      },
      {
        title: "Safe and happy",
        description: "One of the safest countries in the world, with clean cities and a high quality of life.",
      },
    ],
  },
  universities: {
    title: "Top Universities",
    intro: "Tuition for non-EU students on English-taught degrees, before scholarships.",
    items: [
      {
        name: "University of Helsinki",
        location: "Helsinki",
        tuition: "EUR 13,000-18,000 per year",
        indicative: ["tuition"],
      },
      { name: "Aalto University", location: "Espoo", tuition: "EUR 15,000 per year", indicative: ["tuition"] },
      {
        name: "University of Turku",
        location: "Turku",
        tuition: "EUR 10,000-12,000 per year",
        indicative: ["tuition"],
      },
      {
        name: "Tampere University",
        location: "Tampere",
        tuition: "EUR 10,000-12,000 per year",
        indicative: ["tuition"],
      },
      { name: "University of Oulu", location: "Oulu", tuition: "EUR 10,000-13,000 per year", indicative: ["tuition"] },
      {
        name: "LUT University",
        location: "Lappeenranta",
        tuition: "EUR 10,000-15,000 per year",
        indicative: ["tuition"],
      },
    ],
  },
  popularPrograms: {
    title: "Popular Programs",
    items: [
      "Computer Science and Software Engineering",
      "Data Science and Artificial Intelligence",
      "Business and International Management",
      "Mechanical and Energy Engineering",
      "Game Design and Development",
      "Education and Learning Sciences",
      "Environmental and Sustainability Studies",
      "Nursing and Health Care",
    ],
  },
  admission: {
    title: "Admission Requirements",
    levels: [
      {
        level: "Undergraduate",
        english: "IELTS 6.5+ or TOEFL 92+",
        requirements: [
          "Class 12 certificate and mark sheets",
          "University entrance exam or SAT score, depending on the program",
          "Application through the joint application system (Studyinfo)",
        ],
      },
      {
        level: "Graduate",
        english: "IELTS 6.5+ or TOEFL 92+",
        requirements: [
          "A recognised bachelor's degree in a related field",
          "Motivation letter and CV",
          "Letters of recommendation, for some programs",
          "Portfolio or entrance exam, for some programs",
        ],
      },
    ],
  },
  scholarships: {
    title: "Scholarships",
    intro: "Scholarships cover 50-100% of tuition for non-EU students with strong academic records.",
    items: [
      {
        name: "University tuition fee scholarships",
        amount: "50-100% of tuition",
        description: "Offered by each university with the admission decision; many renew each year with good progress.",
      },
      {
        name: "Finland Scholarship",
        amount: "Full tuition waiver plus a relocation grant",
        description: "A government-funded scholarship for top applicants to master's and bachelor's programs.",
        indicative: ["amount"],
      },
      {
        name: "Early-bird and merit awards",
        amount: "Varies by university",
        description: "Some universities reward early acceptance or excellent grades in the first year.",
      },
    ],
  },
  visa: {
    title: "Residence Permit",
    intro: "Indian students need a residence permit for studies, applied for online before travelling.",
    types: [
      {
        title: "Residence permit for studies",
        type: "Study",
        cost: "EUR 350 (online application)",
        duration: "Usually one year at a time, or the length of the degree",
        description: "For degree students admitted to a Finnish university; you show funds and health insurance.",
        indicative: ["cost", "duration"],
      },
      {
        title: "Residence permit for job search",
        type: "Work",
        cost: "EUR 350-450",
        duration: "1 year",
        description: "For graduates looking for work or starting a business in Finland after their degree.",
        indicative: ["cost"],
      },
    ],
    facts: [
      { label: "Financial proof", value: "6,720 euro per year" },
      { label: "Job search after graduation", value: "1 year" },
      { label: "Permanent residency path", value: "4 years" },
    ],
    fees: [{ category: "Residence permit for studies", cost: "EUR 350 (online application)", indicative: ["cost"] }],
    requirements: [
      "Admission letter from a Finnish university",
      "Financial proof of 6,720 euro per year",
      "Proof of tuition payment or scholarship",
      "Health insurance",
      "Valid passport",
      "Identification visit at the Finnish visa centre in India",
    ],
  },
  costs: {
    title: "Cost of Living",
    intro: "A student's monthly budget in Finland is 700-1,200 euro, depending on the city and housing.",
    items: [
      { category: "Monthly budget", cost: "700-1,200 euro" },
      { category: "Student housing", cost: "250-600 euro per month", indicative: ["cost"] },
      { category: "Food", cost: "200-300 euro per month", indicative: ["cost"] },
      { category: "Transport (student discount)", cost: "30-60 euro per month", indicative: ["cost"] },
      { category: "Health insurance", cost: "30-60 euro per month", indicative: ["cost"] },
    ],
  },
  work: {
    title: "Work Opportunities",
    intro: "Students may work part-time during term, and graduates can stay to find a job.",
    items: [
      { label: "Part-time work", value: "25 hours per week", note: "During term; full-time in holidays" },
      { label: "Job search after graduation", value: "1 year" },
      { label: "Permanent residency path", value: "4 years" },
    ],
  },
  climate: {
    title: "Climate",
    note: "Average winter low and summer high, in °C.",
    cities: [
      { city: "Helsinki", min: -7, max: 22, indicative: ["min", "max"] },
      { city: "Tampere", min: -9, max: 22, indicative: ["min", "max"] },
      { city: "Turku", min: -7, max: 22, indicative: ["min", "max"] },
      { city: "Oulu", min: -13, max: 21, indicative: ["min", "max"] },
      { city: "Rovaniemi", min: -16, max: 20, indicative: ["min", "max"] },
    ],
  },
  studentLife: {
    title: "Student Life",
    items: [
      {
        title: "Student unions",
        description:
          "Every university has an active student union with clubs, events and discounts on meals and travel.",
      },
      {
        title: "Affordable student meals",
        description:
          "Subsidised university restaurants serve full meals, including vegetarian options, at student prices.",
      },
      {
        title: "Nature on the doorstep",
        description: "Forests, lakes and islands within reach of every campus, and the northern lights in Lapland.",
      },
      {
        title: "Sauna culture",
        description: "Saunas are part of everyday life in Finland, including in many student housing buildings.",
      },
    ],
  },
  stats: [
    { number: "20,000+", label: "International students" },
    { number: "50-100%", label: "Tuition covered by scholarships" },
    { number: "25 hours", label: "Part-time work per week" },
    { number: "4 years", label: "Permanent residency path" },
  ],
  cta: {
    title: "Planning to Study in Finland?",
    description: "Talk to a counsellor about programs, scholarships and your residence permit.",
    ...guideCta,
  },
  disclaimer,
} as const satisfies CountryGuide;

export const germanyGuide = {
  slug: "germany",
  path: "/destinations/germany",
  country: "Germany",
  code: "de",
  hero: {
    eyebrow: "Study in Germany",
    title: "Study in Germany",
    subtitle:
      "Tuition-free public universities, world-famous engineering and an 18-month job search visa after " +
      "graduation: Germany offers outstanding value for Indian students.",
    badges: ["Tuition-free public universities", "400+ universities", "350,000+ international students"],
  },
  fastFacts: {
    title: "Fast Facts",
    items: [
      { label: "Area", value: "357,022 km²" },
      { label: "Population", value: "~84 million" },
      { label: "Official language", value: "German" },
      { label: "Currency", value: "Euro" },
      { label: "Academic year", value: "October-July" },
      { label: "Time zone", value: "CET" },
    ],
  },
  reasons: {
    title: "Why Study in Germany",
    items: [
      {
        title: "Tuition-free public universities",
        description: "Most public universities charge no tuition, only a semester contribution.",
      },
      {
        title: "Engineering excellence",
        description: "Home of global names in automotive, machinery and electrical engineering.",
      },
      {
        title: "English-taught master's programs",
        description: "Hundreds of master's programs taught in English, especially in engineering and IT.",
      },
      {
        title: "Work while you study",
        description: "Students may work 120 full days per year, and working-student jobs are common.",
      },
      {
        title: "Stay after graduation",
        description: "An 18-month job search visa, and the EU Blue Card for skilled graduates.",
      },
      {
        title: "The heart of Europe",
        description: "Travel across the Schengen area on your German residence permit.",
      },
    ],
  },
  universities: {
    title: "Top Public Universities",
    intro:
      "Six top public universities that charge non-EU students no tuition, only the semester contribution. Some " +
      "public universities (for example TUM, and those in Baden-Württemberg) now charge non-EU students tuition.",
    items: [
      {
        name: "Ludwig Maximilian University of Munich (LMU)",
        location: "Munich",
        ranking: "QS 2025: #59",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
      {
        name: "Freie Universität Berlin",
        location: "Berlin",
        ranking: "QS 2025: #97",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
      {
        name: "RWTH Aachen University",
        location: "Aachen",
        ranking: "QS 2025: #99",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
      {
        name: "Humboldt University of Berlin",
        location: "Berlin",
        ranking: "QS 2025: top 150",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
      {
        name: "Technical University of Berlin",
        location: "Berlin",
        ranking: "QS 2025: top 200",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
      {
        name: "University of Bonn",
        location: "Bonn",
        ranking: "QS 2025: top 250",
        tuition: "Free",
        note: "Public; semester contribution only",
        indicative: ["ranking"],
      },
    ],
  },
  popularPrograms: {
    title: "Popular Programs",
    items: [
      "Mechanical Engineering",
      "Automotive Engineering",
      "Electrical and Electronics Engineering",
      "Computer Science",
      "Data Science and Artificial Intelligence",
      "Business and Economics",
    ],
  },
  admission: {
    title: "Admission Requirements",
    levels: [
      {
        level: "Undergraduate",
        english: "IELTS or TOEFL for English-taught programs; TestDaF or DSH for German-taught programs",
        requirements: [
          "Class 12 certificate, plus either one year of a bachelor's degree in India or a qualifying JEE result",
          "Otherwise, a Studienkolleg foundation year and its assessment test",
          "APS certificate for Indian applicants",
        ],
      },
      {
        level: "Graduate",
        english: "IELTS or TOEFL for English-taught programs; TestDaF or DSH for German-taught programs",
        requirements: [
          "A recognised bachelor's degree in a related subject",
          "APS certificate for Indian applicants",
          "Motivation letter and CV",
          "GRE or GMAT for some programs",
        ],
      },
    ],
  },
  scholarships: {
    title: "Scholarships",
    intro: "DAAD scholarships pay up to 1,200 euro per month, across over 200 programs.",
    items: [
      {
        name: "DAAD scholarships",
        amount: "Up to 1,200 euro per month",
        description: "The German Academic Exchange Service funds over 200 programs for international students.",
      },
      {
        name: "Deutschlandstipendium",
        amount: "300 euro per month",
        description:
          "Merit scholarships awarded by universities, funded jointly by the government and private sponsors.",
        indicative: ["amount"],
      },
      {
        name: "Foundation scholarships",
        amount: "Varies by foundation",
        description: "Political and private foundations support students with strong grades and social commitment.",
      },
    ],
  },
  visa: {
    title: "Visa Requirements",
    intro: "Indian students apply for a national student visa and then a residence permit after arrival.",
    types: [
      {
        title: "National student visa",
        type: "Study",
        cost: "75 euros",
        description: "For admitted students; converted into a residence permit for studies after you arrive.",
      },
      {
        title: "Job search visa",
        type: "Work",
        cost: "Up to 100 euros (residence permit fee)",
        duration: "18 months",
        description: "Graduates can stay 18 months to find a job that matches their degree, working freely meanwhile.",
        indicative: ["cost"],
      },
      {
        title: "EU Blue Card",
        type: "Work",
        cost: "Up to 100 euros (residence permit fee)",
        description: "For graduates with a qualified job offer that meets the salary threshold.",
        indicative: ["cost"],
      },
    ],
    facts: [
      { label: "Financial proof", value: "11,208 euro per year", note: "Usually in a blocked account" },
      { label: "Health insurance", value: "110 euro per month" },
      { label: "Job search visa", value: "18 months" },
    ],
    fees: [
      { category: "National student visa", cost: "75 euros" },
      { category: "Residence permit", cost: "Up to 100 euros", indicative: ["cost"] },
    ],
    requirements: [
      "Admission letter from a German university",
      "APS certificate",
      "Blocked account with 11,208 euro per year",
      "Health insurance",
      "Proof of language skills for your program",
      "Valid passport and academic documents",
    ],
  },
  costs: {
    title: "Cost of Living",
    intro: "A student's monthly budget in Germany is 850-1,200 euro; Munich and Frankfurt cost the most.",
    items: [
      { category: "Monthly budget", cost: "850-1,200 euro" },
      { category: "Health insurance", cost: "110 euro per month" },
      { category: "Rent", cost: "300-700 euro per month", indicative: ["cost"] },
      { category: "Food", cost: "150-250 euro per month", indicative: ["cost"] },
      { category: "Semester contribution", cost: "150-350 euro per semester", indicative: ["cost"] },
    ],
  },
  work: {
    title: "Work Opportunities",
    intro: "Students may work part-time alongside their studies; graduates can stay to find skilled work.",
    items: [
      { label: "Part-time work", value: "120 full days per year" },
      { label: "Working-student jobs", value: "Common in engineering and IT companies" },
      { label: "Job search visa", value: "18 months" },
    ],
  },
  salaryBySector: {
    title: "Salary by Sector",
    note: "Typical gross starting salaries for graduates, per year.",
    items: [
      { sector: "Engineering", salary: "55,000-70,000 euro", indicative: ["salary"] },
      { sector: "IT", salary: "50,000-70,000 euro", indicative: ["salary"] },
      { sector: "Automotive", salary: "55,000-75,000 euro", indicative: ["salary"] },
      { sector: "Healthcare", salary: "45,000-65,000 euro", indicative: ["salary"] },
      { sector: "Finance", salary: "50,000-75,000 euro", indicative: ["salary"] },
      { sector: "Research", salary: "45,000-60,000 euro", indicative: ["salary"] },
    ],
  },
  climate: {
    title: "Climate",
    note: "Average winter low and summer high, in °C.",
    cities: [
      { city: "Berlin", min: -2, max: 24, indicative: ["min", "max"] },
      { city: "Munich", min: -4, max: 24, indicative: ["min", "max"] },
      { city: "Hamburg", min: -1, max: 22, indicative: ["min", "max"] },
      { city: "Frankfurt", min: -1, max: 25, indicative: ["min", "max"] },
      { city: "Cologne", min: 0, max: 24, indicative: ["min", "max"] },
    ],
  },
  stats: [
    { number: "400+", label: "Universities" },
    { number: "350,000+", label: "International students" },
    { number: "18 months", label: "Job search visa" },
    { number: "Free", label: "Tuition at most public universities" },
  ],
  cta: {
    title: "Planning to Study in Germany?",
    description: "Talk to a counsellor about programs, your APS certificate and your blocked account.",
    ...guideCta,
  },
  disclaimer,
} as const satisfies CountryGuide;

/** Service pages each guide links to from the section where a visitor needs that help. */
export const guideServiceLinks = {
  visa: { label: "Our student visa services", href: "/services/student-visa" },
  english: { label: "Prepare with our IELTS coaching", href: "/services/ielts-coaching" },
  funding: { label: "Fund your studies with an education loan", href: "/services/education-loan" },
  postStudy: { label: "Post-study work visa help", href: "/services/post-study-work-visa" },
} as const satisfies Record<string, Required<Cta>>;

/** All five guides by slug, for the one guide page component. */
export const countryGuides: Readonly<Record<CountrySlug, CountryGuide>> = {
  usa: usaGuide,
  uk: ukGuide,
  canada: canadaGuide,
  finland: finlandGuide,
  germany: germanyGuide,
};

/** The guides in menu order (spec part 1, section 2: USA, UK, Canada, Finland, Germany). */
export const countryGuideList: readonly CountryGuide[] = [usaGuide, ukGuide, canadaGuide, finlandGuide, germanyGuide];
