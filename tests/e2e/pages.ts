import { fileURLToPath } from "node:url";

import { htmlFiles, pathOfFile } from "@/lib/hosting/exported-pages";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

/** Every exported page's URL path (the not-found page is reached through an unknown path). */
export const exportedPaths: string[] = htmlFiles(outDir)
  .map((file: string) => pathOfFile(outDir, file))
  .filter((urlPath: string) => urlPath !== "/404" && urlPath !== "/_not-found");
