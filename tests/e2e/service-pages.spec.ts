import { expect, type Page, test } from "@playwright/test";

/**
 * The seven service pages (spec part 2): the figures a family decides on, in the exported HTML; where each
 * button leads; one h1; no sideways scrolling on a 375 px phone; and no JavaScript beyond the shared shell.
 */

type ServicePage = {
  path: string;
  /** Text that must appear on the page exactly as the spec writes it. */
  figures: readonly string[];
  /** [row header, cells...]: a table row that must hold each cell, each cell exactly. */
  tableRows?: readonly (readonly string[])[];
  /** [accessible name, href]: every link with that name in the main content goes there. */
  buttons: readonly (readonly [string, string])[];
};

const applyNow = "/careers/apply-now";
const getInTouch = "/get-in-touch";

const servicePages: readonly ServicePage[] = [
  {
    path: "/services/student-visa",
    figures: [
      "30 minutes",
      "1-2 weeks",
      "3-5 days",
      "1 day",
      "2-3 sessions",
      "Valid for at least 6 months beyond your intended stay",
      "Documents must be under 3 months old",
      "25,000+",
      "99%",
      "10+",
      "5+",
      "1000",
      "Visa approvals in two years",
    ],
    tableRows: [
      ["Australia", "subclass 500", "4-8 weeks", "40 hours per fortnight", "AUD 650"],
      ["Canada", "study permit", "4-16 weeks", "20 hours per week", "CAD 150"],
      ["UK", "student visa", "3-6 weeks", "20 hours per week", "2 years (3 for PhD)", "363 pounds"],
      ["USA", "F-1", "2-4 weeks", "on-campus only; 12 months OPT", "185 dollars"],
      ["Germany", "student", "6-12 weeks", "120 full days", "75 euros"],
      ["New Zealand", "student", "4-8 weeks", "20 hours per week", "NZD 375"],
    ],
    buttons: [
      ["Book Free Consultation", applyNow],
      ["Download Visa Guide", applyNow],
      ["Start Your Journey", getInTouch],
    ],
  },
  {
    path: "/services/spouse-visa",
    figures: ["12-24 months", "18-24 months", "2-12 weeks", "12-18 months", "18,600 pounds", "certified translation"],
    tableRows: [
      ["Canada", "12-24 months"],
      ["Australia", "18-24 months"],
      ["UK", "2-12 weeks"],
      ["USA", "12-18 months"],
    ],
    buttons: [
      ["Book Free Consultation", applyNow],
      ["Start Your Application", getInTouch],
      ["Download Checklist", getInTouch],
    ],
  },
  {
    path: "/services/visitor-visa",
    figures: ["15-30 days", "5-10 days", "95%"],
    tableRows: [
      ["Australia", "AUD 150-365"],
      ["Canada", "CAD 100"],
      ["UK", "GBP 100-822"],
      ["USA", "185 USD"],
      ["Schengen", "80 EUR"],
      ["New Zealand", "NZD 165"],
    ],
    buttons: [["Book Free Consultation", applyNow]],
  },
  {
    path: "/services/visa-extension",
    figures: [
      "Student Visa Extension",
      "Visitor Visa Extension",
      "Work Permit Extension",
      "Change of Status",
      "30-90 days before expiry",
      "Course change",
      "Medical reasons",
      "Family reasons",
    ],
    buttons: [["Book Free Consultation", applyNow]],
  },
  {
    path: "/services/post-study-work-visa",
    figures: ["OPT/STEM OPT", "Graduate Route", "Post-Graduate Work Permit", "Job Seeker"],
    tableRows: [
      ["OPT/STEM OPT", "USA", "Work", "12 months OPT; STEM OPT extension 24 months"],
      ["Graduate Route", "UK", "Work", "2 years (3 years for PhD)"],
      ["Post-Graduate Work Permit", "Canada", "Work", "CA$255"],
      ["Job Seeker", "Germany", "Work", "18 months"],
      ["Residence Permit for Employment", "Finland", "Work", "1 year job search"],
    ],
    buttons: [["Book Free Consultation", applyNow]],
  },
  {
    path: "/services/ielts-coaching",
    figures: [
      "30 min",
      "60 min",
      "11-14 min",
      "40 questions",
      "2 tasks",
      "3 parts",
      "2 h 45 min",
      "University Ready",
      "95%",
      "10,000+",
      "40+",
      "Sample student A",
      "Sample student B",
    ],
    tableRows: [
      ["Regular", "8-10 weeks", "3 per week", "15-20", "Rs 25,000"],
      ["Intensive", "4-6 weeks", "5 per week", "10-15", "Rs 30,000"],
      ["One-on-One", "flexible", "1", "Rs 40,000"],
    ],
    buttons: [
      ["Enroll Now", applyNow],
      ["Get FREE Demo Class", getInTouch],
    ],
  },
  {
    path: "/services/education-loan",
    figures: ["Up to Rs 1.5 crore", "Secured Education Loan", "Unsecured Education Loan", "Tuition fees"],
    buttons: [["Book Free Consultation", applyNow]],
  },
];

async function scriptSources(page: Page): Promise<string[]> {
  return page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("src") ?? ""));
}

for (const service of servicePages) {
  test.describe(service.path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(service.path);
    });

    test("shows the spec's figures", async ({ page }) => {
      const main = page.getByRole("main");
      for (const figure of service.figures) await expect(main).toContainText(figure);
    });

    if (service.tableRows) {
      test("tables hold the spec's figures, each in its own cell", async ({ page }) => {
        for (const [rowHeader, ...cells] of service.tableRows ?? []) {
          const row = page
            .getByRole("row")
            .filter({ has: page.getByRole("rowheader", { name: rowHeader, exact: true }) });
          await expect(row).toHaveCount(1);
          for (const cell of cells) await expect(row.getByRole("cell", { name: cell, exact: true })).toHaveCount(1);
        }
      });
    }

    test("buttons lead where they should", async ({ page }) => {
      for (const [name, href] of service.buttons) {
        const links = page.getByRole("main").getByRole("link", { name });
        expect(await links.count(), `a "${name}" link`).toBeGreaterThan(0);
        for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
      }
    });

    test("has exactly one h1 and no horizontal page overflow", async ({ page }) => {
      await expect(page.locator("h1")).toHaveCount(1);
      // Against the configured viewport: a phone browser widens window.innerWidth to fit overflowing content.
      const viewportWidth = page.viewportSize()?.width ?? 0;
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(Math.max(...widths)).toBeLessThanOrEqual(viewportWidth);
    });

    test("loads no JavaScript beyond the shared shell", async ({ page }) => {
      const own = await scriptSources(page);
      await page.goto("/no-such-page-shell-only");
      const shell = new Set(await scriptSources(page));
      expect(own.filter((src) => !shell.has(src))).toEqual([]);
    });
  });
}

test("indicative values carry a visible tag, spec figures none", async ({ page }) => {
  await page.goto("/services/student-visa");
  const australia = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Australia" }) });
  await expect(australia.getByRole("cell", { name: /indicative$/ })).toHaveCount(1);
  await expect(australia.getByText("indicative", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("is a typical value we give for guidance");
  const uk = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "UK" }) });
  await expect(uk.getByText("indicative", { exact: true })).toHaveCount(0);
});

test("a spouse visa column the spec does not give is labelled in its header", async ({ page }) => {
  await page.goto("/services/spouse-visa");
  await expect(page.getByRole("columnheader", { name: "Government fee (indicative)" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Processing time", exact: true })).toBeVisible();
});
