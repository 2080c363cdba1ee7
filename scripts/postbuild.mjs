#!/usr/bin/env node
// Runs after `next build` (see `npm run build`): first the one-copy stylesheet
// (lib/build: the RSC payload stops repeating the inlined CSS), then short class names
// (lib/build/short-class-names.ts: stylesheet, markup and payloads renamed together), the icons'
// symbols into the pages that draw them (lib/build/inline-icons.ts), the payload
// scripts in single quotes and joined (lib/build/flight-payload.ts: no escaped double quotes), the compile
// hint on the scripts each page runs on load (lib/build/compile-hints.ts), then the site search index
// (lib/build/search-index.ts: Pagefind into out/pagefind/, before the host files so its
// scripts are pre-compressed too), then each page's Content-Security-Policy <meta>, which
// hashes the final inline scripts, the 404 page's case redirect, and every host's rule
// files, all from the route registry (lib/hosting), with the content manager in out/admin/ (lib/build/admin.ts) under its own
// policy. All are TypeScript, loaded through scripts/lib/typescript.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { importTypeScript } from "./lib/typescript.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { removePayloadCss } = await importTypeScript("lib/build/inlined-css.ts");
const { shortenClassNames } = await importTypeScript("lib/build/short-class-names.ts");
const { inlineIcons } = await importTypeScript("lib/build/inline-icons.ts");
const { compactInlinePayloads } = await importTypeScript("lib/build/flight-payload.ts");
const { addCompileHints } = await importTypeScript("lib/build/compile-hints.ts");
const { writeSearchIndex } = await importTypeScript("lib/build/search-index.ts");
const { writeAdmin } = await importTypeScript("lib/build/admin.ts");
const { writeHostFiles } = await importTypeScript("lib/hosting/write-host-files.ts");

const css = removePayloadCss(path.join(projectDir, "out"));
console.log(
  `Inlined CSS: payload copies emptied in ${css.pages} pages and ${css.payloads} navigation payloads (${Math.round(css.bytesSaved / 1024)} KiB).`,
);
const classes = shortenClassNames(path.join(projectDir, "out"));
console.log(
  `Class names: ${classes.classes} shortened in ${classes.pages} pages and their payloads, ${classes.keptLong} also kept long for scripts (${Math.round(classes.bytesSaved / 1024)} KiB).`,
);
const icons = inlineIcons(path.join(projectDir, "out"));
console.log(`Icons: symbols inlined in ${icons.pages} pages (${Math.round(icons.bytesAdded / 1024)} KiB added).`);
const compacted = compactInlinePayloads(path.join(projectDir, "out"));
console.log(
  `Payload scripts: single-quoted and joined in ${compacted.pages} pages (${Math.round(compacted.bytesSaved / 1024)} KiB).`,
);
const hints = addCompileHints(path.join(projectDir, "out"));
console.log(
  `Compile hints: ${hints.chunks} start-up chunks compiled eagerly off the main thread (${hints.bytesAdded} bytes).`,
);
const search = await writeSearchIndex(path.join(projectDir, "out"));
console.log(`Search: ${search.pages} pages indexed into out/pagefind/.`);
const admin = writeAdmin(projectDir);
console.log(`Content manager: ${admin.files} files in out/admin/ (Decap CMS).`);
const summary = writeHostFiles(projectDir, process.env);
console.log(
  `Hosting: CSP <meta> in ${summary.pages} pages, ${summary.gzipped} assets pre-compressed, wrote ${summary.written.join(", ")}.`,
);
