// Benchmark (not a test) of the exported site against what Next.js itself costs,
// all measured in one run (issue 12):
//   site   = out/, built now by `npm run build`;
//   anchor = a minimal Next export of each measured page's visible text with one
//            small client component, same next, react, next.config and fonts,
//            built now under bench-results/anchor (scripts/bench/anchor.ts);
//   floor  = the site's HTML with its scripts removed and its stylesheet inlined
//            (scripts/bench/floor.ts): what the content alone costs.
// Each is served over HTTP/1.1 (scripts/serve-out.ts) and over HTTP/2 with TLS
// (nginx, scripts/bench/servers.ts). Lighthouse (mobile, devtools throttling)
// runs site, floor, anchor in turn, over each protocol, for every run of every
// page, so machine noise hits all of them alike. Prints markdown tables for a
// closing note and writes JSON to bench-results/.
//
//   npm run bench
//   BENCH_RUNS=3                      runs per page and variant (medians; default 3)
//   BENCH_PAGES=/,/signin             pages to measure (default: issue 47's seven)
//   BENCH_PROTOCOLS=http1,h2          the protocols to serve them over (default: both)
//   BENCH_REUSE=1                     reuse out/ and the anchor when they exist (no builds)
//   BENCH_TRACES=1                    keep Lighthouse traces beside the reports (bench-results/lighthouse)
//   BENCH_PORT=4602                   first of the ports for the servers (one per export and protocol)
//   BENCH_ALSO=name=dir,name=dir      other exports measured in the same run, each with its own floor
//                                     (to decide between builds side by side; they are not rebuilt)
//   BENCH_DEVICE_FONTS=none           Chromium without the Gujarati and Hindi system fonts a phone has
//                                     (default android: scripts/bench/device-fonts.ts)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { builtAnchorTexts, buildAnchor, type PageText, readVisibleText, writeAnchor } from "./bench/anchor";
import { androidFontsEnv } from "./bench/device-fonts";
import { makeFloor } from "./bench/floor";
import { lighthouse } from "./bench/lighthouse";
import { anchorOutDir, floorDir, measuredPages, outDir, ports, resultsDir, root } from "./bench/paths";
import {
  type ByteBaseline,
  goalMisses,
  markdownReport,
  type Metrics,
  noiseReport,
  pageResult,
  summarize,
} from "./bench/report";
import { type Served, serve, serveHttp2, trustBenchCertificate } from "./bench/servers";
import { fileForPath, htmlFiles, pathOfFile } from "./hosting/exported-pages";
import { chromiumHelp, findChromium } from "./support/chromium";
import { type PageWeight, scriptsGzip, weighPage } from "./support/page-weight";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const reuse = process.env.BENCH_REUSE === "1";
const traces = process.env.BENCH_TRACES === "1";
const measured = measuredPages;
/** How the exports are served: the plain HTTP/1.1 server, and HTTP/2 with TLS as nginx serves the site. */
const protocolNames = { http1: "HTTP/1.1 (scripts/serve-out.ts)", h2: "HTTP/2 with TLS (nginx)" } as const;
type Protocol = keyof typeof protocolNames;
const protocols = (process.env.BENCH_PROTOCOLS ?? "http1,h2").split(",") as Protocol[];
const unknownProtocol = protocols.find((protocol) => !(protocol in protocolNames));
if (unknownProtocol) {
  console.error(`BENCH_PROTOCOLS: "${unknownProtocol}" is not one of ${Object.keys(protocolNames).join(", ")}`);
  process.exit(1);
}
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

const deviceFontProfiles = {
  android: "Android's Noto Sans Gujarati and Devanagari as system fonts",
  none: "no Gujarati or Hindi system font",
} as const;
const deviceFonts = (process.env.BENCH_DEVICE_FONTS ?? "android") as keyof typeof deviceFontProfiles;
if (!(deviceFonts in deviceFontProfiles)) {
  console.error(`BENCH_DEVICE_FONTS: "${deviceFonts}" is not one of ${Object.keys(deviceFontProfiles).join(", ")}`);
  process.exit(1);
}

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
const emptySamples = (): Record<string, Record<string, Metrics[]>> =>
  Object.fromEntries(
    measured.map((urlPath) => [urlPath, Object.fromEntries(variants.map(({ variant }) => [variant, []]))]),
  );
const samples = { http1: emptySamples(), h2: emptySamples() };
try {
  const urls = {} as Record<Protocol, Record<string, string>>;
  for (const [protocolIndex, protocol] of protocols.entries()) {
    urls[protocol] = {};
    for (const [index, { variant, dir }] of variants.entries()) {
      const port = ports.site + protocolIndex * variants.length + index;
      const server = protocol === "h2" ? await serveHttp2(dir, port) : await serve(dir, port);
      servers.push(server);
      urls[protocol][variant] = server.url;
    }
  }
  // Lighthouse's Chromium inherits this process's environment.
  if (deviceFonts === "android") Object.assign(process.env, await androidFontsEnv());
  step(
    `Lighthouse: ${measured.length} pages x ${runs} runs x ${protocols.join(", ")} x ${variants.map(({ variant }) => variant).join(", ")}; ${deviceFontProfiles[deviceFonts]}`,
  );
  for (const urlPath of measured) {
    for (let run = 1; run <= runs; run += 1) {
      for (const protocol of protocols) {
        for (const { variant } of variants) {
          const metrics = lighthouse(chrome, urls[protocol][variant] + urlPath, {
            variant: `${protocol}-${variant}`,
            urlPath,
            traces,
            chromeFlags: protocol === "h2" ? [trustBenchCertificate()] : [],
          });
          samples[protocol][urlPath][variant].push(metrics);
          console.log(
            `${urlPath} run ${run} ${protocol.padEnd(5)} ${variant.padEnd(6)} perf ${metrics.performance} TBT ${round(metrics.tbt)} ms LCP ${round(metrics.lcp)} ms (CPU benchmark ${round(metrics.benchmarkIndex)})`,
          );
        }
      }
    }
  }
} finally {
  for (const server of servers) server.stop();
}

// 6. The report: one per protocol and measured export.
const resultsOf = ({ name }: { name: string }, protocol: Protocol) =>
  measured.map((urlPath) =>
    pageResult({
      path: urlPath,
      site: summarize(samples[protocol][urlPath][name]),
      anchor: summarize(samples[protocol][urlPath].anchor),
      floor: summarize(samples[protocol][urlPath][name === "site" ? "floor" : `floor-${name}`]),
      weights: { site: weightsOf[name][urlPath], anchor: anchorWeights[urlPath] },
      shell,
      hasForm: /<form\b/.test(readFileSync(fileForPath(outDir, urlPath) ?? "", "utf8")),
      baseline: baseline[urlPath],
    }),
  );
const loadAfter = os.loadavg();
step("Result");
const results = {} as Record<Protocol, ReturnType<typeof resultsOf>>;
const misses: string[] = [];
for (const protocol of protocols) {
  for (const site of sites) {
    const siteResults = resultsOf(site, protocol);
    if (site.name === "site") results[protocol] = siteResults;
    const label = site.name === "site" ? "" : ` · ${site.name} (${path.relative(root, site.dir)}), same run`;
    console.log(
      `\n### ${protocolNames[protocol]}${label}; ${deviceFontProfiles[deviceFonts]}\n\n${markdownReport(siteResults, shell, { runs })}\n`,
    );
    const siteMisses = siteResults.flatMap((result) =>
      goalMisses(result, shell).map((miss) => `${protocol} ${result.path}: ${miss}`),
    );
    console.log(siteMisses.length ? `Goals missed:\n  ${siteMisses.join("\n  ")}` : "All goals met.");
    if (site.name === "site") misses.push(...siteMisses);
  }
}
console.log(
  `\nNoise: load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after (${os.cpus().length} cores)`,
);
for (const protocol of protocols) console.log(`${protocolNames[protocol]}:\n${noiseReport(results[protocol], runs)}`);

const version = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;
const summary = {
  started: started.toISOString(),
  commit: spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
  versions: { next: version("next"), react: version("react"), lighthouse: version("lighthouse") },
  machine: { cores: os.cpus().length, loadBefore, loadAfter },
  runs,
  deviceFonts,
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
