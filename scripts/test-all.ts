// The one test command (`npm test`, also run by .ci/run): static checks, unit tests, the lead receiver on
// both targets, one production export with its host files, then the checks of that export, the export
// behind real nginx and Apache, and the browser tests against it. The site is built once. Steps that do
// not depend on each other run side by side in one stage (each mostly waits on one core, and this machine
// has two); their output is printed whole as each ends, so it never interleaves. Each step says how long it
// took, and a summary of the times closes the run.
import { spawn } from "node:child_process";

import { chromiumHelp, findChromium } from "./support/chromium";

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

/**
 * The moment the browser tests' export is decided on (BUILD_TIME: lib/rendered-at.ts) and their receiver's clock
 * starts at (RECEIVER_CLOCK_START, from playwright.config.ts): Monday 30 November 2026, 10:00 IST. Fixed, so the
 * sample events and openings they register for and apply to stay to come whatever day the suite runs.
 */
const E2E_TIME = "2026-11-30T04:30:00Z";

const stages: Step[][] = [
  // Lint and typecheck read the types the content step generates.
  [
    {
      name: "content (validate content/ and generate its types)",
      command: "npx",
      args: ["tsx", "scripts/build-content.ts"],
    },
  ],
  [
    { name: "format", command: "npx", args: ["prettier", "--check", "."] },
    { name: "lint", command: "npx", args: ["eslint", "."] },
    { name: "typecheck", command: "npx", args: ["tsc", "--noEmit"] },
  ],
  [
    // The content is built above. Neither rebuilds it: each would rewrite the generated files while the
    // other's tests import them.
    { name: "unit tests", command: "npx", args: ["jest", "--ci"], env: { CONTENT_BUILT: "1" } },
    { name: "lead receiver (Node and workerd)", command: "npm", args: ["run", "test:receiver:built"] },
  ],
  // With the lead receiver's API on the same origin, as `npm start` builds it: the browser tests then post
  // the forms without JavaScript to the receiver behind /api (playwright.config.ts).
  [
    {
      name: "build (static export and host files)",
      command: "npm",
      args: ["run", "build"],
      env: { NEXT_PUBLIC_LEAD_API: "/api", BUILD_TIME: E2E_TIME },
    },
  ],
  [
    { name: "links", command: "npx", args: ["tsx", "scripts/check-links.ts"] },
    { name: "HTML validity", command: "npx", args: ["html-validate", "out/**/*.html"] },
    { name: "real nginx and Apache", command: "npm", args: ["run", "test:hosts"] },
    { name: "shell weight", command: "npx", args: ["tsx", "--test", "tests/build/shell-weight.test.ts"] },
    { name: "Indic fonts", command: "npx", args: ["tsx", "--test", "tests/build/indic-fonts.test.ts"] },
  ],
  [{ name: "browser tests", command: "npx", args: ["playwright", "test"], env: { BUILD_TIME: E2E_TIME } }],
];

if (!findChromium()) {
  console.error(chromiumHelp);
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: [string, number][] = [];
const started = Date.now();

type Outcome = { step: Step; code: number | null; signal: NodeJS.Signals | null; ms: number };

/** Runs one step; alone it streams its output, beside others it keeps it until it ends. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const { command, args, env = {} } = step;
  const begun = Date.now();
  if (alone) console.log(`\n=== ${step.name}: ${command} ${args.join(" ")}`);
  const child = spawn(command, args, {
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, ...(alone ? {} : { FORCE_COLOR: "0" }) },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (!alone) {
        console.log(`\n=== ${step.name}: ${command} ${args.join(" ")}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, code, signal, ms: Date.now() - begun });
    });
  });
}

for (const stage of stages) {
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const { step, code, signal, ms } of outcomes) {
    times.push([step.name, ms]);
    if (code === 0) console.log(`✓ ${step.name} (${seconds(ms)})`);
    else console.error(`\n✗ ${step.name} failed (exit ${code ?? signal}).`);
  }
  const failed = outcomes.find(({ code }) => code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}
console.log(`\nAll checks passed in ${seconds(Date.now() - started)} (steps in one stage ran side by side):`);
for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
