#!/usr/bin/env node
// Benchmark of the exported site (not a test): the JS and HTML every page makes
// a visitor download, and Lighthouse (mobile, devtools throttling, medians of a
// few runs) on representative pages side by side with each page's floor: the
// same HTML with every script removed, served by the same server.
//   npm run bench                 (BENCH_RUNS=3 by default; BENCH_PAGES=/,/programs to choose pages)
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createJiti } from "jiti";

import { chromiumFlags, chromiumHelp, findChromium } from "./lib/chromium.mjs";
import { weighPage } from "./lib/page-weight.mjs";

// lib/hosting is TypeScript: jiti loads it, as in scripts/postbuild.mjs.
const { fileForPath, htmlFiles, pathOfFile } = await createJiti(import.meta.url).import(
  "../lib/hosting/exported-pages.ts",
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "out");
const resultsDir = path.join(root, "bench-results");
const floorDir = path.join(resultsDir, "floor");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const representative = (
  process.env.BENCH_PAGES ??
  "/,/services/student-visa,/destinations/germany,/programs,/get-in-touch,/careers/openings,/about/our-team"
)
  .split(",")
  .filter((urlPath) => fileForPath(outDir, urlPath));

if (!existsSync(path.join(outDir, "index.html"))) {
  console.log("No export found: building first.");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root }).status !== 0) process.exit(1);
}
const chrome = findChromium();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

// 1. Weight of every page.
const pages = htmlFiles(outDir).map((file) => ({ path: pathOfFile(outDir, file), ...weighPage(outDir, file) }));
console.log("\nPage weight (gzip unless noted)\n");
console.log(
  `${"page".padEnd(36)} ${"JS KiB".padStart(8)} ${"inline JS".padStart(10)} ${"HTML KiB".padStart(9)} ${"HTML raw".padStart(9)}`,
);
for (const page of pages) {
  console.log(
    `${page.path.padEnd(36)} ${kib(page.jsGzip).padStart(8)} ${kib(page.inlineJsGzip).padStart(10)} ${kib(page.htmlGzip).padStart(9)} ${kib(page.htmlBytes).padStart(9)}`,
  );
}

// 2. The floor: every page without its scripts (styles are already inlined by the build).
rmSync(floorDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
cpSync(outDir, floorDir, { recursive: true });
for (const file of htmlFiles(floorDir)) {
  const html = readFileSync(file, "utf8")
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "");
  writeFileSync(file, html);
}

function serve(dir, port) {
  const server = spawn(process.execPath, [path.join(root, "scripts/serve-out.mjs")], {
    env: { ...process.env, OUT_DIR: dir, PORT: String(port) },
    stdio: "ignore",
  });
  return server;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

function lighthouse(url) {
  const reportFile = path.join(resultsDir, "lighthouse.json");
  const result = spawnSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${reportFile}`,
      "--throttling-method=devtools",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new ${chromiumFlags.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcp: metric("first-contentful-paint"),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function medianOf(samples) {
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

// 3. Lighthouse, page and floor, interleaved so machine noise hits both alike.
const sitePort = 4810;
const floorPort = 4811;
const servers = [serve(outDir, sitePort), serve(floorDir, floorPort)];
const results = [];
try {
  await waitFor(`http://127.0.0.1:${sitePort}/`);
  await waitFor(`http://127.0.0.1:${floorPort}/`);
  console.log(`\nLighthouse (mobile, devtools throttling, median of ${runs} runs) on ${representative.length} pages\n`);
  for (const urlPath of representative) {
    const pageSamples = [];
    const floorSamples = [];
    for (let run = 0; run < runs; run += 1) {
      pageSamples.push(lighthouse(`http://127.0.0.1:${sitePort}${urlPath}`));
      floorSamples.push(lighthouse(`http://127.0.0.1:${floorPort}${urlPath}`));
    }
    const page = medianOf(pageSamples);
    const floor = medianOf(floorSamples);
    results.push({ path: urlPath, page, floor, lcpRatio: page.lcp / floor.lcp });
    const weight = pages.find((entry) => entry.path === urlPath);
    console.log(
      `${urlPath.padEnd(28)} perf ${page.performance} a11y ${page.accessibility} bp ${page.bestPractices} seo ${page.seo}` +
        ` | LCP ${page.lcp.toFixed(0)} ms (floor ${floor.lcp.toFixed(0)} ms, ${(page.lcp / floor.lcp).toFixed(2)}x)` +
        ` TBT ${page.tbt.toFixed(0)} ms CLS ${page.cls.toFixed(3)} | JS ${kib(weight?.jsGzip ?? 0)} KiB`,
    );
  }
} finally {
  for (const server of servers) server.kill();
}

// 4. Against the goals.
const misses = results.flatMap(({ path: urlPath, page, lcpRatio }) =>
  [
    page.performance < 99 && `performance ${page.performance} < 99`,
    page.accessibility < 100 && `accessibility ${page.accessibility} < 100`,
    page.bestPractices < 100 && `best practices ${page.bestPractices} < 100`,
    page.seo < 100 && `SEO ${page.seo} < 100`,
    page.tbt > 100 && `TBT ${page.tbt.toFixed(0)} ms > 100 ms`,
    page.cls > 0 && `CLS ${page.cls.toFixed(3)} > 0`,
    lcpRatio > 1.1 && `LCP ${lcpRatio.toFixed(2)}x the floor > 1.10x`,
  ]
    .filter(Boolean)
    .map((miss) => `${urlPath}: ${miss}`),
);
writeFileSync(path.join(resultsDir, "summary.json"), JSON.stringify({ pages, lighthouse: results }, null, 2));
console.log(misses.length ? `\nGoals missed:\n  ${misses.join("\n  ")}` : "\nAll Lighthouse goals met.");
console.log(`Details: ${path.relative(root, path.join(resultsDir, "summary.json"))}`);

// 5. The lead receiver's throughput and latency (scripts/bench-receiver.mjs).
spawnSync(process.execPath, [path.join(root, "scripts/bench-receiver.mjs")], { stdio: "inherit", cwd: root });
