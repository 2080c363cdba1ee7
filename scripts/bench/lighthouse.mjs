// One Lighthouse run (mobile, devtools throttling: 4x CPU, slow 4G) in its own
// Chromium, as the issue measures. Each report is kept under
// bench-results/lighthouse/ (the last run of each page and variant), with its
// trace and DevTools log when traces are asked for.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { chromiumFlags } from "../lib/chromium.mjs";
import { resultsDir, root } from "./paths.mjs";

const reportsDir = path.join(resultsDir, "lighthouse");

const reportName = (variant, urlPath) =>
  `${variant}-${urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "_")}`;

/** The figures the bench reports from one Lighthouse report. */
export function metricsOf(report) {
  const score = (id) => Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndex: metric("speed-index"),
    /** Main-thread time in ms (all work: script, style, layout, parsing). */
    mainThread: metric("mainthread-work-breakdown"),
    /** Script evaluation, parse and compile in ms. */
    bootup: metric("bootup-time"),
    domSize: metric("dom-size"),
  };
}

/** Runs Lighthouse on url and returns metricsOf its report; throws when Lighthouse fails. */
export function lighthouse(chrome, url, { variant, urlPath, traces = false }) {
  mkdirSync(reportsDir, { recursive: true });
  const reportFile = path.join(reportsDir, `${reportName(variant, urlPath)}.json`);
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
      ...(traces ? ["--save-assets"] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  return metricsOf(JSON.parse(readFileSync(reportFile, "utf8")));
}
