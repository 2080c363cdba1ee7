// Checks Gujarati or Hindi translation files against their English files, as the content build does
// (content/i18n/translation-overlay.ts), without building anything: for translators working file by file.
// Usage: npx tsx scripts/check-translation.ts content/guides/germany.gu.yaml [more files...]
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { overlayTranslation } from "../content/i18n/translation-overlay";

let failed = false;
for (const file of process.argv.slice(2)) {
  const englishFile = file.replace(/\.(gu|hi)\.yaml$/, ".yaml");
  if (englishFile === file) {
    console.error(`${file}: expected a file named <name>.gu.yaml or <name>.hi.yaml`);
    failed = true;
    continue;
  }
  const { problems } = overlayTranslation(
    parse(readFileSync(englishFile, "utf8")),
    parse(readFileSync(file, "utf8")),
    // The site's own words (content/i18n/*.yaml) are all words to translate, as the content build reads them.
    { allText: englishFile.includes("i18n/") },
  );
  if (problems.length === 0) {
    console.log(`${file}: matches ${englishFile}`);
  } else {
    failed = true;
    console.error(`${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}
process.exit(failed ? 1 : 0);
