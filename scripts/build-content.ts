// The content build on its own (`npm run content`): validates every data file under content/ and writes
// .content-collections/generated, which type checks and unit tests import. `next build` and `next dev` run
// the same build themselves (next.config.mjs). Exits 1, naming the file and the field, on any content error.
// Usage: npx tsx scripts/build-content.ts [project directory]
import path from "node:path";
import { fileURLToPath } from "node:url";

import { writeIndicFonts } from "./fonts/write-indic-fonts";
import { buildContent } from "./support/content-build";

const projectDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const problems = await buildContent(projectDir);

if (problems.length > 0) {
  console.error(`Content: ${problems.length} problem(s):\n`);
  for (const problem of problems) console.error(`${problem}\n`);
  process.exit(1);
}
console.log("Content: every file under content/ is valid.");
await writeIndicFonts(projectDir);
console.log("Fonts: Gujarati and Devanagari subset for their pages (public/fonts/).");
