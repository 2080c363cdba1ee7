import { defineConfig, devices } from "@playwright/test";

import { chromiumFlags, chromiumHelp, findChromium } from "./scripts/lib/chromium.mjs";

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumHelp);

const port = Number(process.env.E2E_PORT ?? 4173);
const launchOptions = { executablePath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: "mobile",
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 812 },
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-out.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
