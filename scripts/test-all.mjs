#!/usr/bin/env node
// The one test command (`npm test`, also run by .ci/run): static checks, unit
// tests, a production export with its host files, then the checks, the export behind
// real nginx and Apache, and the browser tests against out/.
import { spawnSync } from "node:child_process";

import { chromiumHelp, findChromium } from "./lib/chromium.mjs";

const steps = [
  ["format", "npx", ["prettier", "--check", "."]],
  ["lint", "npx", ["eslint", "."]],
  ["content (validate content/ and generate its types)", "node", ["scripts/build-content.mjs"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["jest", "--ci"]],
  [
    "content edits (a new opening and post build and pass the tests; a wrong field fails the build)",
    "node",
    ["scripts/test-content-edits.mjs"],
  ],
  [
    "admin edit (a fee changed in /admin through decap-server is saved intact and shown by the rebuilt page)",
    "node",
    ["scripts/test-admin-edit.mjs"],
  ],
  ["lead receiver (Node and workerd)", "npm", ["run", "test:receiver"]],
  // With the lead receiver's API on the same origin, as `npm start` builds it: the browser tests
  // then post the forms without JavaScript to the receiver behind /api (playwright.config.ts).
  ["build (static export and host files)", "npm", ["run", "build"], { NEXT_PUBLIC_LEAD_API: "/api" }],
  ["links", "node", ["scripts/check-links.mjs"]],
  ["HTML validity", "npx", ["html-validate", "out/**/*.html"]],
  ["real nginx and Apache", "npm", ["run", "test:hosts"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

if (!findChromium()) {
  console.error(chromiumHelp);
  process.exit(1);
}

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log("\nAll checks passed.");
