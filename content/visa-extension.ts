/**
 * /services/visa-extension (spec part 2, section 2): four extension types and when to apply.
 */

import type { ChecklistGroup, Cta, Hero, InfoCard, ProcessStep } from "@/content/records";

export type ExtensionType = {
  id: "student" | "visitor" | "work-permit" | "status-change";
  title: string;
  description: string;
  whatWeDo: readonly string[];
};

export type VisaExtensionPage = {
  hero: Hero;
  types: { title: string; items: readonly ExtensionType[] };
  whenToApply: { title: string; items: readonly InfoCard[] };
  process: { title: string; steps: readonly ProcessStep[] };
  documents: { title: string; groups: readonly ChecklistGroup[] };
  cta: { title: string; description: string; primary: Cta };
  disclaimer: string;
};

export const visaExtension = {
  hero: {
    eyebrow: "Visa Extension Services",
    title: "Extend Your Stay Without the Stress",
    subtitle:
      "Whether your course has run longer, your family needs you or your job has changed, we help you extend your " +
      "visa or change your status on time and with a complete application.",
  },
  types: {
    title: "Extensions We Handle",
    items: [
      {
        id: "student",
        title: "Student Visa Extension",
        description:
          "For students whose course has been extended, who are repeating a module or moving to a further course " +
          "at the same or another institution.",
        whatWeDo: [
          "Check the new course and institution letter against the visa rules",
          "Update financial evidence for the extra period",
          "Prepare and file the extension application",
        ],
      },
      {
        id: "visitor",
        title: "Visitor Visa Extension",
        description:
          "For visitors who need more time abroad, for example parents staying on after a grandchild's birth or " +
          "to care for a family member.",
        whatWeDo: [
          "Confirm whether the country allows an extension from inside",
          "Prepare a clear explanation with supporting letters",
          "Show funds and a return plan for the extra stay",
        ],
      },
      {
        id: "work-permit",
        title: "Work Permit Extension",
        description:
          "For workers whose contract has been renewed, or who are moving to a new role with the same or a new " +
          "employer.",
        whatWeDo: [
          "Review the new contract and employer documents",
          "Check timelines so you keep working lawfully while you wait",
          "File the extension with the required employer evidence",
        ],
      },
      {
        id: "status-change",
        title: "Change of Status",
        description:
          "For a move from one visa category to another, such as student to post-study work, or visitor to student " +
          "where the country allows it.",
        whatWeDo: [
          "Assess whether the change is allowed from inside the country",
          "Plan the switch so there is no gap in your status",
          "Prepare the new category's complete application",
        ],
      },
    ],
  },
  whenToApply: {
    title: "When to Apply",
    items: [
      {
        title: "30-90 days before expiry",
        description:
          "Apply 30-90 days before your current visa expires. Too early and some countries will not accept it; too " +
          "late and you risk a gap in your status.",
      },
      {
        title: "Course change",
        description:
          "If your university extends your course, or you change course or institution, your visa may need to be " +
          "extended or varied before the new course starts.",
      },
      {
        title: "Medical reasons",
        description:
          "If illness or treatment means you cannot travel as planned, apply with hospital letters before your " +
          "visa runs out.",
      },
      {
        title: "Family reasons",
        description:
          "A birth, a wedding or a family emergency can justify a longer stay, supported by documents that explain it.",
      },
    ],
  },
  process: {
    title: "How We Work",
    steps: [
      {
        step: 1,
        title: "Case Review",
        description: "We check your current visa, its expiry date and the reason you need more time.",
      },
      {
        step: 2,
        title: "Route and Timeline",
        description: "We confirm the right extension or switch and the latest safe date to apply.",
      },
      {
        step: 3,
        title: "Documents",
        description: "You gather documents against our checklist; we review each one.",
      },
      {
        step: 4,
        title: "Application",
        description: "We prepare and file the application and pay the fee before your visa expires.",
      },
      {
        step: 5,
        title: "Follow-up",
        description: "We track the application, answer requests for information and explain the outcome.",
      },
    ],
  },
  documents: {
    title: "Documents Usually Required",
    groups: [
      {
        title: "For every extension",
        items: [
          { item: "Valid passport and current visa or permit" },
          { item: "Completed extension application form" },
          { item: "Recent photographs" },
          { item: "Proof of funds for the extra period" },
        ],
      },
      {
        title: "Depending on your reason",
        items: [
          { item: "New offer letter, CAS or enrolment confirmation", note: "Student extensions" },
          { item: "Renewed employment contract or employer letter", note: "Work permit extensions" },
          { item: "Hospital or doctor's letter", note: "Medical reasons" },
          { item: "Birth, marriage or other family documents", note: "Family reasons" },
        ],
      },
    ],
  },
  cta: {
    title: "Is Your Visa Expiring Soon?",
    description: "Book a free consultation now; the earlier we start, the more options you have.",
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
  },
  disclaimer:
    "Extension rules differ by country and visa category. We confirm the current official requirements for your case " +
    "before you apply.",
} as const satisfies VisaExtensionPage;
