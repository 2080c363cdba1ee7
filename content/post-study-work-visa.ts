/**
 * /services/post-study-work-visa (spec part 2, sections 2 and 9).
 * Durations and the PGWP fee are the spec's; the other costs (and the PGWP length) are indicative.
 */

import type { Cta, Hero, InfoCard, VisaType } from "@/content/records";

export type PostStudyWorkVisaPage = {
  hero: Hero;
  types: { title: string; intro: string; items: readonly VisaType[] };
  benefits: { title: string; items: readonly InfoCard[] };
  cta: { title: string; description: string; primary: Cta };
  disclaimer: string;
};

export const postStudyWorkVisa = {
  hero: {
    eyebrow: "Post Study Work Visa",
    title: "Turn Your Degree into Work Experience Abroad",
    subtitle:
      "After graduation, most study destinations let you stay on to work or look for a job. We help you choose the " +
      "right route and apply on time, before your student visa ends.",
    badges: ["USA", "UK", "Canada", "Germany", "Finland"],
  },
  types: {
    title: "Post-Study Work Visas Compared",
    intro: "Five routes our graduates use most, with their length and typical government cost.",
    items: [
      {
        title: "OPT/STEM OPT",
        country: "USA",
        type: "Work",
        cost: "USD 470-520 (Form I-765 filing fee)",
        duration: "12 months OPT; STEM OPT extension 24 months",
        description:
          "Optional Practical Training lets F-1 graduates work in their field for 12 months. Graduates in STEM " +
          "subjects can extend it by a further 24 months with an E-Verify employer.",
        indicative: ["cost"],
      },
      {
        title: "Graduate Route",
        country: "UK",
        type: "Work",
        cost: "GBP 822 application fee plus the Immigration Health Surcharge",
        duration: "2 years (3 years for PhD)",
        description:
          "Graduates of a UK degree can stay and work, or look for work, at any skill level without a sponsor. It " +
          "must be applied for from inside the UK before the student visa expires.",
        indicative: ["cost"],
      },
      {
        title: "Post-Graduate Work Permit",
        country: "Canada",
        type: "Work",
        cost: "CA$255",
        duration: "Up to 3 years",
        description:
          "An open work permit for graduates of eligible programs at designated learning institutions. Its length " +
          "depends on the length of your program, and Canadian work experience helps with permanent residence.",
        indicative: ["duration"],
      },
      {
        title: "Job Seeker",
        country: "Germany",
        type: "Work",
        cost: "Up to 100 euros (residence permit fee)",
        duration: "18 months",
        description:
          "Graduates of German universities can extend their residence permit by 18 months to find a job that " +
          "matches their qualification, and may work without restriction while they search.",
        indicative: ["cost"],
      },
      {
        title: "Residence Permit for Employment",
        country: "Finland",
        type: "Work",
        cost: "About EUR 350-450",
        duration: "1 year job search",
        description:
          "Graduates of Finnish universities can stay to look for work and then move to a residence permit for " +
          "employment, a route towards permanent residence.",
        indicative: ["cost"],
      },
    ],
  },
  benefits: {
    title: "Why a Post-Study Work Visa Matters",
    items: [
      {
        title: "International work experience",
        description: "Experience abroad makes your CV stand out, whether you stay on or return to India.",
      },
      {
        title: "Recover your investment",
        description: "A salary abroad helps repay your education loan faster.",
      },
      {
        title: "A path to permanent residence",
        description: "In Canada, Germany, Finland and elsewhere, skilled work experience counts towards residence.",
      },
      {
        title: "No sponsor needed at first",
        description:
          "Most of these routes do not tie you to a single employer, so you can choose your first job freely.",
      },
      {
        title: "Professional network",
        description: "Working abroad builds contacts in your industry that last your whole career.",
      },
    ],
  },
  cta: {
    title: "Graduating Soon?",
    description: "Book a free consultation and we will plan your post-study work application before your visa ends.",
    primary: { label: "Book Free Consultation", href: "/careers/apply-now" },
  },
  disclaimer:
    "Post-study work rules and fees change often. We confirm the current official rules for your course and " +
    "country before you apply.",
} as const satisfies PostStudyWorkVisaPage;
