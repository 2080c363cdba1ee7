// The bench's byte figures without Lighthouse (safe on a busy machine): per page the raw and gzip HTML, the
// inline scripts (the RSC payload), the linked stylesheet, a first visit (HTML and CSS) and a visit to another
// page (the HTML alone) against issue 31's baseline, the gzip JS it loads and what its markup is made of
// (page-anatomy.ts); the shell (scripts every page loads) against the framework (scripts every anchor page
// loads, when bench-results/anchor/out exists). Reads out/ as it is; builds nothing.
//
//   npm run bench:bytes                          (the bench's seven pages)
//   BENCH_PAGES=/,/about npm run bench:bytes
//   npm run bench:bytes -- --save before         (writes bench-results/bytes-before.json)
//   npm run bench:bytes -- --compare before      (adds the change against that file)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { fileForPath, pathOfFile } from "../hosting/exported-pages";
import { sharedScriptsGzip, weighPage } from "../support/page-weight";
import { pageAnatomy } from "./page-anatomy";
import { anchorOutDir, measuredPages, outDir, resultsDir } from "./paths";
import type { ByteBaseline } from "./report";

type PageBytes = {
  htmlBytes: number;
  htmlGzip: number;
  payloadBytes: number;
  cssGzip: number;
  firstVisitGzip: number;
  repeatVisitGzip: number;
  jsGzip: number;
  elements: number;
  classAttributes: number;
  inlineSvg: number;
};
type Saved = { shell: { siteJs: number; frameworkJs: number | null }; pages: Record<string, PageBytes> };

const measured = measuredPages;
const baseline = (
  JSON.parse(readFileSync(new URL("./baseline.json", import.meta.url), "utf8")) as {
    pages: Record<string, ByteBaseline>;
  }
).pages;
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const fileOf = (name: string) => path.join(resultsDir, `bytes-${name}.json`);

const shell = {
  siteJs: sharedScriptsGzip(outDir),
  frameworkJs: existsSync(path.join(anchorOutDir, "index.html")) ? sharedScriptsGzip(anchorOutDir) : null,
};
const pages: Record<string, PageBytes> = Object.fromEntries(
  measured.map((urlPath) => {
    const file = fileForPath(outDir, urlPath);
    if (!file) throw new Error(`Not in the export: ${urlPath}`);
    const weight = weighPage(outDir, file);
    const { markup } = pageAnatomy(readFileSync(file, "utf8"));
    const bytes: PageBytes = {
      htmlBytes: weight.htmlBytes,
      htmlGzip: weight.htmlGzip,
      payloadBytes: weight.inlineJsBytes,
      cssGzip: weight.cssGzip,
      firstVisitGzip: weight.firstVisitGzip,
      repeatVisitGzip: weight.repeatVisitGzip,
      jsGzip: weight.jsGzip,
      elements: markup.elements,
      classAttributes: markup.classAttributes,
      inlineSvg: markup.inlineSvg,
    };
    return [pathOfFile(outDir, file), bytes];
  }),
);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const before = option("compare") ? (JSON.parse(readFileSync(fileOf(option("compare")!), "utf8")) as Saved) : null;
const change = (now: number, then: number | undefined, format: (value: number) => string) =>
  then === undefined ? "" : ` (${now - then >= 0 ? "+" : ""}${format(now - then)})`;

console.log(
  `Shell JS ${kib(shell.siteJs)} KiB gzip${change(shell.siteJs, before?.shell.siteJs, kib)}` +
    (shell.frameworkJs === null
      ? " (framework unknown: run npm run bench once to build the anchor)"
      : `, framework ${kib(shell.frameworkJs)} KiB: shell over framework ${kib(shell.siteJs - shell.frameworkJs)} KiB (budget 15)`),
);
console.log(
  "\n| page | HTML raw KB | payload KB | HTML gzip KiB | CSS gzip KiB | first visit KiB (issue 31) | repeat visit KiB (issue 31) | JS gzip KiB | elements | class attrs KB | inline SVG KB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const [urlPath, page] of Object.entries(pages)) {
  const then: Partial<PageBytes> = before?.pages[urlPath] ?? {};
  const issue31 = baseline[urlPath];
  const firstThen = issue31 ? ` (${kib(issue31.firstVisitGzip)})` : "";
  const repeatThen = issue31 ? ` (${kib(issue31.repeatVisitGzip)})` : "";
  console.log(
    `| ${urlPath} | ${kb(page.htmlBytes)}${change(page.htmlBytes, then.htmlBytes, kb)} ` +
      `| ${kb(page.payloadBytes)}${change(page.payloadBytes, then.payloadBytes, kb)} ` +
      `| ${kib(page.htmlGzip)}${change(page.htmlGzip, then.htmlGzip, kib)} ` +
      `| ${kib(page.cssGzip)} ` +
      `| ${kib(page.firstVisitGzip)}${firstThen} | ${kib(page.repeatVisitGzip)}${repeatThen} ` +
      `| ${kib(page.jsGzip)}${change(page.jsGzip, then.jsGzip, kib)} ` +
      `| ${page.elements}${change(page.elements, then.elements, String)} ` +
      `| ${kb(page.classAttributes)} | ${kb(page.inlineSvg)} |`,
  );
}

const saveAs = option("save");
if (saveAs) {
  mkdirSync(resultsDir, { recursive: true });
  const saved: Saved = { shell, pages };
  writeFileSync(fileOf(saveAs), JSON.stringify(saved, null, 2));
  console.log(`\nSaved ${path.relative(process.cwd(), fileOf(saveAs))}`);
}
