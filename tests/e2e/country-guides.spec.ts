import { expect, type Page, test } from "@playwright/test";

/**
 * The five country guides (spec part 2, sections 2 and 9). The figures are typed here from the spec, not read
 * from the content modules, so a wrong edit to the content fails this test.
 */
type GuideCase = {
  path: string;
  /** Every spec figure the guide must show, as visible text. */
  figures: readonly string[];
  /** Label-value facts (fast facts, work rules, visa conditions): the label's box must show the value. */
  facts: readonly (readonly [label: string, value: string])[];
  /** Visa fee rows: the row (by its first cell) must show the spec fee, without the "indicative" marker. */
  feeRows: readonly (readonly [row: string, fee: string])[];
  /** Section headings (h2) the spec names for this guide. */
  sections: readonly string[];
};

const commonSections = [
  "Fast Facts",
  "Admission Requirements",
  "Visa Information",
  "Work While You Study",
  "Top Universities and Minimum IELTS",
] as const;

const guides: readonly GuideCase[] = [
  {
    path: "/destinations/usa",
    figures: [
      "$350",
      "20 hours per week",
      "STEM OPT extension 24 months",
      "TOEFL 80+ or IELTS 6.5+",
      "TOEFL 90+ or IELTS 7.0+",
    ],
    facts: [
      ["On-campus work", "20 hours per week"],
      ["STEM OPT extension", "24 months"],
    ],
    feeRows: [["SEVIS I-901 fee", "$350"]],
    sections: ["Fast Facts", "Top Universities", "Visa Information", "Admission Requirements", "Work While You Study"],
  },
  {
    path: "/destinations/uk",
    figures: [
      "GBP 339",
      "GBP 94",
      "GBP 1,190",
      "Up to 20 hours per week (10 for language-centre students)",
      "2 years, 3 for PhD",
    ],
    facts: [
      ["Part-time work during term", "Up to 20 hours per week (10 for language-centre students)"],
      ["Post-study work visa", "2 years, 3 for PhD"],
    ],
    feeRows: [
      ["Tier 4 (General) student visa", "GBP 339"],
      ["Short-term study visa", "GBP 94"],
      ["Tier 2 (General) work visa", "GBP 1,190"],
    ],
    sections: commonSections,
  },
  {
    path: "/destinations/canada",
    figures: [
      "CA$150",
      "CA$255",
      "CA$194",
      "Up to 24 hours per week from September 2024",
      "Full-time in scheduled breaks",
    ],
    facts: [
      ["Off-campus work during term", "Up to 24 hours per week from September 2024"],
      ["Scheduled breaks", "Full-time in scheduled breaks"],
    ],
    feeRows: [
      ["Study permit", "CA$150"],
      ["Post-Graduate Work Permit (PGWP)", "CA$255"],
      ["Work permit", "CA$194"],
    ],
    sections: commonSections,
  },
  {
    path: "/destinations/finland",
    figures: [
      "IELTS 6.5+ or TOEFL 92+",
      "50-100% of tuition",
      "700-1,200 euro",
      "6,720 euro per year",
      "25 hours per week",
      "20,000+",
    ],
    facts: [
      ["International students", "20,000+"],
      ["Monthly budget", "700-1,200 euro"],
      ["Financial proof", "6,720 euro per year"],
      ["Part-time work", "25 hours per week"],
      ["Job search after graduation", "1 year"],
      ["Permanent residency path", "4 years"],
    ],
    feeRows: [],
    sections: [
      "Fast Facts",
      "Why Study in Finland",
      "Top Universities",
      "Popular Programs",
      "Admission Requirements",
      "Scholarships",
      "Cost of Living",
      "Residence Permit",
      "Work Opportunities",
      "Climate",
      "Student Life",
    ],
  },
  {
    path: "/destinations/germany",
    figures: [
      "Up to 1,200 euro per month",
      "over 200 programs",
      "850-1,200 euro",
      "110 euro per month",
      "11,208 euro per year",
      "120 full days per year",
      "18 months",
      "400+",
      "350,000+",
    ],
    facts: [
      ["Area", "357,022 km²"],
      ["Population", "~84 million"],
      ["Official language", "German"],
      ["Currency", "Euro"],
      ["Academic year", "October-July"],
      ["Time zone", "CET"],
      ["Financial proof", "11,208 euro per year"],
      ["Health insurance", "110 euro per month"],
      ["Part-time work", "120 full days per year"],
      ["Job search visa", "18 months"],
    ],
    feeRows: [["National student visa", "75 euros"]],
    sections: [
      "Fast Facts",
      "Why Study in Germany",
      "Top Public Universities",
      "Admission Requirements",
      "Scholarships",
      "Cost of Living",
      "Visa Requirements",
      "Work Opportunities",
      "Salary by Sector",
      "Climate",
    ],
  },
];

const main = (page: Page) => page.getByRole("main");

for (const guide of guides) {
  test.describe(guide.path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(guide.path);
    });

    test("shows every spec figure", async ({ page }) => {
      for (const figure of guide.figures) {
        await expect(main(page).getByText(figure).filter({ visible: true }).first(), figure).toBeVisible();
      }
    });

    test("shows each spec fact under its label", async ({ page }) => {
      for (const [label, value] of guide.facts) {
        const fact = main(page)
          .locator("dl > div")
          .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
          .first();
        await expect(fact, label).toContainText(value);
      }
    });

    test("shows the spec fees in the visa fee table, not marked indicative", async ({ page }) => {
      const table = main(page).getByRole("table", { name: "Visa fees" });
      await expect(table).toBeVisible();
      for (const [rowName, fee] of guide.feeRows) {
        const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: rowName, exact: true }) });
        await expect(row, rowName).toContainText(fee);
        await expect(row, rowName).not.toContainText("indicative");
      }
    });

    test("has the spec sections under exactly one h1", async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const section of guide.sections) {
        await expect(main(page).getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      }
    });

    test("shows the figures disclaimer and marks indicative values", async ({ page }) => {
      await expect(main(page).getByRole("note").filter({ hasText: "Values marked indicative" })).toBeVisible();
      await expect(main(page).getByRole("table").filter({ hasText: "indicative" }).first()).toBeVisible();
    });

    test("guide buttons lead to the consultation form, and service pages are linked", async ({ page }) => {
      for (const name of ["Talk to an Expert Counsellor", "Apply Now"]) {
        const links = main(page).getByRole("link", { name });
        await expect(links).toHaveCount(2);
        for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/get-in-touch");
      }
      for (const href of ["/services/student-visa", "/services/ielts-coaching", "/services/education-loan"]) {
        await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
      }
    });

    test("never overflows horizontally", async ({ page }) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("figures that need a table", () => {
  test("UK and Canada show a minimum IELTS for every university", async ({ page }) => {
    for (const path of ["/destinations/uk", "/destinations/canada"]) {
      await page.goto(path);
      const table = main(page).getByRole("table", { name: /^Universities by location/ });
      await expect(table.getByRole("columnheader", { name: /Minimum IELTS/ })).toBeVisible();
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(6);
      // The minimum IELTS is the last column.
      for (const row of await rows.all()) await expect(row.getByRole("cell").last()).toHaveText(/^\d\.\d/);
    }
  });

  test("Germany: six public universities, each with a global ranking and free tuition", async ({ page }) => {
    await page.goto("/destinations/germany");
    const rows = main(page)
      .getByRole("table", { name: /^Universities by location/ })
      .locator("tbody tr");
    await expect(rows).toHaveCount(6);
    for (const row of await rows.all()) {
      await expect(row).toContainText("QS 2025");
      await expect(row).toContainText("Free");
    }
  });

  test("Germany: salary by sector for the six spec sectors", async ({ page }) => {
    await page.goto("/destinations/germany");
    const table = main(page).getByRole("table", { name: "Starting salaries by sector" });
    for (const sector of ["Engineering", "IT", "Automotive", "Healthcare", "Finance", "Research"]) {
      await expect(table.getByRole("rowheader", { name: sector, exact: true })).toBeVisible();
    }
  });

  test("Finland and Germany: climate by city with min and max in °C", async ({ page }) => {
    for (const [path, city] of [
      ["/destinations/finland", "Helsinki"],
      ["/destinations/germany", "Berlin"],
    ] as const) {
      await page.goto(path);
      const table = main(page).getByRole("table", { name: "Temperatures by city" });
      await expect(table.getByRole("columnheader", { name: /Min °C/ })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: /Max °C/ })).toBeVisible();
      const cells = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: city }) })
        .getByRole("cell");
      await expect(cells).toHaveCount(2);
      for (const cell of await cells.all()) await expect(cell).toHaveText(/^-?\d+$/);
    }
  });

  test("Finland: hero badges", async ({ page }) => {
    await page.goto("/destinations/finland");
    const hero = main(page).locator("section").first();
    for (const badge of ["Scholarships cover 50-100% of tuition", "20,000+ international students"]) {
      await expect(hero.getByRole("listitem").filter({ hasText: badge })).toBeVisible();
    }
  });
});
