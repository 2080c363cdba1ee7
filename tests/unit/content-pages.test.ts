/**
 * Rules the content of the company, program, resource, career and legal pages must follow, whatever it says
 * and however many items it has: valid dates, unique ids, links to real pages, samples labelled as samples,
 * mail drafts that name what they are about. The spec's own figures and lists are checked once, in
 * spec-figures.test.ts.
 */

import { aboutPage, aboutUsPage, companyOverviewPage, missionVision } from "@/content/about";
import { careerPositionValues } from "@/contract/forms";
import { certifications } from "@/content/certifications";
import { claims } from "@/content/company";
import { destinations } from "@/content/destinations";
import { homeServices, successStories } from "@/content/home";
import { jobOpenings } from "@/content/jobs";
import {
  cookieCategories,
  legalDocuments,
  privacyPolicy,
  refundPolicy,
  refundRules,
  termsOfService,
} from "@/content/legal";
import { servicePartners, universityPartners } from "@/content/partners";
import { programCards, programDetail, programsPage, programTabs } from "@/content/programs";
import { blogPosts, downloads, events, newsItems, pressReleases } from "@/content/resources";
import { findRoute } from "@/content/routes";
import { services, servicesPage } from "@/content/services-overview";
import { offices, site } from "@/content/site";
import { teamMembers } from "@/content/team";
import { applyMailto, generalInquiryMailto } from "@/lib/mail-drafts";
import { initialsOf } from "@/lib/people";

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

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

describe("about pages", () => {
  it("states its claims by reading them from content/company.yaml", () => {
    expect(aboutPage.impactStats.map((stat) => stat.number)).toContain(claims.students.main);
    expect(aboutUsPage.stats.map((stat) => stat.number)).toContain(claims.students.companyStory);
    expect(aboutPage.hero.subtitle).toContain(String(claims.founded.about));
    expect(aboutUsPage.hero.title).toContain(String(claims.founded.companyStory));
  });

  it("runs each timeline forwards in time", () => {
    for (const timeline of [aboutPage.timeline, aboutUsPage.timeline]) {
      const years = timeline.map((item) => item.year);
      expect([...years].sort((a, b) => a - b)).toEqual(years);
    }
  });

  it("marks the /about office addresses as samples", () => {
    for (const office of aboutPage.offices) expect(office.address).toMatch(/^Sample address: /);
  });

  it("links every button and related page to a registered route", () => {
    const hrefs = [
      ...(aboutUsPage.hero.buttons ?? []),
      ...aboutUsPage.cta.buttons,
      ...(companyOverviewPage.hero.buttons ?? []),
      companyOverviewPage.teamPhoto.button,
      aboutUsPage.leadershipLink,
      aboutUsPage.certificationsLink,
    ].map((button) => button.href);
    for (const href of [...hrefs, ...aboutPage.related.links]) expect(findRoute(href)).toBeDefined();
  });

  it("links the company story and the certifications from /about", () => {
    expect(aboutPage.related.links).toEqual(expect.arrayContaining(["/about-us", "/about/certifications"]));
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

  it("draws its leadership from the team", () => {
    for (const leader of aboutUsPage.leadership) expect(teamMembers).toContainEqual(leader);
  });
});

describe("team", () => {
  it("has unique ids and whole years of experience", () => {
    expect(uniqueBy(teamMembers, (member) => member.id)).toBe(true);
    for (const member of teamMembers) expect(Number.isInteger(member.experienceYears)).toBe(true);
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

describe("services, programs and destinations", () => {
  it("links every service card, program link and destination guide to a registered route", () => {
    const hrefs = [
      ...services.flatMap((service) => (service.href ? [service.href] : [])),
      ...servicesPage.cta.buttons.map((button) => button.href),
      ...homeServices.map((service) => service.href),
      ...programsPage.explore.links.map((link) => link.href),
      ...destinations.flatMap((destination) => (destination.guidePath ? [destination.guidePath] : [])),
      programDetail.buttons.applyNow.href,
      programDetail.buttons.bookConsultation.href,
    ];
    for (const href of hrefs) expect(findRoute(href)).toBeDefined();
  });

  it("gives services, program tabs and program cards unique ids", () => {
    expect(uniqueBy(services, (service) => service.id)).toBe(true);
    expect(uniqueBy(programTabs, (tab) => tab.id)).toBe(true);
    expect(uniqueBy(programCards, (card) => card.id)).toBe(true);
  });

  it("marks every home success story as a sample", () => {
    for (const story of successStories) {
      expect(story.sample).toBe(true);
      expect(story.detail).toMatch(/sample/i);
    }
  });
});

describe("resources", () => {
  const posts = [...blogPosts, ...newsItems, ...pressReleases, ...events];

  it("dates every post with a valid ISO date, updated on or after first published", () => {
    for (const post of posts) {
      expect(isValidIsoDate(post.date)).toBe(true);
      expect(isValidIsoDate(post.updated)).toBe(true);
      expect(post.updated >= post.date).toBe(true);
    }
  });

  it("has unique slugs per kind and unique download ids", () => {
    for (const list of [blogPosts, newsItems, pressReleases, events]) {
      expect(uniqueBy(list, (post) => post.slug)).toBe(true);
    }
    expect(uniqueBy(downloads, (item) => item.id)).toBe(true);
  });

  it("names a team member as author, and a different one as reviewer", () => {
    const ids = teamMembers.map((member) => member.id);
    for (const post of posts) {
      expect(ids).toContain(post.author);
      if (post.reviewer) {
        expect(ids).toContain(post.reviewer);
        expect(post.reviewer).not.toBe(post.author);
      }
    }
  });

  it("has a Markdown body and its HTML for every post", () => {
    for (const post of posts) {
      expect(post.content.length).toBeGreaterThan(200);
      expect(post.html).toMatch(/^<(p|h2|h3|ul|ol)>/);
    }
  });

  it("holds events ending after they start", () => {
    for (const event of events) {
      expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start));
    }
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify([posts, downloads, legalDocuments]);
    expect(text).not.toMatch(/lorem|ipsum/i);
  });
});

describe("careers", () => {
  it("maps each opening to a form option, an office and a closing date after it was posted", () => {
    const cities = offices.map((office) => office.city);
    for (const opening of jobOpenings) {
      expect(careerPositionValues).toContain(opening.positionValue);
      expect(cities).toContain(opening.location);
      expect(opening.requirements.length).toBeGreaterThan(0);
      expect(isValidIsoDate(opening.datePosted)).toBe(true);
      expect(isValidIsoDate(opening.validThrough)).toBe(true);
      expect(opening.validThrough >= opening.datePosted).toBe(true);
    }
    expect(uniqueBy(jobOpenings, (opening) => opening.id)).toBe(true);
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
  it("states every refund rule in the refund policy", () => {
    const text = JSON.stringify(refundPolicy);
    for (const rule of refundRules) expect(text).toContain(JSON.stringify(rule).slice(1, -1));
  });

  it("explains every cookie category in the privacy policy", () => {
    const text = JSON.stringify(privacyPolicy);
    for (const category of cookieCategories) {
      expect(category.description.length).toBeGreaterThan(20);
      expect(text).toContain(category.name);
    }
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
      expect(item.meaning.length).toBeGreaterThan(40);
    }
    expect(uniqueBy(certifications, (item) => item.id)).toBe(true);
  });
});
