// lib/hosting is TypeScript: jiti loads it, as in scripts/postbuild.mjs.
import { createJiti } from "jiti";

export const { fileForPath, htmlFiles, pathOfFile } = await createJiti(import.meta.url).import(
  "../../lib/hosting/exported-pages.ts",
);
