/**
 * The shipped sample content matches the spec: every hard figure and list of spec part 2, section 9 (fees,
 * processing times, work rights, thresholds), the route table and menus of part 1, and the company, program,
 * career and legal figures, asserted against the content (the data files under content/, as the pages read
 * them). This is the one table that restates the spec (README, "Content"); every other test checks rules, so
 * a counsellor's edit (a new fee through /admin) fails this table and nothing else. When it fails after such
 * an edit, the business changed a figure on purpose: update the row here, with the edit, and say so in its
 * commit. Amounts are compared as the page shows them (lib/money.ts), so the spec's wording ("363 pounds",
 * "CA$150") is checked too.
 */

import { aboutPage, aboutUsPage, companyOverviewPage } from "@/content/about";
import { careerPositionValues } from "@/contract/forms";
import { claims, officeHours } from "@/content/company";
import { type CountryGuide, countryGuideList, findGuide, guideServiceLinks } from "@/content/country-guides";
import { destinations } from "@/content/destinations";
import { getRoute, navGroups, routes, routesInFooter, routesInNav } from "@/content/routes";
import { educationLoan } from "@/content/education-loan";
import { applicationProcess } from "@/content/jobs";
import { cookieCategories, privacyMinimumAge, privacyPolicy, refundPolicy, refundRules } from "@/content/legal";
import { defaultProgramTab, programCards, programDetail, programTabs, type ProgramTabId } from "@/content/programs";
import { type ChecklistGroup, type CountryCode, isIndicative, type Money } from "@/content/schemas/primitives";
import { resourceActions } from "@/content/resources";
import { services, servicesPage } from "@/content/services-overview";
import { offices } from "@/content/site";
import { teamMembers } from "@/content/team";
import { formatIsoDate } from "@/lib/dates";
import { minutesText, yearsText } from "@/lib/format";
import { hoursLines } from "@/lib/hours";
import { displayValue, formatMoney } from "@/lib/money";

import { servicePages } from "../support/service-pages";

const { ielts, postStudyWorkVisa, spouseVisa, studentVisa, visaExtension, visitorVisa } = servicePages;

/** The guide of content/guides/<slug>.yaml; fails the test loudly when it is missing. */
function guide(slug: string): CountryGuide {
  const found = findGuide(slug);
  if (!found) throw new Error(`No guide content/guides/${slug}.yaml`);
  return found;
}

const usaGuide = guide("usa");
const ukGuide = guide("uk");
const canadaGuide = guide("canada");
const finlandGuide = guide("finland");
const germanyGuide = guide("germany");

/** The one row whose `key` equals `value`; fails the test loudly when it is missing. */
function findRow<T, K extends keyof T>(rows: readonly T[], key: K, value: T[K]): T {
  const row = rows.find((candidate) => candidate[key] === value);
  if (!row) throw new Error(`No row with ${String(key)} = ${String(value)}`);
  return row;
}

type Fact = { label: string; value: string };
type Cost = { category: string; cost: Money };

/** Something a page may not have (an optional section); fails the test loudly when it is missing. */
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No ${what}`);
  return value;
}

const factValue = (items: readonly Fact[], label: string): string => findRow(items, "label", label).value;
const costValue = (items: readonly Cost[], category: string): string =>
  displayValue(findRow(items, "category", category).cost);

/** A cost row whose category mentions `needle` (e.g. "Tier 2"), as the page shows it. */
function costMentioning(items: readonly Cost[], needle: string): string {
  const row = items.find((item) => item.category.includes(needle));
  if (!row) throw new Error(`No cost row mentioning ${needle}`);
  return displayValue(row.cost);
}

describe("student visa page", () => {
  test("lists exactly the six spec countries, in order", () => {
    expect(studentVisa.countries.rows.map((row) => row.country)).toEqual([
      "Australia",
      "Canada",
      "UK",
      "USA",
      "Germany",
      "New Zealand",
    ]);
  });

  test.each([
    ["Australia", "subclass 500", "4-8 weeks", "40 hours per fortnight", "AUD 650"],
    ["Canada", "study permit", "4-16 weeks", "20 hours per week", "CAD 150"],
    ["UK", "student visa", "3-6 weeks", "20 hours per week", "363 pounds"],
    ["USA", "F-1", "2-4 weeks", "on-campus only; 12 months OPT", "185 dollars"],
    ["Germany", "student", "6-12 weeks", "120 full days", "75 euros"],
    ["New Zealand", "student", "4-8 weeks", "20 hours per week", "NZD 375"],
  ] as const)("%s: %s, %s, %s, %s", (country, visa, processingTime, workRights, fee) => {
    const row = findRow(studentVisa.countries.rows, "country", country);
    expect(row).toMatchObject({ visa, processingTime, workRights });
    expect(formatMoney(row.fee)).toBe(fee);
    // Spec figures must never be labelled as our indicative additions.
    for (const field of ["visa", "processingTime", "workRights", "fee"] as const) {
      expect(isIndicative(row, field)).toBe(false);
    }
  });

  test.each([
    ["UK", "2 years (3 for PhD)"],
    ["USA", "12 months OPT (STEM OPT 24 months more)"],
    ["Germany", "18-month job search visa"],
    ["Canada", "PGWP up to 3 years"],
    ["Australia", "2-4 years (Temporary Graduate visa, subclass 485)"],
    ["New Zealand", "Post-study work visa up to 3 years"],
  ] as const)("%s post-study column: %s", (country, postStudy) => {
    expect(findRow(studentVisa.countries.rows, "country", country).postStudy).toBe(postStudy);
  });

  test("post-study values the spec does not give are flagged indicative", () => {
    for (const country of ["Australia", "Canada", "New Zealand"] as const) {
      expect(isIndicative(findRow(studentVisa.countries.rows, "country", country), "postStudy")).toBe(true);
    }
  });

  test.each([
    ["Free Consultation", "30 minutes"],
    ["Document Collection", "1-2 weeks"],
    ["Application Preparation", "3-5 days"],
    ["Submission", "1 day"],
    ["Interview Preparation", "2-3 sessions"],
  ] as const)("process step %s takes %s", (title, duration) => {
    expect(findRow(studentVisa.process.steps, "title", title).duration).toBe(duration);
  });

  test("the process has six steps", () => {
    expect(studentVisa.process.steps).toHaveLength(6);
  });

  test("checklist notes carry the passport and document-age rules", () => {
    const groups: readonly ChecklistGroup[] = studentVisa.documents.groups;
    const notes = groups.flatMap((group) => group.items.map((item) => item.note ?? ""));
    expect(notes).toContain("Valid for at least 6 months beyond your intended stay");
    expect(notes).toContain("Documents must be under 3 months old");
  });

  test("six services and two why-choose lists", () => {
    expect(studentVisa.services.items).toHaveLength(6);
    expect(studentVisa.whyChoose.lists).toHaveLength(2);
  });

  test.each([
    ["Students helped", "25,000+"],
    ["Success rate", "99%"],
    ["Countries", "10+"],
    ["Years of experience", "5+"],
    ["Visa approvals in two years", "1000"],
  ] as const)("track record: %s is %s", (label, number) => {
    expect(findRow(studentVisa.trackRecord.stats, "label", label).number).toBe(number);
  });

  test("track record reads the company claims", () => {
    expect(studentVisa.trackRecord.stats.map((stat) => stat.number)).toEqual([
      claims.students.main,
      claims.visaSuccess.main,
      claims.countries,
      claims.experience.studentVisa,
      claims.visaApprovalsTwoYears,
    ]);
  });

  test("both consultation buttons go to /careers/apply-now", () => {
    expect(studentVisa.ctas.primary).toMatchObject({ label: "Book Free Consultation", href: "/careers/apply-now" });
    expect(studentVisa.ctas.secondary).toMatchObject({ label: "Download Visa Guide", href: "/careers/apply-now" });
  });
});

describe("spouse visa page", () => {
  test.each([
    ["Canada", "12-24 months"],
    ["Australia", "18-24 months"],
    ["UK", "2-12 weeks"],
    ["USA", "12-18 months"],
  ] as const)("%s processing: %s", (country, processingTime) => {
    expect(findRow(spouseVisa.countries.rows, "country", country).processingTime).toBe(processingTime);
    expect(factValue(spouseVisa.processingTimes.items, country)).toBe(processingTime);
  });

  test("exactly the four spec countries", () => {
    expect(spouseVisa.countries.rows.map((row) => row.country)).toEqual(["Canada", "Australia", "UK", "USA"]);
  });

  test("UK financial requirement is 18,600 pounds", () => {
    const uk = findRow(spouseVisa.countries.rows, "country", "UK");
    expect(formatMoney(present(uk.financialRequirement, "UK financial requirement"))).toBe("18,600 pounds");
    expect(uk.requirements).toContain("Financial requirement of 18,600 pounds");
  });

  test("fees the spec does not give are flagged indicative", () => {
    for (const row of spouseVisa.countries.rows) {
      expect(isIndicative(row, "fee")).toBe(true);
      expect(isIndicative(row, "processingTime")).toBe(false);
    }
  });

  test("documents note certified translations, and the page has four eligibility cards", () => {
    expect(spouseVisa.documents.note).toMatch(/certified translation/);
    expect(spouseVisa.eligibility.cards).toHaveLength(4);
    expect(spouseVisa.benefits.lists).toHaveLength(2);
  });

  test("Book Free Consultation goes to /careers/apply-now", () => {
    expect(spouseVisa.cta.buttons[0]).toMatchObject({ label: "Book Free Consultation", href: "/careers/apply-now" });
  });
});

describe("visitor visa page", () => {
  test.each([
    ["Australia", "AUD 150-365"],
    ["Canada", "CAD 100"],
    ["UK", "GBP 100-822"],
    ["USA", "185 USD"],
    ["Schengen", "80 EUR"],
    ["New Zealand", "NZD 165"],
  ] as const)("%s fee: %s", (country, fee) => {
    const row = findRow(visitorVisa.countries.rows, "country", country);
    expect(formatMoney(row.fee)).toBe(fee);
    expect(isIndicative(row, "fee")).toBe(false);
  });

  test("exactly six countries and a six-step process", () => {
    expect(visitorVisa.countries.rows).toHaveLength(6);
    expect(visitorVisa.process.steps).toHaveLength(6);
  });

  test.each([
    ["Standard processing", "15-30 days"],
    ["Express processing", "5-10 days"],
  ] as const)("%s: %s", (label, value) => {
    expect(factValue(visitorVisa.averageProcessing.items, label)).toBe(value);
  });

  test("approval claim is 95%, from the company claims", () => {
    expect(visitorVisa.approval.number).toBe("95%");
    expect(visitorVisa.approval.number).toBe(claims.visitorVisaApproval);
  });
});

describe("visa extension page", () => {
  test("the four extension types", () => {
    expect(visaExtension.types.items.map((type) => type.id)).toEqual([
      "student",
      "visitor",
      "work-permit",
      "status-change",
    ]);
    for (const type of visaExtension.types.items) expect(type.whatWeDo.length).toBeGreaterThan(0);
  });

  test("when to apply", () => {
    expect(visaExtension.whenToApply.items.map((item) => item.title)).toEqual([
      "30-90 days before expiry",
      "Course change",
      "Medical reasons",
      "Family reasons",
    ]);
  });
});

describe("post-study work visa page", () => {
  test.each([
    ["OPT/STEM OPT", "USA"],
    ["Graduate Route", "UK"],
    ["Post-Graduate Work Permit", "Canada"],
    ["Job Seeker", "Germany"],
    ["Residence Permit for Employment", "Finland"],
  ] as const)("%s (%s) is a work visa", (title, country) => {
    const visa = findRow(postStudyWorkVisa.types.items, "title", title);
    expect(visa.country).toBe(country);
    expect(visa.type).toBe("Work");
  });

  test("exactly the five spec visa types, in order", () => {
    expect(postStudyWorkVisa.types.items.map((visa) => visa.title)).toEqual([
      "OPT/STEM OPT",
      "Graduate Route",
      "Post-Graduate Work Permit",
      "Job Seeker",
      "Residence Permit for Employment",
    ]);
  });

  test.each([
    ["OPT/STEM OPT", "duration", "12 months OPT; STEM OPT extension 24 months"],
    ["Graduate Route", "duration", "2 years (3 years for PhD)"],
    ["Post-Graduate Work Permit", "cost", "CA$255"],
    ["Job Seeker", "duration", "18 months"],
    ["Residence Permit for Employment", "duration", "1 year job search"],
  ] as const)("%s %s: %s", (title, field, expected) => {
    const value = findRow(postStudyWorkVisa.types.items, "title", title)[field];
    expect(displayValue(present(value, field))).toBe(expected);
  });

  test("the Graduate Route cost is labelled indicative", () => {
    const graduate = findRow(postStudyWorkVisa.types.items, "title", "Graduate Route");
    expect(isIndicative(graduate, "cost")).toBe(true);
  });
});

describe("IELTS coaching page", () => {
  test.each([
    ["Listening", "30 min", "40 questions"],
    ["Reading", "60 min", "40 questions"],
    ["Writing", "60 min", "2 tasks"],
    ["Speaking", "11-14 min", "3 parts"],
  ] as const)("%s: %s, %s", (title, duration, questions) => {
    expect(findRow(ielts.modules.items, "title", title)).toMatchObject({ duration, questions });
  });

  test("total test time is 2h45", () => {
    expect(ielts.modules.totalMinutes).toBe(2 * 60 + 45);
    expect(minutesText(ielts.modules.totalMinutes)).toBe("2 h 45 min");
  });

  test.each([
    ["Regular", "8-10 weeks", "3 per week", "15-20", "Rs 25,000", 25000],
    ["Intensive", "4-6 weeks", "5 per week", "10-15", "Rs 30,000", 30000],
    ["One-on-One", "flexible", "Flexible schedule", "1", "Rs 40,000", 40000],
  ] as const)("%s course: %s, %s, batch %s, %s", (type, duration, schedule, batchSize, price, amount) => {
    const course = findRow(ielts.courses.items, "type", type);
    expect(course).toMatchObject({ duration, schedule, batchSize });
    expect(formatMoney(course.price)).toBe(price);
    expect(course.price).toMatchObject({ amount, currency: "INR" });
  });

  test("exactly three courses, and Enroll Now goes to /careers/apply-now", () => {
    expect(ielts.courses.items.map((course) => course.type)).toEqual(["Regular", "Intensive", "One-on-One"]);
    expect(ielts.courses.enroll).toMatchObject({ label: "Enroll Now", href: "/careers/apply-now" });
    expect(ielts.cta.buttons[0]).toMatchObject({ label: "Enroll Now", href: "/careers/apply-now" });
  });

  test("band scale 1-9, with 7 and above labelled University Ready", () => {
    expect([...ielts.bands.items.map((band) => band.band)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ielts.bands).toMatchObject({ readyFrom: 7, readyLabel: "University Ready" });
  });

  test.each([
    ["Score 7+", "95%"],
    ["Students trained", "10,000+"],
    ["Mock tests", "40+"],
  ] as const)("success figure %s: %s", (label, number) => {
    expect(findRow(ielts.success.stats, "label", label).number).toBe(number);
  });

  test("six reasons, six tips and exactly two sample testimonials", () => {
    expect(ielts.reasons.items).toHaveLength(6);
    expect(ielts.tips.items).toHaveLength(6);
    expect(ielts.testimonials.items).toHaveLength(2);
    for (const testimonial of ielts.testimonials.items) expect(testimonial.sample).toBe(true);
  });
});

describe("education loan page", () => {
  test("loan amount up to Rs 1.5 crore", () => {
    expect(formatMoney(educationLoan.amount.value, { standalone: true })).toBe("Up to Rs 1.5 crore");
    expect(educationLoan.amount.value).toMatchObject({ amount: 15_000_000, currency: "INR", qualifier: "up to" });
  });
});

describe("country guides", () => {
  test("five guides with their slugs, routes and flag codes", () => {
    expect(countryGuideList.map(({ slug, path, code }) => [slug, path, code])).toEqual([
      ["usa", "/destinations/usa", "us"],
      ["uk", "/destinations/uk", "gb"],
      ["canada", "/destinations/canada", "ca"],
      ["finland", "/destinations/finland", "fi"],
      ["germany", "/destinations/germany", "de"],
    ]);
  });

  test.each<[string, () => string | Money | undefined, string]>([
    // USA
    ["USA SEVIS fee", () => costMentioning(usaGuide.visa.fees, "SEVIS"), "$350"],
    ["USA on-campus work", () => factValue(usaGuide.work.items, "On-campus work"), "20 hours per week"],
    ["USA STEM OPT extension", () => factValue(usaGuide.work.items, "STEM OPT extension"), "24 months"],
    [
      "USA undergraduate English",
      () => findRow(usaGuide.admission.levels, "level", "Undergraduate").english,
      "TOEFL 80+ or IELTS 6.5+",
    ],
    [
      "USA graduate English",
      () => findRow(usaGuide.admission.levels, "level", "Graduate").english,
      "TOEFL 90+ or IELTS 7.0+",
    ],
    // UK
    ["UK Tier 4 fee", () => costMentioning(ukGuide.visa.fees, "Tier 4"), "GBP 339"],
    ["UK short-term study fee", () => costMentioning(ukGuide.visa.fees, "Short-term study"), "GBP 94"],
    ["UK Tier 2 fee", () => costMentioning(ukGuide.visa.fees, "Tier 2"), "GBP 1,190"],
    [
      "UK part-time work",
      () => factValue(ukGuide.work.items, "Part-time work during term"),
      "Up to 20 hours per week (10 for language-centre students)",
    ],
    ["UK post-study work visa", () => factValue(ukGuide.work.items, "Post-study work visa"), "2 years, 3 for PhD"],
    // Canada
    ["Canada study permit fee", () => costValue(canadaGuide.visa.fees, "Study permit"), "CA$150"],
    ["Canada PGWP fee", () => costMentioning(canadaGuide.visa.fees, "PGWP"), "CA$255"],
    ["Canada work permit fee", () => costValue(canadaGuide.visa.fees, "Work permit"), "CA$194"],
    [
      "Canada off-campus work",
      () => factValue(canadaGuide.work.items, "Off-campus work during term"),
      "Up to 24 hours per week from September 2024",
    ],
    [
      "Canada scheduled breaks",
      () => factValue(canadaGuide.work.items, "Scheduled breaks"),
      "Full-time in scheduled breaks",
    ],
    // Finland
    ["Finland financial proof", () => factValue(finlandGuide.visa.facts, "Financial proof"), "6,720 euro per year"],
    // The spec's "monthly budget": its period is data (per: month), so the page says it.
    ["Finland monthly budget", () => costValue(finlandGuide.costs.items, "Monthly budget"), "700-1,200 euro per month"],
    ["Finland part-time work", () => factValue(finlandGuide.work.items, "Part-time work"), "25 hours per week"],
    ["Finland job search", () => factValue(finlandGuide.work.items, "Job search after graduation"), "1 year"],
    ["Finland permanent residency", () => factValue(finlandGuide.work.items, "Permanent residency path"), "4 years"],
    [
      "Finland scholarships",
      () =>
        findRow(present(finlandGuide.scholarships, "scholarships").items, "name", "University tuition fee scholarships")
          .amount,
      "50-100% of tuition",
    ],
    [
      "Finland international students",
      () => factValue(finlandGuide.fastFacts.items, "International students"),
      "20,000+",
    ],
    [
      "Finland undergraduate English",
      () => findRow(finlandGuide.admission.levels, "level", "Undergraduate").english,
      "IELTS 6.5+ or TOEFL 92+",
    ],
    [
      "Finland graduate English",
      () => findRow(finlandGuide.admission.levels, "level", "Graduate").english,
      "IELTS 6.5+ or TOEFL 92+",
    ],
    // Germany
    ["Germany area", () => factValue(germanyGuide.fastFacts.items, "Area"), "357,022 km²"],
    ["Germany population", () => factValue(germanyGuide.fastFacts.items, "Population"), "~84 million"],
    ["Germany official language", () => factValue(germanyGuide.fastFacts.items, "Official language"), "German"],
    ["Germany currency", () => factValue(germanyGuide.fastFacts.items, "Currency"), "Euro"],
    ["Germany academic year", () => factValue(germanyGuide.fastFacts.items, "Academic year"), "October-July"],
    ["Germany time zone", () => factValue(germanyGuide.fastFacts.items, "Time zone"), "CET"],
    ["Germany financial proof", () => factValue(germanyGuide.visa.facts, "Financial proof"), "11,208 euro per year"],
    ["Germany monthly budget", () => costValue(germanyGuide.costs.items, "Monthly budget"), "850-1,200 euro per month"],
    ["Germany health insurance", () => costValue(germanyGuide.costs.items, "Health insurance"), "110 euro per month"],
    ["Germany part-time work", () => factValue(germanyGuide.work.items, "Part-time work"), "120 full days per year"],
    ["Germany job search visa", () => factValue(germanyGuide.work.items, "Job search visa"), "18 months"],
    [
      "Germany DAAD scholarships",
      () => findRow(present(germanyGuide.scholarships, "scholarships").items, "name", "DAAD scholarships").amount,
      "Up to 1,200 euro per month",
    ],
    [
      "Germany DAAD programs",
      () => present(germanyGuide.scholarships, "scholarships").intro,
      "DAAD scholarships pay up to 1,200 euro per month, across over 200 programs.",
    ],
    ["Germany universities", () => findRow(germanyGuide.stats, "label", "Universities").number, "400+"],
    [
      "Germany international students",
      () => findRow(germanyGuide.stats, "label", "International students").number,
      "350,000+",
    ],
  ])("%s", (_name, actual, expected) => {
    expect(displayValue(present(actual(), "value"))).toBe(expected);
  });

  test("Germany: six top public universities, all tuition-free, each with a global ranking", () => {
    expect(germanyGuide.universities.items).toHaveLength(6);
    for (const university of germanyGuide.universities.items) {
      expect(displayValue(present(university.tuition, "tuition"))).toBe("Free");
      expect(university.ranking).toMatch(/^QS 2025: /);
    }
  });

  test("Germany salary by sector: exactly the six spec sectors", () => {
    expect(present(germanyGuide.salaryBySector, "salaries").items.map((item) => item.sector.toLowerCase())).toEqual([
      "engineering",
      "it",
      "automotive",
      "healthcare",
      "finance",
      "research",
    ]);
  });

  test.each([
    ["Finland", present(finlandGuide.climate, "climate").cities, ["Helsinki", "Tampere", "Turku", "Oulu", "Rovaniemi"]],
    [
      "Germany",
      present(germanyGuide.climate, "climate").cities,
      ["Berlin", "Munich", "Hamburg", "Frankfurt", "Cologne"],
    ],
  ] as const)("%s climate cities, with min below max", (_country, cities, names) => {
    expect(cities.map((city) => city.city)).toEqual(names);
    for (const city of cities) expect(city.min).toBeLessThan(city.max);
  });

  test("UK and Canada show a minimum IELTS for every university", () => {
    for (const guide of [ukGuide, canadaGuide]) {
      for (const university of guide.universities.items) expect(university.ielts).toMatch(/^\d\.\d$/);
    }
  });

  test("guide buttons, shown by the spec without an action, lead to the consultation form", () => {
    for (const guide of countryGuideList) {
      expect(guide.cta.buttons).toEqual([
        { label: "Talk to an Expert Counsellor", href: "/get-in-touch" },
        { label: "Apply Now", href: "/get-in-touch" },
      ]);
    }
  });

  test("guides link to the student visa, IELTS coaching, education loan and post-study work pages", () => {
    // The spec's four; the guides may link further pages (the study-cost tool).
    expect(Object.values(guideServiceLinks).map((link) => link.href)).toEqual(
      expect.arrayContaining([
        "/services/student-visa",
        "/services/ielts-coaching",
        "/services/education-loan",
        "/services/post-study-work-visa",
      ]),
    );
  });

  test("Finland has the full set of optional sections", () => {
    expect(finlandGuide.hero.badges.length).toBeGreaterThan(0);
    expect(present(finlandGuide.popularPrograms, "programs").items.length).toBeGreaterThan(0);
    expect(present(finlandGuide.studentLife, "student life").items.length).toBeGreaterThan(0);
    expect(finlandGuide.admission.levels.map((level) => level.level)).toEqual(["Undergraduate", "Graduate"]);
  });
});

/* Spec part 1 (and part 2's legal and program figures): the company, program, career and legal pages. */

describe("exact lists from the spec", () => {
  test.each<[string, readonly string[], readonly string[]]>([
    [
      "/about core values",
      aboutPage.values.map((value) => value.title),
      ["Excellence", "Integrity", "Compassion", "Reliability", "Student-Centric", "Global Perspective"],
    ],
    [
      "/about four-step method",
      aboutPage.method.map((step) => step.title),
      ["Personalized Counseling", "University Selection", "Application Support", "Visa & Beyond"],
    ],
    ["/about office cards", aboutPage.offices.map((office) => office.city), ["Mumbai", "Delhi", "Bangalore"]],
    ["footer and company overview offices", offices.map((office) => office.city), ["Vadodara", "Surat", "Mumbai"]],
    [
      "/about/company-overview core values",
      companyOverviewPage.values.map((value) => value.title),
      ["Trust", "Integrity", "Innovation", "Excellence", "Quality", "Growth"],
    ],
    [
      "/services eight services",
      services.map((service) => service.title),
      [
        "Career Counseling",
        "University Selection",
        "Application Support",
        "SOP & Essay Writing",
        "Visa Assistance",
        "Test Preparation",
        "Scholarship Guidance",
        "Pre-departure Support",
      ],
    ],
    [
      "/destinations six countries",
      destinations.map((destination) => destination.country),
      ["United States", "United Kingdom", "Canada", "Australia", "Germany", "New Zealand"],
    ],
    [
      "destination flag codes",
      destinations.map((destination) => destination.code),
      ["us", "gb", "ca", "au", "de", "nz"],
    ],
    ["/programs tabs", programTabs.map((tab) => tab.id), ["undergraduate", "postgraduate", "phd", "diploma"]],
    [
      "/programs/all-programs cards",
      programCards.map((card) => card.title),
      ["Bachelor's", "Master's", "PhD", "MBA", "Diploma/Certificate", "Foundation"],
    ],
    [
      "careers form position values",
      careerPositionValues,
      ["education-consultant", "visa-specialist", "ielts-trainer", "marketing-executive", "other"],
    ],
    [
      "cookie categories",
      cookieCategories.map((category) => category.id),
      ["essential", "performance", "advertising", "third-party"],
    ],
  ])("%s", (_name, actual, expected) => {
    expect([...actual]).toEqual([...expected]);
  });

  test.each([
    "Visa Counsellor",
    "Senior Visa Counsellor",
    "UK Visa Counsellor",
    "Assistant to the CEO",
    "Human Resource Manager",
    "Human Resource Executive",
  ])("the team includes the position %s", (position) => {
    expect(teamMembers.map((member) => member.position)).toContain(position);
  });

  test("four services features each, three press cards, a four-step application process", () => {
    for (const service of services) expect(service.features).toHaveLength(4);
    expect(companyOverviewPage.press).toHaveLength(3);
    expect(applicationProcess).toHaveLength(4);
  });
});

describe("company claims as each page states them", () => {
  test("/about: 25,000+ students, 500+ universities, 10+ countries, 99% visa success; founded 2020", () => {
    expect(aboutPage.impactStats.map((stat) => stat.number)).toEqual(
      expect.arrayContaining(["25,000+", "500+", "10+", "99%"]),
    );
    expect(aboutPage.timeline[0].year).toBe(2020);
    expect(claims.founded.about).toBe(2020);
    expect(aboutPage.timeline.some((item) => `${item.title} ${item.description}`.includes("500+"))).toBe(true);
  });

  test("/about-us: 15+ years, 10,000+ placed, 500+ partners, 95% success; a 2009-2024 timeline", () => {
    expect(aboutUsPage.stats.map((stat) => stat.number)).toEqual(["15+", "10,000+", "500+", "95%"]);
    const years = aboutUsPage.timeline.map((item) => item.year);
    expect([years[0], years.at(-1)]).toEqual([2009, 2024]);
  });

  test('buttons read as the spec names them: "Download Brochure", "Download" (each says it is an e-mail request)', () => {
    expect(programDetail.buttons.downloadBrochure.label).toBe("Download Brochure");
    expect(programDetail.buttons.downloadBrochure.note).toContain("e-mail request");
    expect(resourceActions.download.label).toBe("Download");
    expect(resourceActions.download.note).toContain("e-mail request");
  });

  test('"over a decade" (company overview) and "over 15 years" (company story) are shown', () => {
    expect(companyOverviewPage.hero.subtitle).toContain("for over a decade");
    expect(aboutUsPage.cta.text).toContain("over 15 years");
  });

  test("/about's card for the company story carries none of the story's figures", () => {
    const story = getRoute("/about-us").description;
    for (const figure of ["2009", "15+", "10,000+", "95%"]) expect(story).not.toContain(figure);
  });

  test("buttons the spec sends to /get-in-touch, /about/our-team and /programs", () => {
    expect(aboutUsPage.hero.buttons?.map((button) => button.href)).toEqual(["/get-in-touch", "/about/our-team"]);
    expect(aboutUsPage.cta.buttons.map((button) => button.href)).toEqual(["/get-in-touch", "/programs"]);
    expect(companyOverviewPage.hero.buttons).toEqual([
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Meet Our Team", href: "/about/our-team" },
    ]);
    expect(companyOverviewPage.teamPhoto.button.href).toBe("/about/our-team");
    expect(servicesPage.cta.buttons[0].href).toBe("/careers/apply-now");
    expect(programDetail.buttons.bookConsultation.href).toBe("/get-in-touch");
  });

  test.each([
    [
      "/contact",
      officeHours.contact,
      [
        ["Monday-Friday", "10:00 AM-7:00 PM"],
        ["Saturday", "10:00 AM-6:00 PM"],
      ],
    ],
    ["/about/company-overview", officeHours.companyOverview, [["Monday to Saturday", "10:00 AM-7:30 PM"]]],
  ] as const)("office hours on %s", (_page, reading, lines) => {
    expect(hoursLines(reading).map((line) => [line.days, line.hours])).toEqual(lines);
  });
});

describe("programs", () => {
  test("opens on the undergraduate tab", () => {
    expect(defaultProgramTab).toBe("undergraduate");
  });

  test.each([
    ["undergraduate", "3-4 years"],
    ["postgraduate", "1-2 years"],
    ["phd", "3-5 years"],
    ["diploma", "1-2 years"],
  ])("the %s tab lasts %s", (id, duration) => {
    expect(findRow(programTabs, "id", id as ProgramTabId).duration).toBe(duration);
  });

  test("engineering takes 4 years and medicine 5-6 years", () => {
    const { programs } = findRow(programTabs, "id", "undergraduate");
    expect(programs.find((program) => /engineering/i.test(program.name))?.duration).toBe("4 years");
    expect(programs.find((program) => /medicine/i.test(program.name))?.duration).toBe("5-6 years");
  });

  test("Master's in Computer Science: 2 years, 30-36 credits, Fall 2024, IELTS 6.5+ or TOEFL 90+", () => {
    expect(programDetail.title).toBe("Master's in Computer Science");
    expect(yearsText(programDetail.details.durationYears)).toBe("2 years");
    expect(programDetail.details).toMatchObject({ credits: "30-36", start: "Fall 2024" });
    expect(programDetail.englishRequirement).toEqual({ ielts: "6.5+", toefl: "90+" });
    expect(programDetail.entryRequirements.join(" ")).toContain("IELTS 6.5+ or TOEFL 90+");
  });

  test("destination highlights repeat document 2's figures", () => {
    const text = (code: string) => findRow(destinations, "code", code as CountryCode).highlights.join(" ");
    expect(text("us")).toContain("24-month STEM OPT");
    expect(text("gb")).toContain("2-year post-study work visa (3 years for a PhD)");
    expect(text("ca")).toContain("24 hours a week from September 2024");
    expect(text("au")).toContain("40 hours per fortnight");
    expect(text("de")).toContain("120 full days");
  });
});

describe("legal", () => {
  test("refund policy effective 15 December 2024, with its four rules", () => {
    expect(refundPolicy.effectiveDate).toBe("2024-12-15");
    expect(formatIsoDate(refundPolicy.effectiveDate)).toBe("15 December 2024");
    expect(refundRules).toHaveLength(4);
    expect(refundRules[0]).toMatch(/non-refundable/);
    expect(refundRules[1]).toMatch(/fail to start the course/);
    expect(refundRules[1]).toContain("15 days");
    expect(refundRules[2]).toContain("100% refund");
    expect(refundRules[2]).toMatch(/insufficient enrolment.*faculty.*force majeure/);
    expect(refundRules[3]).toContain("7-10 working days");
    expect(refundRules[3]).toMatch(/original payment method/);
  });

  test("no data collected from users under 16", () => {
    expect(privacyMinimumAge).toBe(16);
    expect(JSON.stringify(privacyPolicy)).toContain("under 16");
  });
});

/* Spec part 1, section 2: the route table and the shared shell's menus. */

describe("routes and menus", () => {
  const specRoutes = [
    "/",
    "/about",
    "/about-us",
    "/services",
    "/destinations",
    "/programs",
    "/contact",
    "/get-in-touch",
    "/signin",
    "/about/company-overview",
    "/about/our-team",
    "/about/our-partners",
    "/about/certifications",
    "/services/student-visa",
    "/services/spouse-visa",
    "/services/visitor-visa",
    "/services/visa-extension",
    "/services/post-study-work-visa",
    "/services/ielts-coaching",
    "/services/education-loan",
    "/destinations/usa",
    "/destinations/uk",
    "/destinations/canada",
    "/destinations/finland",
    "/destinations/germany",
    "/programs/all-programs",
    "/programs/program-detail",
    "/resources/blog",
    "/resources/news",
    "/resources/events",
    "/resources/press-releases",
    "/resources/downloads",
    "/careers/openings",
    "/careers/apply-now",
    "/refund-policy",
    "/terms-of-service",
    "/privacy-policy",
  ];

  test("the registry has every route of the spec's table (the site may add its own beside them)", () => {
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(specRoutes));
  });

  test.each([
    ["about", ["/about/company-overview", "/about/our-team"]],
    [
      "services",
      ["/services/student-visa", "/services/spouse-visa", "/services/visitor-visa", "/services/ielts-coaching"],
    ],
    [
      "destinations",
      [
        "/destinations/usa",
        "/destinations/uk",
        "/destinations/canada",
        "/destinations/finland",
        "/destinations/germany",
      ],
    ],
    ["careers", ["/careers/openings", "/careers/apply-now"]],
    ["contact", ["/contact"]],
  ] as const)("the header's %s menu holds the spec's links in order", (group, paths) => {
    expect(routesInNav(group).map((route) => route.path)).toEqual(expect.arrayContaining([...paths]));
    const shown = routesInNav(group)
      .map((route) => route.path)
      .filter((path) => (paths as readonly string[]).includes(path));
    expect(shown).toEqual(paths);
  });

  test("the header's groups are labelled as the spec labels them", () => {
    expect(navGroups.map((group) => group.label)).toEqual(
      expect.arrayContaining(["About Us", "Our Services", "Destinations", "Careers", "Contact"]),
    );
  });

  test("the footer links the three legal pages", () => {
    expect(routesInFooter("legal").map((route) => route.path)).toEqual([
      "/refund-policy",
      "/terms-of-service",
      "/privacy-policy",
    ]);
  });
});
