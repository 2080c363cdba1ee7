/**
 * /services/education-loan (spec part 2, sections 2 and 9). The spec's only figure is the amount, up to Rs 1.5 crore.
 */

import type { ChecklistGroup, Cta, Hero, InfoCard, ServiceItem } from "@/content/records";

export type LoanType = {
  title: string;
  description: string;
  features: readonly string[];
};

export type EducationLoanPage = {
  hero: Hero;
  amount: { label: string; display: string; amountInr: number; note: string };
  types: { title: string; items: readonly LoanType[] };
  services: { title: string; items: readonly ServiceItem[] };
  coverage: { title: string; intro: string; items: readonly InfoCard[] };
  eligibility: { title: string; items: readonly string[] };
  documents: { title: string; groups: readonly ChecklistGroup[] };
  cta: { title: string; description: string; primary: Cta };
  disclaimer: string;
};

export const educationLoan = {
  hero: {
    eyebrow: "Education Loan Services",
    title: "Fund Your Degree Abroad with the Right Education Loan",
    subtitle:
      "We help students and parents compare banks and NBFCs, prepare a complete loan file and get a sanction letter " +
      "in time for the visa application.",
    badges: ["Up to Rs 1.5 crore", "Secured and unsecured options", "Sanction letter for your visa"],
  },
  amount: {
    label: "Loan amount",
    display: "Up to Rs 1.5 crore",
    amountInr: 15_000_000,
    note: "The amount sanctioned depends on your course, university, co-applicant income and collateral.",
  },
  types: {
    title: "Types of Education Loans",
    items: [
      {
        title: "Secured Education Loan",
        description:
          "Backed by collateral such as a house, flat, non-agricultural land or fixed deposits. Suited to higher " +
          "amounts and usually the lowest interest rates.",
        features: [
          "Highest loan amounts",
          "Lower interest rates",
          "Longer repayment tenure",
          "Offered by most public and private banks",
        ],
      },
      {
        title: "Unsecured Education Loan",
        description:
          "No collateral needed. The lender looks at the university, the course and the co-applicant's income and " +
          "credit history instead.",
        features: [
          "No property or deposit pledged",
          "Faster for top-ranked universities",
          "Co-applicant income is key",
          "Interest rates usually higher than secured loans",
        ],
      },
      {
        title: "Government Schemes",
        description:
          "Central and state government interest subsidy schemes help eligible students from specified categories " +
          "and income groups reduce the cost of borrowing.",
        features: [
          "Interest subsidy during the course for eligible students",
          "Eligibility set by category and family income",
          "Applied for alongside a bank loan",
          "We check which schemes you may qualify for",
        ],
      },
      {
        title: "NBFC Loans",
        description:
          "Non-banking financial companies that specialise in study-abroad loans, often with quicker decisions and " +
          "wider course and country coverage.",
        features: [
          "Quick sanction, sometimes before admission is final",
          "Wider range of courses and universities",
          "Secured and unsecured options",
          "Flexible documentation",
        ],
      },
    ],
  },
  services: {
    title: "How We Help",
    items: [
      {
        title: "Loan Eligibility Check",
        description: "We estimate how much you can borrow and on what terms before you apply.",
      },
      {
        title: "Lender Comparison",
        description: "Interest rates, margins, processing fees and repayment terms compared side by side.",
      },
      {
        title: "Documentation Support",
        description: "A complete, consistent file for the student, co-applicant and collateral.",
      },
      {
        title: "Sanction Letter for Your Visa",
        description: "We time the sanction so the letter can go into your visa file as proof of funds.",
      },
      {
        title: "Disbursement Coordination",
        description: "Tuition paid to the university and living costs released on schedule.",
      },
      {
        title: "Tax Benefit Guidance",
        description: "How interest paid on an education loan can be deducted under Section 80E.",
      },
    ],
  },
  coverage: {
    title: "What an Education Loan Covers",
    intro: "Lenders finance most of the cost of studying abroad, not just the tuition.",
    items: [
      { title: "Tuition fees", description: "Paid directly to the university, as on your offer letter." },
      { title: "Living expenses", description: "Accommodation, food and daily costs for the length of the course." },
      { title: "Travel", description: "Your flight to the country of study." },
      {
        title: "Insurance",
        description: "Health insurance required by the university or visa, and loan cover insurance.",
      },
      { title: "Laptop", description: "A laptop or computer needed for the course." },
      { title: "Books and equipment", description: "Study material, instruments and lab equipment." },
      { title: "Exam and visa fees", description: "Application, test and visa fees, depending on the lender." },
      {
        title: "Deposits",
        description: "Caution deposits, building funds and refundable fees charged by the university.",
      },
    ],
  },
  eligibility: {
    title: "Who Is Eligible",
    items: [
      "Indian citizen with a confirmed or conditional admission abroad",
      "A good academic record in school and previous degrees",
      "A co-applicant, usually a parent, sibling or spouse, with a regular income",
      "Collateral for a secured loan, valued by the lender",
      "A clean credit history for the co-applicant",
    ],
  },
  documents: {
    title: "Documents Needed",
    groups: [
      {
        title: "Student",
        items: [
          { item: "PAN card, Aadhaar card and passport" },
          { item: "Mark sheets and certificates (10th, 12th, degree)" },
          { item: "Admission or offer letter with the cost of study" },
          { item: "IELTS, TOEFL, GRE or GMAT score report, if any" },
        ],
      },
      {
        title: "Co-applicant",
        items: [
          { item: "PAN card, Aadhaar card and address proof" },
          { item: "Salary slips or business income proof", note: "Latest months" },
          { item: "Income tax returns for the last 2-3 years" },
          { item: "Bank statements for the last 6 months" },
        ],
      },
      {
        title: "Collateral (secured loans)",
        items: [
          { item: "Title deeds and property documents" },
          { item: "Approved building plan and latest tax receipts" },
          { item: "Fixed deposit receipts or other securities, if pledged" },
        ],
      },
    ],
  },
  cta: {
    title: "Plan Your Funding Early",
    description: "Book a free consultation and we will compare loan options for your university and course.",
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
  },
  disclaimer:
    "Loans are sanctioned by banks and NBFCs at their discretion. Interest rates, margins and amounts vary by lender " +
    "and profile; we do not lend money ourselves.",
} as const satisfies EducationLoanPage;
