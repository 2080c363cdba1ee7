import os from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { site } from "./content/site";
import { chromiumFlags, chromiumHelp, findChromium } from "./scripts/support/chromium";
import { e2eExportToken } from "./tests/e2e/inbox";
import { whatsApp } from "./tests/e2e/whatsapp-api";

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumHelp);

const port = Number(process.env.E2E_PORT ?? 4173);
/** The lead receiver behind the site's /api (serve-out.ts proxies it, as nginx does in production). */
const receiverPort = Number(process.env.E2E_RECEIVER_PORT ?? port + 1);
/** A new store per run (the config is read again in each worker; only the first run starts the receiver). */
const receiverDataDir = path.join(os.tmpdir(), `e2e-receiver-${Date.now()}`);

const launchOptions = { executablePath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is fixed or removed, never retried into green.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test to keep the failing ones cost a fifth of the suite's time on this
    // 2-core machine: a failure keeps its screenshot and error; `npx playwright test --trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // The counsellors every test finds at the desk (tests/e2e/counsellors.ts), added once before any test.
    { name: "counsellors", testMatch: /counsellors\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["counsellors"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      dependencies: ["counsellors"],
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 812 },
        // 375 CSS px laid out as on the phone; drawn at one device pixel per CSS pixel, since rasterising the
        // Pixel 5's 2.75x in software cost about 40% of each phone test's time on this 2-core machine, and no
        // page or test depends on the pixel ratio.
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
  ],
  // The export is built with NEXT_PUBLIC_LEAD_API=/api (scripts/test-all.ts), so its forms post to
  // /api/*, which serve-out.ts proxies to the real lead receiver (receiver/, Node target) on a fresh
  // SQLite file, as nginx does in production. No rate limit: every test posts from 127.0.0.1.
  webServer: [
    {
      name: "lead receiver",
      command: "node --import tsx receiver/src/node/main.ts",
      env: {
        PORT: String(receiverPort),
        DATA_DIR: receiverDataDir,
        RATE_LIMIT_MAX: "0",
        TRUST_PROXY: "true",
        LEADS_EXPORT_TOKEN: e2eExportToken,
        SITE_NAME: site.name,
        // The manage links in booking answers lead to this site.
        SITE_URL: `http://127.0.0.1:${port}`,
        // Staff accounts for the desk, on the site's origin as in production (the desk's cookie is first-party).
        BETTER_AUTH_SECRET: "e2e-desk-secret-0f3a9c5e7b1d2468ace0",
        BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
        // Every browser test signs in from 127.0.0.1: more than the 5 a minute a client may try.
        STAFF_SIGN_IN_ATTEMPTS: "100",
        // WhatsApp on, its Cloud API the test harness the WhatsApp test listens with.
        WHATSAPP_TOKEN: whatsApp.token,
        WHATSAPP_PHONE_NUMBER_ID: whatsApp.phoneNumberId,
        WHATSAPP_APP_SECRET: whatsApp.appSecret,
        WHATSAPP_VERIFY_TOKEN: "e2e-whatsapp-verify",
        WHATSAPP_API_URL: `http://127.0.0.1:${whatsApp.port}/v26.0`,
        // An export built at a fixed moment (scripts/test-all.ts) gets a receiver whose clock agrees with it.
        ...(process.env.BUILD_TIME ? { RECEIVER_CLOCK_START: process.env.BUILD_TIME } : {}),
      },
      url: `http://127.0.0.1:${receiverPort}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      name: "site",
      command: "node --import tsx scripts/serve-out.ts",
      env: { PORT: String(port), API_PROXY: `http://127.0.0.1:${receiverPort}` },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
