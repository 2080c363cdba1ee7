/**
 * Content of the three "about" pages: /about, /about-us and /about/company-overview.
 * Each page shows the reading of the company's claims that the spec gives for
 * it (see content/company.ts); claims are always read from `claims`, never re-typed.
 * Offices and office hours of the company overview live in site.ts and company.ts.
 */

import { certifications, type Certification } from "./certifications";
import { aboutPageOfficeCities, claims, type Stat } from "./company";
import type { IsoDate } from "./resources";
import type { RoutePath } from "./routes";
import { offices, site } from "./site";
import { getTeamMember, type TeamMember } from "./team";

export type CtaLink = { label: string; href: RoutePath };

export type PageHero = {
  eyebrow?: string;
  title: string;
  subtitle: string;
  buttons?: readonly CtaLink[];
};

export type TimelineItem = { year: number; title: string; description: string };

export type CoreValue = { title: string; description: string };

export type MissionVision = {
  mission: { title: string; text: string };
  vision: { title: string; text: string };
};

export type MethodStep = { step: number; title: string; description: string };

export type AboutOfficeCity = (typeof aboutPageOfficeCities)[number];

export type AboutOfficeCard = {
  city: AboutOfficeCity;
  address: string;
  phone: string;
  email: string;
  /** The /about offices are not in site.ts, so their addresses are samples. */
  isSample: true;
};

export type PressItem = {
  outlet: string;
  date: IsoDate;
  headline: string;
  teaser: string;
  /** External article, opened in a new tab. */
  href: `https://${string}`;
};

export type ClosingCta = { title: string; text: string; buttons: readonly CtaLink[] };

/* Shared by the three pages. */

export const missionVision = {
  mission: {
    title: "Our Mission",
    text: "To make a world-class education abroad possible for every deserving Indian student through honest, personalised guidance at every step, from choosing a course to settling in abroad.",
  },
  vision: {
    title: "Our Vision",
    text: "To be India's most trusted partner for international education, known for the success, confidence and well-being of the students we guide.",
  },
} as const satisfies MissionVision;

/* /about */

export const aboutCoreValues = [
  {
    title: "Excellence",
    description: "We hold every application, document and counselling session to the highest standard.",
  },
  {
    title: "Integrity",
    description: "We give honest advice, even when it is not what a student hopes to hear.",
  },
  {
    title: "Compassion",
    description: "We understand that studying abroad is a family decision and support parents as much as students.",
  },
  {
    title: "Reliability",
    description: "We meet every deadline we promise and keep families informed at every stage.",
  },
  {
    title: "Student-Centric",
    description:
      "Every recommendation starts from the student's goals, profile and budget, never from our convenience.",
  },
  {
    title: "Global Perspective",
    description: "We prepare students not only to get admitted abroad but to thrive in a new country and culture.",
  },
] as const satisfies readonly CoreValue[];

const aboutOfficeAddresses: Record<AboutOfficeCity, string> = {
  Mumbai: "Sample address: 5th Floor, Example Business Park, Bandra Kurla Complex, Mumbai, Maharashtra 400051",
  Delhi: "Sample address: 3rd Floor, Example Plaza, Connaught Place, New Delhi, Delhi 110001",
  Bangalore: "Sample address: 2nd Floor, Example Square, MG Road, Bengaluru, Karnataka 560001",
};

export const aboutPage = {
  hero: {
    eyebrow: "About Us",
    title: "Guiding Indian Students to the World's Best Universities",
    subtitle: `Since ${claims.founded.about}, we have helped ${claims.students.main} students turn the dream of studying abroad into an admission letter, a visa and a new life.`,
  },
  impactHeading: "Our Impact",
  impactStats: [
    {
      number: claims.students.main,
      label: "Students Guided",
      description: "Students we have helped reach universities abroad",
    },
    {
      number: claims.partnerUniversities,
      label: "Partner Universities",
      description: "Universities we work with around the world",
    },
    {
      number: claims.countries,
      label: "Countries",
      description: "Study destinations we cover",
    },
    {
      number: claims.visaSuccess.main,
      label: "Visa Success",
      description: "Of the student visa files we prepared",
    },
  ],
  overview: {
    heading: "Who We Are",
    paragraphs: [
      `${site.name} is a study abroad consultancy founded in ${claims.founded.about} to give Indian students clear, honest and complete guidance on studying abroad.`,
      "Our counsellors combine admissions, visa, test preparation and funding expertise under one roof, so every student gets one plan and one team from the first conversation to the first day on campus.",
    ],
    ...missionVision,
  },
  valuesHeading: "Our Core Values",
  values: aboutCoreValues,
  timelineHeading: "Our Story",
  timeline: [
    {
      year: claims.founded.about,
      title: "Our Foundation",
      description: `We opened our first office in ${aboutPageOfficeCities[0]} with a small team of counsellors and one promise: honest advice for every student.`,
    },
    {
      year: 2021,
      title: `${aboutPageOfficeCities[1]} Office Opens`,
      description: "Demand from North India led us to our second office and our first dedicated visa team.",
    },
    {
      year: 2022,
      title: `${aboutPageOfficeCities[2]} Office and IELTS Coaching`,
      description: "Our third office opened with an in-house IELTS coaching centre and regular mock tests.",
    },
    {
      year: 2023,
      title: "Visa Services Expand",
      description: "We added spouse, visitor and post-study work visa services for students and their families.",
    },
    {
      year: 2024,
      title: `${claims.partnerUniversities} Partner Universities`,
      description: `Our network grew to ${claims.partnerUniversities} partner universities across ${claims.countries} countries.`,
    },
  ],
  methodHeading: "Our Four-Step Method",
  method: [
    {
      step: 1,
      title: "Personalized Counseling",
      description: "We understand your goals, academic profile and budget before recommending anything.",
    },
    {
      step: 2,
      title: "University Selection",
      description: "We shortlist the countries, courses and universities where you can succeed.",
    },
    {
      step: 3,
      title: "Application Support",
      description: "We help you prepare SOPs, documents and applications and track every deadline.",
    },
    {
      step: 4,
      title: "Visa & Beyond",
      description: "We prepare your visa file and interview, then help with travel, accommodation and arrival.",
    },
  ],
  officesHeading: "Our Offices",
  offices: aboutPageOfficeCities.map((city, index): AboutOfficeCard => ({
    city,
    address: aboutOfficeAddresses[city],
    phone: site.phones[index % site.phones.length],
    email: site.email,
    isSample: true,
  })),
  cta: {
    title: "Ready to Start Your Journey?",
    text: "Book a free consultation and get a clear, honest plan for studying abroad.",
    buttons: [
      { label: "Book Free Consultation", href: "/get-in-touch" },
      { label: "Explore Programs", href: "/programs" },
    ],
  },
} as const satisfies {
  hero: PageHero;
  impactHeading: string;
  impactStats: readonly Stat[];
  overview: { heading: string; paragraphs: readonly string[] } & MissionVision;
  valuesHeading: string;
  values: readonly CoreValue[];
  timelineHeading: string;
  timeline: readonly TimelineItem[];
  methodHeading: string;
  method: readonly MethodStep[];
  officesHeading: string;
  offices: readonly AboutOfficeCard[];
  cta: ClosingCta;
};

/* /about-us (the company story reading of the claims) */

export const aboutUsPage = {
  hero: {
    eyebrow: "Our Story",
    title: `Shaping Global Futures Since ${claims.founded.companyStory}`,
    subtitle: `For ${claims.experience.companyStory} years we have guided Indian students to universities abroad with personal attention, expert visa support and honest advice.`,
    buttons: [
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Meet Our Team", href: "/about/our-team" },
    ],
  },
  statsHeading: "Our Story in Numbers",
  stats: [
    {
      number: claims.experience.companyStory,
      label: "Years of Experience",
      description: "Guiding students and families since our founding",
    },
    {
      number: claims.students.companyStory,
      label: "Students Placed",
      description: "Students placed in universities abroad",
    },
    {
      number: claims.partnerUniversities,
      label: "Partner Universities",
      description: "Universities in our global network",
    },
    {
      number: claims.visaSuccess.companyStory,
      label: "Visa Success Rate",
      description: "Of the visa applications we prepared",
    },
  ],
  missionVisionHeading: "Mission & Vision",
  ...missionVision,
  valuesHeading: "Our Core Values",
  values: aboutCoreValues,
  timelineHeading: "Our Journey",
  timeline: [
    {
      year: claims.founded.companyStory,
      title: "The Beginning",
      description: `${site.name} opened its first office in ${offices[0].city} with two counsellors and a handful of students.`,
    },
    {
      year: 2011,
      title: "First University Partnerships",
      description: "We signed our first partnerships with universities in the UK and Australia.",
    },
    {
      year: 2013,
      title: "IELTS Coaching Launched",
      description: "Our in-house IELTS coaching began with small batches and weekly mock tests.",
    },
    {
      year: 2015,
      title: `${offices[1].city} Office Opens`,
      description: "A second office brought our counselling and coaching closer to students in South Gujarat.",
    },
    {
      year: 2017,
      title: "Complete Visa Services",
      description: "We added spouse, visitor and visa extension services alongside student visas.",
    },
    {
      year: 2019,
      title: `${offices[2].city} Office Opens`,
      description: "Our third office opened to serve students across Maharashtra.",
    },
    {
      year: 2022,
      title: "Counselling Across India",
      description: `Online counselling let us guide students from ${claims.cities} cities across India.`,
    },
    {
      year: 2024,
      title: "A Growing Global Network",
      description: `We reached ${claims.partnerUniversities} partner universities and ${claims.students.companyStory} students placed abroad.`,
    },
  ],
  leadershipHeading: "Our Leadership Team",
  leadershipLink: { label: "Meet the whole team", href: "/about/our-team" },
  leadership: [
    getTeamMember("rajesh-mehta"),
    getTeamMember("anjali-desai"),
    getTeamMember("vikram-patel"),
    getTeamMember("kavita-rao"),
  ],
  certificationsHeading: "Certifications & Memberships",
  certifications,
  certificationsLink: { label: "What each certification means for you", href: "/about/certifications" },
  cta: {
    title: "Begin Your Study Abroad Journey",
    text: "Talk to our counsellors about the right country, course and university for you.",
    buttons: [
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Explore Programs", href: "/programs" },
    ],
  },
} as const satisfies {
  hero: PageHero;
  statsHeading: string;
  stats: readonly Stat[];
  missionVisionHeading: string;
  valuesHeading: string;
  values: readonly CoreValue[];
  timelineHeading: string;
  timeline: readonly TimelineItem[];
  leadershipHeading: string;
  leadership: readonly TeamMember[];
  leadershipLink: CtaLink;
  certificationsHeading: string;
  certifications: readonly Certification[];
  certificationsLink: CtaLink;
  cta: ClosingCta;
} & MissionVision;

/* /about/company-overview (offices from site.ts, hours from officeHours.companyOverview) */

export const companyOverviewCoreValues = [
  {
    title: "Trust",
    description: "Families trust us with their children's futures, and we earn that trust with transparency.",
  },
  {
    title: "Integrity",
    description: "We recommend only what is right for the student and never submit a document we cannot stand behind.",
  },
  {
    title: "Innovation",
    description: "We use better tools and fresh ideas to make applications faster, clearer and easier to follow.",
  },
  {
    title: "Excellence",
    description: "We aim for the best outcome in every admission, visa and test score we work on.",
  },
  {
    title: "Quality",
    description: "Every file goes through careful checks so that nothing is missed or left to chance.",
  },
  {
    title: "Growth",
    description: "We help our students and our people grow, in their careers and as individuals.",
  },
] as const satisfies readonly CoreValue[];

export const companyOverviewPage = {
  hero: {
    eyebrow: "Company Overview",
    title: `About ${site.name}`,
    subtitle:
      "A study abroad, visa and IELTS coaching consultancy helping Indian students reach leading universities around the world.",
    buttons: [
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Meet Our Team", href: "/about/our-team" },
    ],
  },
  pressHeading: "In the Press",
  /* Sample coverage: the links open each outlet's education section until real articles replace them. */
  press: [
    {
      outlet: "The Times of India",
      date: "2025-07-14",
      headline: "Gujarat students turn to expert counselling as visa rules tighten",
      teaser: `How ${site.name}'s counsellors help families prepare stronger financial documents and avoid common refusals.`,
      href: "https://timesofindia.indiatimes.com/education",
    },
    {
      outlet: "The Indian Express",
      date: "2025-04-22",
      headline: "Germany emerges as a top choice for engineering graduates",
      teaser: "Tuition-free public universities and an 18-month job search visa draw more Indian students to Germany.",
      href: "https://indianexpress.com/section/education/",
    },
    {
      outlet: "The Hindu",
      date: "2025-01-30",
      headline: "Small batches, big scores: inside an IELTS coaching classroom",
      teaser: "Weekly mock tests and individual feedback help students reach band 7 and above.",
      href: "https://www.thehindu.com/education/",
    },
  ],
  locationsHeading: "Our Locations",
  mapButtonLabel: "View on Map",
  hoursHeading: "Office Hours",
  missionVisionHeading: "Mission & Vision",
  ...missionVision,
  valuesHeading: "Our Core Values",
  values: companyOverviewCoreValues,
  teamPhoto: {
    heading: "The People Behind Your Success",
    text: "Our counsellors, visa specialists and trainers work as one team so that every student gets expert help at every step.",
    imageAlt: `The ${site.name} team`,
    button: { label: "Meet Our Team", href: "/about/our-team" },
  },
} as const satisfies {
  hero: PageHero;
  pressHeading: string;
  press: readonly PressItem[];
  locationsHeading: string;
  mapButtonLabel: string;
  hoursHeading: string;
  missionVisionHeading: string;
  valuesHeading: string;
  values: readonly CoreValue[];
  teamPhoto: { heading: string; text: string; imageAlt: string; button: CtaLink };
} & MissionVision;
