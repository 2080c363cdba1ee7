// Where the bench reads and writes. Everything it writes is under bench-results/
// (gitignored), the anchor project included: inside the repository, Node and
// Turbopack resolve next, react and the font from the repository's node_modules.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const outDir = path.join(root, "out");
export const resultsDir = path.join(root, "bench-results");
export const floorDir = path.join(resultsDir, "floor");
export const anchorDir = path.join(resultsDir, "anchor");
export const anchorOutDir = path.join(anchorDir, "out");

/** Consecutive ports from BENCH_PORT (default 4602) for the exports the bench serves side by side. */
const firstPort = Number(process.env.BENCH_PORT ?? 4602);
export const ports = { site: firstPort, anchor: firstPort + 1, floor: firstPort + 2 };

/** The pages the bench and bench:bytes measure: BENCH_PAGES, else issue 47's seven. */
export const measuredPages = (
  process.env.BENCH_PAGES ??
  "/,/services/student-visa,/destinations/germany,/programs,/signin,/careers/apply-now,/book-consultation"
).split(",");
