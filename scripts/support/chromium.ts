// Finds a Chromium the tests and the benchmark can drive without downloading
// anything: $CHROMIUM_PATH, then the system's Chromium or Chrome, then a
// browser Playwright installed itself (where the network allowed it).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Flags for a closed network and a root sandbox (CI runs as root). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return system;
  try {
    const { chromium } = require("@playwright/test") as typeof import("@playwright/test");
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

export const chromiumHelp = `No Chromium found. Do one of these, then run the tests again:
  - Debian/Ubuntu: sudo apt-get install -y chromium   (or run bash .ci/run, which installs it)
  - with internet access: npx playwright install chromium
  - or point CHROMIUM_PATH at an existing Chrome/Chromium binary.`;
