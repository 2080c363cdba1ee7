import { fileURLToPath } from "node:url";

import { htmlFiles, pathOfFile } from "@/scripts/hosting/exported-pages";
import { isDeskPath } from "@/lib/desk/desk-paths";
import { formNotSentPath } from "@/scripts/hosting/routes";
import { BOOKING_MANAGE_PATH } from "@/contract/api";
import { prefixedLanguages } from "@/contract/languages";
import { PORTAL_PATH, PORTAL_WELCOME_PATH } from "@/contract/portal";

const outDir = fileURLToPath(new URL("../../out", import.meta.url));

/**
 * Pages outside the route registry (noindex, not in the sitemap): the one the hosts serve in place of an error,
 * the one a booking's manage link opens, and the student portal's (its own spec: portal.spec.ts).
 */
export const unlistedPaths: readonly string[] = [
  formNotSentPath,
  BOOKING_MANAGE_PATH,
  ...prefixedLanguages.map((language) => `/${language}${BOOKING_MANAGE_PATH}`),
  PORTAL_PATH,
  PORTAL_WELCOME_PATH,
];

/** Every exported registry page's URL path (the not-found page is reached through an unknown path; the staff desk has its own spec). */
export const exportedPaths: string[] = htmlFiles(outDir)
  .map((file: string) => pathOfFile(outDir, file))
  .filter(
    (urlPath: string) =>
      !/^(\/(gu|hi))?\/404$/.test(urlPath) &&
      urlPath !== "/_not-found" &&
      !unlistedPaths.includes(urlPath) &&
      !isDeskPath(urlPath),
  );
