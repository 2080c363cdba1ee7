// Scripts run on plain Node but reuse the site's TypeScript (lib/): jiti loads it,
// resolving the project's `@/` alias as tsconfig.json does, so a lib file may
// import another with `@/lib/...` and still load here.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createJiti } from "jiti";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const jiti = createJiti(import.meta.url, { alias: { "@": projectDir } });

/** Imports a TypeScript module by its path from the project's root, e.g. "lib/money.ts". */
export const importTypeScript = (fromProjectRoot) => jiti.import(path.join(projectDir, fromProjectRoot));
