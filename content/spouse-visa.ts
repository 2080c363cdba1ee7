/**
 * /services/spouse-visa (spec part 2, sections 2 and 9).
 * The spec gives only processing times and the UK financial requirement; visa names, fees and validity are
 * our indicative additions and are flagged as such.
 */

import type { ChecklistGroup, Cta, FactItem, Hero, InfoCard, ProcessStep, Tip, VisaByCountry } from "@/content/records";

export type SpouseVisaRow = VisaByCountry & {
  /** Minimum income the sponsor must show, where the spec gives one (UK). */
  financialRequirement?: string;
};

export type SpouseVisaPage = {
  hero: Hero;
  countries: { title: string; intro: string; rows: readonly SpouseVisaRow[] };
  eligibility: { title: string; cards: readonly InfoCard[] };
  process: { title: string; steps: readonly ProcessStep[] };
  documents: { title: string; note: string; groups: readonly ChecklistGroup[] };
  benefits: { title: string; lists: readonly { title: string; items: readonly string[] }[] };
  processingTimes: { title: string; items: readonly FactItem[] };
  tips: { title: string; items: readonly Tip[] };
  commonMistakes: { title: string; items: readonly Tip[] };
  cta: { title: string; description: string; primary: Cta; secondary: readonly Cta[]; checklistNote: string };
  disclaimer: string;
};

const spouseVisaRows = [
  {
    country: "Canada",
    visa: "Spousal sponsorship (family class permanent residence)",
    processingTime: "12-24 months",
    workRights: "Full work rights once permanent residence is granted",
    fee: "About CAD 1,205 in government fees",
    validity: "Permanent residence; the PR card is renewed every 5 years",
    requirements: [
      "Sponsor is a Canadian citizen or permanent resident, 18 or older",
      "Genuine marriage or common-law relationship",
      "Sponsor signs an undertaking to support the spouse",
      "Medical examination and police certificates",
    ],
    indicative: ["visa", "workRights", "fee", "validity"],
  },
  {
    country: "Australia",
    visa: "Partner visa (subclass 309/100 from outside Australia, 820/801 inside)",
    processingTime: "18-24 months",
    workRights: "Full work rights",
    fee: "From AUD 9,095",
    validity: "Temporary visa first; the permanent stage is assessed about 2 years after applying",
    requirements: [
      "Married to, or de facto partner of, an Australian citizen, permanent resident or eligible NZ citizen",
      "Genuine and continuing relationship",
      "Sponsorship by the Australian partner",
      "Health and character checks",
    ],
    indicative: ["visa", "workRights", "fee", "validity"],
  },
  {
    country: "UK",
    visa: "Spouse or partner visa (family visa)",
    processingTime: "2-12 weeks",
    // Spec figure, kept verbatim. The Home Office raised the threshold to GBP 29,000 on 11 April 2024:
    // flagged to the business to confirm before launch.
    financialRequirement: "18,600 pounds",
    workRights: "Full work rights",
    fee: "GBP 1,846 from outside the UK, plus the Immigration Health Surcharge",
    validity: "2 years 9 months at first, then extendable; settlement possible after 5 years",
    requirements: [
      "Married to, or in a civil partnership with, a British citizen or settled person",
      "You have met in person and intend to live together in the UK",
      "Financial requirement of 18,600 pounds",
      "English language test at A1 level or above",
      "Adequate accommodation in the UK",
    ],
    indicative: ["visa", "workRights", "fee", "validity"],
  },
  {
    country: "USA",
    visa: "IR-1/CR-1 immigrant visa (spouse of a US citizen)",
    processingTime: "12-18 months",
    workRights: "Full work rights as a green card holder",
    fee: "About USD 1,120 in government fees",
    validity: "CR-1: 2-year conditional green card; IR-1: 10-year green card",
    requirements: [
      "Approved I-130 petition filed by the US citizen spouse",
      "Affidavit of support (Form I-864) from the sponsor",
      "Medical examination by a panel physician",
      "Immigrant visa interview at the US Consulate in Mumbai",
    ],
    indicative: ["visa", "workRights", "fee", "validity"],
  },
] as const satisfies readonly SpouseVisaRow[];

export const spouseVisa = {
  hero: {
    eyebrow: "Spouse and Partner Visa",
    title: "Start Your Life Together, Abroad",
    subtitle:
      "Spouse and partner visas for Canada, Australia, the UK and the USA, with relationship evidence, sponsor " +
      "documents and every form prepared carefully so your family is not kept apart longer than necessary.",
    badges: ["Canada", "Australia", "UK", "USA"],
  },
  countries: {
    title: "Spouse Visas by Country",
    intro: "Processing times as given, with the visa route, main requirements and indicative government fees.",
    rows: spouseVisaRows,
  },
  eligibility: {
    title: "Who Can Apply",
    cards: [
      {
        title: "Legally married or in a recognised partnership",
        description:
          "A marriage registered in India (or abroad) and recognised by the destination country, or a de facto or " +
          "common-law relationship where the country accepts it.",
      },
      {
        title: "A genuine relationship",
        description:
          "Evidence that you know each other well and share a life: photographs, communication history, joint " +
          "finances, and visits.",
      },
      {
        title: "An eligible sponsor",
        description:
          "Your spouse must be a citizen, permanent resident or settled person of the destination country, or hold " +
          "a visa that allows a partner to join.",
      },
      {
        title: "Financial support",
        description:
          "The sponsor must show enough income or savings to support the family, for example the UK financial " +
          "requirement of 18,600 pounds.",
      },
    ],
  },
  process: {
    title: "Application Process",
    steps: [
      {
        step: 1,
        title: "Eligibility Review",
        description: "We check the sponsor's status, your marriage documents and the financial rules for your country.",
      },
      {
        step: 2,
        title: "Relationship Evidence",
        description:
          "We help you build a clear, chronological record of your relationship, from first meeting to today.",
      },
      {
        step: 3,
        title: "Sponsor and Financial Documents",
        description:
          "Income proof, tax returns, employment letters and savings are collected and checked against the rules.",
      },
      {
        step: 4,
        title: "Forms and Filing",
        description: "We complete the forms, arrange certified translations and file the application with the fee.",
      },
      {
        step: 5,
        title: "Biometrics, Medicals and Interview",
        description:
          "We prepare you for biometrics, the medical examination and any interview at the embassy or consulate.",
      },
      {
        step: 6,
        title: "Decision and Travel",
        description: "We follow up until the decision and brief you on entry, registration and your visa conditions.",
      },
    ],
  },
  documents: {
    title: "Required Documents",
    note: "Any document not in English needs a certified translation.",
    groups: [
      {
        title: "Identity and marriage",
        items: [
          { item: "Valid passports of both spouses" },
          { item: "Marriage certificate", note: "Certified translation needed if not in English" },
          { item: "Wedding photographs and invitation card" },
          { item: "Divorce or death certificate for any earlier marriage", note: "Certified translation if needed" },
        ],
      },
      {
        title: "Relationship evidence",
        items: [
          { item: "Call logs, chats and e-mails over time" },
          { item: "Travel records of visits to each other" },
          { item: "Joint bank account, property or insurance documents, if any" },
        ],
      },
      {
        title: "Sponsor's documents",
        items: [
          { item: "Proof of citizenship, permanent residence or visa status" },
          { item: "Employment letter and recent salary slips" },
          { item: "Tax returns and bank statements" },
          { item: "Proof of accommodation" },
        ],
      },
      {
        title: "Other",
        items: [
          { item: "Police clearance certificate" },
          { item: "Medical examination report, where required" },
          { item: "English test result, where required (UK)" },
        ],
      },
    ],
  },
  benefits: {
    title: "Benefits of a Spouse Visa",
    lists: [
      {
        title: "For you as a couple",
        items: [
          "Live together in the same country",
          "Work rights for the joining spouse in most routes",
          "Access to public healthcare in most countries",
          "Freedom to travel in and out during the visa",
        ],
      },
      {
        title: "For your family's future",
        items: [
          "A path to permanent residence or settlement",
          "Study options for the joining spouse",
          "Children can often be included in the application",
          "Eventually, the option to apply for citizenship",
        ],
      },
    ],
  },
  processingTimes: {
    title: "Typical Processing Times",
    items: spouseVisaRows.map((row) => ({ label: row.country, value: row.processingTime })),
  },
  tips: {
    title: "Tips for a Strong Application",
    items: [
      {
        title: "Tell one consistent story",
        description: "Dates of meeting, engagement and marriage must match across every form, letter and photograph.",
      },
      {
        title: "Show the relationship over time",
        description:
          "A few items from each stage of your relationship convince more than a hundred photos from one day.",
      },
      {
        title: "Plan the sponsor's finances early",
        description: "Income rules look back months; start collecting salary slips and bank statements well ahead.",
      },
      {
        title: "Get translations certified",
        description:
          "Marriage and civil documents in Hindi, Gujarati or other languages need certified English translations.",
      },
    ],
  },
  commonMistakes: {
    title: "Common Mistakes to Avoid",
    items: [
      {
        title: "Unregistered marriages",
        description: "A religious ceremony without a marriage registration certificate is often not enough on its own.",
      },
      {
        title: "Gaps in financial evidence",
        description: "Missing months of salary slips or unexplained deposits are a frequent reason for refusal.",
      },
      {
        title: "Outdated forms",
        description: "Embassies update forms regularly; an old version can mean the application is returned.",
      },
      {
        title: "Hiding earlier refusals",
        description:
          "Always declare previous visa refusals; non-disclosure is treated far more seriously than the refusal.",
      },
    ],
  },
  cta: {
    title: "Ready to Bring Your Family Together?",
    description: "Book a free consultation and we will tell you which route fits your situation and what it will take.",
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
    // The spec shows these two buttons with no action. There is no checklist file to download, so both lead to the
    // consultation request, where a counsellor starts the application and sends the checklist for the country.
    secondary: [
      { label: "Start Your Application", href: "/get-in-touch" },
      { label: "Download Checklist", href: "/get-in-touch" },
    ],
    checklistNote: "Ask for the checklist through Get In Touch: a counsellor sends you the list for your country.",
  },
  disclaimer:
    "Fees marked indicative are approximate government fees and change often. We confirm the current official " +
    "figures and thresholds with you before you apply.",
} as const satisfies SpouseVisaPage;
