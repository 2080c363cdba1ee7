/**
 * Resource lists: blog, news, events, press releases and downloads
 * (spec part 1, section 2; part 2, section 2). All items are sample content
 * written for Indian students; dates are ISO strings (yyyy-mm-dd).
 */

import { formatIsoDate } from "@/lib/dates";
import { mailto } from "@/lib/mailto";

import type { ClosingCta } from "./about";
import { claims } from "./company";
import { offices, site, type Office } from "./site";

/** The cities of the offices in content/site.ts. */
export type OfficeCity = "Vadodara" | "Surat" | "Mumbai";

/** A calendar date as yyyy-mm-dd. */
export type IsoDate = `${number}-${number}-${number}`;

export type BlogPost = {
  id: string;
  title: string;
  excerpt: string;
  date: IsoDate;
  category: string;
};

export type NewsItem = BlogPost;

export type EventMode = "in-person" | "online";

export type StudyEvent = {
  id: string;
  title: string;
  date: IsoDate;
  time: string;
  location: string;
  description: string;
  mode: EventMode;
  /** The office hosting an in-person event. */
  officeCity?: OfficeCity;
};

export type PressRelease = {
  id: string;
  title: string;
  date: IsoDate;
  summary: string;
};

export type DownloadType = "PDF" | "XLSX" | "DOCX";

export type Download = {
  id: string;
  title: string;
  description: string;
  type: DownloadType;
  size: string;
};

export type ResourcePageIntro = { title: string; subtitle: string };

/** The closing call to action of every resource page. */
export const resourcesCta: ClosingCta = {
  title: "Have a question about studying abroad?",
  text: "Our counsellors answer it in a free consultation, with advice for your marks, budget and destination.",
  buttons: [
    { label: "Get Free Consultation", href: "/get-in-touch" },
    { label: "Explore Programs", href: "/programs" },
  ],
};

/**
 * The spec shows "Register Now" (events) and "Download" (downloads) without an action,
 * and no files exist yet: both open an e-mail draft naming the item, and say so.
 */
export const resourceActions = {
  register: {
    label: "Register Now",
    note: "Free. Opens an e-mail draft with the event details; we confirm your seat by reply.",
  },
  download: {
    label: "Request by E-mail",
    note: "Online downloads are coming soon. Opens an e-mail draft; a counsellor replies with the file.",
  },
} as const;

export const resourcePages = {
  blog: {
    title: "Blog",
    subtitle:
      "Practical guides from our counsellors on choosing a country, applying, funding your degree and getting your visa.",
  },
  news: {
    title: "News",
    subtitle: "Visa rule changes, intake updates and scholarship deadlines that matter to Indian students.",
  },
  events: {
    title: "Events",
    subtitle: "University fairs, IELTS workshops and visa briefings at our offices and online. Every event is free.",
  },
  pressReleases: {
    title: "Press Releases",
    subtitle: `Official announcements from ${site.name} for journalists, partners and the education community.`,
  },
  downloads: {
    title: "Downloads",
    subtitle: "Free checklists, guides and planners to prepare your study abroad journey.",
  },
} as const satisfies Record<string, ResourcePageIntro>;

export const blogPosts = [
  {
    id: "choosing-between-uk-and-canada",
    title: "UK or Canada? How to Choose the Right Country for Your Master's",
    excerpt:
      "Course length, total cost, work rights and post-study options compared side by side, with the questions our counsellors ask every student.",
    date: "2026-09-18",
    category: "Destinations",
  },
  {
    id: "writing-a-winning-sop",
    title: "How to Write a Statement of Purpose Admissions Teams Remember",
    excerpt:
      "A clear structure, specific examples and an honest career plan: a step-by-step approach to an SOP that sounds like you.",
    date: "2026-08-27",
    category: "Applications",
  },
  {
    id: "education-loan-checklist",
    title: "Secured or Unsecured Education Loan: What Indian Families Should Know",
    excerpt:
      "Collateral, margin money, moratorium periods and interest rates explained, so you can compare lenders before you sign.",
    date: "2026-08-06",
    category: "Funding",
  },
  {
    id: "ielts-band-7-plan",
    title: "A Six-Week Study Plan for IELTS Band 7",
    excerpt:
      "How to split your time across Listening, Reading, Writing and Speaking, and when to start full-length mock tests.",
    date: "2026-07-15",
    category: "Test Preparation",
  },
  {
    id: "germany-blocked-account",
    title: "Germany's Blocked Account Explained for Indian Students",
    excerpt:
      "Why you need 11,208 euro in a blocked account for your visa, how to open one from India and how monthly withdrawals work.",
    date: "2026-06-24",
    category: "Visas",
  },
  {
    id: "first-month-abroad",
    title: "Your First Month Abroad: A Practical Checklist",
    excerpt:
      "Bank accounts, SIM cards, student IDs, part-time job rules and staying in touch with home: what to sort out in your first weeks.",
    date: "2026-05-30",
    category: "Student Life",
  },
] as const satisfies readonly BlogPost[];

export const newsItems = [
  {
    id: "january-2027-intake-deadlines",
    title: "January 2027 Intake: Application Deadlines Approaching in the UK and Canada",
    excerpt:
      "Many UK and Canadian universities close January applications between October and November. Students should finalise documents now.",
    date: "2026-10-12",
    category: "Admissions",
  },
  {
    id: "germany-blocked-account-amount",
    title: "Germany Sets the Blocked Account Requirement at 11,208 Euro a Year",
    excerpt:
      "Student visa applicants for Germany must show 11,208 euro per year as proof of funds, usually through a blocked account.",
    date: "2026-09-02",
    category: "Visa Updates",
  },
  {
    id: "canada-off-campus-work-24-hours",
    title: "Canada Allows Students to Work Off Campus up to 24 Hours a Week",
    excerpt:
      "From September 2024, eligible international students in Canada can work off campus up to 24 hours a week during term, and full time in scheduled breaks.",
    date: "2026-07-21",
    category: "Policy",
  },
  {
    id: "uk-graduate-route-explained",
    title: "UK Graduate Route: Two Years of Post-Study Work for Graduates",
    excerpt:
      "International graduates of UK degrees can stay and work for 2 years after their course, or 3 years after a PhD.",
    date: "2026-06-10",
    category: "Visa Updates",
  },
  {
    id: "daad-scholarship-applications-open",
    title: "DAAD Scholarship Applications Open for Indian Students",
    excerpt:
      "DAAD scholarships of up to 1,200 euro a month across more than 200 programs are open; most deadlines fall between August and October.",
    date: "2026-05-14",
    category: "Scholarships",
  },
  {
    id: "usa-stem-opt-reminder",
    title: "STEM Graduates in the USA Can Extend OPT by 24 Months",
    excerpt:
      "F-1 students with an eligible STEM degree can add a 24-month STEM OPT extension to their 12 months of OPT.",
    date: "2026-04-08",
    category: "Policy",
  },
] as const satisfies readonly NewsItem[];

function officeByCity(city: OfficeCity): Office {
  const office = offices.find((candidate) => candidate.city === city);
  if (!office) throw new Error(`Unknown office ${city}`);
  return office;
}

function officeLocation(city: OfficeCity): string {
  const office = officeByCity(city);
  return `${office.city} office, ${office.streetAddress}`;
}

const ONLINE_LOCATION = "Online (Zoom link sent after registration)";

export const events: readonly StudyEvent[] = [
  {
    id: "uk-university-fair-vadodara",
    title: "UK & Ireland University Fair",
    date: "2026-11-21",
    time: "11:00 AM - 4:00 PM IST",
    location: officeLocation("Vadodara"),
    description:
      "Meet admissions representatives from UK universities, get your profile assessed on the spot and learn about January and September intakes.",
    mode: "in-person",
    officeCity: "Vadodara",
  },
  {
    id: "ielts-writing-masterclass-online",
    title: "IELTS Writing Task 2 Masterclass",
    date: "2026-12-05",
    time: "6:00 PM - 7:30 PM IST",
    location: ONLINE_LOCATION,
    description:
      "A live session with our lead IELTS trainer on planning, structuring and timing Task 2 essays, with band descriptors explained.",
    mode: "online",
  },
  {
    id: "canada-study-permit-briefing-surat",
    title: "Canada Study Permit Briefing",
    date: "2026-12-12",
    time: "3:00 PM - 5:00 PM IST",
    location: officeLocation("Surat"),
    description:
      "What the study permit needs today: financial proof, provincial attestation letters and work rules, with a Q&A for students and parents.",
    mode: "in-person",
    officeCity: "Surat",
  },
  {
    id: "study-in-germany-webinar",
    title: "Study in Germany: Tuition-Free Master's Webinar",
    date: "2027-01-09",
    time: "11:00 AM - 12:30 PM IST",
    location: ONLINE_LOCATION,
    description:
      "Public universities, APS certificates, blocked accounts and the job search visa explained for engineering and IT graduates.",
    mode: "online",
  },
  {
    id: "australia-education-expo-mumbai",
    title: "Australia & New Zealand Education Expo",
    date: "2027-01-23",
    time: "10:30 AM - 3:30 PM IST",
    location: officeLocation("Mumbai"),
    description:
      "Talk to counsellors about universities in Australia and New Zealand, scholarships for the July intake and student visa timelines.",
    mode: "in-person",
    officeCity: "Mumbai",
  },
  {
    id: "pre-departure-session-online",
    title: "Pre-Departure Orientation for Fall 2027",
    date: "2027-02-13",
    time: "5:00 PM - 6:30 PM IST",
    location: ONLINE_LOCATION,
    description:
      "Forex, accommodation, packing, airport arrival and your first week on campus: everything to plan once your visa is approved.",
    mode: "online",
  },
];

export const pressReleases = [
  {
    id: "partner-universities-milestone",
    title: `${site.name} Expands Its Network to ${claims.partnerUniversities} Partner Universities`,
    date: "2024-11-18",
    summary: `${site.name} now works with ${claims.partnerUniversities} partner universities across ${claims.countries} countries, giving students more choice of courses, intakes and scholarships.`,
  },
  {
    id: "ielts-mock-test-lab",
    title: `${site.name} Opens a Computer-Delivered IELTS Mock Test Lab in Vadodara`,
    date: "2025-03-10",
    summary:
      "The new lab lets students take full-length, computer-delivered mock tests in exam conditions, with same-week feedback from our trainers.",
  },
  {
    id: "merit-scholarship-2025",
    title: `${site.name} Announces a Merit Scholarship for Students from Gujarat`,
    date: "2025-06-16",
    summary:
      "Twenty meritorious students from Gujarat will receive a full waiver of counselling and application fees for the 2026 intakes.",
  },
  {
    id: "pre-departure-webinar-series",
    title: "Free Monthly Pre-Departure Webinar Series Launched for Students and Parents",
    date: "2025-09-08",
    summary:
      "Monthly online sessions cover forex, accommodation, health insurance and student life, open to every student travelling abroad.",
  },
  {
    id: "education-loan-desk",
    title: `${site.name} Launches a Dedicated Education Loan Desk in Its Three Offices`,
    date: "2026-02-02",
    summary:
      "Students in Vadodara, Surat and Mumbai can now compare secured and unsecured education loans from partner lenders with a dedicated loan advisor.",
  },
] as const satisfies readonly PressRelease[];

export const downloads = [
  {
    id: "student-visa-checklist",
    title: "Student Visa Document Checklist",
    description:
      "Every document you need for a student visa file, country by country, with notes on validity and format.",
    type: "PDF",
    size: "1.2 MB",
  },
  {
    id: "canada-study-guide",
    title: "Study in Canada Guide",
    description: "Universities, colleges, costs, study permit steps and work rights for Indian students in Canada.",
    type: "PDF",
    size: "3.4 MB",
  },
  {
    id: "ielts-practice-pack",
    title: "IELTS Academic Practice Pack",
    description: "Sample Listening, Reading and Writing tasks with answer keys and band descriptors.",
    type: "PDF",
    size: "5.8 MB",
  },
  {
    id: "germany-study-guide",
    title: "Study in Germany Guide",
    description: "Public universities, the APS certificate, the blocked account and job search visa in one guide.",
    type: "PDF",
    size: "2.6 MB",
  },
  {
    id: "study-abroad-budget-planner",
    title: "Study Abroad Budget Planner",
    description:
      "A spreadsheet to plan tuition, living costs, travel and loan repayments in rupees and local currency.",
    type: "XLSX",
    size: "240 KB",
  },
  {
    id: "sop-template",
    title: "Statement of Purpose Template",
    description:
      "A structured template with prompts for each paragraph of your SOP, and a checklist before you submit.",
    type: "DOCX",
    size: "180 KB",
  },
] as const satisfies readonly Download[];

/** The "Register Now" mail draft for one event, to the main address. */
export function eventRegistrationMailto(event: Pick<StudyEvent, "title" | "date" | "time" | "location">): string {
  const when = `${formatIsoDate(event.date)}, ${event.time}`;
  return mailto(site.email, `Event registration: ${event.title} (${formatIsoDate(event.date)})`, [
    "Hello,",
    "",
    `Please register me for "${event.title}" on ${when}.`,
    `Location: ${event.location}`,
    "",
    "Full name:",
    "Phone number:",
    "Number of attendees (including parents):",
    "Destination or course of interest:",
    "",
    "Thank you,",
  ]);
}

/** The mail draft that asks for a file by e-mail (downloads, brochures) while no files are online. */
export function fileRequestMailto(item: { title: string; type?: DownloadType; size?: string }): string {
  const format = item.type && item.size ? ` (${item.type}, ${item.size})` : "";
  return mailto(site.email, `File request: ${item.title}`, [
    "Hello,",
    "",
    `Please e-mail me the ${item.title}${format}.`,
    "",
    "Full name:",
    "Phone number:",
    "Destination or course of interest:",
    "",
    "Thank you,",
  ]);
}
