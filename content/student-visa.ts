/**
 * /services/student-visa (spec part 2, sections 2 and 9).
 * Table figures are the spec's, verbatim. Post-study values the spec does not give are flagged indicative.
 */

import { claims, type Stat } from "@/content/company";
import type { ChecklistGroup, Cta, Hero, InfoCard, ProcessStep, ServiceItem, VisaByCountry } from "@/content/records";

export type StudentVisaPage = {
  hero: Hero;
  ctas: { primary: Cta; secondary: Cta; start: Cta };
  whyVisasMatter: { title: string; intro: string; points: readonly InfoCard[] };
  countries: { title: string; intro: string; rows: readonly VisaByCountry[] };
  services: { title: string; items: readonly ServiceItem[] };
  process: { title: string; steps: readonly ProcessStep[] };
  documents: { title: string; intro: string; groups: readonly ChecklistGroup[] };
  whyChoose: { title: string; lists: readonly { title: string; items: readonly string[] }[] };
  trackRecord: { title: string; stats: readonly Stat[] };
  disclaimer: string;
};

export const studentVisa = {
  hero: {
    eyebrow: "Student Visa Services",
    title: "Your Student Visa, Prepared Right the First Time",
    subtitle:
      "From the first document checklist to your visa interview, our counsellors prepare student visa files for " +
      "Australia, Canada, the UK, the USA, Germany and New Zealand, so you can focus on your admission.",
    badges: [`${claims.visaSuccess.main} success rate`, `${claims.students.main} students`, "Free first consultation"],
  },
  ctas: {
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
    secondary: { label: "Download Visa Guide", href: "/careers/apply-now" },
    // The spec shows "Start Your Journey" with no action: a journey starts with a free consultation.
    start: { label: "Start Your Journey", href: "/get-in-touch" },
  },
  whyVisasMatter: {
    title: "Why Your Student Visa Matters",
    intro:
      "An admission letter is only half the journey. The visa decides whether, when and on what terms you can study " +
      "abroad, so it deserves the same care as your university application.",
    points: [
      {
        title: "It decides your intake",
        description:
          "A late or refused visa can push you to the next intake, costing you months and sometimes your seat and " +
          "the tuition deposit you have already paid.",
      },
      {
        title: "It sets your work rights",
        description:
          "The visa conditions fix how many hours you may work during term, which matters for every family " +
          "planning living costs in rupees.",
      },
      {
        title: "It opens post-study options",
        description:
          "Holding and keeping a valid student visa is the route to post-study work permits such as OPT, the UK " +
          "Graduate Route or Canada's PGWP.",
      },
      {
        title: "A refusal stays on record",
        description:
          "Visa officers see your earlier refusals. A complete, consistent first application protects your future " +
          "applications to any country.",
      },
    ],
  },
  countries: {
    title: "Student Visas by Country",
    intro: "Processing times, work rights and visa fees for the six countries our students choose most.",
    rows: [
      {
        country: "Australia",
        visa: "subclass 500",
        processingTime: "4-8 weeks",
        workRights: "40 hours per fortnight",
        postStudy: "2-4 years (Temporary Graduate visa, subclass 485)",
        fee: "AUD 650",
        indicative: ["postStudy"],
      },
      {
        country: "Canada",
        visa: "study permit",
        processingTime: "4-16 weeks",
        workRights: "20 hours per week",
        postStudy: "PGWP up to 3 years",
        fee: "CAD 150",
        indicative: ["postStudy"],
      },
      {
        country: "UK",
        visa: "student visa",
        processingTime: "3-6 weeks",
        workRights: "20 hours per week",
        postStudy: "2 years (3 for PhD)",
        fee: "363 pounds",
      },
      {
        country: "USA",
        visa: "F-1",
        processingTime: "2-4 weeks",
        workRights: "on-campus only; 12 months OPT",
        postStudy: "12 months OPT (STEM OPT 24 months more)",
        fee: "185 dollars",
      },
      {
        country: "Germany",
        visa: "student",
        processingTime: "6-12 weeks",
        workRights: "120 full days",
        postStudy: "18-month job search visa",
        fee: "75 euros",
      },
      {
        country: "New Zealand",
        visa: "student",
        processingTime: "4-8 weeks",
        workRights: "20 hours per week",
        postStudy: "Post-study work visa up to 3 years",
        fee: "NZD 375",
        indicative: ["postStudy"],
      },
    ],
  },
  services: {
    title: "Our Student Visa Services",
    items: [
      {
        title: "Visa Eligibility Assessment",
        description:
          "We check your admission, finances and academic record against the visa rules before you pay any fee.",
      },
      {
        title: "Document Preparation",
        description:
          "A country-specific checklist, then a line-by-line review of every document, form and translation.",
      },
      {
        title: "Financial Documentation",
        description:
          "Guidance on bank statements, education loan sanction letters, blocked accounts and sponsor affidavits.",
      },
      {
        title: "SOP and Study Plan Review",
        description:
          "We make sure your statement of purpose and study plan match your course, career goals and finances.",
      },
      {
        title: "Interview Preparation",
        description: "Mock visa interviews with feedback, especially for the US F-1 interview at the consulate.",
      },
      {
        title: "Pre-departure Briefing",
        description: "Travel, accommodation, forex, insurance and arrival formalities explained before you fly.",
      },
    ],
  },
  process: {
    title: "Our Six-Step Visa Process",
    steps: [
      {
        step: 1,
        title: "Free Consultation",
        description: "We review your admission, course and finances and tell you honestly where your file stands.",
        duration: "30 minutes",
      },
      {
        step: 2,
        title: "Document Collection",
        description: "You gather academic, financial and identity documents against our country-specific checklist.",
        duration: "1-2 weeks",
      },
      {
        step: 3,
        title: "Application Preparation",
        description:
          "We fill in the forms, review every document and prepare your covering letter and financial summary.",
        duration: "3-5 days",
      },
      {
        step: 4,
        title: "Submission",
        description: "We submit the application online, book your biometrics or VFS appointment and pay the visa fee.",
        duration: "1 day",
      },
      {
        step: 5,
        title: "Interview Preparation",
        description: "Mock interviews on your course, university choice, finances and plans after graduation.",
        duration: "2-3 sessions",
      },
      {
        step: 6,
        title: "Visa Decision and Pre-departure",
        description:
          "We track your application until the decision, then brief you on travel, arrival and your visa conditions.",
        // Our own reading: the spread of the country processing times in the table above.
        duration: "2-16 weeks, by country",
        indicative: ["duration"],
      },
    ],
  },
  documents: {
    title: "Required Documents Checklist",
    intro: "Exact lists differ by country; these are the documents almost every student visa asks for.",
    groups: [
      {
        title: "Identity",
        items: [
          { item: "Valid passport", note: "Valid for at least 6 months beyond your intended stay" },
          { item: "Recent passport-size photographs", note: "To the embassy's size and background rules" },
          { item: "Completed visa application form" },
        ],
      },
      {
        title: "Academic",
        items: [
          { item: "Offer or admission letter (CAS, I-20, CoE or LOA)" },
          { item: "Mark sheets and certificates (10th, 12th, degree)" },
          { item: "English test score report (IELTS, TOEFL or PTE)" },
          { item: "Statement of purpose or study plan" },
        ],
      },
      {
        title: "Financial",
        items: [
          { item: "Bank statements", note: "Documents must be under 3 months old" },
          { item: "Education loan sanction letter, if any" },
          { item: "Sponsor's income proof (ITR, salary slips)", note: "Documents must be under 3 months old" },
          { item: "Proof of tuition fee payment or deposit" },
        ],
      },
      {
        title: "Other",
        items: [
          { item: "Medical examination and health insurance, where required" },
          { item: "Police clearance certificate, where required" },
          { item: "Visa fee payment receipt" },
        ],
      },
    ],
  },
  whyChoose: {
    title: "Why Choose Us for Your Student Visa",
    lists: [
      {
        title: "Expert guidance",
        items: [
          "Counsellors who prepare student visa files every day",
          "Country-specific checklists kept up to date",
          "Honest assessment before you pay any fee",
          "One counsellor from first call to final decision",
        ],
      },
      {
        title: "Complete support",
        items: [
          "Financial documentation and education loan guidance",
          "Mock interviews for consulate appointments",
          "Regular updates on your file until the decision",
          "Pre-departure briefing for students and parents",
        ],
      },
    ],
  },
  trackRecord: {
    title: "Our Track Record",
    stats: [
      { number: claims.students.main, label: "Students helped" },
      { number: claims.visaSuccess.main, label: "Success rate" },
      { number: claims.countries, label: "Countries" },
      { number: claims.experience.studentVisa, label: "Years of experience" },
      { number: claims.visaApprovalsTwoYears, label: "Visa approvals in two years" },
    ],
  },
  disclaimer:
    "Visa fees, processing times and work rules are set by each government and change often. We confirm the " +
    "current official figures with you at your consultation, before you apply.",
} as const satisfies StudentVisaPage;
