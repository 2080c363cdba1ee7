#!/usr/bin/env node
// Runs after `next build` (see `npm run build`): each page's Content-Security-Policy
// <meta>, the 404 page's case redirect, and every host's rule files, all from the
// route registry (lib/hosting; loaded with jiti because it is TypeScript).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createJiti } from "jiti";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const jiti = createJiti(import.meta.url);
const { writeHostFiles } = await jiti.import("../lib/hosting/write-host-files.ts");

const summary = writeHostFiles(projectDir, process.env);
console.log(
  `Hosting: CSP <meta> in ${summary.pages} pages, ${summary.gzipped} assets pre-compressed, wrote ${summary.written.join(", ")}.`,
);
