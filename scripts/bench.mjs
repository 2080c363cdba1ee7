#!/usr/bin/env node
// Benchmark (not a test) of the exported site against what Next.js itself costs,
// all measured in one run (issue 12):
//   site   = out/, built now by `npm run build`;
//   anchor = a minimal Next export of each measured page's visible text with one
//            small client component, same next, react, next.config and fonts,
//            built now under bench-results/anchor (scripts/bench/anchor.mjs);
//   floor  = the site's HTML with its scripts removed.
// Lighthouse (mobile, devtools throttling) runs site, anchor, floor in turn for
// every run of every page, so machine noise hits all three alike. Prints markdown
// tables for a closing note and writes JSON to bench-results/.
//
//   npm run bench
//   BENCH_RUNS=3                      runs per page and variant (medians; default 3)
//   BENCH_PAGES=/,/signin             pages to measure (default: the six)
//   BENCH_REUSE=1                     reuse out/ and the anchor when they exist (no builds)
//   BENCH_TRACES=1                    keep Lighthouse traces beside the reports (bench-results/lighthouse)
//   BENCH_PORT=4602                   first of three ports for the site, anchor and floor servers
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { chromiumHelp, findChromium } from "./lib/chromium.mjs";
import { scriptsGzip, weighPage } from "./lib/page-weight.mjs";
import { builtAnchorTexts, buildAnchor, readVisibleText, writeAnchor } from "./bench/anchor.mjs";
import { fileForPath, htmlFiles, pathOfFile } from "./bench/exported-pages.mjs";
import { makeFloor } from "./bench/floor.mjs";
import { lighthouse } from "./bench/lighthouse.mjs";
import { anchorOutDir, floorDir, outDir, ports, resultsDir, root } from "./bench/paths.mjs";
import { goalMisses, markdownReport, noiseReport, pageResult, summarize } from "./bench/report.mjs";
import { serve } from "./bench/servers.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const reuse = process.env.BENCH_REUSE === "1";
const traces = process.env.BENCH_TRACES === "1";
const measured = (
  process.env.BENCH_PAGES ?? "/,/services/student-visa,/destinations/germany,/programs,/signin,/careers/apply-now"
).split(",");
const baseline = JSON.parse(readFileSync(path.join(root, "scripts/bench/baseline.json"), "utf8")).htmlKB;

const chrome = findChromium();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}
const started = new Date();
const loadBefore = os.loadavg();
const step = (text) => console.log(`\n== ${text}`);
const round = (value) => (value === null ? "-" : Math.round(value));

// 1. The site, built now (unless reused).
if (!reuse || !existsSync(path.join(outDir, "index.html"))) {
  step("Building the site (npm run build)");
  if (spawnSync("nice", ["-n", "10", "npm", "run", "build"], { stdio: "inherit", cwd: root }).status !== 0) {
    process.exit(1);
  }
}
const missing = measured.filter((urlPath) => !fileForPath(outDir, urlPath));
if (missing.length) {
  console.error(`Not in the export: ${missing.join(", ")}`);
  process.exit(1);
}

// 2. The floor, and the visible text the anchor renders, read from it.
makeFloor(outDir, floorDir);
const floorServer = await serve(floorDir, ports.floor);
let texts;
try {
  texts = await readVisibleText(chrome, floorServer.url, measured);
} finally {
  floorServer.stop();
}

// 3. The anchor, built now (unless reused with the same texts).
const built = reuse ? builtAnchorTexts(measured) : null;
if (!built || JSON.stringify(built) !== JSON.stringify(texts)) {
  step("Building the anchor (bench-results/anchor)");
  writeAnchor(texts);
  buildAnchor();
}

// 4. Bytes: every page of both exports; the shell is what every site page loads, the framework what every anchor page does.
const weighAll = (dir) =>
  Object.fromEntries(htmlFiles(dir).map((file) => [pathOfFile(dir, file), weighPage(dir, file)]));
const siteWeights = weighAll(outDir);
const anchorWeights = weighAll(anchorOutDir);
const commonScripts = (weights) =>
  Object.values(weights)
    .map((weight) => weight.scripts)
    .reduce((common, scripts) => common.filter((url) => scripts.includes(url)));
const shell = {
  siteJs: scriptsGzip(outDir, commonScripts(siteWeights)),
  frameworkJs: scriptsGzip(anchorOutDir, commonScripts(anchorWeights)),
};

// 5. Lighthouse: site, anchor and floor in turn, run after run.
const servers = [];
const samples = Object.fromEntries(measured.map((urlPath) => [urlPath, { site: [], anchor: [], floor: [] }]));
try {
  const urls = {
    site: (servers[0] = await serve(outDir, ports.site)).url,
    anchor: (servers[1] = await serve(anchorOutDir, ports.anchor)).url,
    floor: (servers[2] = await serve(floorDir, ports.floor)).url,
  };
  step(`Lighthouse: ${measured.length} pages x ${runs} runs x site, anchor, floor`);
  for (const urlPath of measured) {
    for (let run = 1; run <= runs; run += 1) {
      for (const variant of ["site", "anchor", "floor"]) {
        const metrics = lighthouse(chrome, urls[variant] + urlPath, { variant, urlPath, traces });
        samples[urlPath][variant].push(metrics);
        console.log(
          `${urlPath} run ${run} ${variant.padEnd(6)} perf ${metrics.performance} TBT ${round(metrics.tbt)} ms LCP ${round(metrics.lcp)} ms (CPU benchmark ${round(metrics.benchmarkIndex)})`,
        );
      }
    }
  }
} finally {
  for (const server of servers) server?.stop();
}

// 6. The report.
const results = measured.map((urlPath) =>
  pageResult({
    path: urlPath,
    site: summarize(samples[urlPath].site),
    anchor: summarize(samples[urlPath].anchor),
    floor: summarize(samples[urlPath].floor),
    weights: { site: siteWeights[urlPath], anchor: anchorWeights[urlPath] },
    shell,
    hasForm: /<form\b/.test(readFileSync(fileForPath(outDir, urlPath), "utf8")),
    baselineHtmlKB: baseline[urlPath],
  }),
);
const loadAfter = os.loadavg();
step("Result");
console.log(`\n${markdownReport(results, shell, { runs })}\n`);
console.log(
  `Noise: load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after (${os.cpus().length} cores)`,
);
console.log(noiseReport(results, runs));
const misses = results.flatMap((result) => goalMisses(result, shell).map((miss) => `${result.path}: ${miss}`));
console.log(misses.length ? `\nGoals missed:\n  ${misses.join("\n  ")}` : "\nAll goals met.");

const version = (name) =>
  JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version;
const summary = {
  started: started.toISOString(),
  commit: spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
  versions: { next: version("next"), react: version("react"), lighthouse: version("lighthouse") },
  machine: { cores: os.cpus().length, loadBefore, loadAfter },
  runs,
  shell,
  results,
  samples,
  misses,
  pages: siteWeights,
  anchorPages: anchorWeights,
};
mkdirSync(resultsDir, { recursive: true });
const jsonFile = path.join(resultsDir, `bench-${started.toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(jsonFile, JSON.stringify(summary, null, 2));
writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(summary, null, 2));
console.log(`Details: ${path.relative(root, jsonFile)} (and bench-results/latest.json)`);

// 7. The lead receiver's throughput and latency (scripts/bench-receiver.mjs).
spawnSync(process.execPath, [path.join(root, "scripts/bench-receiver.mjs")], { stdio: "inherit", cwd: root });
