import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { fileForPath } from "@/scripts/hosting/exported-pages";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

/**
 * When the export wrote the page at `urlPath`: the "now" its static HTML was decided on. The pages read the
 * clock while `next build` renders them (which events have taken place, which openings are listed), and no
 * script reads it again in the browser, so a browser clock (page.clock) cannot move what a page shows: the
 * browser tests check the export as it was built, not as the day they run on (the export may be days older).
 * The rules themselves are checked on a fixed clock either side of each boundary in
 * tests/unit/dated-pages.test.tsx. The file is written seconds after its page is rendered (the post-build
 * step adds its policy): only an event ending or an opening closing within those seconds could be misread.
 */
export function builtAt(urlPath: string): Date {
  // Built at a fixed moment (scripts/test-all.ts sets BUILD_TIME for the export and for these tests).
  if (process.env.BUILD_TIME) return new Date(process.env.BUILD_TIME);
  const file = fileForPath(outDir, urlPath);
  if (!file) throw new Error(`${urlPath} is not in the export: run npm run build first`);
  return statSync(file).mtime;
}
