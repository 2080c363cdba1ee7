import { fileURLToPath } from "node:url";

import { htmlFiles, pathOfFile } from "@/scripts/hosting/exported-pages";
import { isDeskPath } from "@/lib/desk/desk-paths";
import { formNotSentPath } from "@/scripts/hosting/routes";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

/** Pages the hosts serve in place of an error, outside the route registry (noindex, not in the sitemap). */
export const hostAnswerPaths: readonly string[] = [formNotSentPath];

/** Every exported registry page's URL path (the not-found page is reached through an unknown path; the staff desk has its own spec). */
export const exportedPaths: string[] = htmlFiles(outDir)
  .map((file: string) => pathOfFile(outDir, file))
  .filter(
    (urlPath: string) =>
      urlPath !== "/404" && urlPath !== "/_not-found" && !hostAnswerPaths.includes(urlPath) && !isDeskPath(urlPath),
  );
