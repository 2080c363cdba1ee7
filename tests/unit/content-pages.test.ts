/**
 * The spec's names and figures for the content pages (spec parts 1 and 2),
 * asserted against the content modules so an edit cannot drift from the spec.
 */

import { aboutPage, aboutUsPage, companyOverviewPage, missionVision } from "@/content/about";
import {
  applicationProcess,
  applyMailto,
  benefits,
  careerPositionValues,
  generalInquiryMailto,
  jobOpenings,
} from "@/content/careers";
import { certifications } from "@/content/certifications";
import { aboutPageOfficeCities, claims } from "@/content/company";
import { destinations } from "@/content/destinations";
import {
  cookieCategories,
  legalDocuments,
  privacyMinimumAge,
  privacyPolicy,
  refundPolicy,
  refundRules,
  termsOfService,
} from "@/content/legal";
import { servicePartners, universityPartners } from "@/content/partners";
import { defaultProgramTab, programCards, programDetail, programTabs } from "@/content/programs";
import { blogPosts, downloads, events, newsItems, pressReleases } from "@/content/resources";
import { findRoute } from "@/content/routes";
import { services, servicesPage } from "@/content/services-overview";
import { offices, site } from "@/content/site";
import { initialsOf, teamMembers, teamPage } from "@/content/team";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

type ParsedMailto = { to: string; subject: string; body: string };

function parseMailto(url: string): ParsedMailto {
  expect(url.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const params: Record<string, string> = {};
  for (const pair of query.split("&")) {
    const [key, value = ""] = pair.split("=");
    // Raw spaces, newlines or unescaped reserved characters mean the text was pasted without encoding.
    expect(value).not.toMatch(/[\s&?#]/);
    params[key] = decodeURIComponent(value);
  }
  return { to: decodeURIComponent(address), subject: params.subject ?? "", body: params.body ?? "" };
}

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
});

describe("counts", () => {
  test.each<[string, number, number]>([
    ["team members", teamMembers.length, 18],
    ["job openings", jobOpenings.length, 6],
    ["downloads", downloads.length, 6],
    ["blog posts", blogPosts.length, 6],
    ["news items", newsItems.length, 6],
    ["press releases", pressReleases.length, 5],
    ["benefits", benefits.length, 6],
    ["application process steps", applicationProcess.length, 4],
    ["university partners", universityPartners.length, 12],
    ["service partners", servicePartners.length, 6],
    ["company overview press items", companyOverviewPage.press.length, 3],
    ["/about-us leadership", aboutUsPage.leadership.length, 4],
    ["team introduction paragraphs", teamPage.introduction.length, 3],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("has 4-6 events and 6-8 /about-us timeline items", () => {
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.length).toBeLessThanOrEqual(6);
    expect(aboutUsPage.timeline.length).toBeGreaterThanOrEqual(6);
    expect(aboutUsPage.timeline.length).toBeLessThanOrEqual(8);
  });

  it("gives every service exactly four features", () => {
    for (const service of services) expect(service.features).toHaveLength(4);
  });

  it("gives every program tab 4-6 programs", () => {
    for (const tab of programTabs) {
      expect(tab.programs.length).toBeGreaterThanOrEqual(4);
      expect(tab.programs.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("about pages", () => {
  it("builds /about impact numbers from the main claims", () => {
    const numbers = aboutPage.impactStats.map((stat) => stat.number);
    expect(numbers).toEqual(expect.arrayContaining(["25,000+", "500+", "10+", "99%"]));
    expect(numbers).toContain(claims.students.main);
  });

  it("starts the /about timeline with the 2020 foundation and reaches 500+ partners", () => {
    expect(aboutPage.timeline[0].year).toBe(2020);
    expect(aboutPage.timeline[0].year).toBe(claims.founded.about);
    expect(aboutPage.timeline.some((item) => `${item.title} ${item.description}`.includes("500+"))).toBe(true);
  });

  it("uses aboutPageOfficeCities and marks the /about addresses as samples", () => {
    expect(aboutPage.offices.map((office) => office.city)).toEqual([...aboutPageOfficeCities]);
    for (const office of aboutPage.offices) {
      expect(office.isSample).toBe(true);
      expect(office.address).toMatch(/sample/i);
    }
  });

  it("shows the company story statistics on /about-us", () => {
    expect(aboutUsPage.stats.map((stat) => stat.number)).toEqual(["15+", "10,000+", "500+", "95%"]);
  });

  it("runs the /about-us timeline from 2009 to 2024 in order", () => {
    const years = aboutUsPage.timeline.map((item) => item.year);
    expect(years[0]).toBe(2009);
    expect(years[years.length - 1]).toBe(2024);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it("links the /about-us and company overview buttons as the spec says", () => {
    expect(aboutUsPage.hero.buttons.map((button) => button.href)).toEqual(["/get-in-touch", "/about/our-team"]);
    expect(aboutUsPage.cta.buttons.map((button) => button.href)).toEqual(["/get-in-touch", "/programs"]);
    expect(companyOverviewPage.hero.buttons).toEqual([
      { label: "Get Free Consultation", href: "/get-in-touch" },
      { label: "Meet Our Team", href: "/about/our-team" },
    ]);
    expect(companyOverviewPage.teamPhoto.button.href).toBe("/about/our-team");
  });

  it("gives each press item an outlet, ISO date and external https link", () => {
    for (const item of companyOverviewPage.press) {
      expect(item.outlet).not.toBe("");
      expect(isValidIsoDate(item.date)).toBe(true);
      expect(item.href).toMatch(/^https:\/\/[^/]+\.[a-z]+/);
    }
  });

  it("shares one mission and vision", () => {
    expect(aboutPage.overview.mission).toEqual(missionVision.mission);
    expect(aboutUsPage.vision).toEqual(missionVision.vision);
    expect(companyOverviewPage.mission).toEqual(missionVision.mission);
  });
});

describe("team", () => {
  it.each([
    "Visa Counsellor",
    "Senior Visa Counsellor",
    "UK Visa Counsellor",
    "Assistant to the CEO",
    "Human Resource Manager",
    "Human Resource Executive",
  ])("includes the position %s", (position) => {
    expect(teamMembers.map((member) => member.position)).toContain(position);
  });

  it("has unique ids and no photos yet", () => {
    expect(new Set(teamMembers.map((member) => member.id)).size).toBe(teamMembers.length);
    for (const member of teamMembers) {
      expect(member.image).toBeNull();
      expect(member.experience).toMatch(/^\d+ years?$/);
    }
  });

  test.each([
    ["Rajesh Mehta", "RM"],
    ["Priya", "P"],
    ["Dr. Anjali Desai", "AD"],
    ["  siddharth   chauhan ", "SC"],
    ["", ""],
  ])("initialsOf(%j) is %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("programs", () => {
  it("opens on the undergraduate tab", () => {
    expect(defaultProgramTab).toBe("undergraduate");
  });

  test.each([
    ["undergraduate", "3-4 years"],
    ["postgraduate", "1-2 years"],
    ["phd", "3-5 years"],
    ["diploma", "1-2 years"],
  ])("the %s tab lasts %s", (id, duration) => {
    const tab = programTabs.find((candidate) => candidate.id === id);
    expect(tab?.duration).toBe(duration);
  });

  it("gives engineering 4 years and medicine 5-6 years", () => {
    const undergraduate = programTabs.find((tab) => tab.id === "undergraduate");
    const programs = undergraduate?.programs ?? [];
    expect(programs.find((program) => /engineering/i.test(program.name))?.duration).toBe("4 years");
    expect(programs.find((program) => /medicine/i.test(program.name))?.duration).toBe("5-6 years");
  });

  it("has the Master's in Computer Science figures", () => {
    expect(programDetail.title).toBe("Master's in Computer Science");
    expect(programDetail.details).toMatchObject({ duration: "2 years", credits: "30-36", start: "Fall 2024" });
    expect(programDetail.englishRequirement).toEqual({ ielts: "6.5+", toefl: "90+" });
    expect(programDetail.entryRequirements.join(" ")).toContain("IELTS 6.5+ or TOEFL 90+");
    expect(programDetail.tuition.map((row) => row.country)).toEqual(["USA", "UK", "Canada", "Germany", "Australia"]);
    expect(programDetail.careerProspects.length).toBeGreaterThan(0);
    expect(programDetail.buttons.bookConsultation.href).toBe("/get-in-touch");
  });
});

describe("services and destinations", () => {
  test.each([
    ["Visa Assistance", "/services/student-visa"],
    ["Test Preparation", "/services/ielts-coaching"],
  ])("links %s to %s", (title, href) => {
    expect(services.find((service) => service.title === title)?.href).toBe(href);
  });

  it("links every service href and the booking button to a registered route", () => {
    for (const service of services) {
      if (service.href) expect(findRoute(service.href)).toBeDefined();
    }
    expect(servicesPage.cta.button.href).toBe("/careers/apply-now");
  });

  test.each([
    ["us", "/destinations/usa"],
    ["gb", "/destinations/uk"],
    ["ca", "/destinations/canada"],
    ["de", "/destinations/germany"],
    ["au", undefined],
    ["nz", undefined],
  ])("the %s guide path is %s", (code, guidePath) => {
    const destination = destinations.find((candidate) => candidate.code === code);
    expect(destination?.guidePath).toBe(guidePath);
  });

  it("gives every destination 4 highlights, 4-5 universities and 5 courses", () => {
    for (const destination of destinations) {
      expect(destination.highlights).toHaveLength(4);
      expect(destination.universities.length).toBeGreaterThanOrEqual(4);
      expect(destination.universities.length).toBeLessThanOrEqual(5);
      expect(destination.popularCourses).toHaveLength(5);
    }
  });

  it("repeats document 2's figures in the highlights", () => {
    const text = (code: string) => destinations.find((destination) => destination.code === code)?.highlights.join(" ");
    expect(text("us")).toContain("24-month STEM OPT");
    expect(text("gb")).toContain("2-year post-study work visa (3 years for a PhD)");
    expect(text("ca")).toContain("24 hours a week from September 2024");
    expect(text("au")).toContain("40 hours per fortnight");
    expect(text("de")).toContain("120 full days");
  });
});

describe("resources", () => {
  const dated = [...blogPosts, ...newsItems, ...events, ...pressReleases];

  it("uses valid ISO dates everywhere", () => {
    for (const item of dated) expect(isValidIsoDate(item.date)).toBe(true);
  });

  it("has unique ids per list", () => {
    for (const list of [blogPosts, newsItems, events, pressReleases, downloads]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("mixes online and in-person events at the three offices", () => {
    const modes = new Set(events.map((event) => event.mode));
    expect(modes).toEqual(new Set(["online", "in-person"]));
    const cities = offices.map((office) => office.city);
    for (const event of events) {
      if (event.mode === "in-person") expect(cities).toContain(event.officeCity);
    }
  });

  it("gives each download a type and a size", () => {
    for (const item of downloads) {
      expect(item.type).toMatch(/^(PDF|XLSX|DOCX)$/);
      expect(item.size).toMatch(/^\d+(\.\d+)? (KB|MB)$/);
    }
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify([blogPosts, newsItems, events, pressReleases, downloads, legalDocuments]);
    expect(text).not.toMatch(/lorem|ipsum/i);
  });
});

describe("careers", () => {
  it("maps each opening to a form option, an office city and JSON-LD fields", () => {
    const cities = offices.map((office) => office.city);
    for (const opening of jobOpenings) {
      expect(careerPositionValues).toContain(opening.positionValue);
      expect(cities).toContain(opening.location);
      expect(opening.requirements.length).toBeGreaterThanOrEqual(4);
      expect(opening.requirements.length).toBeLessThanOrEqual(5);
      expect(isValidIsoDate(opening.datePosted)).toBe(true);
      expect(isValidIsoDate(opening.validThrough)).toBe(true);
      expect(opening.validThrough > opening.datePosted).toBe(true);
      expect(opening.employmentType).toBe(opening.type === "Full-time" ? "FULL_TIME" : "PART_TIME");
    }
  });

  it("covers the four named form options", () => {
    const values = jobOpenings.map((opening) => opening.positionValue);
    for (const value of ["education-consultant", "visa-specialist", "ielts-trainer", "marketing-executive"]) {
      expect(values).toContain(value);
    }
  });

  it.each(jobOpenings.map((opening) => [opening.id, opening] as const))(
    "the Apply Now mail draft for %s names the position and location",
    (_id, opening) => {
      const mail = parseMailto(applyMailto(opening));
      expect(mail.to).toBe(site.hrEmail);
      expect(mail.subject).toBe(`Application: ${opening.position} (${opening.location})`);
      expect(mail.body).toContain(opening.position);
      expect(mail.body).toContain(opening.location);
      expect(mail.body).toMatch(/resume attached/i);
    },
  );

  it("encodes awkward characters instead of pasting them", () => {
    const mail = parseMailto(applyMailto({ position: "R&D Lead #1 / 50% travel?", location: "Surat" }));
    expect(mail.subject).toBe("Application: R&D Lead #1 / 50% travel? (Surat)");
  });

  it("builds the Send Your Resume mail draft", () => {
    const mail = parseMailto(generalInquiryMailto());
    expect(mail.to).toBe(site.hrEmail);
    expect(mail.subject).not.toBe("");
    expect(mail.body).toMatch(/resume attached/i);
  });
});

describe("legal", () => {
  it("states the refund policy of 15 December 2024 with its four rules", () => {
    expect(refundPolicy.effectiveDate).toBe("2024-12-15");
    expect(refundPolicy.effectiveDateLabel).toBe("15 December 2024");
    expect(refundRules).toHaveLength(4);
    expect(refundRules[0]).toMatch(/non-refundable/);
    expect(refundRules[1]).toMatch(/fail to start the course/);
    expect(refundRules[1]).toContain("15 days");
    expect(refundRules[2]).toContain("100% refund");
    expect(refundRules[2]).toMatch(/insufficient enrolment.*faculty.*force majeure/);
    expect(refundRules[3]).toContain("7-10 working days");
    expect(refundRules[3]).toMatch(/original payment method/);
    const text = JSON.stringify(refundPolicy);
    for (const rule of refundRules) expect(text).toContain(JSON.stringify(rule).slice(1, -1));
  });

  it("collects no data from users under 16 and explains the cookie categories", () => {
    expect(privacyMinimumAge).toBe(16);
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain("under 16");
    for (const category of cookieCategories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(text).toContain(category.name);
    }
    expect(text).toMatch(/Get In Touch form/);
    expect(text).toMatch(/Careers application form/);
  });

  it("marks the terms as sample text for counsel and uses the brand", () => {
    expect(termsOfService.draftNote).toMatch(/legal counsel/);
    expect(JSON.stringify(termsOfService)).toContain(site.name);
  });

  it.each(Object.entries(legalDocuments))("%s has unique section slugs", (_key, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("partners and certifications", () => {
  it("names a country for every university partner and marks service partners as samples", () => {
    for (const partner of universityPartners) expect(partner.country).not.toBe("");
    for (const partner of servicePartners) {
      expect(partner.name).toMatch(/\(sample\)/);
      expect(partner.provides).not.toBe("");
    }
  });

  it("gives every certification an issuer, a year and its meaning for students", () => {
    for (const item of certifications) {
      expect(item.issuer).not.toBe("");
      expect(item.year).toBeGreaterThanOrEqual(2000);
      expect(item.meaning.length).toBeGreaterThan(40);
    }
    expect(new Set(certifications.map((item) => item.kind))).toEqual(new Set(["certification", "membership"]));
  });
});
