/**
 * Industry certifications and professional memberships (/about/certifications,
 * also listed on /about-us). The spec names no certifications, so every entry
 * is a sample to be confirmed against the real certificates before launch;
 * years are kept to 2021 or later so they fit both founding readings in company.ts.
 */

export type CertificationKind = "certification" | "membership";

export type Certification = {
  id: string;
  name: string;
  issuer: string;
  year: number;
  kind: CertificationKind;
  /** What the credential means for a student or parent, in one or two sentences. */
  meaning: string;
};

export const certificationsPage = {
  heading: "Certifications & Memberships",
  intro:
    "Our counsellors train with the bodies that set standards for international student recruitment, and our company holds memberships that commit us to ethical, transparent advice.",
  certificationsHeading: "Industry Certifications",
  certificationsIntro:
    "Training and quality standards set by the bodies that oversee international student recruitment in each destination country.",
  membershipsHeading: "Professional Memberships",
  membershipsIntro:
    "Associations whose codes of ethics we follow, and where families can raise a concern if our advice ever falls short.",
  sampleNote: "Sample list: certificate numbers and years are confirmed with each issuing body before publication.",
} as const;

export const certifications = [
  {
    id: "british-council-agent-training",
    name: "British Council Trained Agent Counsellor",
    issuer: "British Council (UK Agent Quality Framework)",
    year: 2021,
    kind: "certification",
    meaning:
      "Our UK counsellors have completed the British Council's agent training, so your UK university and student visa advice follows current, official guidance.",
  },
  {
    id: "icef-agency-status",
    name: "ICEF Agency Status",
    issuer: "ICEF",
    year: 2022,
    kind: "certification",
    meaning:
      "ICEF checked our business practices and references from partner institutions, an independent sign that we work honestly with universities and students.",
  },
  {
    id: "airc-certification",
    name: "AIRC Certified Agency",
    issuer: "American International Recruitment Council (AIRC)",
    year: 2023,
    kind: "certification",
    meaning:
      "AIRC certification is the recognised quality standard for agencies recruiting for US institutions, so advice on US admissions and F-1 visas meets its code of ethics.",
  },
  {
    id: "qeac",
    name: "Qualified Education Agent Counsellor (QEAC)",
    issuer: "PIER Online (Australia)",
    year: 2021,
    kind: "certification",
    meaning:
      "QEAC counsellors have passed the Australian training on the ESOS framework and the Education Services Code, so your Australian study plans follow Australian law.",
  },
  {
    id: "nafsa-membership",
    name: "NAFSA Membership",
    issuer: "NAFSA: Association of International Educators",
    year: 2022,
    kind: "membership",
    meaning:
      "Membership keeps our team connected to international education professionals and to current practice on student mobility and support.",
  },
  {
    id: "aaeri-membership",
    name: "AAERI Membership",
    issuer: "Association of Australian Education Representatives in India (AAERI)",
    year: 2023,
    kind: "membership",
    meaning:
      "AAERI members follow a code of ethics for representing Australian institutions in India, and families have a body to turn to if advice falls short.",
  },
  {
    id: "iso-9001",
    name: "ISO 9001:2015 Quality Management (sample)",
    issuer: "Accredited certification body (sample, to be confirmed)",
    year: 2024,
    kind: "certification",
    meaning:
      "Our counselling and application processes are documented and audited, so every student gets the same checks and the same standard of service.",
  },
] as const satisfies readonly Certification[];

export function certificationsOfKind(kind: CertificationKind): Certification[] {
  return certifications.filter((item: Certification) => item.kind === kind);
}
