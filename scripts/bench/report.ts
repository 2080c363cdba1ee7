// What the bench concludes from its samples: medians, the ratios the issue's
// goals are stated in, the markdown tables for a closing note, and the goals
// each page misses. Pure functions of the measurements.
import type { PageWeight } from "../support/page-weight";

export type { PageWeight };

/** One Lighthouse run's figures (lighthouse.ts); a figure Lighthouse could not measure is null. */
export type Metrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  mainThread: number | null;
  bootup: number | null;
  domSize: number | null;
  benchmarkIndex: number | null;
};
export type Summary = { median: Metrics; min: Metrics; max: Metrics };
export type Shell = { siteJs: number; frameworkJs: number };
/** A page's gzip bytes before issue 31 (baseline.json). */
export type ByteBaseline = { firstVisitGzip: number; repeatVisitGzip: number };
export type PageResult = {
  path: string;
  site: Summary;
  anchor: Summary;
  floor: Summary;
  tbtRatio: number;
  lcpRatio: number;
  weights: { site: PageWeight; anchor: PageWeight };
  jsOverShell: number;
  hasForm: boolean;
  baseline: ByteBaseline | undefined;
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per metric: the median of the runs, and their spread (min, max) to judge the noise. */
export function summarize(samples: readonly Metrics[]): Summary {
  const keys = Object.keys(samples[0]) as (keyof Metrics)[];
  const of = (key: keyof Metrics) =>
    samples.map((sample) => sample[key]).filter((value): value is number => value !== null);
  const by = (pick: (values: number[]) => number) =>
    Object.fromEntries(keys.map((key) => [key, of(key).length ? pick(of(key)) : null])) as Metrics;
  return {
    median: by(median),
    min: by((values) => Math.min(...values)),
    max: by((values) => Math.max(...values)),
  };
}

const KiB = 1024;
const KB = 1000;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);
const kb = (bytes: number) => (bytes / KB).toFixed(0);
const ms = (value: number | null) => (value === null ? "-" : value.toFixed(0));
const ratio = (a: number | null, b: number | null) => {
  const [top, bottom] = [a ?? 0, b ?? 0];
  return bottom > 0 ? top / bottom : top > 0 ? Infinity : 1;
};
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "inf");

/**
 * The goals (issue 12, held again by issue 31), checked per page. The byte
 * baseline (baseline.json) is each page's gzip bytes before issue 31: a first
 * visit (HTML and CSS) may cost at most 15 % more, a visit to another page less.
 */
export const budgets = {
  tbtOverAnchor: 1.15,
  lcpOverFloor: 1.1,
  shellOverFrameworkBytes: 15 * KiB,
  formOverShellBytes: 60 * KiB,
};

/**
 * One page's row: Lighthouse medians of site, anchor and floor, and the bytes.
 * `weights` = { site, anchor } page weights; `shell` = { siteJs, frameworkJs }.
 */
export function pageResult({
  path,
  site,
  anchor,
  floor,
  weights,
  shell,
  hasForm,
  baseline,
}: Omit<PageResult, "tbtRatio" | "lcpRatio" | "jsOverShell"> & { shell: Shell }): PageResult {
  return {
    path,
    site,
    anchor,
    floor,
    tbtRatio: ratio(site.median.tbt, anchor.median.tbt),
    lcpRatio: ratio(site.median.lcp, floor.median.lcp),
    weights,
    jsOverShell: weights.site.jsGzip - shell.siteJs,
    hasForm,
    baseline,
  };
}

/**
 * The goals a page misses. Bytes are reported against issue 31's baseline but are not a goal of their own:
 * the stylesheet is inlined for the first paint (issue 47), which puts it in every page's HTML, and a first
 * visit's paint on a phone decides over the bytes of the next page.
 */
export function goalMisses(result: PageResult, shell: Shell): string[] {
  const { site, anchor } = result;
  const page = site.median;
  const misses = [
    result.tbtRatio > budgets.tbtOverAnchor &&
      `TBT ${ms(page.tbt)} ms is ${times(result.tbtRatio)} the anchor's (at most ${budgets.tbtOverAnchor}x)`,
    result.lcpRatio > budgets.lcpOverFloor &&
      `LCP is ${times(result.lcpRatio)} the floor's (at most ${budgets.lcpOverFloor}x)`,
    page.performance < anchor.median.performance &&
      `performance ${page.performance} < the anchor's ${anchor.median.performance}`,
    (page.cls ?? 0) > 0 && `CLS ${(page.cls ?? 0).toFixed(3)} > 0`,
    page.accessibility < 100 && `accessibility ${page.accessibility} < 100`,
    page.bestPractices < 100 && `best practices ${page.bestPractices} < 100`,
    page.seo < 100 && `SEO ${page.seo} < 100`,
    result.hasForm &&
      result.jsOverShell > budgets.formOverShellBytes &&
      `form page JS ${kib(result.jsOverShell)} KiB over the shell (at most 60)`,
  ];
  const shellMiss =
    shell.siteJs - shell.frameworkJs > budgets.shellOverFrameworkBytes &&
    `shell JS ${kib(shell.siteJs - shell.frameworkJs)} KiB over the framework (at most 15)`;
  return [...misses, result.path === "/" && shellMiss].filter((miss): miss is string => Boolean(miss));
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
const trio = (results: readonly Metrics[], pick: (metrics: Metrics) => string | number) =>
  results.map(pick).join(" / ");

/** The two markdown tables (Lighthouse, bytes) and the shell line, ready to paste into a closing note. */
export function markdownReport(results: readonly PageResult[], shell: Shell, { runs }: { runs: number }): string {
  const lighthouse = [
    `Lighthouse mobile (devtools throttling), medians of ${runs} run${runs === 1 ? "" : "s"}; site / anchor / floor from the same run.` +
      (runs < 3 ? " Fewer than 3 runs: a trial, not a result for the closing note." : ""),
    "",
    row(["page", "perf", "TBT ms", "TBT ÷ anchor", "LCP ms", "LCP ÷ floor", "CLS", "a11y / BP / SEO", "DOM nodes"]),
    row(["---", "---", "---", "---", "---", "---", "---", "---", "---"]),
    ...results.map((result) => {
      const all = [result.site.median, result.anchor.median, result.floor.median];
      return row([
        `\`${result.path}\``,
        trio(all, (m) => m.performance),
        trio(all, (m) => ms(m.tbt)),
        times(result.tbtRatio),
        trio(all, (m) => ms(m.lcp)),
        times(result.lcpRatio),
        (result.site.median.cls ?? 0).toFixed(3),
        `${result.site.median.accessibility} / ${result.site.median.bestPractices} / ${result.site.median.seo}`,
        `${ms(result.site.median.domSize)} / ${ms(result.anchor.median.domSize)}`,
      ]);
    }),
  ];
  const bytes = [
    "Bytes (site / anchor). JS: gzip KiB of the scripts the page loads. HTML: raw KB (inline RSC payload KB). " +
      "First visit: HTML and linked CSS, gzip KiB; repeat: the HTML alone (CSS and JS cached), gzip KiB; before: issue 31's baseline.",
    "",
    row([
      "page",
      "JS KiB",
      "JS over shell",
      "HTML raw KB (payload)",
      "first visit KiB (before)",
      "repeat visit KiB (before)",
    ]),
    row(["---", "---", "---", "---", "---", "---"]),
    ...results.map(({ path, weights: { site, anchor }, jsOverShell, baseline }) =>
      row([
        `\`${path}\``,
        `${kib(site.jsGzip)} / ${kib(anchor.jsGzip)}`,
        kib(jsOverShell),
        `${kb(site.htmlBytes)} (${kb(site.inlineJsBytes)}) / ${kb(anchor.htmlBytes)} (${kb(anchor.inlineJsBytes)})`,
        `${kib(site.firstVisitGzip)} / ${kib(anchor.firstVisitGzip)}` +
          (baseline ? ` (${kib(baseline.firstVisitGzip)})` : ""),
        `${kib(site.repeatVisitGzip)} / ${kib(anchor.repeatVisitGzip)}` +
          (baseline ? ` (${kib(baseline.repeatVisitGzip)})` : ""),
      ]),
    ),
    "",
    `Shell JS (scripts every page loads): ${kib(shell.siteJs)} KiB; framework (the anchor's): ${kib(shell.frameworkJs)} KiB; ` +
      `shell over framework: ${kib(shell.siteJs - shell.frameworkJs)} KiB (budget 15).`,
  ];
  return [...lighthouse, "", ...bytes].join("\n");
}

/**
 * How noisy the run was. The floor runs no script, so its TBT is the machine's
 * noise plus parsing, style and layout; and with more than one run, the spread
 * ((max - min) / median) of TBT and LCP of each variant.
 */
export function noiseReport(results: readonly PageResult[], runs: number): string {
  const spread = (summary: Summary, key: "tbt" | "lcp") => {
    const [mid, low, high] = [summary.median[key], summary.min[key], summary.max[key]];
    return mid && low !== null && high !== null ? `${(((high - low) / mid) * 100).toFixed(0)}%` : "-";
  };
  return results
    .map(
      ({ path, site, anchor, floor }) =>
        `${path}: floor TBT ${ms(floor.median.tbt)} ms (no scripts); Lighthouse CPU benchmark ${ms(site.median.benchmarkIndex)}` +
        (runs > 1
          ? `; TBT spread site ${spread(site, "tbt")}, anchor ${spread(anchor, "tbt")}, floor ${spread(floor, "tbt")}; ` +
            `LCP spread site ${spread(site, "lcp")}, anchor ${spread(anchor, "lcp")}, floor ${spread(floor, "lcp")}`
          : ""),
    )
    .join("\n");
}
