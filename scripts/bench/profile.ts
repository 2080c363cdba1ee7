// Where the main thread's time goes, site against anchor (issue 12: profile
// before changing). Builds both with source maps (BENCH_SOURCE_MAPS=1) into
// bench-results/profile/, leaving out/ as it was; then, for each page, loads
// site and anchor in turn in Chromium with Lighthouse's mobile throttling
// (4x CPU, slow 4G) under a Chrome trace with the V8 sampling profiler, and
// reports per page:
//   - the long tasks (over 50 ms) and, inside each, whose time it was: React DOM
//     (hydration), the flight client (parsing the RSC payload), the Next.js
//     runtime, our own code, libraries, and the browser's own work (HTML
//     parsing, style recalculation, layout, compiling, garbage collection);
//   - the DOM size, and the page's bytes by kind (page-anatomy.ts).
//
//   npm run bench:profile                 (PROFILE_RUNS=3, PROFILE_PAGES=/,/destinations/germany)
//   BENCH_REUSE=1 npm run bench:profile   (reuse the builds in bench-results/profile/)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { type Browser, chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";

import { fileForPath } from "../hosting/exported-pages";
import { chromiumFlags, chromiumHelp, findChromium } from "../support/chromium";
import { buildAnchor, readVisibleText, writeAnchor } from "./anchor";
import { makeFloor } from "./floor";
import { type PageAnatomy, pageAnatomy } from "./page-anatomy";
import { anchorOutDir, floorDir, outDir, ports, resultsDir, root } from "./paths";
import { median } from "./report";
import { serve } from "./servers";

type Variant = "site" | "anchor";
/** A Chrome trace event: the fields this profile reads. */
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    beginData?: { url?: string };
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Owners = Record<string, number>;
type LongTask = { start: number; end: number; ms: number; cpuMs: number; owners: Owners };
type LoadResult = {
  domNodes: number;
  cpuByKind: Record<string, number>;
  longTasks: { ms: number; cpuMs: number; at: number; owners: Owners }[];
  blockingMs: number;
};

const runs = Number(process.env.PROFILE_RUNS ?? 3);
const measured = (process.env.PROFILE_PAGES ?? "/,/destinations/germany").split(",");
const reuse = process.env.BENCH_REUSE === "1";
const profileDir = path.join(resultsDir, "profile");
const exports: Record<Variant, string> = {
  site: path.join(profileDir, "site"),
  anchor: path.join(profileDir, "anchor"),
};

const chrome = findChromium() ?? "";
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}

/** Lighthouse's mobile settings (devtools throttling): a Moto G Power screen, 4x CPU, 150 ms RTT and 1.6 Mbps down. */
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const network = { offline: false, latency: 562.5, downloadThroughput: 188743, uploadThroughput: 86400 };
const cpuSlowdown = 4;

// 1. Builds with source maps, moved aside so out/ stays the developer's own build.
function buildSite() {
  const kept = path.join(profileDir, "out-kept");
  rmSync(kept, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, kept);
  try {
    const build = spawnSync("nice", ["-n", "10", "npm", "run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BENCH_SOURCE_MAPS: "1" },
    });
    if (build.status !== 0) throw new Error("site build failed");
    rmSync(exports.site, { recursive: true, force: true });
    renameSync(outDir, exports.site);
  } finally {
    if (existsSync(kept)) renameSync(kept, outDir);
  }
}

async function buildProfiledAnchor() {
  makeFloor(exports.site, floorDir);
  const floorServer = await serve(floorDir, ports.floor);
  try {
    writeAnchor(await readVisibleText(chrome, floorServer.url, measured));
  } finally {
    floorServer.stop();
  }
  buildAnchor({ BENCH_SOURCE_MAPS: "1" });
  rmSync(exports.anchor, { recursive: true, force: true });
  renameSync(anchorOutDir, exports.anchor);
}

mkdirSync(profileDir, { recursive: true });
if (!reuse || !existsSync(exports.site)) {
  console.log("== Building the site with source maps");
  buildSite();
}
// A reused anchor must have every measured page: one built for other pages would serve its 404 page.
const anchorHasPages = () => measured.every((urlPath) => fileForPath(exports.anchor, urlPath));
if (!reuse || !anchorHasPages()) {
  console.log("== Building the anchor with source maps");
  await buildProfiledAnchor();
}

// 2. Whose code a sampled frame is, from its script's source map.
const consumers = new Map<string, SourceMapConsumer | null>();
function sourceOf(dir: string, url: string, line: number, column: number): string | null {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith("/_next/")) return null;
  if (!consumers.has(pathname)) {
    // The script's last line names its map.
    const script = path.join(dir, pathname);
    const mapName = existsSync(script) && /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(script, "utf8"))?.[1];
    const mapFile = mapName ? path.join(path.dirname(script), mapName) : null;
    consumers.set(
      pathname,
      mapFile && existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8"))) : null,
    );
  }
  const consumer = consumers.get(pathname);
  return consumer?.originalPositionFor({ line: line + 1, column }).source ?? null;
}

/** The owner of a sampled JS frame: by its original source file, or by V8's name for native work. */
function ownerOf(source: string | null, frame: CallFrame): string | null {
  if (frame.functionName === "(garbage collector)") return "gc";
  // Native work (parsing, style, layout, paint) is counted from its trace events instead.
  if (["(idle)", "(root)", "(program)"].includes(frame.functionName)) return null;
  if (!frame.url) return "native";
  if (!source) return new URL(frame.url).pathname.startsWith("/_next/") ? "unmapped" : "inline scripts";
  // The bundler's runtime evaluating the modules of each chunk as it arrives.
  if (/webpack\/(bootstrap|runtime)/.test(source)) return "module init";
  if (/react-dom/.test(source)) return "react-dom";
  if (/react-server-dom/.test(source)) return "flight client";
  if (/compiled\/(react|scheduler)\//.test(source)) return "react";
  if (/node_modules\/next\/|\/next\/dist\//.test(source)) return "next";
  if (/node_modules\//.test(source)) return "libraries";
  return "our code";
}

// 3. One traced page load.
const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
  "toplevel",
  "loading",
  "blink.user_timing",
];
/** Browser work inside tasks, by trace event name (V8's own parse/compile and GC included). */
const browserWork: Record<string, string> = {
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style recalc",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "V8.CompileCode": "compile",
  MinorGC: "gc",
  MajorGC: "gc",
};

/** Main-thread work by kind over the whole load, as thread (CPU) time, so a busy machine's waiting is left out. */
const cpuKinds: Record<string, string> = {
  ...browserWork,
  EvaluateScript: "script",
  FunctionCall: "script",
  RunMicrotasks: "script",
  TimerFire: "script",
};
function cpuByKind(events: readonly TraceEvent[]): Record<string, number> {
  const outermost = events
    .filter((event) => event.ph === "X" && cpuKinds[event.name])
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals: Record<string, number> = {};
  let coveredUntil = 0;
  for (const event of outermost) {
    if (event.ts < coveredUntil) continue; // nested in an event already counted (e.g. a layout forced by a script)
    coveredUntil = event.ts + (event.dur ?? 0);
    const kind = cpuKinds[event.name];
    totals[kind] = (totals[kind] ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000;
  }
  return totals;
}

async function tracedLoad(browser: Browser, dir: string, url: string, traceFile: string): Promise<LoadResult> {
  const context = await browser.newContext(mobile);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: traceCategories });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  const traceBuffer = await browser.stopTracing();
  writeFileSync(traceFile, traceBuffer);
  const trace = JSON.parse(traceBuffer.toString("utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  await context.close();
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  return { domNodes, ...analyseTrace(events, dir, url) };
}

function analyseTrace(events: readonly TraceEvent[], dir: string, url: string): Omit<LoadResult, "domNodes"> {
  // The renderer that parsed the page (headless Chromium runs others, such as its own UI's).
  const parsed = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  if (!parsed) throw new Error(`no renderer parsed ${url} in the trace`);
  const { pid, tid } = parsed;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  // Tasks from the page's first parse on (before it, the renderer was still on about:blank).
  const tasks = onMain.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && event.ts + (event.dur ?? 0) > parsed.ts,
  );
  const longTasks: LongTask[] = tasks
    .filter((task) => (task.dur ?? 0) > 50_000)
    .map((task) => {
      const dur = task.dur ?? 0;
      return {
        start: task.ts,
        end: task.ts + dur,
        ms: dur / 1000,
        // Thread time: what the task really ran, without the time the busy machine kept it waiting.
        cpuMs: (task.tdur ?? dur) / 1000,
        owners: {},
      };
    });
  const taskAt = (ts: number) => longTasks.find((task) => ts >= task.start && ts < task.end);
  const add = (owners: Owners, owner: string, ms: number) => (owners[owner] = (owners[owner] ?? 0) + ms);

  // Browser work: the outermost event of each kind inside a long task.
  for (const event of onMain) {
    const kind = browserWork[event.name];
    if (!kind || event.ph !== "X") continue;
    const task = taskAt(event.ts);
    if (task) add(task.owners, kind, (event.dur ?? 0) / 1000);
  }

  // JavaScript: the V8 sampling profile of the main thread, each sample's time to its top frame's owner.
  const profile = events.find((event) => event.name === "Profile" && event.pid === pid && event.tid === tid);
  const chunks = events.filter((event) => event.name === "ProfileChunk" && event.id === profile?.id);
  const nodes = new Map<number, ProfileNode>();
  const samples: { time: number; nodeId: number }[] = [];
  let time = profile?.args?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((nodeId, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, nodeId });
    });
  }
  // A sample stands for the time until the next one.
  samples.forEach(({ time: at, nodeId }, index) => {
    const task = taskAt(at);
    const frame = nodes.get(nodeId)?.callFrame;
    const next = samples[index + 1];
    if (!task || !frame || !next) return;
    const source = frame.url ? sourceOf(dir, frame.url, frame.lineNumber, frame.columnNumber) : null;
    const owner = ownerOf(source, frame);
    if (owner) add(task.owners, owner, (next.time - at) / 1000);
  });
  return {
    cpuByKind: cpuByKind(onMain.filter((event) => event.ts + (event.dur ?? 0) > parsed.ts)),
    longTasks: longTasks.map(({ ms, cpuMs, owners, start }) => ({ ms, cpuMs, at: start, owners })),
    blockingMs: longTasks.reduce((sum, task) => sum + task.ms - 50, 0),
  };
}

// 4. Site and anchor in turn, run after run.
const servers = { site: await serve(exports.site, ports.site), anchor: await serve(exports.anchor, ports.anchor) };
const variants: Variant[] = ["site", "anchor"];
const browser = await chromium.launch({ executablePath: chrome, args: chromiumFlags });
const profiles: Record<string, Record<Variant, LoadResult[]>> = Object.fromEntries(
  measured.map((urlPath) => [urlPath, { site: [], anchor: [] }]),
);
try {
  for (const urlPath of measured) {
    for (let run = 1; run <= runs; run += 1) {
      for (const variant of variants) {
        const traceFile = path.join(
          profileDir,
          `${variant}-${urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "_")}.trace.json`,
        );
        const result = await tracedLoad(browser, exports[variant], servers[variant].url + urlPath, traceFile);
        profiles[urlPath][variant].push(result);
        console.log(
          `${urlPath} run ${run} ${variant.padEnd(6)} long tasks (wall/CPU ms) ${result.longTasks.map((task) => `${task.ms.toFixed(0)}/${task.cpuMs.toFixed(0)}`).join(", ")}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of Object.values(servers)) server.stop();
}

// 5. Report: per page and variant, the median run's long tasks and the medians over runs of each owner's time.
const ownersTotal = (result: LoadResult) => {
  const totals: Owners = {};
  for (const task of result.longTasks) {
    for (const [owner, ms] of Object.entries(task.owners)) totals[owner] = (totals[owner] ?? 0) + ms;
  }
  return totals;
};
const fixed = (value: number | undefined) => (value ?? 0).toFixed(0);
type VariantReport = {
  blockingMs: number;
  longTaskMs: number;
  longTaskCpuMs: number;
  domNodes: number;
  ownersInLongTasks: Owners;
  cpuByKind: Record<string, number>;
  typicalRun: LoadResult["longTasks"];
  anatomy: PageAnatomy;
};
const report: Record<string, Partial<Record<Variant, VariantReport>>> = {};
for (const urlPath of measured) {
  console.log(`\n## ${urlPath}`);
  report[urlPath] = {};
  for (const variant of variants) {
    const results = profiles[urlPath][variant];
    const totals = results.map(ownersTotal);
    const owners = [...new Set(totals.flatMap(Object.keys))];
    const medians = Object.fromEntries(
      owners
        .map((owner): [string, number] => [owner, median(totals.map((total) => total[owner] ?? 0))])
        .sort((a, b) => b[1] - a[1]),
    );
    const byBlocking = [...results].sort((a, b) => a.blockingMs - b.blockingMs);
    const typical = byBlocking[Math.floor(byBlocking.length / 2)];
    const exportDir = exports[variant];
    const anatomy = pageAnatomy(readFileSync(fileForPath(exportDir, urlPath) ?? "", "utf8"));
    const entry: VariantReport = {
      blockingMs: median(results.map((result) => result.blockingMs)),
      longTaskMs: median(results.map((result) => result.longTasks.reduce((sum, task) => sum + task.ms, 0))),
      longTaskCpuMs: median(results.map((result) => result.longTasks.reduce((sum, task) => sum + task.cpuMs, 0))),
      domNodes: median(results.map((result) => result.domNodes)),
      ownersInLongTasks: medians,
      cpuByKind: Object.fromEntries(
        [...new Set(results.flatMap((result) => Object.keys(result.cpuByKind)))].map((kind) => [
          kind,
          median(results.map((result) => result.cpuByKind[kind] ?? 0)),
        ]),
      ),
      typicalRun: typical.longTasks,
      anatomy,
    };
    report[urlPath][variant] = entry;
    console.log(
      `${variant}: blocking ${fixed(entry.blockingMs)} ms, long tasks ${fixed(entry.longTaskMs)} ms wall, ${fixed(entry.longTaskCpuMs)} ms CPU, DOM ${entry.domNodes} elements`,
    );
    console.log(
      `  in long tasks (median ms): ${Object.entries(medians)
        .map(([owner, ms]) => `${owner} ${fixed(ms)}`)
        .join(", ")}`,
    );
    console.log(
      `  CPU over the whole load (median ms of thread time): ${Object.entries(entry.cpuByKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${fixed(ms)}`)
        .join(", ")}`,
    );
    const biggest = [...typical.longTasks].sort((a, b) => b.ms - a.ms).slice(0, 4);
    console.log(
      `  biggest tasks of the median run (wall/CPU ms): ${biggest
        .map(
          (task) =>
            `${fixed(task.ms)}/${fixed(task.cpuMs)} [${Object.entries(task.owners)
              .sort((a, b) => b[1] - a[1])
              .slice(0, 4)
              .map(([owner, ms]) => `${owner} ${fixed(ms)}`)
              .join(", ")}]`,
        )
        .join("; ")}`,
    );
    const { markup } = anatomy;
    console.log(
      `  HTML ${fixed(anatomy.htmlBytes / 1000)} KB: markup ${fixed(markup.bytes / 1000)} KB (class attributes ${fixed(markup.classAttributes / 1000)}, ` +
        `inline SVG ${fixed(markup.inlineSvg / 1000)}, text ${fixed(markup.text / 1000)}, style ${fixed(markup.styleElements / 1000)}; ` +
        `${markup.elements} elements, ${markup.svgElements} SVG), inline scripts (the RSC payload) ${fixed(anatomy.scripts / 1000)} KB, ` +
        `JSON-LD ${fixed(anatomy.jsonLd / 1000)} KB`,
    );
  }
}
const file = path.join(resultsDir, "profile.json");
writeFileSync(
  file,
  JSON.stringify({ started: new Date().toISOString(), machine: { load: os.loadavg() }, runs, report }, null, 2),
);
console.log(`\nDetails: ${path.relative(root, file)}`);
