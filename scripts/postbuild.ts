// Runs after `next build` (see `npm run build`), on Next's documented output only: it adds to files and
// writes new ones, and never rewrites the markup or payloads Next and React produced.
//   1. the compile hint at the top of the scripts each page runs on load (build/compile-hints.ts);
//   2. the site search index, Pagefind into out/pagefind/ (build/search-index.ts), before the host
//      files so its scripts are pre-compressed too;
//   3. the content manager in out/admin/ (build/admin.ts), under its own policy;
//   4. each page's Content-Security-Policy <meta>, which hashes its inline scripts, the 404 page's case
//      redirect, and every host's rule files, all from the route registry (hosting/write-host-files.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { writeAdmin } from "./build/admin";
import { addCompileHints } from "./build/compile-hints";
import { writeSearchIndex } from "./build/search-index";
import { writeHostFiles } from "./hosting/write-host-files";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(projectDir, "out");

const hints = addCompileHints(outDir);
console.log(
  `Compile hints: ${hints.chunks} start-up chunks compiled eagerly off the main thread (${hints.bytesAdded} bytes).`,
);
const search = await writeSearchIndex(outDir);
console.log(`Search: ${search.pages} pages indexed into out/pagefind/.`);
const admin = writeAdmin(projectDir);
console.log(`Content manager: ${admin.files} files in out/admin/ (Decap CMS).`);
const summary = writeHostFiles(projectDir, { NEXT_PUBLIC_LEAD_API: process.env.NEXT_PUBLIC_LEAD_API });
console.log(
  `Hosting: CSP <meta> in ${summary.pages} pages, ${summary.gzipped} assets pre-compressed, wrote ${summary.written.join(", ")}.`,
);
