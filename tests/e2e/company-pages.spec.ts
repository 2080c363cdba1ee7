import { expect, test, type Locator, type Page } from "@playwright/test";

import { aboutPage, aboutUsPage, companyOverviewPage } from "../../content/about";
import { certifications, certificationsOfKind } from "../../content/certifications";
import { officeHours } from "../../content/company";
import { destinations } from "../../content/destinations";
import { servicePartners, universityPartners } from "../../content/partners";
import { services } from "../../content/services-overview";
import { offices } from "../../content/site";
import { teamMembers, teamPage } from "../../content/team";
import { hoursLines } from "../../lib/hours";
import { useReadingPageOnDesktop } from "./shared-page";

/*
 * The company pages (spec part 1, section 2): about pages, team, partners, certifications, services and
 * destinations. Names, figures and the lengths of editable lists are read from the content
 * (tests/unit/spec-figures.test.ts checks the content against the spec, once), so adding a team member or a
 * partner changes no test; the page's own headings and labels are typed here.
 */

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole("region", { name, exact: typeof name === "string" });
}

async function expectHeadings(scope: Locator, names: readonly string[]) {
  for (const name of names) {
    await expect(scope.getByRole("heading", { name, exact: true })).toBeVisible();
  }
}

/** The href of the first link in `scope` whose accessible name matches. */
async function hrefOf(scope: Locator, name: string | RegExp): Promise<string | null> {
  return scope.getByRole("link", { name }).first().getAttribute("href");
}

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

test.describe("/about", () => {
  const reading = useReadingPageOnDesktop();

  test("shows the impact numbers, values, 2020 story, four-step method and three offices", async () => {
    const page = await reading.open("/about");
    const impact = region(page, "Our Impact");
    for (const { number } of aboutPage.impactStats) {
      await expect(impact.getByText(number, { exact: true })).toBeVisible();
    }
    await expect(region(page, "Who We Are").getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(region(page, "Who We Are").getByRole("heading", { name: "Our Vision" })).toBeVisible();

    const values = region(page, "Our Core Values");
    await expect(values.getByRole("listitem")).toHaveCount(aboutPage.values.length);
    await expectHeadings(values, titles(aboutPage.values));

    const story = region(page, "Our Story");
    await expect(story.locator("time").first()).toHaveText(String(aboutPage.timeline[0].year));
    for (const item of aboutPage.timeline) await expect(story).toContainText(item.title);

    const method = region(page, "Our Four-Step Method");
    await expect(method.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Personalized Counseling",
      "Step 2: University Selection",
      "Step 3: Application Support",
      "Step 4: Visa & Beyond",
    ]);

    const offices = region(page, "Our Offices");
    await expect(offices.getByRole("heading", { level: 3 })).toHaveText(["Mumbai", "Delhi", "Bangalore"]);
    await expect(offices.locator('a[href^="tel:+91"]')).toHaveCount(aboutPage.offices.length);
    await expect(offices.locator('a[href^="mailto:"]')).toHaveCount(aboutPage.offices.length);

    const cta = region(page, "Ready to Start Your Journey?");
    expect(await hrefOf(cta, "Book Free Consultation")).toBe("/get-in-touch");
  });
});

test.describe("/about-us", () => {
  const reading = useReadingPageOnDesktop();

  test("hero buttons go to /get-in-touch and /about/our-team", async () => {
    const page = await reading.open("/about-us");
    const hero = page.locator("main > section").first();
    expect(await hrefOf(hero, "Get Free Consultation")).toBe("/get-in-touch");
    expect(await hrefOf(hero, "Meet Our Team")).toBe("/about/our-team");
  });

  test("shows the four company story statistics", async () => {
    const page = await reading.open("/about-us");
    const stats = region(page, "Our Story in Numbers");
    for (const { label, number: figure } of aboutUsPage.stats) {
      const card = stats.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
      await expect(card.getByText(figure, { exact: true })).toBeVisible();
    }
  });

  test("has mission, vision, values, a 2009-2024 timeline, leaders, certifications and the closing buttons", async () => {
    const page = await reading.open("/about-us");
    await expectHeadings(region(page, "Mission & Vision"), ["Our Mission", "Our Vision"]);
    await expectHeadings(region(page, "Our Core Values"), titles(aboutUsPage.values));

    const years = await region(page, "Our Journey").locator("time").allTextContents();
    expect(years.map(Number)).toEqual(aboutUsPage.timeline.map((item) => item.year));
    expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => a - b));

    const leaders = region(page, "Our Leadership Team");
    await expect(leaders.getByRole("article")).toHaveCount(aboutUsPage.leadership.length);
    expect(await hrefOf(leaders, "Meet the whole team")).toBe("/about/our-team");

    const certificationList = region(page, "Certifications & Memberships");
    await expect(certificationList.getByRole("listitem")).toHaveCount(certifications.length);

    const cta = page.locator("#get-started");
    expect(await hrefOf(cta, "Get Free Consultation")).toBe("/get-in-touch");
    expect(await hrefOf(cta, "Explore Programs")).toBe("/programs");
  });
});

test.describe("/about/company-overview", () => {
  const reading = useReadingPageOnDesktop();

  test.beforeEach(async () => {
    await reading.open("/about/company-overview");
  });

  test("hero buttons and the team button link as the spec says", async () => {
    const page = reading();
    const hero = page.locator("main > section").first();
    expect(await hrefOf(hero, "Get Free Consultation")).toBe("/get-in-touch");
    expect(await hrefOf(hero, "Meet Our Team")).toBe("/about/our-team");
    const people = region(page, "The People Behind Your Success");
    await expect(people.getByRole("img", { name: /team/ })).toBeVisible();
    expect(await hrefOf(people, "Meet Our Team")).toBe("/about/our-team");
  });

  test("the press cards open external pages in a new tab (sample ones say so)", async () => {
    const page = reading();
    const links = region(page, "In the Press").getByRole("link");
    await expect(links).toHaveCount(companyOverviewPage.press.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("in a new tab");
    }
  });

  test("Our Locations: every office with phone, e-mail, map and request links, and office hours", async () => {
    const page = reading();
    const locations = region(page, "Our Locations");
    await expect(locations.getByRole("heading", { level: 3 })).toHaveText([
      ...offices.map((office) => office.city),
      "Office Hours",
    ]);
    for (const city of offices.map((office) => office.city)) {
      const card = locations.getByRole("listitem").filter({ has: page.getByRole("heading", { name: city }) });
      await expect(card.getByRole("link", { name: new RegExp(`Call the ${city} office`) })).toHaveAttribute(
        "href",
        /^tel:\+91\d{10}$/,
      );
      await expect(card.getByRole("link", { name: new RegExp(`E-mail the ${city} office`) })).toHaveAttribute(
        "href",
        /^mailto:[^@\s]+@[^@\s]+$/,
      );
      const map = card.getByRole("link", { name: /View on Map/ });
      await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+/);
      expect(decodeURIComponent((await map.getAttribute("href")) ?? "")).toContain(city);
      await expect(map).toHaveAttribute("target", "_blank");
      await expect(map).toHaveAttribute("rel", /noopener/);
      // Beside the spec's map button: Get In Touch addressed to this office (the desk routes it there).
      await expect(card.getByRole("link", { name: `Request a call back from the ${city} office` })).toHaveAttribute(
        "href",
        `/get-in-touch?office=${city.toLowerCase()}`,
      );
    }
    for (const line of hoursLines(officeHours.companyOverview)) {
      await expect(locations).toContainText(`${line.days}:`);
      await expect(locations).toContainText(line.hours);
    }
  });

  test("mission, vision and the core values", async () => {
    const page = reading();
    await expectHeadings(region(page, "Mission & Vision"), ["Our Mission", "Our Vision"]);
    const values = region(page, "Our Core Values");
    await expect(values.getByRole("listitem")).toHaveCount(companyOverviewPage.values.length);
    await expectHeadings(values, titles(companyOverviewPage.values));
  });
});

test.describe("/about/our-team", () => {
  const reading = useReadingPageOnDesktop();

  test("team photo, long introduction and a card per member with the spec's positions", async () => {
    const page = await reading.open("/about/our-team");
    await expect(page.getByRole("img", { name: /team together/ })).toBeVisible();
    await expect(region(page, /One Team/).locator("p")).toHaveCount(teamPage.introduction.length);

    const cards = region(page, "Meet the Team").getByRole("article");
    await expect(cards).toHaveCount(teamMembers.length);
    for (const card of await cards.all()) {
      await expect(card.getByRole("img")).toHaveAttribute("aria-label", /^Portrait placeholder for \S/);
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card).toContainText(/\d+ years? experience/);
    }
    expect(await cards.locator("h3 + p").allTextContents()).toEqual(teamMembers.map((member) => member.position));
  });
});

test.describe("/about/our-partners and /about/certifications", () => {
  const reading = useReadingPageOnDesktop();

  test("lists university partners and service partners", async () => {
    const page = await reading.open("/about/our-partners");
    const universities = region(page, "University Partners");
    await expect(universities.getByRole("heading", { level: 3 })).toHaveText(
      universityPartners.map((partner) => partner.name),
    );
    await expect(region(page, "Service Partners").getByRole("heading", { level: 3 })).toHaveText(
      servicePartners.map((partner) => partner.name),
    );
  });

  test("lists industry certifications and professional memberships", async () => {
    const page = await reading.open("/about/certifications");
    await expect(region(page, "Industry Certifications").getByRole("listitem")).toHaveCount(
      certificationsOfKind("certification").length,
    );
    const memberships = region(page, "Professional Memberships");
    for (const membership of certificationsOfKind("membership")) {
      await expect(memberships.getByRole("heading", { name: membership.name })).toBeVisible();
    }
  });
});

test.describe("/services", () => {
  const reading = useReadingPageOnDesktop();

  test("eight service cards with four features each, and booking goes to /careers/apply-now", async () => {
    const page = await reading.open("/services");
    const cards = page.getByRole("region", { name: "Our eight study abroad services" }).getByRole("article");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(titles(services));
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.locator("ul > li")).toHaveCount(services[index].features.length);
      await expect(card.locator(":scope > p").first()).not.toBeEmpty();
    }
    const booking = page.getByRole("link", { name: "Book Free Consultation", exact: true });
    await expect(booking).toHaveCount(2);
    // The spec's target, naming the service so the careers page can offer the consultation request.
    for (const link of await booking.all()) {
      await expect(link).toHaveAttribute("href", "/careers/apply-now?service=consultation");
    }
  });
});

test.describe("/destinations", () => {
  const reading = useReadingPageOnDesktop();

  test("six countries with flag, description, highlights, universities, courses and guide links", async () => {
    const page = await reading.open("/destinations");
    const countries = page.locator("main article");
    await expect(countries.getByRole("heading", { level: 2 })).toHaveText(destinations.map((one) => one.country));
    for (const { country, guidePath: guide } of destinations) {
      const card = page.getByRole("article", { name: country });
      await expect(card.locator('img[src^="/flags/"]')).toBeVisible();
      await expect(card.locator("h2").locator("xpath=../following-sibling::p[1]")).not.toBeEmpty();
      for (const list of ["Highlights", "Top universities", "Popular courses"]) {
        const heading = card.getByRole("heading", { name: list });
        await expect(heading).toBeVisible();
        expect(await heading.locator("xpath=following-sibling::ul[1]/li").count()).toBeGreaterThanOrEqual(4);
      }
      const guideLink = card.getByRole("link", { name: /Read the full guide/ });
      if (guide) {
        await expect(guideLink).toHaveAttribute("href", guide);
      } else {
        await expect(guideLink).toHaveCount(0);
        await expect(card.getByRole("link", { name: `Ask a counsellor about ${country}` })).toHaveAttribute(
          "href",
          "/get-in-touch",
        );
      }
    }
  });

  test("the country jump links reach each country", async () => {
    const page = await reading.open("/destinations");
    const jump = page.getByRole("navigation", { name: "Jump to a country" });
    await jump.getByRole("link", { name: "New Zealand" }).click();
    await expect(page).toHaveURL(/#new-zealand$/);
    await expect(page.getByRole("heading", { name: "New Zealand", level: 2 })).toBeInViewport();
  });
});
