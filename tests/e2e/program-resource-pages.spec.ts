import { expect, test, type Locator, type Page } from "@playwright/test";

import { applicationProcess, benefits, careersPage, jobOpenings } from "../../content/jobs";
import {
  cookieCategories,
  legalDocuments,
  type LegalDocumentId,
  privacyMinimumAge,
  refundPolicy,
  refundRules,
} from "../../content/legal";
import { programCards, programDetail, programTabs } from "../../content/programs";
import { blogPosts, downloads, events, eventsCopy, newsItems, pressReleases } from "../../content/resources";
import { site } from "../../content/site";
import { formatIsoDate } from "../../lib/dates";
import { eventDay, eventPlaceText, eventTimeText, isPast } from "../../lib/events";
import { fileSizeText, yearsText } from "../../lib/format";
import { employmentLabel, experienceText, openOpenings } from "../../lib/jobs";
import { formatMoney } from "../../lib/money";
import { decodeMailto } from "../support/mailto";

import { builtAt } from "./built-at";
import { eventSeats } from "./inbox";
import { useReadingPageOnDesktop } from "./shared-page";

/** The text of exported HTML with the entities React writes decoded. */
function htmlText(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const main = (page: Page): Locator => page.getByRole("main");

test.describe("/programs tabs", () => {
  const tabNames = programTabs.map((tab) => tab.label);

  async function expectOnlySelected(page: Page, label: string) {
    const tabs = main(page).getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(main(page).getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(main(page).getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    await expect(main(page).getByRole("tabpanel")).toHaveCount(1);
    await expect(main(page).getByRole("tabpanel")).toContainText(`${label} programs`);
  }

  test("opens on undergraduate with its durations", async ({ page }) => {
    await page.goto("/programs");
    await expect(main(page).getByRole("tablist", { name: "Program levels" })).toBeVisible();
    await expect(main(page).getByRole("tab")).toHaveText(tabNames);
    await expectOnlySelected(page, "Undergraduate");
    const panel = main(page).getByRole("tabpanel");
    await expect(panel).toContainText("Typical duration: 3-4 years");
    const engineering = panel.getByRole("listitem").filter({ hasText: "Bachelor of Engineering" }).first();
    await expect(engineering).toContainText("4 years");
    const medicine = panel.getByRole("listitem").filter({ hasText: "Medicine" }).first();
    await expect(medicine).toContainText("5-6 years");
    await expect(medicine).toContainText("New Zealand");
  });

  test("switches by click, one tab at a time", async ({ page }) => {
    await page.goto("/programs");
    for (const tab of [...programTabs].reverse()) {
      await main(page).getByRole("tab", { name: tab.label }).click();
      await expectOnlySelected(page, tab.label);
      const panel = main(page).getByRole("tabpanel");
      await expect(panel).toContainText(`Typical duration: ${tab.duration}`);
      for (const program of tab.programs) await expect(panel).toContainText(program.name);
    }
  });

  test("moves between tabs with the arrow keys", async ({ page }) => {
    await page.goto("/programs");
    await main(page).getByRole("tab", { name: "Undergraduate" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(main(page).getByRole("tab", { name: "Postgraduate" })).toBeFocused();
    await expectOnlySelected(page, "Postgraduate");
    await page.keyboard.press("ArrowRight");
    await expectOnlySelected(page, "PhD");
    // Radix moves focus in a timeout after the key, so each press waits for the last to land (as a person's would).
    await page.keyboard.press("ArrowLeft");
    await expect(main(page).getByRole("tab", { name: "Postgraduate" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(main(page).getByRole("tab", { name: "Undergraduate" })).toBeFocused();
    await expectOnlySelected(page, "Undergraduate");
  });

  test("puts all four panels in the static HTML", async ({ request }) => {
    const response = await request.get("/programs");
    expect(response.ok()).toBe(true);
    const html = htmlText(await response.text());
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    for (const tab of programTabs) {
      expect(html).toContain(`${tab.label} programs`);
      for (const program of tab.programs) expect(html).toContain(program.name);
    }
  });
});

test.describe("/programs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every level's programs and hides the inert tab buttons", async ({ page }) => {
    await page.goto("/programs");
    await expect(main(page).getByRole("tablist")).toBeHidden();
    for (const tab of programTabs) {
      await expect(main(page).getByRole("heading", { name: `${tab.label} programs` })).toBeVisible();
    }
  });
});

test.describe("program pages", () => {
  const reading = useReadingPageOnDesktop();

  test("/programs/all-programs shows six cards that lead to /get-in-touch", async () => {
    const page = await reading.open("/programs/all-programs");
    const cards = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(programCards.map((card) => card.title));
    for (const card of programCards) {
      const item = cards.filter({ has: page.getByRole("heading", { name: card.title, exact: true }) });
      await expect(item).toContainText(card.duration);
      for (const destination of card.destinations) await expect(item).toContainText(destination);
      await expect(item.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/get-in-touch");
    }
  });

  test("/programs/program-detail shows the Master's in Computer Science figures and actions", async () => {
    const page = await reading.open("/programs/program-detail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master's in Computer Science");
    const content = main(page);
    for (const requirement of programDetail.entryRequirements) await expect(content).toContainText(requirement);
    const details = content.getByRole("region", { name: "Program details" });
    await expect(details).toContainText(yearsText(programDetail.details.durationYears));
    await expect(details).toContainText(programDetail.details.credits);
    await expect(details).toContainText(programDetail.details.start);
    for (const name of [
      "Overview",
      "Entry requirements",
      "Career prospects",
      "Program details",
      "Tuition by country",
    ]) {
      await expect(content.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const tuition = content.getByRole("table");
    // A header row and a row per country.
    await expect(tuition.getByRole("row")).toHaveCount(programDetail.tuition.length + 1);
    for (const row of programDetail.tuition)
      await expect(tuition).toContainText(formatMoney(row.fee, { standalone: true }));

    await expect(content.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/get-in-touch");
    await expect(content.getByRole("link", { name: "Book Consultation" }).first()).toHaveAttribute(
      "href",
      "/get-in-touch",
    );
    const brochure = decodeMailto(await content.getByRole("link", { name: /Brochure/ }).getAttribute("href"));
    expect(brochure.to).toBe(site.email);
    expect(brochure.subject).toContain("Master's in Computer Science brochure");
  });
});

test.describe("resource lists", () => {
  const reading = useReadingPageOnDesktop();

  test("/resources/blog and /resources/news show dated, categorised items", async () => {
    const page = reading();
    for (const [path, items] of [
      ["/resources/blog", blogPosts],
      ["/resources/news", newsItems],
    ] as const) {
      await page.goto(path);
      await expect(main(page).getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
        items.map((item) => item.title),
      );
      const first = main(page).getByRole("article").first();
      await expect(first).toContainText(items[0].category);
      await expect(first.locator(`time[datetime="${items[0].date}"]`)).toBeVisible();
    }
  });

  test("dates read as day, month and year", async () => {
    const page = await reading.open("/resources/events");
    for (const event of events) {
      const date = main(page).getByRole("article").filter({ hasText: event.title }).locator("time");
      await expect(date).toHaveText(formatIsoDate(eventDay(event)));
      await expect(date).toHaveAttribute("datetime", eventDay(event));
    }
  });

  test("/resources/events registers for what is to come (by seats, else an e-mail draft), and says what has taken place", async () => {
    const page = reading();
    // The page is static: what had taken place was decided when it was built (./built-at.ts).
    const built = builtAt("/resources/events");
    await page.goto("/resources/events");
    await expect(main(page).getByRole("article")).toHaveCount(events.length);
    for (const event of events) {
      const past = isPast(event, built);
      const section = main(page).getByRole("region", {
        name: past ? eventsCopy.pastHeading : eventsCopy.upcomingHeading,
      });
      const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: event.title }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(eventTimeText(event));
      await expect(card).toContainText(eventPlaceText(event));
      const register = card.getByRole("link", { name: /^Register Now/ });
      if (past) {
        await expect(register).toHaveCount(0);
        await expect(card.getByRole("button", { name: /^Register Now/ })).toHaveCount(0);
        await expect(card).toContainText(eventsCopy.pastNote);
        continue;
      }
      // Registration by seats while the receiver, on the real clock, still takes it; then the e-mail draft.
      if (event.registration.seats && (await eventSeats(page.request, event.slug)).open) {
        // The export's receiver counts its seats (booking.spec.ts registers through it).
        await expect(card.getByRole("status")).toHaveText(
          new RegExp(`^(\\d+ of ${event.registration.seats} seats left|Full: every seat is taken\\.)$`),
        );
        continue;
      }
      const draft = decodeMailto(await register.getAttribute("href"));
      expect(draft.to).toBe(site.email);
      expect(draft.subject).toContain(event.title);
      expect(draft.body).toContain(event.title);
      expect(draft.body).toContain(eventTimeText(event));
    }
  });

  test("/resources/press-releases lists every release", async () => {
    const page = await reading.open("/resources/press-releases");
    await expect(main(page).getByRole("article")).toHaveCount(pressReleases.length);
    for (const release of pressReleases) {
      const card = main(page).getByRole("article").filter({ hasText: release.title });
      await expect(card.locator(`time[datetime="${release.date}"]`)).toHaveCount(1);
    }
  });

  test("/resources/downloads offers every file by e-mail, never a missing file", async () => {
    const page = await reading.open("/resources/downloads");
    const cards = main(page).getByRole("article");
    await expect(cards).toHaveCount(downloads.length);
    await expect(main(page)).toContainText("Download opens an e-mail request: the files are not online yet");
    for (const item of downloads) {
      const card = cards.filter({ hasText: item.title });
      await expect(card).toContainText(item.format);
      await expect(card).toContainText(fileSizeText(item.sizeKb));
      const draft = decodeMailto(await card.getByRole("link", { name: /^Download/ }).getAttribute("href"));
      expect(draft.to).toBe(site.email);
      expect(draft.subject).toContain(item.title);
      expect(draft.body).toContain(`${item.format}, ${fileSizeText(item.sizeKb)}`);
    }
    const hrefs = await main(page)
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.filter((href) => /\.(pdf|xlsx|docx)$/i.test(href ?? ""))).toEqual([]);
  });
});

test.describe("/careers/openings", () => {
  const reading = useReadingPageOnDesktop();

  test("shows the benefits, every opening still open and the application steps", async () => {
    const page = await reading.open("/careers/openings");
    const content = main(page);
    for (const benefit of benefits) await expect(content.getByRole("heading", { name: benefit.title })).toBeVisible();
    const open = openOpenings(jobOpenings, builtAt("/careers/openings"));
    const openings = content.getByRole("article");
    await expect(openings).toHaveCount(open.length);
    // Once every opening has closed, the page says so.
    await expect(content.getByText(careersPage.noOpenings)).toHaveCount(open.length === 0 ? 1 : 0);
    for (const opening of open) {
      const card = openings.filter({ has: page.getByRole("heading", { name: opening.position, exact: true }) });
      const facts = [
        opening.department,
        opening.location,
        employmentLabel(opening.employmentType),
        experienceText(opening.experience),
        opening.description,
      ];
      for (const text of facts) await expect(card).toContainText(text);
      await expect(card).toContainText(`${opening.openings} position`);
      await expect(card.getByRole("listitem")).toHaveCount(opening.requirements.length);
    }
    const steps = page.locator("#how-to-apply ol");
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      applicationProcess.map((step, index) => `Step ${index + 1}: ${step.title}`),
    );
  });

  test("Apply Now opens a mail draft naming the position and location in a new tab", async () => {
    const page = await reading.open("/careers/openings");
    const open = openOpenings(jobOpenings, builtAt("/careers/openings"));
    const applyLinks = main(page).getByRole("link", { name: /^Apply Now/ });
    await expect(applyLinks).toHaveCount(open.length);
    for (const [index, opening] of open.entries()) {
      const link = applyLinks.nth(index);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toContainText("(opens in a new tab)");
      const draft = decodeMailto(await link.getAttribute("href"));
      expect(draft.to).toBe(site.hrEmail);
      expect(draft.subject).toContain(opening.position);
      expect(draft.subject).toContain(opening.location);
      expect(draft.body).toContain(`${opening.position} position at your ${opening.location} office`);
    }
  });

  test("Send Your Resume opens the general mail draft; the form is one click away", async () => {
    const page = await reading.open("/careers/openings");
    const resume = main(page).getByRole("link", { name: /^Send Your Resume/ });
    await expect(resume).toHaveAttribute("target", "_blank");
    await expect(resume).toHaveAttribute("rel", "noopener noreferrer");
    const draft = decodeMailto(await resume.getAttribute("href"));
    expect(draft.to).toBe(site.hrEmail);
    expect(draft.subject).toMatch(/resume/i);
    expect(draft.body).toMatch(/resume attached/i);
    await expect(main(page).getByRole("link", { name: "Apply Online" }).first()).toHaveAttribute(
      "href",
      "/careers/apply-now",
    );
  });
});

test.describe("legal pages", () => {
  const reading = useReadingPageOnDesktop();

  const pages: [string, LegalDocumentId][] = [
    ["/refund-policy", "refund-policy"],
    ["/privacy-policy", "privacy-policy"],
    ["/terms-of-service", "terms-of-service"],
  ];

  for (const [path, id] of pages) {
    test(`${path} has a table of contents whose anchors reach each section`, async () => {
      const page = reading();
      const document = legalDocuments[id];
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
      const contents = main(page).getByRole("navigation", { name: "Contents" });
      const links = contents.getByRole("link");
      await expect(links).toHaveCount(document.sections.length);
      for (const [index, section] of document.sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#${section.id}`);
        await expect(main(page).locator(`h2[id="${section.id}"]`)).toHaveText(`${index + 1}. ${section.heading}`);
      }
      const last = document.sections[document.sections.length - 1];
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(main(page).locator(`h2[id="${last.id}"]`)).toBeInViewport();
    });
  }

  test("/refund-policy states its effective date and every refund rule", async () => {
    const page = await reading.open("/refund-policy");
    await expect(page.locator(`time[datetime="${refundPolicy.effectiveDate}"]`)).toHaveText(
      formatIsoDate(refundPolicy.effectiveDate),
    );
    for (const rule of refundRules) await expect(main(page)).toContainText(rule);
  });

  test("/privacy-policy collects nothing from under-16s and names four cookie categories", async () => {
    const page = await reading.open("/privacy-policy");
    const content = main(page);
    await expect(content).toContainText(`We do not collect personal data from users under ${privacyMinimumAge}`);
    const cookies = content.locator("section").filter({ has: page.getByRole("heading", { name: "Cookies" }) });
    await expect(cookies.getByRole("listitem")).toHaveCount(cookieCategories.length);
    for (const category of cookieCategories) await expect(cookies).toContainText(category.name);
  });
});
