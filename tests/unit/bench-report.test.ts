/**
 * @jest-environment node
 *
 * The bench's verdict (scripts/bench/report.ts) holds each page to the performance goals (issue 12, held
 * again by issue 31): against the anchor and the floor of the same run, and the byte budgets.
 */
import {
  goalMisses,
  markdownReport,
  type Metrics,
  type PageWeight,
  pageResult,
  summarize,
} from "../../scripts/bench/report";

const metrics = (overrides: Partial<Metrics> = {}): Metrics => ({
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 200,
  cls: 0,
  speedIndex: 1000,
  mainThread: 1500,
  bootup: 600,
  domSize: 300,
  benchmarkIndex: 1500,
  ...overrides,
});
const weight = (overrides: Partial<PageWeight> = {}): PageWeight => ({
  jsGzip: 140 * 1024,
  inlineJsGzip: 10_000,
  inlineJsBytes: 60_000,
  htmlBytes: 140_000,
  htmlGzip: 20_000,
  cssGzip: 10_000,
  firstVisitGzip: 30_000,
  repeatVisitGzip: 20_000,
  scripts: [],
  // An option left out keeps the default.
  ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)),
});
const shell = { siteJs: 140 * 1024, frameworkJs: 130 * 1024 };

/** A page measured in three runs per variant. */
function page(
  site: Partial<Metrics>[],
  options: { anchor?: Partial<Metrics>; firstVisit?: number; repeatVisit?: number; js?: number } = {},
) {
  return pageResult({
    path: "/destinations/germany",
    site: summarize(site.map(metrics)),
    anchor: summarize([metrics(options.anchor), metrics(options.anchor), metrics(options.anchor)]),
    floor: summarize([metrics(), metrics({ lcp: 1100 }), metrics({ lcp: 900 })]),
    weights: {
      site: weight({ firstVisitGzip: options.firstVisit, repeatVisitGzip: options.repeatVisit, jsGzip: options.js }),
      anchor: weight(),
    },
    shell,
    hasForm: true,
    baseline: { firstVisitGzip: 28_000, repeatVisitGzip: 28_000 },
  });
}

test("a page within every goal misses none, judged on medians", () => {
  const result = page([{ tbt: 900 }, { tbt: 220 }, { tbt: 210 }]);
  expect(result.tbtRatio).toBeCloseTo(1.1);
  expect(result.lcpRatio).toBe(1);
  expect(goalMisses(result, shell)).toEqual([]);
});

test("each goal the page misses is named", () => {
  const slow = metrics({ tbt: 240, lcp: 1200, performance: 90, cls: 0.01, accessibility: 96, seo: 92 });
  const misses = goalMisses(
    page([slow, slow, slow], { firstVisit: 33_000, repeatVisit: 28_000, js: 210 * 1024 }),
    shell,
  );
  expect(misses).toEqual([
    expect.stringMatching(/^TBT 240 ms is 1\.20x the anchor's/),
    expect.stringMatching(/^LCP is 1\.20x the floor's/),
    "performance 90 < the anchor's 96",
    "CLS 0.010 > 0",
    "accessibility 96 < 100",
    "SEO 92 < 100",
    expect.stringMatching(/^form page JS 70\.0 KiB over the shell/),
  ]);
});

test("the shell budget is checked once, on the home page", () => {
  const heavyShell = { siteJs: 150 * 1024, frameworkJs: 130 * 1024 };
  const home = { ...page([metrics(), metrics(), metrics()]), path: "/" };
  expect(goalMisses(home, heavyShell)).toEqual([expect.stringMatching(/^shell JS 20\.0 KiB over the framework/)]);
  expect(goalMisses(page([metrics(), metrics(), metrics()]), heavyShell)).toEqual([]);
});

test("the markdown tables carry site, anchor and floor side by side", () => {
  const report = markdownReport([page([metrics(), metrics(), metrics()])], shell, { runs: 3 });
  expect(report).toContain("| `/destinations/germany` | 96 / 96 / 96 | 200 / 200 / 200 | 1.00x |");
  expect(report).toContain("shell over framework: 10.0 KiB (budget 15)");
});
