// Benchmark (not a test) of the exported site against what Next.js itself costs,
// all measured in one run (issue 12):
//   site   = out/, built now by `npm run build`;
//   anchor = a minimal Next export of each measured page's visible text with one
//            small client component, same next, react, next.config and fonts,
//            built now under bench-results/anchor (scripts/bench/anchor.ts);
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
//   BENCH_PORT=4602                   first of the ports for the site, anchor and floor servers
//   BENCH_ALSO=name=dir,name=dir      other exports measured in the same run, each with its own floor
//                                     (to decide between builds side by side; they are not rebuilt)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { builtAnchorTexts, buildAnchor, type PageText, readVisibleText, writeAnchor } from "./bench/anchor";
import { makeFloor } from "./bench/floor";
import { lighthouse } from "./bench/lighthouse";
import { anchorOutDir, floorDir, outDir, ports, resultsDir, root } from "./bench/paths";
import {
  type ByteBaseline,
  goalMisses,
  markdownReport,
  type Metrics,
  noiseReport,
  pageResult,
  summarize,
} from "./bench/report";
import { type Served, serve } from "./bench/servers";
import { fileForPath, htmlFiles, pathOfFile } from "./hosting/exported-pages";
import { chromiumHelp, findChromium } from "./support/chromium";
import { type PageWeight, scriptsGzip, weighPage } from "./support/page-weight";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const reuse = process.env.BENCH_REUSE === "1";
const traces = process.env.BENCH_TRACES === "1";
const measured = (
  process.env.BENCH_PAGES ?? "/,/services/student-visa,/destinations/germany,/programs,/signin,/careers/apply-now"
).split(",");
const baseline = (
  JSON.parse(readFileSync(path.join(root, "scripts/bench/baseline.json"), "utf8")) as {
    pages: Record<string, ByteBaseline>;
  }
).pages;
/** The exports measured: the site, then any others named in BENCH_ALSO, each with its own floor. */
const sites: { name: string; dir: string; floor: string }[] = [
  { name: "site", dir: outDir, floor: floorDir },
  ...(process.env.BENCH_ALSO ? process.env.BENCH_ALSO.split(",") : []).map((entry) => {
    const [name, dir] = entry.split("=");
    return { name, dir: path.resolve(dir), floor: path.join(resultsDir, `floor-${name}`) };
  }),
];

const chrome = findChromium();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}
const started = new Date();
const loadBefore = os.loadavg();
const step = (text: string) => console.log(`\n== ${text}`);
const round = (value: number | null) => (value === null ? "-" : Math.round(value));

// 1. The site, built now (unless reused).
if (!reuse || !existsSync(path.join(outDir, "index.html"))) {
  step("Building the site (npm run build)");
  if (spawnSync("nice", ["-n", "10", "npm", "run", "build"], { stdio: "inherit", cwd: root }).status !== 0) {
    process.exit(1);
  }
}
const missing = sites.flatMap(({ name, dir }) =>
  measured.filter((urlPath) => !fileForPath(dir, urlPath)).map((urlPath) => `${urlPath} (${name})`),
);
if (missing.length) {
  console.error(`Not in the export: ${missing.join(", ")}`);
  process.exit(1);
}

// 2. The floors, and the visible text the anchor renders, read from the site's.
for (const site of sites) makeFloor(site.dir, site.floor);
const floorServer = await serve(floorDir, ports.floor);
let texts: Record<string, PageText>;
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
const weighAll = (dir: string): Record<string, PageWeight> =>
  Object.fromEntries(htmlFiles(dir).map((file) => [pathOfFile(dir, file), weighPage(dir, file)]));
const weightsOf: Record<string, Record<string, PageWeight>> = Object.fromEntries(
  sites.map(({ name, dir }) => [name, weighAll(dir)]),
);
const siteWeights = weightsOf.site;
const anchorWeights = weighAll(anchorOutDir);
const commonScripts = (weights: Record<string, PageWeight>) =>
  Object.values(weights)
    .map((weight) => weight.scripts)
    .reduce((common, scripts) => common.filter((url) => scripts.includes(url)));
const shell = {
  siteJs: scriptsGzip(outDir, commonScripts(siteWeights)),
  frameworkJs: scriptsGzip(anchorOutDir, commonScripts(anchorWeights)),
};

// 5. Lighthouse: each site and its floor, and the anchor, in turn, run after run.
const servers: Served[] = [];
const variants: { variant: string; dir: string }[] = [
  ...sites.flatMap(({ name, dir, floor }) => [
    { variant: name, dir },
    { variant: name === "site" ? "floor" : `floor-${name}`, dir: floor },
  ]),
  { variant: "anchor", dir: anchorOutDir },
];
const samples: Record<string, Record<string, Metrics[]>> = Object.fromEntries(
  measured.map((urlPath) => [urlPath, Object.fromEntries(variants.map(({ variant }) => [variant, []]))]),
);
try {
  const urls: Record<string, string> = {};
  for (const [index, { variant, dir }] of variants.entries()) {
    servers.push(await serve(dir, ports.site + index));
    urls[variant] = servers[index].url;
  }
  step(`Lighthouse: ${measured.length} pages x ${runs} runs x ${variants.map(({ variant }) => variant).join(", ")}`);
  for (const urlPath of measured) {
    for (let run = 1; run <= runs; run += 1) {
      for (const { variant } of variants) {
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

// 6. The report, one per measured export.
const resultsOf = ({ name }: { name: string }) =>
  measured.map((urlPath) =>
    pageResult({
      path: urlPath,
      site: summarize(samples[urlPath][name]),
      anchor: summarize(samples[urlPath].anchor),
      floor: summarize(samples[urlPath][name === "site" ? "floor" : `floor-${name}`]),
      weights: { site: weightsOf[name][urlPath], anchor: anchorWeights[urlPath] },
      shell,
      hasForm: /<form\b/.test(readFileSync(fileForPath(outDir, urlPath) ?? "", "utf8")),
      baseline: baseline[urlPath],
    }),
  );
const results = resultsOf(sites[0]);
const loadAfter = os.loadavg();
step("Result");
console.log(`\n${markdownReport(results, shell, { runs })}\n`);
const misses = results.flatMap((result) => goalMisses(result, shell).map((miss) => `${result.path}: ${miss}`));
console.log(misses.length ? `\nGoals missed:\n  ${misses.join("\n  ")}` : "\nAll goals met.");
for (const other of sites.slice(1)) {
  const otherResults = resultsOf(other);
  console.log(`\n### ${other.name} (${path.relative(root, other.dir)}), same run\n`);
  console.log(`${markdownReport(otherResults, shell, { runs })}\n`);
  const otherMisses = otherResults.flatMap((result) =>
    goalMisses(result, shell).map((miss) => `${result.path}: ${miss}`),
  );
  console.log(otherMisses.length ? `Goals missed:\n  ${otherMisses.join("\n  ")}` : "All goals met.");
}
console.log(
  `Noise: load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after (${os.cpus().length} cores)`,
);
console.log(noiseReport(results, runs));

const version = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;
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

// 7. The lead receiver's throughput and latency (scripts/bench-receiver.ts).
spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench-receiver.ts")], {
  stdio: "inherit",
  cwd: root,
});
