/**
 * The three legal pages: refund policy, privacy policy and terms of service.
 * The refund rules, the under-16 rule and the cookie categories come from
 * spec part 2, section 9; the spec gives no other wording, so the rest is
 * plain sample text for counsel to review.
 */

import type { IsoDate } from "./schemas/primitives";
import { offices, site } from "./site";

export type LegalSection = {
  /** Slug for the table of contents and the heading's anchor. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** From when the document applies; the page shows it above the text. */
  effectiveDate: IsoDate;
  /** Shown above the text while the wording is a draft. */
  draftNote?: string;
  sections: readonly LegalSection[];
};

const EFFECTIVE_DATE: IsoDate = "2024-12-15";
const DRAFT_NOTE = "Sample text: this wording is a draft to be reviewed by legal counsel before publication.";

const officeList = offices.map((office) => `${office.city}: ${office.address}`);

const contactParagraph = `E-mail ${site.email} or call ${site.phones[0]}, or write to ${site.legalName} at any of our offices.`;

/** The refund policy's figures (spec part 2, section 9), stated in its rules and in the page description. */
export const refundFigures = {
  allowedStartDelay: "15 days",
  cancelledBatchRefund: "100%",
  duplicateRefundTime: "7-10 working days",
} as const;

/** The four refund rules of spec part 2, section 9, in this order. */
export const refundRules = [
  "All payments made to us are non-refundable.",
  `A refund is considered only if we fail to start the course you paid for. A delay of up to ${refundFigures.allowedStartDelay} in starting a course is not treated as non-initiation.`,
  `If we cancel a batch because of insufficient enrolment, unavailability of faculty or force majeure, you receive a ${refundFigures.cancelledBatchRefund} refund of the fees paid for that batch.`,
  `If you pay twice for the same service, the duplicate payment is refunded to the original payment method within ${refundFigures.duplicateRefundTime} after we receive your formal notice and approve it.`,
] as const;

export const refundPolicy: LegalDocument = {
  title: "Refund Policy",
  effectiveDate: EFFECTIVE_DATE,
  sections: [
    {
      id: "overview",
      heading: "Overview",
      paragraphs: [
        `This Refund Policy applies to all payments made to ${site.name} for counselling, coaching (including IELTS courses) and application services, and is effective from the date shown above.`,
        "By making a payment, you agree to the terms below.",
      ],
    },
    {
      id: "non-refundable-payments",
      heading: "Payments Are Non-Refundable",
      paragraphs: [
        refundRules[0],
        "This applies whether or not you attend the sessions or use the services you paid for.",
      ],
    },
    {
      id: "course-not-started",
      heading: "Refund If a Course Is Not Started",
      paragraphs: [
        refundRules[1],
        "If a course is not started within that period, you may ask for a refund, which we will consider on its merits.",
      ],
    },
    {
      id: "cancelled-batch",
      heading: "Cancelled Batches",
      paragraphs: [refundRules[2], "We will tell you about a cancellation as soon as we decide it."],
      list: ["Insufficient enrolment", "Faculty unavailable", "Force majeure"],
    },
    {
      id: "duplicate-payments",
      heading: "Duplicate Payments",
      paragraphs: [
        refundRules[3],
        "Please include the payment reference, date and amount of both payments in your notice.",
      ],
    },
    {
      id: "how-to-request",
      heading: "How to Request a Refund",
      paragraphs: [
        `Send a written request to ${site.email} with your full name, the course or service, the payment reference and the reason for the request. We acknowledge every request and reply with our decision.`,
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      paragraphs: [contactParagraph],
      list: officeList,
    },
  ],
};

/** Minimum age for collecting personal data (spec part 2, section 9). */
export const privacyMinimumAge = 16;

export type CookieCategoryId = "essential" | "performance" | "advertising" | "third-party";

export type CookieCategory = { id: CookieCategoryId; name: string; description: string };

export const cookieCategories = [
  {
    id: "essential",
    name: "Essential cookies",
    description:
      "Needed for the website to work, for example to keep pages secure and remember your cookie choices. They cannot be switched off.",
  },
  {
    id: "performance",
    name: "Performance cookies",
    description:
      "Help us understand how visitors use the website, such as which pages are visited most, so we can improve it. The information is aggregated.",
  },
  {
    id: "advertising",
    name: "Advertising cookies",
    description:
      "Used to show you relevant advertisements about our services on other websites and to measure how well our campaigns work.",
  },
  {
    id: "third-party",
    name: "Third-party cookies",
    description:
      "Set by services we embed or link to, such as maps, videos and social media, and governed by those providers' own privacy policies.",
  },
] as const satisfies readonly CookieCategory[];

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: EFFECTIVE_DATE,
  draftNote: DRAFT_NOTE,
  sections: [
    {
      id: "introduction",
      heading: "Introduction",
      paragraphs: [
        `This Privacy Policy explains how ${site.name} ("we", "us") collects, uses and protects the personal data you share with us through this website and our offices.`,
        "We collect only what we need to advise you and never sell your personal data.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information We Collect Through Our Forms",
      paragraphs: ["Our website forms ask only for what we need to answer you:"],
      list: [
        "Get In Touch form: first name, last name, e-mail address, phone number, interested destination, the service you need and your message, so a counsellor can call you back with relevant advice.",
        "Contact form: first name, last name, e-mail address, phone number, preferred destination and your message, so we can answer your question.",
        "Careers application form: your name, e-mail address, phone number, the position you are applying for, years of experience, current location, resume and an optional cover letter, so we can assess your application.",
        "Newsletter sign-up: your e-mail address, so we can send you study abroad updates until you unsubscribe.",
        "Sign-in: your e-mail address and password, only to give you access to your student services.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      paragraphs: ["We use your personal data to:"],
      list: [
        "Respond to your enquiries and arrange consultations",
        "Provide counselling, application, visa, coaching and loan assistance services you ask for",
        "Share your documents with universities, visa authorities or lenders, only with your consent and for your application",
        "Consider you for jobs you apply for",
        "Send updates you have agreed to receive",
        "Meet our legal and regulatory obligations",
      ],
    },
    {
      id: "children",
      heading: "Children's Privacy",
      paragraphs: [
        `We do not collect personal data from users under ${privacyMinimumAge} years of age. If you are under ${privacyMinimumAge}, please ask a parent or guardian to contact us on your behalf.`,
        `If we learn that we have received personal data from someone under ${privacyMinimumAge}, we will delete it.`,
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: ["We use four categories of cookies:"],
      list: cookieCategories.map((category) => `${category.name}: ${category.description}`),
    },
    {
      id: "sharing",
      heading: "Sharing Your Information",
      paragraphs: [
        "We share personal data only with the universities, visa authorities, lenders and service partners involved in your application, with service providers who help us run our business under confidentiality obligations, or when the law requires it.",
      ],
    },
    {
      id: "security-retention",
      heading: "Security and Retention",
      paragraphs: [
        "We protect your data with access controls and secure storage, and keep it only as long as needed for the purposes above or as required by law.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights",
      paragraphs: [
        `You may ask to see, correct or delete your personal data, or withdraw your consent to marketing, by writing to ${site.email}.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this policy from time to time; the effective date at the top shows the latest version.",
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      paragraphs: [contactParagraph],
      list: officeList,
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: EFFECTIVE_DATE,
  draftNote: DRAFT_NOTE,
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of These Terms",
      paragraphs: [
        `These Terms of Service govern your use of this website and the services of ${site.legalName} ("${site.name}", "we", "us"). By using the website or our services, you agree to these terms.`,
      ],
    },
    {
      id: "our-services",
      heading: "Our Services",
      paragraphs: [
        "We provide career counselling, university selection and application support, visa guidance, test preparation including IELTS coaching, education loan assistance and pre-departure support.",
        "The scope, fees and timelines of a paid service are confirmed to you in writing before you pay.",
      ],
    },
    {
      id: "no-guarantee",
      heading: "No Guarantee of Admission or Visa",
      paragraphs: [
        "Admission decisions are made by universities, visa decisions by the relevant government authorities, loan decisions by lenders and test scores by the test provider. We advise and prepare, but we cannot guarantee any admission, visa, loan, scholarship or test result.",
      ],
    },
    {
      id: "your-responsibilities",
      heading: "Your Responsibilities",
      paragraphs: ["When you use our services, you agree to:"],
      list: [
        "Provide complete, accurate and genuine information and documents",
        "Tell us promptly about any change in your circumstances",
        "Meet the deadlines we agree with you",
        "Pay fees on time",
        "Respect our staff, trainers and other students",
      ],
    },
    {
      id: "fees-payments",
      heading: "Fees and Payments",
      paragraphs: [
        "Fees are payable as stated in your service agreement or course enrolment. University, visa, test and other third-party fees are separate and paid to those bodies.",
        "Refunds are governed by our Refund Policy.",
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-Party Services and Links",
      paragraphs: [
        "Our website links to universities, authorities, partners and social media. We are not responsible for their content, services or privacy practices.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      paragraphs: [
        `The content of this website and our course materials belong to ${site.name} or its licensors. You may use them for your own study and personal use only, and not copy, resell or publish them without our written permission.`,
      ],
    },
    {
      id: "website-use",
      heading: "Use of the Website",
      paragraphs: [
        "Do not misuse the website, attempt to gain unauthorised access to it, or submit false or harmful information through its forms.",
        "Information on this website is general guidance and may change; rules set by universities and governments change often, so please confirm details with your counsellor.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        "To the extent permitted by law, we are not liable for indirect or consequential losses, or for decisions made by universities, authorities, lenders or test providers. Our total liability for a service is limited to the fees you paid us for that service.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      paragraphs: [
        `These terms are governed by the laws of India. Disputes are subject to the jurisdiction of the courts at ${offices[0].city}, ${offices[0].region}.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to These Terms",
      paragraphs: [
        "We may update these terms from time to time; the effective date at the top shows the latest version.",
      ],
    },
    {
      id: "contact",
      heading: "Contact Us",
      paragraphs: [contactParagraph],
      list: officeList,
    },
  ],
};

export type LegalDocumentId = "refund-policy" | "privacy-policy" | "terms-of-service";

export const legalDocuments: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  "refund-policy": refundPolicy,
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
};
