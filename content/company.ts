/**
 * Every marketing claim the company makes, in one place.
 *
 * The spec gives conflicting readings (founding year, student counts, visa
 * success, office hours). Each page shows the reading the spec gives for that
 * page, but all readings live here, named by where they appear, so the business
 * can reconcile them with one edit.
 */

export type Stat = {
  number: string;
  label: string;
  description?: string;
};

export type HoursLine = { days: string; hours: string };

export const claims = {
  students: {
    /** Home, /about and the student visa page. */
    main: "25,000+",
    /** The company story page (/about-us): students placed. */
    companyStory: "10,000+",
  },
  visaSuccess: {
    /** Home and the student visa page. */
    main: "99%",
    /** The company story page (/about-us). */
    companyStory: "95%",
  },
  founded: {
    /** /about timeline. */
    about: 2020,
    /** /about-us timeline 2009-2024. */
    companyStory: 2009,
  },
  experience: {
    companyStory: "15+",
    studentVisa: "5+",
    /** Wording used in running text on older pages. */
    prose: "over a decade",
  },
  partnerUniversities: "500+",
  countries: "10+",
  cities: "150+",
  /** Student visa page: approvals in the last two years. */
  visaApprovalsTwoYears: "1000",
  /** Visitor visa page. */
  visitorVisaApproval: "95%",
  ielts: {
    scoredSevenPlus: "95%",
    students: "10,000+",
    mockTests: "40+",
  },
} as const;

/** Office hours as each page states them (spec part 1, section 9). */
export const officeHours = {
  /** /contact */
  contact: [
    { days: "Monday-Friday", hours: "10:00 AM-7:00 PM" },
    { days: "Saturday", hours: "10:00 AM-6:00 PM" },
  ],
  /** /about/company-overview */
  companyOverview: [{ days: "Monday to Saturday", hours: "10:00 AM-7:30 PM" }],
} as const satisfies Record<string, readonly HoursLine[]>;

/** Offices named on /about (the 2020 reading); the footer lists Vadodara, Surat, Mumbai (content/site.ts). */
export const aboutPageOfficeCities = ["Mumbai", "Delhi", "Bangalore"] as const;

/** The home page's headline figures. */
export const homeStats: readonly Stat[] = [
  { number: claims.students.main, label: "Success stories", description: "Students placed in universities abroad" },
  { number: claims.countries, label: "Countries", description: "Study destinations we cover" },
  { number: claims.partnerUniversities, label: "Universities", description: "Partner universities worldwide" },
  { number: claims.visaSuccess.main, label: "Visa success", description: "Of student visa files we prepared" },
];
