/**
 * The scripts every page loads stay within their budget (scripts/support/page-weight.ts): each visitor on slow
 * mobile data pays for them on every first visit. Run after the build; npm run bench:bytes says more.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { SHELL_JS_BUDGET_KIB, sharedScriptsGzip } from "@/scripts/support/page-weight";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

test(`the shell's scripts weigh at most ${SHELL_JS_BUDGET_KIB} KiB gzip`, () => {
  assert.ok(existsSync(path.join(outDir, "index.html")), "out/ is missing: run npm run build first");
  const kib = sharedScriptsGzip(outDir) / 1024;
  assert.ok(
    kib <= SHELL_JS_BUDGET_KIB,
    `every page now loads ${kib.toFixed(1)} KiB gzip of scripts: a module imported by the layout (or by something it imports) pulls a library into every page; the chunk names in out/_next/static/chunks and npm run bench:bytes show which`,
  );
});
