// One Lighthouse run (mobile, devtools throttling: 4x CPU, slow 4G) in its own
// Chromium, as the issue measures. Each report is kept under
// bench-results/lighthouse/ (the last run of each page and variant), with its
// trace and DevTools log when traces are asked for.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { chromiumFlags } from "../support/chromium";
import { resultsDir, root } from "./paths";
import type { Metrics } from "./report";

const reportsDir = path.join(resultsDir, "lighthouse");

const reportName = (variant: string, urlPath: string) =>
  `${variant}-${urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "_")}`;

/** The parts of a Lighthouse report (JSON output) the bench reads. */
type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string };
};

/** The figures the bench reports from one Lighthouse report. */
export function metricsOf(report: LighthouseReport): Metrics {
  const score = (id: string) => Math.round((report.categories[id].score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? null;
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
    /** Lighthouse's measure of the CPU it ran on (higher is faster); it drops when the machine is busy. */
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/** Why a report has no usable figures (e.g. NO_TTI_CPU_IDLE_PERIOD on a machine too busy to go idle), or null. */
function failureOf(report: LighthouseReport): string | null {
  if (report.runtimeError) return report.runtimeError.code;
  if (report.categories.performance.score === null) {
    const failed = Object.values(report.audits).find((audit) => audit?.errorMessage);
    return failed?.errorMessage ?? "no performance score";
  }
  return null;
}

const attempts = 3;

/** chromeFlags: beside the usual ones (the trust of the HTTP/2 servers' certificate, servers.ts). */
export type LighthouseOptions = { variant: string; urlPath: string; traces?: boolean; chromeFlags?: string[] };

/**
 * Runs Lighthouse on url and returns metricsOf its report. A run without
 * figures is repeated (up to three attempts); then it throws, saying why.
 */
export function lighthouse(chrome: string, url: string, options: LighthouseOptions): Metrics {
  let failure: string | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const report = lighthouseReport(chrome, url, options);
    failure = failureOf(report);
    if (!failure) return metricsOf(report);
    console.warn(`lighthouse: no figures for ${url} (attempt ${attempt}): ${failure}`);
  }
  throw new Error(`lighthouse gave no figures for ${url} in ${attempts} attempts: ${failure}`);
}

function lighthouseReport(
  chrome: string,
  url: string,
  { variant, urlPath, traces = false, chromeFlags = [] }: LighthouseOptions,
): LighthouseReport {
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
      `--chrome-flags=--headless=new ${[...chromiumFlags, ...chromeFlags].join(" ")}`,
      ...(traces ? ["--save-assets"] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr}`);
  return JSON.parse(readFileSync(reportFile, "utf8")) as LighthouseReport;
}
