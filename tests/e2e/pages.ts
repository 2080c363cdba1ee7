import path from "node:path";
import { fileURLToPath } from "node:url";

import { htmlFiles, pathOfFile } from "../../scripts/lib/exported-pages.mjs";

// The package is ESM ("type": "module"), so there is no __dirname.
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "out");

/** Every exported page's URL path (the not-found page is reached through an unknown path). */
export const exportedPaths: string[] = htmlFiles(outDir)
  .map((file: string) => pathOfFile(outDir, file))
  .filter((urlPath: string) => urlPath !== "/404" && urlPath !== "/_not-found");
