// What the bench concludes from its samples: medians, the ratios the issue's
// goals are stated in, the markdown tables for a closing note, and the goals
// each page misses. Pure functions of the measurements.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Per metric: the median of the runs, and their spread (min, max) to judge the noise. */
export function summarize(samples) {
  const keys = Object.keys(samples[0]);
  const of = (key) => samples.map((sample) => sample[key]).filter((value) => value !== null);
  return {
    median: Object.fromEntries(keys.map((key) => [key, of(key).length ? median(of(key)) : null])),
    min: Object.fromEntries(keys.map((key) => [key, of(key).length ? Math.min(...of(key)) : null])),
    max: Object.fromEntries(keys.map((key) => [key, of(key).length ? Math.max(...of(key)) : null])),
  };
}

const KiB = 1024;
const KB = 1000;
const kib = (bytes) => (bytes / KiB).toFixed(1);
const kb = (bytes) => (bytes / KB).toFixed(0);
const ms = (value) => (value === null ? "-" : value.toFixed(0));
const ratio = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "inf");

/**
 * The goals (issue 12, "Done when"), checked per page. The HTML
 * baseline is the table of raw HTML before the work (KB = 1000 bytes).
 */
export const budgets = {
  tbtOverAnchor: 1.15,
  lcpOverFloor: 1.1,
  shellOverFrameworkBytes: 15 * KiB,
  formOverShellBytes: 60 * KiB,
  htmlShareOfBaseline: 0.5,
};

/**
 * One page's row: Lighthouse medians of site, anchor and floor, and the bytes.
 * `weights` = { site, anchor } page weights; `shell` = { siteJs, frameworkJs }.
 */
export function pageResult({ path, site, anchor, floor, weights, shell, hasForm, baselineHtmlKB }) {
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
    baselineHtmlKB,
  };
}

export function goalMisses(result, shell) {
  const { site, anchor } = result;
  const page = site.median;
  const misses = [
    result.tbtRatio > budgets.tbtOverAnchor &&
      `TBT ${ms(page.tbt)} ms is ${times(result.tbtRatio)} the anchor's (at most ${budgets.tbtOverAnchor}x)`,
    result.lcpRatio > budgets.lcpOverFloor &&
      `LCP is ${times(result.lcpRatio)} the floor's (at most ${budgets.lcpOverFloor}x)`,
    page.performance < anchor.median.performance &&
      `performance ${page.performance} < the anchor's ${anchor.median.performance}`,
    page.cls > 0 && `CLS ${page.cls.toFixed(3)} > 0`,
    page.accessibility < 100 && `accessibility ${page.accessibility} < 100`,
    page.bestPractices < 100 && `best practices ${page.bestPractices} < 100`,
    page.seo < 100 && `SEO ${page.seo} < 100`,
    result.baselineHtmlKB &&
      result.weights.site.htmlBytes > budgets.htmlShareOfBaseline * result.baselineHtmlKB * KB &&
      `raw HTML ${kb(result.weights.site.htmlBytes)} KB > half of ${result.baselineHtmlKB} KB`,
    result.hasForm &&
      result.jsOverShell > budgets.formOverShellBytes &&
      `form page JS ${kib(result.jsOverShell)} KiB over the shell (at most 60)`,
  ];
  const shellMiss =
    shell.siteJs - shell.frameworkJs > budgets.shellOverFrameworkBytes &&
    `shell JS ${kib(shell.siteJs - shell.frameworkJs)} KiB over the framework (at most 15)`;
  return [...misses, result.path === "/" && shellMiss].filter(Boolean);
}

const row = (cells) => `| ${cells.join(" | ")} |`;
const trio = (results, pick) => results.map(pick).join(" / ");

/** The two markdown tables (Lighthouse, bytes) and the shell line, ready to paste into a closing note. */
export function markdownReport(results, shell, { runs }) {
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
        result.site.median.cls.toFixed(3),
        `${result.site.median.accessibility} / ${result.site.median.bestPractices} / ${result.site.median.seo}`,
        `${ms(result.site.median.domSize)} / ${ms(result.anchor.median.domSize)}`,
      ]);
    }),
  ];
  const bytes = [
    "Bytes (site / anchor). JS: gzip KiB of the scripts the page loads. HTML: raw KB (inline RSC payload KB), gzip KiB.",
    "",
    row(["page", "JS KiB", "JS over shell", "HTML raw KB (payload)", "HTML gzip KiB", "CSS copies"]),
    row(["---", "---", "---", "---", "---", "---"]),
    ...results.map(({ path, weights: { site, anchor }, jsOverShell, baselineHtmlKB }) =>
      row([
        `\`${path}\``,
        `${kib(site.jsGzip)} / ${kib(anchor.jsGzip)}`,
        kib(jsOverShell),
        `${kb(site.htmlBytes)} (${kb(site.inlineJsBytes)}) / ${kb(anchor.htmlBytes)} (${kb(anchor.inlineJsBytes)})` +
          (baselineHtmlKB ? `, was ${baselineHtmlKB}` : ""),
        `${kib(site.htmlGzip)} / ${kib(anchor.htmlGzip)}`,
        `${site.cssCopies} / ${anchor.cssCopies}`,
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
export function noiseReport(results, runs) {
  const spread = (summary, key) =>
    summary.median[key] ? `${(((summary.max[key] - summary.min[key]) / summary.median[key]) * 100).toFixed(0)}%` : "-";
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
