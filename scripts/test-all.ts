// The one test command (`npm test`, also run by .ci/run): static checks, unit tests, the lead receiver on
// both targets, one production export with its host files, then the checks of that export, the export
// behind real nginx and Apache, and the browser tests against it. The site is built once; each step says
// how long it took, and a summary of the times closes the run.
import { spawnSync } from "node:child_process";

import { chromiumHelp, findChromium } from "./support/chromium";

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

const steps: Step[] = [
  { name: "format", command: "npx", args: ["prettier", "--check", "."] },
  { name: "lint", command: "npx", args: ["eslint", "."] },
  {
    name: "content (validate content/ and generate its types)",
    command: "npx",
    args: ["tsx", "scripts/build-content.ts"],
  },
  { name: "typecheck", command: "npx", args: ["tsc", "--noEmit"] },
  { name: "unit tests", command: "npx", args: ["jest", "--ci"] },
  { name: "lead receiver (Node and workerd)", command: "npm", args: ["run", "test:receiver"] },
  // With the lead receiver's API on the same origin, as `npm start` builds it: the browser tests then post
  // the forms without JavaScript to the receiver behind /api (playwright.config.ts).
  {
    name: "build (static export and host files)",
    command: "npm",
    args: ["run", "build"],
    env: { NEXT_PUBLIC_LEAD_API: "/api" },
  },
  { name: "links", command: "npx", args: ["tsx", "scripts/check-links.ts"] },
  { name: "HTML validity", command: "npx", args: ["html-validate", "out/**/*.html"] },
  { name: "real nginx and Apache", command: "npm", args: ["run", "test:hosts"] },
  { name: "browser tests", command: "npx", args: ["playwright", "test"] },
];

if (!findChromium()) {
  console.error(chromiumHelp);
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: [string, number][] = [];
const started = Date.now();
for (const { name, command, args, env = {} } of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  times.push([name, Date.now() - stepStarted]);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds(Date.now() - stepStarted)})`);
}
console.log(`\nAll checks passed in ${seconds(Date.now() - started)}:`);
for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
