/**
 * /services/visitor-visa (spec part 2, sections 2 and 9).
 * Fees and the average processing times are the spec's; per-country processing, stay and validity are our
 * indicative additions.
 */

import { claims, type Stat } from "@/content/company";
import type {
  ChecklistGroup,
  Cta,
  FactItem,
  Hero,
  InfoCard,
  ProcessStep,
  ServiceItem,
  Tip,
  VisaByCountry,
} from "@/content/records";

export type VisitorVisaPage = {
  hero: Hero;
  approval: Stat;
  countries: { title: string; intro: string; rows: readonly VisaByCountry[] };
  purposes: { title: string; items: readonly InfoCard[] };
  process: { title: string; steps: readonly ProcessStep[] };
  documents: { title: string; groups: readonly ChecklistGroup[] };
  services: { title: string; items: readonly ServiceItem[] };
  tips: { title: string; items: readonly Tip[] };
  averageProcessing: { title: string; items: readonly FactItem[]; note: string };
  cta: { title: string; description: string; primary: Cta };
  disclaimer: string;
};

const notPermitted = "Not permitted";

export const visitorVisa = {
  hero: {
    eyebrow: "Visitor and Tourist Visa",
    title: "Visit Family, Travel or Do Business Abroad",
    subtitle:
      "Tourist, family-visit and business visitor visas for Australia, Canada, the UK, the USA, the Schengen " +
      "area and New Zealand, with a file that clearly shows the purpose of your trip and your ties to India.",
    badges: [`${claims.visitorVisaApproval} approval rate`, "Six destinations", "Express options"],
  },
  approval: {
    number: claims.visitorVisaApproval,
    label: "Approval rate",
    description: "Of visitor visa applications we prepared",
  },
  countries: {
    title: "Visitor Visas by Country",
    intro: "Government fees as published, with typical processing times and how long you can stay.",
    rows: [
      {
        country: "Australia",
        visa: "Visitor visa (subclass 600)",
        processingTime: "2-4 weeks",
        workRights: notPermitted,
        fee: "AUD 150-365",
        stay: "Up to 3, 6 or 12 months",
        indicative: ["processingTime", "stay"],
      },
      {
        country: "Canada",
        visa: "Visitor visa (temporary resident visa)",
        processingTime: "4-12 weeks",
        workRights: notPermitted,
        fee: "CAD 100",
        stay: "Up to 6 months per entry",
        validity: "Multiple entry, up to 10 years or until the passport expires",
        indicative: ["processingTime", "stay", "validity"],
      },
      {
        country: "UK",
        visa: "Standard Visitor visa",
        processingTime: "About 3 weeks",
        workRights: notPermitted,
        fee: "GBP 100-822",
        stay: "Up to 6 months per visit",
        validity: "6 months, or 2, 5 or 10 years (the fee rises with the length)",
        indicative: ["processingTime", "stay", "validity"],
      },
      {
        country: "USA",
        visa: "B-1/B-2 visitor visa",
        processingTime: "Depends on interview wait times at the consulate",
        workRights: notPermitted,
        fee: "185 USD",
        stay: "Set at entry, usually up to 6 months",
        validity: "Up to 10 years, multiple entry",
        indicative: ["processingTime", "stay", "validity"],
      },
      {
        country: "Schengen",
        visa: "Schengen short-stay visa (type C)",
        processingTime: "About 15 days",
        workRights: notPermitted,
        fee: "80 EUR",
        stay: "Up to 90 days in any 180-day period",
        validity: "Single or multiple entry, as issued",
        indicative: ["processingTime", "stay", "validity"],
      },
      {
        country: "New Zealand",
        visa: "Visitor visa",
        processingTime: "About 4 weeks",
        workRights: notPermitted,
        fee: "NZD 165",
        stay: "Up to 9 months in an 18-month period",
        indicative: ["processingTime", "stay"],
      },
    ],
  },
  purposes: {
    title: "Why People Travel on a Visitor Visa",
    items: [
      { title: "Tourism", description: "Holidays and sightseeing, from Sydney's harbour to the Swiss Alps." },
      {
        title: "Family visits",
        description: "Parents visiting children who study or work abroad, or attending a graduation ceremony.",
      },
      { title: "Business", description: "Meetings, conferences, trade fairs and contract negotiations." },
      {
        title: "Medical treatment",
        description: "Planned treatment abroad, with hospital letters and proof of how it will be paid for.",
      },
      { title: "Weddings and events", description: "Family weddings, religious occasions and cultural events." },
      { title: "Short courses", description: "Short recreational or professional courses where the visa allows them." },
    ],
  },
  process: {
    title: "Our Six-Step Process",
    steps: [
      {
        step: 1,
        title: "Consultation",
        description: "We understand your trip, your travel history and who is travelling with you.",
      },
      {
        step: 2,
        title: "Document Checklist",
        description: "You receive a checklist tailored to your country, purpose and employment status.",
      },
      {
        step: 3,
        title: "File Review",
        description: "We review bank statements, ITRs, invitations and bookings for gaps or inconsistencies.",
      },
      {
        step: 4,
        title: "Application and Fee",
        description: "We complete the online form, pay the fee and book your biometrics or interview slot.",
      },
      {
        step: 5,
        title: "Biometrics or Interview",
        description: "We prepare you for the VFS appointment or consulate interview with likely questions.",
      },
      {
        step: 6,
        title: "Decision and Travel",
        description: "We track the application and check the visa details with you as soon as it is issued.",
      },
    ],
  },
  documents: {
    title: "Documents You Will Need",
    groups: [
      {
        title: "Identity",
        items: [
          { item: "Valid passport", note: "With at least 6 months' validity and blank pages" },
          { item: "Old passports with earlier visas" },
          { item: "Recent photographs to the embassy's specification" },
        ],
      },
      {
        title: "Financial",
        items: [
          { item: "Bank statements for the last 6 months" },
          { item: "Income tax returns for the last 2-3 years" },
          { item: "Salary slips or business registration documents" },
        ],
      },
      {
        title: "Trip",
        items: [
          { item: "Invitation letter from family or the host company, if any" },
          { item: "Travel itinerary and hotel bookings" },
          { item: "Travel insurance", note: "Mandatory for Schengen visas" },
        ],
      },
      {
        title: "Ties to India",
        items: [
          { item: "Leave letter from your employer or proof of studies" },
          { item: "Property documents or proof of family dependants" },
        ],
      },
    ],
  },
  services: {
    title: "Our Visitor Visa Services",
    items: [
      {
        title: "Visa Route Advice",
        description: "The right visa and validity for your trip, so you do not pay for too little or too much.",
      },
      {
        title: "Form Filling",
        description: "Online forms completed accurately, including travel and employment history.",
      },
      { title: "Document Review", description: "A careful check of finances, invitations and ties to India." },
      { title: "Appointment Booking", description: "Biometrics, VFS and consulate interview slots booked for you." },
      { title: "Interview Preparation", description: "Mock interviews for US B-1/B-2 and other consulate interviews." },
      {
        title: "Travel Insurance and Bookings",
        description: "Guidance on insurance and refundable bookings for your file.",
      },
    ],
  },
  tips: {
    title: "Tips for a Successful Application",
    items: [
      {
        title: "Apply early",
        description: "Apply well before travel, especially before holidays and the summer rush.",
      },
      { title: "Show strong ties", description: "Employment, property and family in India show that you will return." },
      {
        title: "Explain large deposits",
        description: "Sudden large credits in your bank statement raise questions; keep proof of their source.",
      },
      {
        title: "Match your plan to your means",
        description: "The length and cost of your trip should fit your income.",
      },
      {
        title: "Be truthful",
        description: "Declare earlier refusals and give the same answers in the form and the interview.",
      },
      { title: "Book refundable", description: "Avoid non-refundable flights and hotels until the visa is issued." },
    ],
  },
  averageProcessing: {
    title: "Average Processing Times",
    items: [
      { label: "Standard processing", value: "15-30 days" },
      { label: "Express processing", value: "5-10 days" },
    ],
    note: "Express or priority services are offered only by some embassies and carry an extra fee.",
  },
  cta: {
    title: "Planning a Trip Abroad?",
    description: "Book a free consultation and get a document checklist for your destination.",
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
  },
  disclaimer:
    "Visa fees and processing times are set by each government and change often. Values marked indicative are " +
    "typical, not guaranteed; we confirm the current figures before you apply.",
} as const satisfies VisitorVisaPage;
