#!/usr/bin/env node
// The bench's byte figures without Lighthouse (safe on a busy machine): per page
// the raw and gzip HTML, the inline RSC payload, the gzip JS it loads, and its
// bytes by kind (page-anatomy.mjs); the shell (scripts every page loads) against
// the framework (scripts every anchor page loads, when bench-results/anchor/out
// exists). Reads out/ as it is; builds nothing.
//
//   npm run bench:bytes                          (the bench's six pages)
//   BENCH_PAGES=/,/about npm run bench:bytes
//   npm run bench:bytes -- --save before         (writes bench-results/bytes-before.json)
//   npm run bench:bytes -- --compare before      (adds the change against that file)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { scriptsGzip, weighPage } from "../lib/page-weight.mjs";
import { fileForPath, htmlFiles, pathOfFile } from "./exported-pages.mjs";
import { pageAnatomy } from "./page-anatomy.mjs";
import { anchorOutDir, outDir, resultsDir } from "./paths.mjs";

const measured = (
  process.env.BENCH_PAGES ?? "/,/services/student-visa,/destinations/germany,/programs,/signin,/careers/apply-now"
).split(",");
const baseline = JSON.parse(readFileSync(new URL("./baseline.json", import.meta.url), "utf8")).htmlKB;
const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const fileOf = (name) => path.join(resultsDir, `bytes-${name}.json`);

const weighAll = (dir) => htmlFiles(dir).map((file) => weighPage(dir, file));
/** The gzip bytes of the scripts every page of an export loads. */
function commonJs(dir) {
  const common = weighAll(dir)
    .map((weight) => weight.scripts)
    .reduce((shared, scripts) => shared.filter((url) => scripts.includes(url)));
  return scriptsGzip(dir, common);
}

const shell = {
  siteJs: commonJs(outDir),
  frameworkJs: existsSync(path.join(anchorOutDir, "index.html")) ? commonJs(anchorOutDir) : null,
};
const pages = Object.fromEntries(
  measured.map((urlPath) => {
    const file = fileForPath(outDir, urlPath);
    const weight = weighPage(outDir, file);
    const { markup, payload } = pageAnatomy(readFileSync(file, "utf8"));
    return [
      pathOfFile(outDir, file),
      {
        htmlBytes: weight.htmlBytes,
        htmlGzip: weight.htmlGzip,
        payloadBytes: weight.inlineJsBytes,
        jsGzip: weight.jsGzip,
        elements: markup.elements,
        classAttributes: markup.classAttributes,
        inlineSvg: markup.inlineSvg,
        payloadClassNames: payload.className,
        payloadSvg: payload.svg,
        clientComponents: payload.clientComponents.total,
      },
    ];
  }),
);

const kb = (bytes) => (bytes / 1000).toFixed(1);
const kib = (bytes) => (bytes / 1024).toFixed(1);
const before = option("compare") ? JSON.parse(readFileSync(fileOf(option("compare")), "utf8")) : null;
const change = (now, then, format) =>
  then === undefined ? "" : ` (${now - then >= 0 ? "+" : ""}${format(now - then)})`;

console.log(
  `Shell JS ${kib(shell.siteJs)} KiB gzip${change(shell.siteJs, before?.shell.siteJs, kib)}` +
    (shell.frameworkJs === null
      ? " (framework unknown: run npm run bench once to build the anchor)"
      : `, framework ${kib(shell.frameworkJs)} KiB: shell over framework ${kib(shell.siteJs - shell.frameworkJs)} KiB (budget 15)`),
);
console.log(
  "\n| page | HTML raw KB (goal) | payload KB | HTML gzip KiB | JS gzip KiB | elements | class attrs KB | inline SVG KB | payload class/SVG KB | client instances |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const [urlPath, page] of Object.entries(pages)) {
  const then = before?.pages[urlPath] ?? {};
  const goal = baseline[urlPath] ? ` (${baseline[urlPath] / 2})` : "";
  console.log(
    `| ${urlPath} | ${kb(page.htmlBytes)}${change(page.htmlBytes, then.htmlBytes, kb)}${goal} ` +
      `| ${kb(page.payloadBytes)}${change(page.payloadBytes, then.payloadBytes, kb)} ` +
      `| ${kib(page.htmlGzip)}${change(page.htmlGzip, then.htmlGzip, kib)} ` +
      `| ${kib(page.jsGzip)}${change(page.jsGzip, then.jsGzip, kib)} ` +
      `| ${page.elements}${change(page.elements, then.elements, String)} ` +
      `| ${kb(page.classAttributes)} | ${kb(page.inlineSvg)} | ${kb(page.payloadClassNames)}/${kb(page.payloadSvg)} ` +
      `| ${page.clientComponents}${change(page.clientComponents, then.clientComponents, String)} |`,
  );
}

if (option("save")) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(fileOf(option("save")), JSON.stringify({ shell, pages }, null, 2));
  console.log(`\nSaved ${path.relative(process.cwd(), fileOf(option("save")))}`);
}
