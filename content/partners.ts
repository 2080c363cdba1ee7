/**
 * University and service partners (/about/our-partners).
 * University names are real institutions used as a sample list: confirm each
 * agreement before publishing. Service partner names are invented samples.
 */

export type UniversityPartner = {
  name: string;
  country: string;
  city: string;
};

export type ServicePartnerCategory =
  "education-loan" | "forex" | "accommodation" | "health-insurance" | "flight-booking" | "test-centre";

export type ServicePartner = {
  name: string;
  category: ServicePartnerCategory;
  /** Short label for the badge, e.g. "Education loan (NBFC)". */
  categoryLabel: string;
  /** What the partner provides to our students. */
  provides: string;
};

export const partnersPage = {
  heading: "Our Partners",
  intro:
    "We work with universities abroad and with trusted service providers in India, so students get admissions, funding, travel and accommodation support in one place.",
  universitiesHeading: "University Partners",
  universitiesIntro:
    "Universities we work with directly on admissions, scholarships and offer letters, across the six countries our students choose most.",
  crestNote: "Crests are illustrations, not the universities' official logos.",
  servicesHeading: "Service Partners",
  servicesIntro:
    "Trusted providers in India for the practical side of going abroad: loans, money transfers, accommodation, insurance, flights and test bookings.",
  sampleNote: "Sample list: partner names are placeholders until the partner agreements are confirmed.",
} as const;

export const universityPartners = [
  { name: "University of Birmingham", country: "United Kingdom", city: "Birmingham" },
  { name: "Coventry University", country: "United Kingdom", city: "Coventry" },
  { name: "University of Hertfordshire", country: "United Kingdom", city: "Hatfield" },
  { name: "Monash University", country: "Australia", city: "Melbourne" },
  { name: "Deakin University", country: "Australia", city: "Geelong" },
  { name: "Griffith University", country: "Australia", city: "Brisbane" },
  { name: "University of Windsor", country: "Canada", city: "Windsor" },
  { name: "Dalhousie University", country: "Canada", city: "Halifax" },
  { name: "Arizona State University", country: "United States", city: "Tempe" },
  { name: "Northeastern University", country: "United States", city: "Boston" },
  { name: "University of Auckland", country: "New Zealand", city: "Auckland" },
  { name: "SRH University of Applied Sciences", country: "Germany", city: "Berlin" },
] as const satisfies readonly UniversityPartner[];

export const servicePartners = [
  {
    name: "FundBridge Education Finance (sample)",
    category: "education-loan",
    categoryLabel: "Education loan (NBFC)",
    provides: "Secured and unsecured education loans with pre-admission sanction letters for visa files.",
  },
  {
    name: "GlobeSwap Forex (sample)",
    category: "forex",
    categoryLabel: "Forex & remittance",
    provides: "Tuition fee remittances, forex cards and currency exchange at student rates.",
  },
  {
    name: "CampusNest Student Living (sample)",
    category: "accommodation",
    categoryLabel: "Student accommodation",
    provides: "Verified student residences and shared flats near campus, booked before departure.",
  },
  {
    name: "SafeScholar Health Cover (sample)",
    category: "health-insurance",
    categoryLabel: "Health insurance",
    provides: "Student health and travel insurance that meets university and visa requirements.",
  },
  {
    name: "SkyRoute Student Travels (sample)",
    category: "flight-booking",
    categoryLabel: "Flight booking",
    provides: "Student fares with extra baggage allowance and flexible date changes.",
  },
  {
    name: "TestPoint Exam Centre (sample)",
    category: "test-centre",
    categoryLabel: "Test centre",
    provides: "IELTS, PTE and TOEFL test bookings and computer-based mock tests in exam conditions.",
  },
] as const satisfies readonly ServicePartner[];
