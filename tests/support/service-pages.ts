/**
 * The service pages as the tests name their parts ("the student visa's countries", "the IELTS demo button"): each
 * part is a section of content/services/<slug>.yaml, found by its id and kind (content/services.ts), so a section
 * that is moved, renamed or of another kind fails here, by file and id. The buttons the spec names are the
 * hero's, a section's and the closing call to action's.
 */

import { findService, type Service, serviceSection } from "@/content/services";

/** `value`, which the page must have; throws, naming it, when it is missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what}`);
  return value;
}

function service(slug: string): Service & { cta: NonNullable<Service["cta"]> } {
  const found = present(findService(slug), `service content/services/${slug}.yaml`);
  return { ...found, cta: present(found.cta, `closing call to action in ${slug}`) };
}

const student = present(findService("student-visa"), "service content/services/student-visa.yaml");
const trackRecord = serviceSection("student-visa", "track-record", "stats");

export const studentVisa = {
  ...student,
  countries: serviceSection("student-visa", "countries", "visa-table"),
  services: serviceSection("student-visa", "services", "cards"),
  process: serviceSection("student-visa", "process", "steps"),
  documents: serviceSection("student-visa", "documents", "documents"),
  whyChoose: serviceSection("student-visa", "why-choose-us", "lists"),
  trackRecord,
  ctas: {
    primary: student.hero.buttons[0],
    secondary: present(student.hero.buttons[1], "second student visa hero button"),
    start: present(trackRecord.buttons?.[0], "track record button"),
  },
};

const spouseDocuments = serviceSection("spouse-visa", "documents", "documents");
const spouseTips = serviceSection("spouse-visa", "tips", "tips");

export const spouseVisa = {
  ...service("spouse-visa"),
  countries: serviceSection("spouse-visa", "countries", "visa-table"),
  eligibility: { cards: serviceSection("spouse-visa", "eligibility", "cards").items },
  process: serviceSection("spouse-visa", "process", "steps"),
  documents: { ...spouseDocuments, note: present(spouseDocuments.note, "spouse visa documents note") },
  benefits: serviceSection("spouse-visa", "benefits", "lists"),
  processingTimes: serviceSection("spouse-visa", "processing-times", "facts"),
  tips: spouseTips,
  commonMistakes: present(spouseTips.avoid, "spouse visa mistakes"),
};

const visitorServices = serviceSection("visitor-visa", "services", "cards");

export const visitorVisa = {
  ...service("visitor-visa"),
  countries: serviceSection("visitor-visa", "countries", "visa-table"),
  purposes: serviceSection("visitor-visa", "purposes", "cards"),
  process: serviceSection("visitor-visa", "process", "steps"),
  documents: serviceSection("visitor-visa", "documents", "documents"),
  services: visitorServices,
  approval: present(visitorServices.highlight, "visitor visa approval figure"),
  tips: serviceSection("visitor-visa", "tips", "tips"),
  averageProcessing: serviceSection("visitor-visa", "processing", "facts"),
};

export const visaExtension = {
  ...service("visa-extension"),
  types: {
    // The spec's four types, each with what we do for it (the card's features).
    items: serviceSection("visa-extension", "extension-types", "cards").items.map(({ features, ...type }) => ({
      ...type,
      whatWeDo: present(features, `what we do for ${type.title}`),
    })),
  },
  whenToApply: serviceSection("visa-extension", "when-to-apply", "cards"),
  process: serviceSection("visa-extension", "process", "steps"),
  documents: serviceSection("visa-extension", "documents", "documents"),
};

export const postStudyWorkVisa = {
  ...service("post-study-work-visa"),
  types: { items: serviceSection("post-study-work-visa", "visa-types", "visa-type-table").rows },
  benefits: serviceSection("post-study-work-visa", "benefits", "cards"),
};

const ieltsPage = service("ielts-coaching");

export const ielts = {
  ...ieltsPage,
  ctas: {
    enroll: ieltsPage.hero.buttons[0],
    demo: present(ieltsPage.hero.buttons[1], "second IELTS hero button"),
  },
  modules: serviceSection("ielts-coaching", "modules", "test-modules"),
  reasons: serviceSection("ielts-coaching", "why-us", "cards"),
  courses: serviceSection("ielts-coaching", "courses", "courses"),
  bands: serviceSection("ielts-coaching", "band-guide", "band-guide"),
  success: serviceSection("ielts-coaching", "results", "stats"),
  tips: serviceSection("ielts-coaching", "tips", "tips"),
  testimonials: serviceSection("ielts-coaching", "testimonials", "testimonials"),
};

export const educationLoan = {
  ...service("education-loan"),
  types: serviceSection("education-loan", "loan-types", "cards"),
  services: serviceSection("education-loan", "services", "cards"),
  coverage: serviceSection("education-loan", "coverage", "cards"),
  amount: serviceSection("education-loan", "amount-and-eligibility", "amount"),
  documents: serviceSection("education-loan", "documents", "documents"),
};

/** Every service page as the tests read it, by name. */
export const servicePages = {
  studentVisa,
  spouseVisa,
  visitorVisa,
  visaExtension,
  postStudyWorkVisa,
  ielts,
  educationLoan,
};
