#!/usr/bin/env node
// Runs after `next build` (see `npm run build`): first the one-copy stylesheet
// (lib/build: the RSC payload stops repeating the inlined CSS), then each page's
// Content-Security-Policy <meta>, which hashes the final inline scripts, the 404
// page's case redirect, and every host's rule files, all from the route registry
// (lib/hosting). Both are TypeScript, loaded with jiti.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createJiti } from "jiti";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const jiti = createJiti(import.meta.url);
const { removePayloadCss } = await jiti.import("../lib/build/inlined-css.ts");
const { writeHostFiles } = await jiti.import("../lib/hosting/write-host-files.ts");

const css = removePayloadCss(path.join(projectDir, "out"));
console.log(
  `Inlined CSS: payload copies emptied in ${css.pages} pages and ${css.payloads} navigation payloads (${Math.round(css.bytesSaved / 1024)} KiB).`,
);
const summary = writeHostFiles(projectDir, process.env);
console.log(
  `Hosting: CSP <meta> in ${summary.pages} pages, ${summary.gzipped} assets pre-compressed, wrote ${summary.written.join(", ")}.`,
);
