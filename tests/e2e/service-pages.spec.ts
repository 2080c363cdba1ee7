import { expect, type Page, test } from "@playwright/test";

import { type Cta, isIndicative } from "../../content/schemas/primitives";
import type { VisaByCountry } from "../../content/schemas/services";
import { formatIsoDate } from "../../lib/dates";
import { minutesText } from "../../lib/format";
import { displayValue, formatMoney } from "../../lib/money";
import { ctaHref } from "../../lib/navigation";
import { servicePages as contentOf } from "../support/service-pages";

import { contentOnDesktop, onlyOnPhone } from "./viewports";

const { educationLoan, ielts, postStudyWorkVisa, spouseVisa, studentVisa, visaExtension, visitorVisa } = contentOf;

/**
 * The seven service pages (spec part 2): the figures a family decides on, in the exported HTML; where each
 * button leads; and no JavaScript beyond the shared shell (one h1 and no sideways scrolling: every-page.spec.ts).
 * The figures are read from the content, as the page must show them; tests/unit/spec-figures.test.ts checks
 * that the content holds the spec's figures.
 */

type ServicePage = {
  path: string;
  /** Text that must appear on the page as the content has it. */
  figures: readonly string[];
  /** [row header, cells...]: a table row that must hold each cell, each cell exactly. */
  tableRows?: readonly (readonly string[])[];
  /** Every link with a button's label in the main content goes to its page. */
  buttons: readonly Cta[];
  /** The official sources the page links beside its figures note. */
  sources?: readonly { title: string; url: string; reviewed?: string }[];
};

/** The cells of a visa table row the data does not flag indicative (a flagged cell also shows its tag). */
function plainCells(row: VisaByCountry, fields: readonly Exclude<keyof VisaByCountry, "indicative">[]) {
  return fields.flatMap((field) => {
    const value = row[field];
    if (value === undefined || isIndicative(row, field)) return [];
    return [typeof value === "object" && !Array.isArray(value) ? formatMoney(value) : String(value)];
  });
}

const servicePages: readonly ServicePage[] = [
  {
    path: "/services/student-visa",
    figures: [
      ...studentVisa.process.steps.flatMap((step) => (step.duration ? [step.duration] : [])),
      ...studentVisa.documents.groups.flatMap((group) => group.items.flatMap((item) => (item.note ? [item.note] : []))),
      ...studentVisa.trackRecord.stats.flatMap((stat) => [stat.number, stat.label]),
    ],
    tableRows: studentVisa.countries.rows.map((row) => [
      row.country,
      ...plainCells(row, ["visa", "processingTime", "workRights", "postStudy", "fee"]),
    ]),
    buttons: [studentVisa.ctas.primary, studentVisa.ctas.secondary, studentVisa.ctas.start],
    sources: studentVisa.officialSources,
  },
  {
    path: "/services/spouse-visa",
    figures: [
      ...spouseVisa.countries.rows.map((row) => row.processingTime),
      ...spouseVisa.countries.rows.flatMap((row) =>
        row.financialRequirement ? [formatMoney(row.financialRequirement)] : [],
      ),
      spouseVisa.documents.note,
    ],
    tableRows: spouseVisa.countries.rows.map((row) => [row.country, ...plainCells(row, ["processingTime"])]),
    buttons: spouseVisa.cta.buttons,
    sources: spouseVisa.officialSources,
  },
  {
    path: "/services/visitor-visa",
    figures: [...visitorVisa.averageProcessing.items.map((item) => item.value), visitorVisa.approval.number],
    tableRows: visitorVisa.countries.rows.map((row) => [row.country, ...plainCells(row, ["fee"])]),
    buttons: visitorVisa.cta.buttons,
    sources: visitorVisa.officialSources,
  },
  {
    path: "/services/visa-extension",
    figures: [
      ...visaExtension.types.items.map((type) => type.title),
      ...visaExtension.whenToApply.items.map((item) => item.title),
    ],
    buttons: visaExtension.cta.buttons,
    sources: visaExtension.officialSources,
  },
  {
    path: "/services/post-study-work-visa",
    figures: postStudyWorkVisa.types.items.map((visa) => visa.title),
    tableRows: postStudyWorkVisa.types.items.map((visa) => [
      visa.title,
      visa.country,
      visa.type,
      ...(["duration", "cost"] as const).flatMap((field) => {
        const value = visa[field];
        return value === undefined || isIndicative(visa, field) ? [] : [displayValue(value)];
      }),
    ]),
    buttons: postStudyWorkVisa.cta.buttons,
    sources: postStudyWorkVisa.officialSources,
  },
  {
    path: "/services/ielts-coaching",
    figures: [
      ...ielts.modules.items.flatMap((module) => [module.duration, module.questions]),
      minutesText(ielts.modules.totalMinutes),
      ielts.bands.readyLabel,
      ...ielts.success.stats.map((stat) => stat.number),
      ...ielts.testimonials.items.map((testimonial) => testimonial.name),
    ],
    tableRows: ielts.courses.items.map((course) => [
      course.type,
      course.duration,
      course.schedule,
      course.batchSize,
      formatMoney(course.price),
    ]),
    buttons: [ielts.ctas.enroll, ielts.ctas.demo, ...ielts.cta.buttons],
  },
  {
    path: "/services/education-loan",
    figures: [
      formatMoney(educationLoan.amount.value, { standalone: true }),
      ...educationLoan.types.items.map((type) => type.title),
      ...educationLoan.coverage.items.map((item) => item.title),
    ],
    buttons: educationLoan.cta.buttons,
  },
];

async function scriptSources(page: Page): Promise<string[]> {
  return page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("src") ?? ""));
}

test.describe("each service page's content", () => {
  // The content is the same at every width: read once, on the desktop; the layout is checked on both.
  contentOnDesktop();

  for (const service of servicePages) {
    test(`${service.path}: the figures, tables, buttons and sources its content gives, and no script beyond the shell`, async ({
      page,
    }) => {
      await page.goto(service.path);
      const main = page.getByRole("main");

      await test.step("the content's figures", async () => {
        for (const figure of service.figures) await expect(main).toContainText(figure);
      });

      await test.step("tables hold the figures, each in its own cell", async () => {
        for (const [rowHeader, ...cells] of service.tableRows ?? []) {
          const row = page
            .getByRole("row")
            .filter({ has: page.getByRole("rowheader", { name: rowHeader, exact: true }) });
          await expect(row).toHaveCount(1);
          for (const cell of cells) await expect(row.getByRole("cell", { name: cell, exact: true })).toHaveCount(1);
        }
      });

      await test.step("buttons lead where they should", async () => {
        for (const button of service.buttons) {
          const links = main.getByRole("link", { name: button.label });
          expect(await links.count(), `a "${button.label}" link`).toBeGreaterThan(0);
          for (const link of await links.all()) await expect(link).toHaveAttribute("href", ctaHref(button));
        }
      });

      if (service.sources) {
        await test.step("official sources beside the figures note, with the date they were reviewed or 'not yet reviewed'", async () => {
          const sources = main.locator("#official-sources");
          for (const source of service.sources ?? []) {
            const link = sources.locator(`a[href="${source.url}"]`);
            await expect(link).toContainText(source.title);
            await expect(link).toHaveAttribute("target", "_blank");
          }
          const reviewed = service.sources?.[0]?.reviewed;
          await expect(sources).toContainText(reviewed ? `reviewed on ${formatIsoDate(reviewed)}` : "not yet reviewed");
        });

        await test.step("the other visa services are linked", async () => {
          const band = page.getByRole("region", { name: "Our Visa Services" });
          const others = servicePages.filter((other) => other.sources && other.path !== service.path);
          for (const other of others) await expect(band.locator(`a[href="${other.path}"]`)).toHaveCount(1);
        });
      }

      await test.step("no JavaScript beyond the shared shell", async () => {
        const own = await scriptSources(page);
        // A page of text alone loads the shell and nothing else (the 404 page is a document of its own:
        // app/global-not-found.tsx).
        await page.goto("/terms-of-service");
        const shell = new Set(await scriptSources(page));
        expect(own.filter((src) => !shell.has(src))).toEqual([]);
      });
    });
  }
});

test("values the data flags indicative carry a visible tag, the others none", async ({ page }) => {
  await page.goto("/services/student-visa");
  for (const row of studentVisa.countries.rows) {
    const cells = page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: row.country, exact: true }) });
    const flagged = row.indicative?.length ?? 0;
    await expect(cells.getByText("(indicative)", { exact: true })).toHaveCount(flagged);
  }
  await expect(page.getByRole("main")).toContainText("is a typical value we give for guidance");
});

test("a column whose every value is indicative says so once, in its header", async ({ page }) => {
  expect(spouseVisa.countries.rows.every((row) => isIndicative(row, "fee"))).toBe(true);
  await page.goto("/services/spouse-visa");
  await expect(page.getByRole("columnheader", { name: "Government fee (indicative)" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Processing time", exact: true })).toBeVisible();
});

test.describe("on a phone", () => {
  onlyOnPhone("the tables scroll sideways only on narrow screens");

  for (const path of ["/services/student-visa", "/services/ielts-coaching"]) {
    test(`${path}: each table's first column stays in view while the table scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      const frames = page
        .getByRole("main")
        .getByRole("region")
        .filter({ has: page.getByRole("table") });
      expect(await frames.count()).toBeGreaterThan(0);
      for (const frame of await frames.all()) {
        const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
        if (!scrolls) continue;
        await frame.evaluate((element) => (element.scrollLeft = element.scrollWidth));
        const box = (await frame.boundingBox())!;
        for (const header of await frame.getByRole("rowheader").all()) {
          const cell = (await header.boundingBox())!;
          expect(cell.x, "the row's name is still at the table's left edge").toBeGreaterThanOrEqual(box.x - 1);
          expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width / 2);
        }
      }
    });
  }
});
